import { describe, expect, it } from 'vitest'
import { memoryStore } from './store.ts'

// Issue 22: one charge per order and details, whatever process takes the retry.

describe('memoryStore', () => {
  it('records the first digest under a key and answers it to every later call until forgotten', async () => {
    const store = memoryStore()
    expect(await store.recordOrder('u1', 'd1')).toBeNull()
    expect(await store.recordOrder('u1', 'd2')).toBe('d1')
    await store.forgetOrder('u1')
    expect(await store.recordOrder('u1', 'd2')).toBeNull()
  })

  it('counts a fixed window from its first event and says how long is left', async () => {
    const store = memoryStore()
    expect(await store.hit('k', 1, 1000, 100)).toEqual({ ok: true, resetInMs: 1000 })
    expect(await store.hit('k', 1, 1000, 600)).toEqual({ ok: false, resetInMs: 500 })
    expect(await store.hit('k', 1, 1000, 1100)).toEqual({ ok: true, resetInMs: 1000 })
  })
})
