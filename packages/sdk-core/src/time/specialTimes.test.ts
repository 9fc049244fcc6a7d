import { describe, expect, it } from 'vitest'
import type { DropoffTimeOption } from '../domain/timeOptions.ts'
import { parseClock } from './localTime.ts'
import {
  betweenLaterBounds,
  type SpecialTimeInput,
  specialTimeBounds,
  specialTimesPossible,
  specialVariant,
} from './specialTimes.ts'

const m = (clock: string) => parseClock(clock) ?? Number.NaN

function special(earlyTime: string | null, laterTime: string | null, nextDay = false): DropoffTimeOption {
  return {
    earlyTime,
    laterTime,
    text: 'Deliver',
    isSpecialTiming: true,
    isNextDay: nextDay,
    deliverInFutureDays: nextDay ? 1 : 0,
    index: 0,
  }
}

const input = (option: DropoffTimeOption, overrides: Partial<SpecialTimeInput> = {}): SpecialTimeInput => ({
  option,
  pickupLater: m('12:00'),
  isIntercity: false,
  localMinSpecialTime: 3,
  intercityMinSpecialTime: 5,
  ...overrides,
})

describe('specialTimes', () => {
  it.each([
    [special(null, '20:00'), 'before'],
    [special('18:00', null), 'after'],
    [special('20:00', '21:00'), 'between'],
    [special(null, null), null],
  ] as const)(
    'reads the variant from the times it carries (part 1 §3 Time options, §5 Special drop-off times)',
    (option, variant) => {
      expect(specialVariant(option)).toBe(variant)
    },
  )

  it.each([
    ['before 20:00, local', special(null, '20:00'), false, '16:00', '20:00'],
    ['after 18:00, local', special('18:00', null), false, '15:00', '18:00'],
    ['after 19:00, intercity', special('19:00', null), true, '17:00', '19:00'],
    ['before 18:00, intercity', special(null, '18:00'), true, '18:00', '18:00'],
    ['before 22:00, capped', special(null, '22:00'), false, '16:00', '20:00'],
    ['after 21:00, capped', special('21:00', null), false, '15:00', '20:00'],
  ] as const)(
    'bounds "%s" after a pickup ending 12:00 (part 1 §5: later + min special hours, +1 h unless flagged; max 20:00)',
    (_, option, isIntercity, earliest, latest) => {
      expect(specialTimeBounds(input(option, { isIntercity }))).toMatchObject({
        earliest: m(earliest),
        latest: m(latest),
        dayOffset: 0,
      })
    },
  )

  it('bounds "between" with an early time up to 20:00 and a later time up to 21:00 (part 1 §5, part 2 §5.2)', () => {
    expect(specialTimeBounds(input(special('20:00', '21:00')))).toEqual({
      variant: 'between',
      dayOffset: 0,
      earliest: m('15:00'),
      latest: m('20:00'),
      laterEarliest: m('16:00'),
      laterLatest: m('21:00'),
    })
    expect(specialTimeBounds(input(special('21:30', '22:00')))).toMatchObject({
      latest: m('20:00'),
      laterLatest: m('21:00'),
    })
  })

  it('keeps the later time of "between" an hour after the picked early time (part 1 §5, the 60-minute drop-off minimum)', () => {
    const bounds = specialTimeBounds(input(special('20:00', '21:00')))
    expect(bounds && betweenLaterBounds(bounds, m('17:00'))).toEqual({
      earliest: m('18:00'),
      latest: m('21:00'),
    })
    expect(bounds && betweenLaterBounds(bounds, m('15:00'))).toEqual({
      earliest: m('16:00'),
      latest: m('21:00'),
    })
    const before = specialTimeBounds(input(special(null, '20:00')))
    expect(before && betweenLaterBounds(before, m('17:00'))).toBeNull()
  })

  it.each([
    ['before 20:00, pickup ending 16:00: exactly 20:00 left', special(null, '20:00'), '16:00', true],
    ['before 20:00, pickup ending 16:30', special(null, '20:00'), '16:30', false],
    ['after 18:00, pickup ending 15:00: exactly 18:00 left', special('18:00', null), '15:00', true],
    ['after 18:00, pickup ending 15:30', special('18:00', null), '15:30', false],
    ['between, pickup ending 17:00: 20:00 then 21:00', special('20:00', '21:00'), '17:00', true],
    ['between, pickup ending 17:30', special('20:00', '21:00'), '17:30', false],
  ] as const)('%s: possible %s (part 1 §5 maxima)', (_, option, pickupLater, possible) => {
    const bounds = specialTimeBounds(input(option, { pickupLater: m(pickupLater) }))
    expect(bounds && specialTimesPossible(bounds)).toBe(possible)
  })

  it('rounds a fractional minimum up onto the 30-minute picker grid (part 1 §9 standard step)', () => {
    const bounds = specialTimeBounds(
      input(special('18:00', null), { pickupLater: m('12:15'), localMinSpecialTime: 2.5 }),
    )
    expect(bounds?.earliest).toBe(m('15:00'))
  })

  it.each([
    ['after', special('18:00', null, true), '11:00'],
    ['before', special(null, '20:00', true), '12:00'],
  ] as const)(
    'starts a next-day "%s" option at 11:00 the next day, whatever the pickup (part 1 §5)',
    (_, option, earliest) => {
      const bounds = specialTimeBounds(input(option, { pickupLater: m('18:00') }))
      expect(bounds).toMatchObject({ earliest: m(earliest), dayOffset: 1 })
    },
  )

  it('returns null for a special option without times (part 1 §3)', () => {
    expect(specialTimeBounds(input(special(null, null)))).toBeNull()
  })
})
