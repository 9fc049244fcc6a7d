import { describe, expect, it } from 'vitest'
import { parseClock, toEpoch } from './localTime.ts'
import { type RushInput, rushBlock, rushWindow } from './rush.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23'
const at = (clock: string, date = TODAY) => toEpoch(date, parseClock(clock) ?? 0, TZ)
const input = (clock: string, overrides: Partial<RushInput> = {}): RushInput => ({
  now: at(clock),
  timeZone: TZ,
  date: TODAY,
  distanceKm: 8,
  rushDistance: 15,
  ...overrides,
})
const hm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

describe('rush', () => {
  it.each([
    ['09:10', '09:30', '10:00', '12:00'],
    ['09:00', '09:30', '10:00', '12:00'],
    ['09:29', '09:30', '10:00', '12:00'],
    ['09:30', '10:00', '10:30', '12:30'],
    ['17:59', '18:00', '18:30', '20:30'],
    ['05:40', '07:00', '07:30', '09:30'],
  ])(
    'at %s picks up from %s (next half hour) to %s and drops off until %s (part 1 §5 Rush, §9)',
    (clock, start, end, dropoffEnd) => {
      const window = rushWindow(input(clock))
      expect(window && [hm(window.pickup.start), hm(window.pickup.end), hm(window.dropoff.end)]).toEqual([
        start,
        end,
        dropoffEnd,
      ])
      expect(window?.dropoff.start).toBe(window?.pickup.end)
      expect((window?.dropoff.end ?? 0) - (window?.dropoff.start ?? 0)).toBe(120)
    },
  )

  it('gives pickup type 3, and drop-off type 5 for a window ending under 180 minutes away (part 1 §4, §9)', () => {
    expect(rushWindow(input('09:10'))).toMatchObject({ pickupType: 3, dropoffType: 5 })
    // From 05:40 the window ends at 09:30, 230 minutes away: type 2.
    expect(rushWindow(input('05:40'))).toMatchObject({ pickupType: 3, dropoffType: 2 })
  })

  it.each([
    ['17:59', {}, null],
    ['18:00', {}, 'afterCutoff'],
    ['10:00', { date: '2026-11-24' }, 'notToday'],
    ['10:00', { distanceKm: 15 }, null],
    ['10:00', { distanceKm: 15.5 }, 'tooFar'],
    ['10:00', { distanceKm: null }, 'tooFar'],
  ] as const)(
    'at %s with %o Rush is blocked by %s (part 1 §5: same day, before 18:00, within rush_distance)',
    (clock, overrides, block) => {
      expect(rushBlock(input(clock, overrides))).toBe(block)
      expect(rushWindow(input(clock, overrides)) === null).toBe(block !== null)
    },
  )

  it('counts the drop-off type in real minutes on the spring 2026 change day (Edmonton, 8 March 2026)', () => {
    const window = rushWindow(input('09:10', { now: at('09:10', '2026-03-08'), date: '2026-03-08' }))
    expect(window).toMatchObject({ pickup: { date: '2026-03-08', start: 570 }, dropoffType: 5 })
  })
})
