import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayMonth,
  formatClock,
  isLocalDate,
  minutesUntil,
  parseClock,
  parseWireDatetime,
  roundUp,
  toEpoch,
  toLocal,
  toWireDatetime,
  weekdayOf,
} from './localTime.ts'

const TZ = 'America/Edmonton'
const utc = (iso: string) => Date.parse(iso)

describe('localTime', () => {
  it.each([
    ['a winter afternoon (MST, −7)', '2026-01-15T21:30:00Z', '2026-01-15', 14 * 60 + 30, 4],
    ['a summer morning (MDT, −6)', '2026-07-01T15:05:00Z', '2026-07-01', 9 * 60 + 5, 3],
    ['the first 01:30 of the autumn 2025 change (MDT)', '2025-11-02T07:30:00Z', '2025-11-02', 90, 0],
    ['the repeated 01:30 of the autumn 2025 change (MST)', '2025-11-02T08:30:00Z', '2025-11-02', 90, 0],
    // tzdata 2026c: Alberta keeps daylight time from 2026, so 1 November 2026 has no change in Edmonton.
    ['01:30 on 1 November 2026, when Alberta stays on UTC−6', '2026-11-01T07:30:00Z', '2026-11-01', 90, 0],
    ['02:30 on 1 November 2026, still UTC−6', '2026-11-01T08:30:00Z', '2026-11-01', 150, 0],
    ['03:00 straight after the spring change', '2026-03-08T09:00:00Z', '2026-03-08', 180, 0],
    ['late evening local, already tomorrow in UTC', '2026-05-02T04:30:00Z', '2026-05-01', 22 * 60 + 30, 5],
  ])('reads %s in the account timezone (ARCHITECTURE §3)', (_, iso, date, minute, weekday) => {
    expect(toLocal(utc(iso), TZ)).toEqual({ date, minute, weekday })
  })

  it('finds the instant of a wall-clock time on both sides of each DST change', () => {
    expect(toEpoch('2026-03-07', 600, TZ)).toBe(utc('2026-03-07T17:00:00Z'))
    expect(toEpoch('2026-03-08', 600, TZ)).toBe(utc('2026-03-08T16:00:00Z'))
    expect(toEpoch('2025-11-01', 600, TZ)).toBe(utc('2025-11-01T16:00:00Z'))
    expect(toEpoch('2025-11-02', 600, TZ)).toBe(utc('2025-11-02T17:00:00Z'))
    expect(toEpoch('2025-11-02', 90, TZ)).toBe(utc('2025-11-02T07:30:00Z'))
    expect(toEpoch('2026-11-01', 90, 'America/Denver')).toBe(utc('2026-11-01T07:30:00Z'))
    expect(toEpoch('2026-11-02', 600, 'America/Denver')).toBe(utc('2026-11-02T17:00:00Z'))
    expect(toEpoch('2026-03-08', 150, TZ)).toBe(utc('2026-03-08T09:30:00Z'))
  })

  it('counts real minutes across a DST change: 01:00 to 04:00 on the spring day is 2 hours', () => {
    expect(minutesUntil(toEpoch('2026-03-08', 60, TZ), '2026-03-08', 240, TZ)).toBe(120)
    expect(minutesUntil(toEpoch('2025-11-02', 0, TZ), '2025-11-02', 240, TZ)).toBe(300)
  })

  it.each([TZ, 'America/Denver', 'America/Winnipeg'])(
    'round-trips every minute of any day from 2025 to 2027 through toEpoch and toLocal (%s)',
    (zone) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 3 * 365 }),
          fc.integer({ min: 0, max: 1439 }),
          (day, minute) => {
            const date = addDays('2025-01-01', day)
            const local = toLocal(toEpoch(date, minute, zone), zone)
            const clocksSkipped = local.date === date && local.minute === minute + 60
            expect(clocksSkipped || (local.date === date && local.minute === minute)).toBe(true)
          },
        ),
        { numRuns: 2000 },
      )
    },
  )

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(weekdayOf('2026-11-22')).toBe(0)
    expect(dayMonth('2026-12-25')).toBe('25-12')
    expect(isLocalDate('2026-02-31')).toBe(false)
    expect(isLocalDate('2026-02-28')).toBe(true)
  })

  it('reads and writes clock times and payload datetimes (part 1 §3, §9)', () => {
    expect(parseClock('09:30')).toBe(570)
    expect(parseClock('16:00:00')).toBe(960)
    expect(parseClock('24:00')).toBeUndefined()
    expect(parseClock('')).toBeUndefined()
    expect(formatClock(570)).toBe('09:30')
    expect(roundUp(601, 15)).toBe(615)
    expect(roundUp(600, 15)).toBe(600)
    expect(toWireDatetime('2026-11-23', 570)).toBe('2026-11-23 09:30:00')
    expect(toWireDatetime('2026-11-23', 1440)).toBe('2026-11-24 00:00:00')
    expect(toWireDatetime('2026-12-31', 1440 + 75)).toBe('2027-01-01 01:15:00')
    expect(parseWireDatetime('2026-11-23 09:30:00')).toEqual({ date: '2026-11-23', minute: 570 })
    expect(parseWireDatetime('2026-11-23')).toBeUndefined()
  })
})
