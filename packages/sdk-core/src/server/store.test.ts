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

  it('keeps order records as long as Redis would, and at most maxOrders of them, the oldest going first', async () => {
    let time = 0
    const store = memoryStore({ orderTtlMs: 1000, maxOrders: 2, now: () => time })
    await store.recordOrder('old', 'd1')
    time = 999
    expect(await store.recordOrder('old', 'other')).toBe('d1')
    time = 1000
    expect(await store.recordOrder('old', 'd2')).toBeNull()
    await store.recordOrder('second', 'd3')
    await store.recordOrder('third', 'd4')
    // Full at two: 'old' (the oldest) went; a retry of it may now charge again, as after Redis's expiry.
    expect(await store.recordOrder('second', 'x')).toBe('d3')
    expect(await store.recordOrder('old', 'd5')).toBeNull()
  })

  it('holds 100,000 order records by default and no more, however many orders a long-running shop books', async () => {
    const store = memoryStore()
    for (let i = 0; i <= 100_000; i++) await store.recordOrder(`u${i}`, 'd')
    expect(await store.recordOrder('u0', 'again')).toBeNull()
    expect(await store.recordOrder('u100000', 'again')).toBe('d')
  })
})
