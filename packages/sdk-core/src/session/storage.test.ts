import { describe, expect, it } from 'vitest'
import { clearWaybillEntries, memoryStorage } from './storage.ts'

describe('clearWaybillEntries', () => {
  it("removes every waybill: entry and leaves the host page's own entries (part 1 §2 Logout)", () => {
    const storage = memoryStorage()
    storage.setItem('waybill:session', '1')
    storage.setItem('waybill:batch', '2')
    storage.setItem('shop:cart', '3')
    clearWaybillEntries(storage)
    expect(storage.length).toBe(1)
    expect(storage.getItem('shop:cart')).toBe('3')
  })
})
