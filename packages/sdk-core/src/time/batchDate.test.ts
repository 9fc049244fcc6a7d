import { describe, expect, it } from 'vitest'
import { defaultBatchDate } from './batchDate.ts'

const TZ = 'America/Edmonton'

describe('batchDate', () => {
  it.each([
    ['16:59 local', '2026-11-23T22:59:00Z', '2026-11-23'],
    ['17:00 local', '2026-11-23T23:00:00Z', '2026-11-24'],
    ['23:59 local, already the 24th in UTC', '2026-11-24T05:59:00Z', '2026-11-24'],
    ['00:00 local', '2026-11-24T06:00:00Z', '2026-11-24'],
    ['17:00 on the last day of the year', '2026-12-31T23:00:00Z', '2027-01-01'],
    ['17:30 on the autumn 2025 change day (MST)', '2025-11-03T00:30:00Z', '2025-11-03'],
  ])('defaults a batch started at %s to %s (part 2 §9: tomorrow from 17:00, else today)', (_, iso, date) => {
    expect(defaultBatchDate({ now: Date.parse(iso), timeZone: TZ })).toBe(date)
  })
})
