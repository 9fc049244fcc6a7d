import { describe, expect, it } from 'vitest'
import type { PickupHours } from '../domain/account.ts'
import {
  isPickupHoursValid,
  type PickupHoursValues,
  pickupHourOptions,
  pickupHoursValues,
  toPickupHours,
  validatePickupHours,
  weekdayLabel,
} from './pickupHoursForm.ts'

const nineToFour = { start: '09:00', end: '16:00' }

const saved: PickupHours = {
  sunday: null,
  monday: { start: '08:00', end: '17:30' },
  tuesday: nineToFour,
  wednesday: nineToFour,
  thursday: nineToFour,
  friday: { start: '10:00', end: '14:00' },
  saturday: null,
}

describe('pickupHoursForm', () => {
  it('ticks every day at 09:00-16:00 when the account has no hours yet (part 1 §2 Pickup hours)', () => {
    const values = pickupHoursValues()
    expect(Object.keys(values)).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ])
    for (const day of Object.values(values)) expect(day).toEqual({ enabled: true, ...nineToFour })
    expect(pickupHoursValues(null)).toEqual(values)
  })

  it("starts from saved hours; a day without pickups is unticked ('No Pickups') with the defaults ready (part 1 §2, §3)", () => {
    const values = pickupHoursValues(saved)
    expect(values.sunday).toEqual({ enabled: false, ...nineToFour })
    expect(values.monday).toEqual({ enabled: true, start: '08:00', end: '17:30' })
    expect(values.friday).toEqual({ enabled: true, start: '10:00', end: '14:00' })
  })

  it('offers 00:00 to 23:30 in the standard 30-minute step (part 1 §9)', () => {
    const options = pickupHourOptions()
    expect(options).toHaveLength(48)
    expect(options.slice(0, 3)).toEqual(['00:00', '00:30', '01:00'])
    expect(options.at(-1)).toBe('23:30')
    expect(options).toContain('09:00')
    expect(options).toContain('16:00')
  })

  it('keeps a saved time that is off the 30-minute grid choosable, first (part 1 §2 Pickup hours, §9)', () => {
    const options = pickupHourOptions('09:15')
    expect(options).toHaveLength(49)
    expect(options.slice(0, 3)).toEqual(['09:15', '00:00', '00:30'])
    expect(pickupHourOptions('09:00')).toEqual(pickupHourOptions())
    expect(pickupHourOptions('')).toEqual(pickupHourOptions())
  })

  it('accepts the defaults and a week with unticked days', () => {
    expect(isPickupHoursValid(validatePickupHours(pickupHoursValues()))).toBe(true)
    expect(validatePickupHours(pickupHoursValues(saved))).toEqual({})
  })

  it.each<[string, { start: string; end: string }, string]>([
    ['an end before the start', { start: '16:00', end: '09:00' }, 'End time must be after start time'],
    ['an end equal to the start', { start: '12:00', end: '12:00' }, 'End time must be after start time'],
    ['no start', { start: '', end: '16:00' }, 'Please Check Your Time'],
    ['no end', { start: '09:00', end: '' }, 'Please Check Your Time'],
    ['a time that is not HH:mm', { start: '9 am', end: '16:00' }, 'Please Check Your Time'],
  ])('refuses a ticked day with %s, on that day only (part 1 §2 Pickup hours)', (_, times, message) => {
    const values: PickupHoursValues = { ...pickupHoursValues(), tuesday: { enabled: true, ...times } }
    const errors = validatePickupHours(values)
    expect(errors).toEqual({ tuesday: message })
    expect(isPickupHoursValid(errors)).toBe(false)
  })

  it('ignores the times of an unticked day', () => {
    const values: PickupHoursValues = {
      ...pickupHoursValues(),
      tuesday: { enabled: false, start: '16:00', end: '09:00' },
    }
    expect(validatePickupHours(values)).toEqual({})
  })

  it("sends an unticked day as null ('No Pickups') and a ticked one as HH:mm (part 1 §3 Pickup hours)", () => {
    const values: PickupHoursValues = {
      ...pickupHoursValues(saved),
      thursday: { enabled: true, start: '7:30', end: '18:00:00' },
      saturday: { enabled: false, start: '', end: '' },
    }
    expect(toPickupHours(values)).toEqual({ ...saved, thursday: { start: '07:30', end: '18:00' } })
    expect(toPickupHours(pickupHoursValues(saved))).toEqual(saved)
  })

  it('refuses to build hours from a ticked day without a valid time', () => {
    const values: PickupHoursValues = {
      ...pickupHoursValues(),
      monday: { enabled: true, start: '', end: '' },
    }
    expect(() => toPickupHours(values)).toThrow(TypeError)
  })

  it('names each weekday as the screen shows it', () => {
    expect(weekdayLabel('sunday')).toBe('Sunday')
    expect(weekdayLabel('wednesday')).toBe('Wednesday')
  })
})
