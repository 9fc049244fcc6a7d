import { describe, expect, it } from 'vitest'
import { expressDropoffType, pickupTypeForDate, valetTypeCodes } from './typeCodes.ts'

describe('typeCodes', () => {
  it('starts a pickup today as type 3 and on a later day as type 2 (part 1 §4)', () => {
    expect(pickupTypeForDate('2026-11-23', '2026-11-23')).toBe(3)
    expect(pickupTypeForDate('2026-11-24', '2026-11-23')).toBe(2)
  })

  it.each([
    [179, 5],
    [180, 2],
    [30, 5],
    [600, 2],
  ] as const)(
    'gives an express window ending in %i minutes drop-off type %i (part 1 §4, §9)',
    (minutes, type) => {
      expect(expressDropoffType(minutes)).toBe(type)
    },
  )

  it.each([
    ['10:00, 3 hours away', 600, 180, 2, 2],
    ['10:00, 89 minutes away', 600, 89, 3, 2],
    ['10:00, exactly 90 minutes away', 600, 90, 2, 2],
    ['16:45, a day away', 16 * 60 + 45, 1440, 2, 2],
    ['17:00, a day away', 17 * 60, 1440, 3, 5],
    ['18:30, 20 minutes away', 18 * 60 + 30, 20, 3, 5],
  ] as const)(
    'types a valet pickup starting at %s (part 1 §4 valet submission)',
    (_, startMinute, minutesUntilStart, pickupType, dropoffType) => {
      expect(valetTypeCodes({ startMinute, minutesUntilStart })).toEqual({ pickupType, dropoffType })
    },
  )
})
