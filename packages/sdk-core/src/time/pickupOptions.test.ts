import { describe, expect, it } from 'vitest'
import type { PickupTimeOption } from '../domain/timeOptions.ts'
import { parseClock, toEpoch } from './localTime.ts'
import { type PickupOptionsInput, pickupOptionStates, visiblePickupOptions } from './pickupOptions.ts'

const TZ = 'America/Edmonton'
const TODAY = '2026-11-23' // a Monday
const at = (clock: string, date = TODAY) => toEpoch(date, parseClock(clock) ?? 0, TZ)

function option(overrides: Partial<PickupTimeOption> = {}): PickupTimeOption {
  return {
    earlyTime: '09:00',
    laterTime: '12:00',
    text: 'Morning pickup 09:00 - 12:00',
    cutOffTime: '08:30',
    serviceDays: [1, 2, 3, 4, 5, 6],
    deliveryType: 'local',
    type: 1,
    ...overrides,
  }
}

function input(overrides: Partial<PickupOptionsInput> = {}): PickupOptionsInput {
  return {
    now: at('08:00'),
    timeZone: TZ,
    date: TODAY,
    options: [option()],
    isIntercity: false,
    isEditing: false,
    isExpressEnabled: true,
    distanceKm: 10,
    rushDistance: 15,
    ...overrides,
  }
}

const hiddenOf = (overrides: Partial<PickupOptionsInput>) => pickupOptionStates(input(overrides))[0]?.hidden

describe('pickupOptions', () => {
  it.each([
    ['08:29', TODAY, null],
    ['08:30', TODAY, 'cutOffPassed'],
    ['12:00', TODAY, 'cutOffPassed'],
    ['12:00', '2026-11-24', null],
  ] as const)(
    'at %s an 08:30 cut-off leaves the option on %s: %s (part 1 §5: hidden once its cut-off has passed)',
    (clock, date, hidden) => {
      expect(hiddenOf({ now: at(clock), date })).toBe(hidden)
    },
  )

  it('shows an option without a cut-off all day (part 1 §3 cut_off_time)', () => {
    expect(hiddenOf({ now: at('23:00'), options: [option({ cutOffTime: null })] })).toBeNull()
  })

  it.each([
    ['2026-11-28', 'Saturday', null],
    ['2026-11-29', 'Sunday', 'notServiceDay'],
  ] as const)(
    'reads the service days on the chosen date %s, a %s (part 1 §5, part 2 §5.2)',
    (date, _, hidden) => {
      expect(hiddenOf({ date })).toBe(hidden)
    },
  )

  it.each([
    ['local', false, null],
    ['intercity', false, 'notLocal'],
    ['intercity', true, null],
    ['local', true, null],
  ] as const)(
    'a %s option on a trip with intercity %s: %s (part 1 §5: hidden if not local while the trip is not intercity)',
    (deliveryType, isIntercity, hidden) => {
      expect(hiddenOf({ isIntercity, options: [option({ deliveryType })] })).toBe(hidden)
    },
  )

  const express = option({
    type: 2,
    cutOffTime: '15:00',
    serviceDays: [0, 1, 2, 3, 4, 5, 6],
    text: 'Express',
  })
  it.each([
    ['a local trip', {}, null],
    ['an intercity trip', { isIntercity: true }, 'expressIntercity'],
    ['an account without express_enabled', { isExpressEnabled: false }, 'expressDisabled'],
    [
      'an intercity trip of an account without express_enabled',
      { isIntercity: true, isExpressEnabled: false },
      'expressDisabled',
    ],
    [
      'an edit by an account without express_enabled',
      { isEditing: true, isExpressEnabled: false },
      'expressDisabled',
    ],
    ['an edit', { isEditing: true }, 'expressEditing'],
  ] as const)(
    'offers Express (type 2) for %s accordingly (part 1 §4 local only, §5 edits disable Express)',
    (_, overrides, hidden) => {
      expect(hiddenOf({ options: [express], ...overrides })).toBe(hidden)
    },
  )

  const rush = option({ type: 3, cutOffTime: null, serviceDays: [0, 1, 2, 3, 4, 5, 6], text: 'Rush' })
  it.each([
    ['today at 17:59, 15 km of 15', '17:59', TODAY, 15, null],
    ['today at 18:00', '18:00', TODAY, 10, 'rushAfterCutoff'],
    ['tomorrow', '10:00', '2026-11-24', 10, 'rushNotToday'],
    ['a week ahead, the same weekday', '10:00', '2026-11-30', 10, 'rushNotToday'],
    ['today, 15.1 km of 15', '10:00', TODAY, 15.1, 'rushTooFar'],
    ['today, distance unknown', '10:00', TODAY, null, 'rushTooFar'],
  ] as const)(
    'offers Rush (type 3) %s accordingly (part 1 §5 Rush, §9 cutoff hour 18)',
    (_, clock, date, distanceKm, hidden) => {
      expect(hiddenOf({ now: at(clock), date, distanceKm, options: [rush] })).toBe(hidden)
    },
  )

  it('keeps the server order and indexes, and filters the visible ones (part 1 §5)', () => {
    const options = [option(), option({ cutOffTime: '11:30', text: 'Afternoon' }), express, rush]
    const states = pickupOptionStates(input({ now: at('09:00'), options }))
    expect(states.map((state) => [state.index, state.visible])).toEqual([
      [0, false],
      [1, true],
      [2, true],
      [3, true],
    ])
    expect(visiblePickupOptions(input({ now: at('09:00'), options })).map((shown) => shown.text)).toEqual([
      'Afternoon',
      'Express',
      'Rush',
    ])
  })
})
