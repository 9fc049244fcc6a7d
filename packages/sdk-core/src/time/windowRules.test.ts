import { describe, expect, it } from 'vitest'
import { toEpoch } from './localTime.ts'
import type { DropoffType, PickupType } from './typeCodes.ts'
import {
  checkWindows,
  minimumTimeMessage,
  type WindowCheck,
  type WindowInput,
  type WindowMode,
  windowLengthProblem,
} from './windowRules.ts'

const DATE = '2026-11-23'
const timeZone = 'America/Edmonton'
/** Monday 2026-11-23 08:00 in Edmonton (UTC−6). */
const NOW = Date.parse('2026-11-23T14:00:00Z')
const win = (start: number | null, end: number | null, date: string | null = DATE): WindowInput => ({
  date,
  start,
  end,
})
const at = (hours: number, minutes = 0) => hours * 60 + minutes

function check(overrides: Partial<WindowCheck>): WindowCheck {
  return {
    mode: 'single',
    isExpress: false,
    pickupType: 2,
    dropoffType: 2,
    pickup: win(at(9), at(12)),
    dropoff: win(at(13), at(17)),
    now: NOW,
    timeZone,
    ...overrides,
  }
}

const pickupOf = (length: number, mode: WindowMode, isExpress = false, pickupType: PickupType = 2) =>
  checkWindows(check({ mode, isExpress, pickupType, pickup: win(at(9), at(9) + length) })).pickupTime

const dropoffOf = (length: number, mode: WindowMode, isExpress = false, dropoffType: DropoffType = 2) =>
  checkWindows(check({ mode, isExpress, dropoffType, dropoff: win(at(13), at(13) + length) })).dropoffTime

describe('windowRules', () => {
  it('passes a 3-hour pickup and a 4-hour drop-off window (part 1 §5 Single delivery checks)', () => {
    expect(checkWindows(check({}))).toEqual({ pickupTime: undefined, dropoffTime: undefined })
  })

  it.each([
    ['single', 29, 'Minimum Time Is 30 Minutes', false],
    ['single', 30, undefined, false],
    ['single, express', 14, 'Minimum Time Is 15 Minutes', true],
    ['single, express', 15, undefined, true],
    ['valet', 14, 'Minimum Time Is 15 Minutes', false],
    ['valet', 15, undefined, false],
    ['batch', 14, 'Minimum Time Is 15 Minutes', false],
    ['batch', 15, undefined, false],
    ['shipment', 119, 'Minimum Time Is 2 Hours', false],
    ['shipment', 120, undefined, false],
  ] as const)(
    'checks a %s pickup window of %i minutes: %s (part 1 §5, §9)',
    (label, length, message, isExpress) => {
      const mode = label.split(',')[0] as WindowMode
      expect(pickupOf(length, mode, isExpress)).toBe(message)
    },
  )

  it.each([
    ['single', 59, 'Minimum Time Is 60 Minutes', false],
    ['single', 60, undefined, false],
    ['single, express', 14, 'Minimum Time Is 15 Minutes', true],
    ['single, express', 15, undefined, true],
    ['valet', 14, 'Minimum Time Is 15 Minutes', false],
    ['valet', 15, undefined, false],
    ['batch', 14, 'Minimum Time Is 2 Hours', false],
    ['batch', 15, undefined, false],
    ['shipment', 59, 'Minimum Time Is 1 Hours', false],
    ['shipment', 60, undefined, false],
  ] as const)(
    'checks a %s drop-off window of %i minutes: %s (part 1 §5, §9)',
    (label, length, message, isExpress) => {
      const mode = label.split(',')[0] as WindowMode
      expect(dropoffOf(length, mode, isExpress)).toBe(message)
    },
  )

  it('exempts a pickup of type 3 from the single minimum, express or not (part 1 §4 Time type codes, §5)', () => {
    expect(pickupOf(1, 'single', false, 3)).toBeUndefined()
    expect(pickupOf(5, 'single', true, 3)).toBeUndefined()
    expect(pickupOf(5, 'single', false, 2)).toBe('Minimum Time Is 30 Minutes')
  })

  it('keeps the valet 15-minute pickup minimum for type 3, a soon or evening valet pickup (part 1 §5 Valet pickup window)', () => {
    expect(pickupOf(10, 'valet', false, 3)).toBe('Minimum Time Is 15 Minutes')
    expect(pickupOf(15, 'valet', false, 3)).toBeUndefined()
  })

  it('does not exempt type 3 from the batch pickup minimum (part 1 §5 Batch mode)', () => {
    expect(pickupOf(10, 'batch', false, 3)).toBe('Minimum Time Is 15 Minutes')
  })

  const minutesBefore = (minute: number, lead: number) => toEpoch(DATE, minute, timeZone) - lead * 60_000

  it.each([
    [14, 'Minimum Time from current time is  Is 15 Minutes'],
    [15, undefined],
    [-5, 'Minimum Time from current time is  Is 15 Minutes'],
    [-200, 'Minimum Time from current time is  Is 15 Minutes'],
  ] as const)(
    'gives a batch pickup starting in %s minutes: %s (part 1 §5 Batch mode, §9)',
    (lead, message) => {
      const now = minutesBefore(at(9), lead)
      expect(checkWindows(check({ mode: 'batch', now })).pickupTime).toBe(message)
    },
  )

  it('reports the short batch pickup window before its lead time (part 1 §5 Batch mode)', () => {
    const result = checkWindows(
      check({ mode: 'batch', pickup: win(at(9), at(9, 10)), now: minutesBefore(at(9), 5) }),
    )
    expect(result.pickupTime).toBe('Minimum Time Is 15 Minutes')
  })

  it('does not apply the batch lead time to the single form (part 1 §5)', () => {
    expect(checkWindows(check({ mode: 'single', now: minutesBefore(at(9), 1) })).pickupTime).toBeUndefined()
  })

  it.each([
    ['no pickup type', { pickupType: null }, 'pickupTime', 'Please Select Your Pickup Type'],
    ['no drop-off type', { dropoffType: null }, 'dropoffTime', 'Please Select Your Drop off Type'],
    ['no pickup date', { pickup: win(at(9), at(12), null) }, 'pickupTime', 'Please Check Your Time'],
    ['no pickup start', { pickup: win(null, at(12)) }, 'pickupTime', 'Please Check Your Time'],
    ['no pickup end', { pickup: win(at(9), null) }, 'pickupTime', 'Please Check Your Time'],
    ['no drop-off date', { dropoff: win(at(13), at(17), null) }, 'dropoffTime', 'Please Check Your Time'],
    ['no drop-off start', { dropoff: win(null, at(17)) }, 'dropoffTime', 'Please Check Your Time'],
    ['no drop-off end', { dropoff: win(at(13), null) }, 'dropoffTime', 'Please Check Your Time'],
  ] as const)(
    'reports %s (part 1 §5: time validation needs type, date and window)',
    (_, overrides, field, message) => {
      expect(checkWindows(check(overrides))[field]).toBe(message)
    },
  )

  it('asks for the type before the times: a missing type wins over missing times (part 1 §5)', () => {
    const result = checkWindows(check({ pickupType: null, pickup: win(null, null, null) }))
    expect(result.pickupTime).toBe('Please Select Your Pickup Type')
  })

  it('checks a missing time before the minimum in every mode (part 1 §5, part 2 §5.1)', () => {
    for (const mode of ['single', 'valet', 'batch', 'shipment'] as const) {
      expect(checkWindows(check({ mode, pickup: win(at(9), null) })).pickupTime).toBe(
        'Please Check Your Time',
      )
    }
  })

  it.each([
    ['single pickup', 29, 'pickup', 'single', false, 'Minimum Time Is 30 Minutes'],
    ['single pickup', 30, 'pickup', 'single', false, undefined],
    ['express pickup', 15, 'pickup', 'single', true, undefined],
    ['express drop-off', 14, 'dropoff', 'single', true, 'Minimum Time Is 15 Minutes'],
    ['single drop-off', 59, 'dropoff', 'single', false, 'Minimum Time Is 60 Minutes'],
    ['batch drop-off', 14, 'dropoff', 'batch', false, 'Minimum Time Is 2 Hours'],
    ['shipment pickup', 119, 'pickup', 'shipment', false, 'Minimum Time Is 2 Hours'],
    ['shipment drop-off', 59, 'dropoff', 'shipment', false, 'Minimum Time Is 1 Hours'],
  ] as const)(
    'checks a %s window of %i minutes alone, with no form state (part 1 §5, §9)',
    (_, length, side, mode, isExpress, message) => {
      expect(windowLengthProblem({ start: at(9), end: at(9) + length }, { side, mode, isExpress })).toBe(
        message,
      )
    },
  )

  it('agrees with checkWindows on every length, mode and pickup type (part 1 §5, §9)', () => {
    for (const mode of ['single', 'valet', 'batch', 'shipment'] as const) {
      for (const pickupType of [2, 3] as const) {
        for (let length = 1; length <= 150; length++) {
          const window = { start: at(9), end: at(9) + length }
          const alone = windowLengthProblem(window, { side: 'dropoff', mode, pickupType })
          expect(alone).toBe(dropoffOf(length, mode))
          if (mode === 'single' || mode === 'shipment') {
            expect(windowLengthProblem(window, { side: 'pickup', mode, pickupType })).toBe(
              pickupOf(length, mode, false, pickupType),
            )
          }
        }
      }
    }
  })

  it('fills the minimum into the catalogue message (part 1 §5)', () => {
    expect(minimumTimeMessage(45)).toBe('Minimum Time Is 45 Minutes')
  })

  const MODES = ['single', 'valet', 'batch', 'shipment'] as const
  const problems = (overrides: Partial<WindowCheck>) => checkWindows(check(overrides))

  it.each(MODES)(
    'refuses a %s pickup window that ends before it starts, pickup type 3 included (part 1 §5 Single delivery checks: Please Check Your Time)',
    (mode) => {
      for (const pickupType of [2, 3] as const) {
        expect(problems({ mode, pickupType, pickup: win(at(10), at(9, 30)) }).pickupTime).toBe(
          'Please Check Your Time',
        )
        expect(problems({ mode, pickupType, pickup: win(at(10), at(10)) }).pickupTime).toBe(
          'Please Check Your Time',
        )
      }
    },
  )

  it.each(MODES)(
    'refuses a %s drop-off window that ends before it starts (part 1 §5 Single delivery checks)',
    (mode) => {
      expect(problems({ mode, dropoff: win(at(17), at(13)) }).dropoffTime).toBe('Please Check Your Time')
      expect(problems({ mode, dropoff: win(at(17), at(17)) }).dropoffTime).toBe('Please Check Your Time')
    },
  )

  it('exempts pickup type 3 from the minimum length only (part 1 §4 Time type codes, §5)', () => {
    expect(problems({ pickupType: 3, pickup: win(at(10), at(10, 5)) }).pickupTime).toBeUndefined()
    expect(problems({ pickupType: 3, pickup: win(at(10), at(9, 30)) }).pickupTime).toBe(
      'Please Check Your Time',
    )
  })

  it.each([
    ['the day before the pickup', win(at(13), at(17), '2026-11-22'), 'Please Check Your Time'],
    ['ending when the pickup starts', win(at(8, 30), at(9)), 'Please Check Your Time'],
    ['ending a minute after the pickup starts', win(at(8, 1), at(9, 1)), undefined],
    ['on the next day, earlier in the day', win(at(7), at(8), '2026-11-24'), undefined],
  ] as const)(
    'checks a drop-off window %s: it must end after the pickup window starts (part 1 §5, part 2 §5.2)',
    (_, dropoff, message) => {
      for (const mode of MODES) {
        const dropoffType = 2 as const
        expect(problems({ mode, dropoffType, pickup: win(at(9), at(12)), dropoff }).dropoffTime).toBe(message)
      }
    },
  )

  it('compares the windows as real instants across a clock change (part 1 §5; docs/decisions/time-windows.md)', () => {
    // 2026-03-08 in Edmonton: 02:30 does not exist and reads as 03:30 MDT, after a drop-off ending 03:15 MDT.
    const day = '2026-03-08'
    const result = problems({
      now: Date.parse('2026-03-07T12:00:00Z'),
      pickupType: 3,
      pickup: win(at(2, 30), at(4), day),
      dropoff: win(at(1), at(3, 15), day),
    })
    expect(result.dropoffTime).toBe('Please Check Your Time')
  })

  it.each(['single', 'valet', 'shipment'] as const)(
    'refuses a %s pickup window that has already ended (part 1 §5 Pickup date and time rules)',
    (mode) => {
      const after = (minute: number) => toEpoch(DATE, minute, timeZone)
      const pickup = win(at(9), at(9, 15))
      const dropoff = win(at(17), at(18))
      expect(problems({ mode, pickup, dropoff, now: after(at(9, 15)) }).pickupTime).toBe(
        'Please Check Your Time',
      )
      expect(problems({ mode, pickup, dropoff, now: after(at(14)) }).pickupTime).toBe(
        'Please Check Your Time',
      )
    },
  )

  it('refuses a pickup date before today, whatever its times (part 1 §5, part 2 §5.2)', () => {
    const yesterday = win(at(9), at(12), '2026-11-22')
    expect(problems({ pickup: yesterday, dropoff: win(at(13), at(17), '2026-11-24') }).pickupTime).toBe(
      'Please Check Your Time',
    )
  })

  it('lets a single pickup window that has opened but not ended pass (part 1 §5; docs/decisions/time-windows.md)', () => {
    expect(problems({ now: toEpoch(DATE, at(10), timeZone) }).pickupTime).toBeUndefined()
  })

  it('refuses a drop-off window that has already ended (part 1 §5)', () => {
    const now = toEpoch(DATE, at(12, 30), timeZone)
    const result = problems({ now, pickup: win(at(12), at(13)), dropoff: win(at(10), at(12, 15)) })
    expect(result).toEqual({ pickupTime: undefined, dropoffTime: 'Please Check Your Time' })
  })

  it.each([
    [
      '08:15, before today’s minimum 08:30 (08:00 + 30)',
      DATE,
      at(8, 15),
      at(8, 30),
      'Please Check Your Time',
    ],
    ['08:30, today’s minimum', DATE, at(8, 30), at(8, 45), undefined],
    ['19:00–19:15, the latest', DATE, at(19), at(19, 15), undefined],
    ['19:00–19:30, ending after 19:15', DATE, at(19), at(19, 30), 'Please Check Your Time'],
    ['19:15, after the latest start', DATE, at(19, 15), at(19, 30), 'Please Check Your Time'],
    ['21:00–21:15', DATE, at(21), at(21, 15), 'Please Check Your Time'],
    ['06:45 on a later day, before 07:00', '2026-11-24', at(6, 45), at(7), 'Please Check Your Time'],
    ['07:00 on a later day', '2026-11-24', at(7), at(7, 15), undefined],
  ] as const)(
    'checks a valet pickup at %s against the valet bounds (part 1 §5 Valet pickup window, §9)',
    (_, date, start, end, message) => {
      const dropoff = win(at(20), at(20, 15), '2026-11-24')
      expect(problems({ mode: 'valet', pickup: win(start, end, date), dropoff }).pickupTime).toBe(message)
    },
  )
})
