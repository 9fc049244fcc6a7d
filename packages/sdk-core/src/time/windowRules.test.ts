import { describe, expect, it } from 'vitest'
import type { DropoffType, PickupType } from './typeCodes.ts'
import {
  checkWindows,
  minimumTimeMessage,
  type WindowCheck,
  type WindowInput,
  type WindowMode,
} from './windowRules.ts'

const DATE = '2026-11-23'
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
    minutesUntilPickup: 60,
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
    ['single', -30, 'Minimum Time Is 30 Minutes', false],
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
    expect(pickupOf(0, 'single', false, 3)).toBeUndefined()
    expect(pickupOf(5, 'single', true, 3)).toBeUndefined()
    expect(pickupOf(5, 'single', false, 2)).toBe('Minimum Time Is 30 Minutes')
  })

  it('keeps the valet 15-minute pickup minimum for type 3, a soon or evening valet pickup (part 1 §5 Valet pickup window)', () => {
    expect(pickupOf(0, 'valet', false, 3)).toBe('Minimum Time Is 15 Minutes')
    expect(pickupOf(15, 'valet', false, 3)).toBeUndefined()
  })

  it('does not exempt type 3 from the batch pickup minimum (part 1 §5 Batch mode)', () => {
    expect(pickupOf(10, 'batch', false, 3)).toBe('Minimum Time Is 15 Minutes')
  })

  it.each([
    [14, 'Minimum Time from current time is  Is 15 Minutes'],
    [15, undefined],
    [-5, 'Minimum Time from current time is  Is 15 Minutes'],
    [null, undefined],
  ] as const)(
    'gives a batch pickup starting in %s minutes: %s (part 1 §5 Batch mode, §9)',
    (lead, message) => {
      expect(checkWindows(check({ mode: 'batch', minutesUntilPickup: lead })).pickupTime).toBe(message)
    },
  )

  it('reports the short batch pickup window before its lead time (part 1 §5 Batch mode)', () => {
    const result = checkWindows(
      check({ mode: 'batch', pickup: win(at(9), at(9, 10)), minutesUntilPickup: 5 }),
    )
    expect(result.pickupTime).toBe('Minimum Time Is 15 Minutes')
  })

  it('does not apply the batch lead time to the single form (part 1 §5)', () => {
    expect(checkWindows(check({ mode: 'single', minutesUntilPickup: 1 })).pickupTime).toBeUndefined()
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

  it('fills the minimum into the catalogue message (part 1 §5)', () => {
    expect(minimumTimeMessage(45)).toBe('Minimum Time Is 45 Minutes')
  })
})
