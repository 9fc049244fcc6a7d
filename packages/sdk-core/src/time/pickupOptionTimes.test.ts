import { describe, expect, it } from 'vitest'
import { pickupOptionTimes } from './pickupOptionTimes.ts'

describe('pickupOptionTimes (part 1 §4 pickup time options; issue 21: the times shown once)', () => {
  it.each([
    ['Morning pickup 09:00 - 12:00', '09:00', '12:00', null],
    ['Afternoon pickup 12:00 – 16:00', '12:00', '16:00', null],
    ['Morning 9:00 to 12:00', '09:00', '12:00', null],
    ['Morning pickup', '09:00', '12:00', '09:00 – 12:00'],
    ['Morning pickup from 09:00', '09:00', '12:00', '09:00 – 12:00'],
    ['Pickup 08:00 - 12:00', '09:00', '12:00', '09:00 – 12:00'],
    ['Express Delivery', '', '', null],
  ])('shows beside %j (%s – %s): %j', (text, earlyTime, laterTime, shown) => {
    expect(pickupOptionTimes({ text, earlyTime, laterTime })).toBe(shown)
  })
})
