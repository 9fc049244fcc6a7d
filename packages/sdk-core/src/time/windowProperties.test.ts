import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expressPlan, expressWindow } from './express.ts'
import { addDays, formatClock, minutesUntil, toEpoch, toLocal } from './localTime.ts'
import { RUSH_CUTOFF_MINUTE, rushWindow } from './rush.ts'
import { betweenLaterBounds, specialTimeBounds, specialTimesPossible } from './specialTimes.ts'
import type { TimeWindow } from './timeWindow.ts'
import { valetEndSlots, valetPickupBounds, valetPlan } from './valetWindow.ts'
import { checkWindows, WINDOW_MINIMUMS, type WindowMode } from './windowRules.ts'

// Instants across 2025–2027, weighted towards the clock changes: Edmonton 2025-11-02 and 2026-03-08 (tzdata 2026c
// keeps Alberta on UTC−6 after that), and Denver 2026-11-01, the autumn change Edmonton no longer has.
const around = (iso: string) =>
  fc.integer({ min: Date.parse(iso) - 86_400_000, max: Date.parse(iso) + 86_400_000 })
const NOW = fc.oneof(
  fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2027-12-31T23:59:59Z') }),
  around('2025-11-02T08:00:00Z'),
  around('2026-03-08T09:00:00Z'),
  around('2026-11-01T08:00:00Z'),
)
const ZONE = fc.constantFrom('America/Edmonton', 'America/Denver')
const TRAVEL = fc.oneof(fc.integer({ min: 0, max: 240 }), fc.double({ min: 0, max: 240, noNaN: true }))
const DAY_OFFSET = fc.integer({ min: 0, max: 13 })
const CLOCK = fc.integer({ min: 0, max: 95 }).map((quarter) => formatClock(quarter * 15))
const RUNS = { numRuns: 400 }

const DAY_START = 7 * 60
const onGrid = (minute: number, step = 15) => minute % step === 0
const inDay = (window: TimeWindow) => window.start >= 0 && window.end <= 1440 && window.start < window.end
const lengthOf = (window: TimeWindow) => window.end - window.start
const absolute = (window: TimeWindow, from: string, start: number) =>
  (Date.parse(window.date) - Date.parse(from)) / 60_000 + start

function passes(
  at: { now: number; timeZone: string },
  mode: WindowMode,
  isExpress: boolean,
  pickup: TimeWindow,
  dropoff: TimeWindow,
  types: [2 | 3, 2 | 5],
) {
  return checkWindows({
    mode,
    isExpress,
    pickupType: types[0],
    dropoffType: types[1],
    pickup,
    dropoff,
    ...at,
  })
}

describe('time windows (properties)', () => {
  it('produces express windows on the 15-minute grid, within 07:00 and the latest end, with a valid pickup window (part 1 §5 Express, §9)', () => {
    fc.assert(
      fc.property(
        NOW,
        ZONE,
        TRAVEL,
        DAY_OFFSET,
        fc.oneof(CLOCK, fc.constant('')),
        (now, timeZone, travel, offset, max) => {
          const today = toLocal(now, timeZone)
          const date = addDays(today.date, offset % 3)
          const window = expressWindow({
            now,
            timeZone,
            date,
            travelMinutes: travel,
            expressMaxTime: max,
            isIntercity: false,
            isEditing: false,
          })
          if (!window.available) return
          expect(window.slots.length).toBeGreaterThan(0)
          expect(window.slots[0]?.start).toBe(window.earliestStart)
          if (date === today.date) {
            expect(minutesUntil(now, date, window.earliestStart, timeZone)).toBeGreaterThanOrEqual(
              60 + Math.ceil(travel),
            )
          }
          for (const slot of window.slots) {
            const dropoff = { date, start: slot.start, end: slot.start + 15 }
            expect(onGrid(slot.start)).toBe(true)
            expect(slot.start).toBeGreaterThanOrEqual(DAY_START)
            expect(dropoff.end).toBeLessThanOrEqual(window.latestEnd)
            const plan = expressPlan({ now, timeZone, dropoff, travelMinutes: travel })
            expect(plan.pickup.date).toBe(date)
            expect(onGrid(plan.pickup.start) && onGrid(plan.pickup.end)).toBe(true)
            expect(plan.pickup.start).toBeGreaterThanOrEqual(DAY_START)
            expect(lengthOf(plan.pickup)).toBeGreaterThanOrEqual(WINDOW_MINIMUMS.express.pickup)
            expect(plan.pickup.end + Math.ceil(travel)).toBeLessThanOrEqual(dropoff.start)
            expect(plan.pickupType).toBe(2)
            if (date === today.date)
              expect(minutesUntil(now, date, plan.pickup.start, timeZone)).toBeGreaterThan(30)
            expect(
              passes({ now, timeZone }, 'single', true, plan.pickup, dropoff, [
                plan.pickupType,
                plan.dropoffType,
              ]),
            ).toEqual({})
          }
        },
      ),
      RUNS,
    )
  })

  it('produces rush windows only today before 18:00: 30-minute pickup from 07:00, 2-hour drop-off, within the day (part 1 §5 Rush, §9)', () => {
    fc.assert(
      fc.property(NOW, ZONE, fc.integer({ min: 0, max: 30 }), (now, timeZone, distanceKm) => {
        const today = toLocal(now, timeZone)
        const window = rushWindow({ now, timeZone, date: today.date, distanceKm, rushDistance: 15 })
        expect(window === null).toBe(today.minute >= RUSH_CUTOFF_MINUTE || distanceKm > 15)
        if (window === null) return
        expect(onGrid(window.pickup.start, 30)).toBe(true)
        expect(window.pickup.start).toBeGreaterThanOrEqual(DAY_START)
        expect(window.pickup.start).toBeLessThanOrEqual(RUSH_CUTOFF_MINUTE)
        expect(toEpoch(today.date, window.pickup.start, timeZone)).toBeGreaterThan(now)
        expect(inDay(window.pickup) && inDay(window.dropoff)).toBe(true)
        expect(lengthOf(window.pickup)).toBeGreaterThanOrEqual(WINDOW_MINIMUMS.single.pickup)
        expect(lengthOf(window.dropoff)).toBe(120)
        expect(window.dropoff.start).toBeGreaterThanOrEqual(window.pickup.end)
        expect(
          passes({ now, timeZone }, 'single', false, window.pickup, window.dropoff, [
            window.pickupType,
            window.dropoffType,
          ]),
        ).toEqual({})
      }),
      RUNS,
    )
  })

  it('produces valet windows on the 15-minute grid between 07:00 and 19:15, 30 minutes ahead today, drop-off after the trip (part 1 §5 Valet pickup window, §9)', () => {
    fc.assert(
      fc.property(NOW, ZONE, TRAVEL, DAY_OFFSET, fc.nat(), (now, timeZone, travel, offset, pick) => {
        const today = toLocal(now, timeZone)
        const date = addDays(today.date, offset % 2)
        const bounds = valetPickupBounds({ now, timeZone, date })
        for (const slot of bounds.slots) {
          expect(onGrid(slot.start)).toBe(true)
          expect(slot.start).toBeGreaterThanOrEqual(DAY_START)
          expect(slot.start).toBeLessThanOrEqual(19 * 60)
          if (date === today.date)
            expect(minutesUntil(now, date, slot.start, timeZone)).toBeGreaterThanOrEqual(30)
        }
        const slot = bounds.slots[pick % Math.max(1, bounds.slots.length)]
        if (slot === undefined) return
        const ends = valetEndSlots(slot.start)
        expect(ends.every((end) => onGrid(end) && end >= slot.start + 15 && end <= 19 * 60 + 15)).toBe(true)
        const pickup = { date, start: slot.start, end: ends[pick % ends.length] ?? Number.NaN }
        const plan = valetPlan({ now, timeZone, pickup, travelMinutes: travel })
        expect(onGrid(plan.dropoff.start) && inDay(plan.dropoff)).toBe(true)
        expect(lengthOf(plan.dropoff)).toBe(15)
        expect(absolute(plan.dropoff, date, plan.dropoff.start)).toBeGreaterThanOrEqual(pickup.start + travel)
        expect(absolute(plan.dropoff, date, plan.dropoff.start)).toBeLessThan(
          pickup.start + Math.ceil(travel) + 15,
        )
        expect(
          passes({ now, timeZone }, 'valet', false, pickup, plan.dropoff, [
            plan.pickupType,
            plan.dropoffType,
          ]),
        ).toEqual({})
      }),
      RUNS,
    )
  })

  it('bounds special times from the pickup end plus the minimum to 20:00 (21:00 for between’s later time) (part 1 §5 Special drop-off times)', () => {
    const times = fc.option(CLOCK, { nil: null })
    fc.assert(
      fc.property(
        fc.integer({ min: 14, max: 40 }).map((half) => half * 30),
        fc.integer({ min: 0, max: 16 }).map((half) => half / 2),
        times,
        times,
        fc.boolean(),
        (pickupLater, hours, earlyTime, laterTime, isIntercity) => {
          const option = {
            earlyTime,
            laterTime,
            text: '',
            isSpecialTiming: true,
            isNextDay: false,
            deliverInFutureDays: 0,
            index: 0,
          }
          const bounds = specialTimeBounds({
            option,
            pickupLater,
            isIntercity,
            localMinSpecialTime: hours,
            intercityMinSpecialTime: hours,
          })
          if (bounds === null || !specialTimesPossible(bounds)) return
          expect(bounds.earliest).toBeGreaterThanOrEqual(pickupLater + hours * 60)
          expect(onGrid(bounds.earliest, 30)).toBe(true)
          expect(bounds.latest).toBeLessThanOrEqual(20 * 60)
          expect(bounds.earliest).toBeLessThanOrEqual(bounds.latest)
          if (bounds.variant === 'before')
            expect(bounds.earliest).toBeGreaterThanOrEqual(pickupLater + hours * 60 + 60)
          const later = betweenLaterBounds(bounds, bounds.earliest)
          if (later) {
            expect(later.earliest).toBeGreaterThanOrEqual(bounds.earliest + 60)
            expect(later.earliest).toBeLessThanOrEqual(later.latest)
            expect(later.latest).toBeLessThanOrEqual(21 * 60)
          }
        },
      ),
      RUNS,
    )
  })
})
