import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dropoffOption } from '../../test/timeFixtures.ts'
import type { DropoffTimeOption, PickupTimeOption, TimeOption } from '../domain/timeOptions.ts'
import { dropoffOptionStates } from './dropoffOptions.ts'
import { parseClock, toEpoch } from './localTime.ts'
import { pickupDateStates } from './pickupDates.ts'
import { pickupOptionStates } from './pickupOptions.ts'
import { type TimeOptionStatesInput, timeOptionStates } from './timeOptionStates.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23' // a Monday
const at = (clock: string, date = TODAY) => toEpoch(date, parseClock(clock) ?? 0, TZ)

const drop = dropoffOption

const DROPOFFS: DropoffTimeOption[] = [
  drop(0, '13:00', '17:00'),
  drop(1, null, '15:00'),
  drop(2, null, '17:00'),
  drop(3, null, '20:00', { isSpecialTiming: true }),
  drop(4, '11:00', '17:00', { isNextDay: true, deliverInFutureDays: 1 }),
]

const pickup = (text: string, laterTime: string, extra: Partial<PickupTimeOption> = {}): TimeOption => ({
  pickup: {
    earlyTime: '09:00',
    laterTime,
    text,
    cutOffTime: '08:30',
    serviceDays: [1, 2, 3, 4, 5, 6],
    deliveryType: 'local',
    type: 1,
    ...extra,
  },
  dropoffs: DROPOFFS,
})

const OPTIONS: TimeOption[] = [
  pickup('Morning', '12:00'),
  pickup('Express', '16:00', { type: 2, cutOffTime: '15:00', serviceDays: [0, 1, 2, 3, 4, 5, 6] }),
  pickup('Rush', '18:00', { type: 3, cutOffTime: null, serviceDays: [0, 1, 2, 3, 4, 5, 6] }),
  pickup('Intercity', '11:00', { deliveryType: 'intercity', cutOffTime: '07:30' }),
]

function input(overrides: Partial<TimeOptionStatesInput> = {}): TimeOptionStatesInput {
  return {
    now: at('09:00'),
    timeZone: TZ,
    options: OPTIONS,
    isIntercity: false,
    isEditing: false,
    isExpressEnabled: true,
    distanceKm: 10,
    rushDistance: 15,
    skippedDays: { local: ['25-11'], intercity: ['26-11'], valet: [] },
    isSundayDeliveryEnabled: false,
    localMinSpecialTime: 3,
    intercityMinSpecialTime: 5,
    ...overrides,
  }
}

const visibleTexts = (
  day: { pickups: readonly { visible: boolean; option: { text: string } }[] } | undefined,
) => day?.pickups.filter((entry) => entry.visible).map((entry) => entry.option.text)

describe('timeOptionStates', () => {
  it('covers 14 days from today with the date rules of the trip’s kind (part 1 §5 Pickup date and time rules)', () => {
    const days = timeOptionStates(input())
    expect(days).toHaveLength(14)
    expect(days[0]?.date).toBe(TODAY)
    expect(
      days.filter((day) => !day.dateState.selectable).map((day) => [day.date, day.dateState.block]),
    ).toEqual([
      ['2026-11-25', 'skipped'],
      ['2026-11-29', 'sunday'],
      ['2026-12-06', 'sunday'],
    ])
    const intercity = timeOptionStates(input({ isIntercity: true }))
    expect(intercity[3]?.dateState.block).toBe('skipped') // 26-11 is on the intercity list
  })

  it('shows each day’s pickup options by cut-off, service days, kind, Express and Rush (part 1 §5, part 2 §5.2)', () => {
    const days = timeOptionStates(input())
    expect(visibleTexts(days[0])).toEqual(['Express', 'Rush'])
    expect(visibleTexts(days[1])).toEqual(['Morning', 'Express'])
    expect(visibleTexts(days[6])).toEqual(['Express']) // Sunday: the morning window has no service
    expect(visibleTexts(timeOptionStates(input({ isIntercity: true }))[1])).toEqual(['Morning', 'Intercity'])
  })

  it('gives each pickup option its drop-off states, rush disabling the standard ones (part 1 §5 Standard drop-off options)', () => {
    const [morning, , rush] = timeOptionStates(input())[1]?.pickups ?? []
    expect(morning?.pickupType).toBe(2)
    expect(morning?.dropoffs.map((state) => state.reason)).toEqual([
      null,
      'tooSoonAfterPickup',
      null,
      null,
      null,
    ])
    expect(rush?.pickupType).toBe(3)
    expect(rush?.dropoffs.map((state) => state.reason)).toEqual([
      'rushPickup',
      'rushPickup',
      'rushPickup',
      'specialTooLate',
      null,
    ])
  })

  it('shares one drop-off array per pickup option across the days, as they do not depend on the date', () => {
    const days = timeOptionStates(input())
    expect(days[0]?.pickups[0]?.dropoffs).toBe(days[13]?.pickups[0]?.dropoffs)
  })

  it('disables the drop-offs of a pickup option whose later time cannot be read (part 1 §3)', () => {
    const broken = [pickup('Broken', 'noon')]
    const [entry] = timeOptionStates(input({ options: broken, days: 1 }))[0]?.pickups ?? []
    expect(entry?.dropoffs.every((state) => state.disabled && state.reason === 'noTimes')).toBe(true)
  })

  it('agrees with the one-date functions for any now, trip and account (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
        fc.integer({ min: 0, max: 6 }),
        (now, isIntercity, isSundayDeliveryEnabled, distanceKm, hours) => {
          const all = input({
            now,
            isIntercity,
            isSundayDeliveryEnabled,
            distanceKm,
            localMinSpecialTime: hours,
          })
          const days = timeOptionStates(all)
          const kind = isIntercity ? 'intercity' : 'local'
          expect(days.map((day) => day.dateState)).toEqual(pickupDateStates({ ...all, kind }))
          for (const day of days) {
            const single = pickupOptionStates({
              ...all,
              date: day.date,
              options: OPTIONS.map((entry) => entry.pickup),
            })
            expect(day.pickups.map((entry) => entry.hidden)).toEqual(single.map((state) => state.hidden))
          }
          const morning = dropoffOptionStates({ ...all, options: DROPOFFS, pickupLater: 720, pickupType: 2 })
          expect(days[0]?.pickups[0]?.dropoffs).toEqual(morning)
        },
      ),
      { numRuns: 200 },
    )
  })
})
