import { describe, expect, it } from 'vitest'
import { toEpoch } from './localTime.ts'
import { dropoffTypeForWindow, pickupTypeForDate, pickupTypeOn, valetTypeCodes } from './typeCodes.ts'

const timeZone = 'America/Edmonton'
/** 09:00 in Edmonton on Monday 23 November 2026. */
const now = toEpoch('2026-11-23', 9 * 60, timeZone)

describe('typeCodes', () => {
  it('starts a pickup today as type 3 and on a later day as type 2 (part 1 §4)', () => {
    expect(pickupTypeForDate({ now, timeZone, date: '2026-11-23' })).toBe(3)
    expect(pickupTypeForDate({ now, timeZone, date: '2026-11-24' })).toBe(2)
    expect(pickupTypeOn('2026-11-23', '2026-11-23')).toBe(3)
  })

  it('reads today in the account timezone: 23:30 in Edmonton is already tomorrow in UTC (part 1 §4)', () => {
    const lateEvening = toEpoch('2026-11-23', 23 * 60 + 30, timeZone)
    expect(pickupTypeForDate({ now: lateEvening, timeZone, date: '2026-11-23' })).toBe(3)
    expect(pickupTypeForDate({ now: lateEvening, timeZone: 'UTC', date: '2026-11-24' })).toBe(3)
  })

  it.each([
    ['11:59, 179 minutes away', 11 * 60 + 59, 5],
    ['12:00, exactly 180 minutes away', 12 * 60, 2],
    ['09:30, 30 minutes away', 9 * 60 + 30, 5],
    ['19:00, 600 minutes away', 19 * 60, 2],
  ] as const)('gives a window ending at %s drop-off type %i (part 1 §4, §9)', (_, end, type) => {
    expect(
      dropoffTypeForWindow({ now, timeZone, window: { date: '2026-11-23', start: end - 60, end } }),
    ).toBe(type)
  })

  it('counts real minutes across the spring-forward night: 00:30 to 04:29 is 179 minutes, not 239 (part 1 §9)', () => {
    const night = toEpoch('2026-03-08', 30, timeZone)
    const window = { date: '2026-03-08', start: 60, end: 5 * 60 + 29 }
    expect(dropoffTypeForWindow({ now: night, timeZone, window })).toBe(2)
    expect(dropoffTypeForWindow({ now: night, timeZone, window: { ...window, end: 4 * 60 + 29 } })).toBe(5)
  })

  it.each([
    ['10:00, 60 minutes away', 10 * 60, '2026-11-23', 3, 2],
    ['10:29, 89 minutes away', 10 * 60 + 29, '2026-11-23', 3, 2],
    ['10:30, exactly 90 minutes away', 10 * 60 + 30, '2026-11-23', 2, 2],
    ['16:45, today', 16 * 60 + 45, '2026-11-23', 2, 2],
    ['17:00, a day away', 17 * 60, '2026-11-24', 3, 5],
    ['18:30 tomorrow', 18 * 60 + 30, '2026-11-24', 3, 5],
    ['09:00 tomorrow, a day away', 9 * 60, '2026-11-24', 2, 2],
  ] as const)(
    'types a valet pickup starting at %s (part 1 §4 valet submission)',
    (_, start, date, pickupType, dropoffType) => {
      expect(valetTypeCodes({ now, timeZone, pickup: { date, start } })).toEqual({ pickupType, dropoffType })
    },
  )
})
