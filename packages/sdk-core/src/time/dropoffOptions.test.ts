import { describe, expect, it } from 'vitest'
import { dropoffOption } from '../../test/timeFixtures.ts'
import type { DropoffTimeOption } from '../domain/timeOptions.ts'
import { type DropoffOptionsInput, dropoffOptionStates } from './dropoffOptions.ts'
import { parseClock } from './localTime.ts'

const m = (clock: string) => parseClock(clock) ?? Number.NaN

const drop = (earlyTime: string | null, laterTime: string | null, extra: Partial<DropoffTimeOption> = {}) =>
  dropoffOption(0, earlyTime, laterTime, extra)

function input(
  options: DropoffTimeOption[],
  overrides: Partial<DropoffOptionsInput> = {},
): DropoffOptionsInput {
  return {
    options,
    pickupLater: m('12:00'),
    pickupType: 2,
    isIntercity: false,
    localMinSpecialTime: 3,
    intercityMinSpecialTime: 5,
    ...overrides,
  }
}

const reasonOf = (option: DropoffTimeOption, overrides: Partial<DropoffOptionsInput> = {}) =>
  dropoffOptionStates(input([option], overrides))[0]?.reason

describe('dropoffOptions', () => {
  it.each([
    ['by 16:00, exactly 240 minutes after 12:00', drop(null, '16:00'), null],
    ['by 15:59, 239 minutes after', drop(null, '15:59'), 'tooSoonAfterPickup'],
    ['by 15:30', drop(null, '15:30'), 'tooSoonAfterPickup'],
    ['12:30 - 16:00, exactly 30 minutes after', drop('12:30', '16:00'), null],
    ['12:29 - 16:00, 29 minutes after', drop('12:29', '16:00'), 'tooSoonAfterPickup'],
    ['11:00 - 13:00, before the pickup ends', drop('11:00', '13:00'), 'tooSoonAfterPickup'],
    ['13:00 - 17:00', drop('13:00', '17:00'), null],
    [
      'by 09:00 the next day (deliver_in_future_days 1)',
      drop(null, '09:00', { deliverInFutureDays: 1 }),
      null,
    ],
    ['08:00 - 10:00 two days later', drop('08:00', '10:00', { deliverInFutureDays: 2 }), null],
    ['no times at all', drop(null, null), 'noTimes'],
  ] as const)(
    'after a pickup ending 12:00, the standard option "%s" gives %s (part 1 §5: the 240 and 30 minute rules)',
    (_, option, reason) => {
      expect(reasonOf(option)).toBe(reason)
    },
  )

  it('disables every standard option when the pickup type is 3, and no special or next-day one (part 1 §5, part 2 §5.2)', () => {
    const options = [
      drop('17:00', '21:00', { index: 0 }),
      drop(null, '21:00', { index: 1 }),
      drop(null, '20:00', { index: 2, isSpecialTiming: true }),
      drop('11:00', '17:00', { index: 3, isNextDay: true, deliverInFutureDays: 1 }),
    ]
    const states = dropoffOptionStates(input(options, { pickupType: 3 }))
    expect(states.map((state) => [state.index, state.kind, state.reason])).toEqual([
      [0, 'standard', 'rushPickup'],
      [1, 'standard', 'rushPickup'],
      [2, 'special', null],
      [3, 'nextDay', null],
    ])
  })

  it('keeps a next-day option enabled after a late pickup, one day later (part 1 §5: excluded from the rule)', () => {
    const [state] = dropoffOptionStates(
      input([drop('11:00', '17:00', { isNextDay: true, deliverInFutureDays: 0 })], {
        pickupLater: m('18:00'),
      }),
    )
    expect(state).toMatchObject({ kind: 'nextDay', disabled: false, dayOffset: 1 })
  })

  it('gives special options their picker bounds and the local or intercity minimum (part 1 §5 Special drop-off times)', () => {
    const before = drop(null, '20:00', { isSpecialTiming: true })
    expect(dropoffOptionStates(input([before]))[0]?.special).toMatchObject({
      earliest: m('16:00'),
      latest: m('20:00'),
    })
    const intercity = dropoffOptionStates(input([before], { isIntercity: true }))[0]
    expect(intercity?.special).toMatchObject({ earliest: m('18:00') })
  })

  it.each([
    [
      'a special "before 20:00" after a pickup ending 16:30',
      drop(null, '20:00', { isSpecialTiming: true }),
      'specialTooLate',
    ],
    ['a special option without times', drop(null, null, { isSpecialTiming: true }), 'noTimes'],
  ] as const)('disables %s (part 1 §5 maxima)', (_, option, reason) => {
    const [state] = dropoffOptionStates(input([option], { pickupLater: m('16:30') }))
    expect(state).toMatchObject({ disabled: true, reason })
  })

  it('keeps the server index of each option (part 1 §3 index)', () => {
    const states = dropoffOptionStates(
      input([drop('13:00', '17:00', { index: 4 }), drop(null, '21:00', { index: 7 })]),
    )
    expect(states.map((state) => state.index)).toEqual([4, 7])
  })
})
