import { describe, expect, it } from 'vitest'
import {
  isExpressAllowed,
  withExpress,
  withIntercity,
  withoutExpress,
  withPickupDate,
  withPickupOption,
} from './draftTimes.ts'
import { createEmptyDraft, NO_PREMIUM_OPTIONS } from './emptyDraft.ts'
import type { OrderDraft } from './types.ts'

const TODAY = '2026-11-23'
const TOMORROW = '2026-11-24'

/** A local draft with a pickup on Monday 2026-11-23 10:00–12:00 and a drop-off 12:00–16:00. */
const timed: OrderDraft = {
  ...createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'u-1' }),
  pickupOption: 1,
  pickupType: 3,
  pickupDate: TODAY,
  pickupStart: 600,
  pickupEnd: 720,
  dropoffType: 2,
  dropoffDate: TODAY,
  dropoffStart: 720,
  dropoffEnd: 960,
  doSpecialTime: true,
}

const express = {
  pickupStart: 585,
  pickupEnd: 600,
  dropoffStart: 660,
  dropoffEnd: 675,
  pickupType: 2,
  dropoffType: 5,
} as const

describe('withPickupDate (part 1 §4 Time type codes)', () => {
  it('sets pickup type 3 for today and 2 for a later day', () => {
    expect(withPickupDate({ ...timed, pickupDate: null }, TODAY, TODAY).pickupType).toBe(3)
    expect(withPickupDate(timed, TOMORROW, TODAY).pickupType).toBe(2)
  })

  it('clears the option, windows and drop-off chosen for the old date', () => {
    expect(withPickupDate(timed, TOMORROW, TODAY)).toEqual({
      pickupDate: TOMORROW,
      pickupType: 2,
      pickupOption: null,
      pickupStart: null,
      pickupEnd: null,
      dropoffType: null,
      dropoffDate: null,
      dropoffStart: null,
      dropoffEnd: null,
      doSpecialTime: false,
      isExpress: false,
    })
  })

  it('changes nothing when the date is the same', () => {
    expect(withPickupDate(timed, TODAY, TODAY)).toEqual({})
  })

  it('clears the pickup type with the date', () => {
    expect(withPickupDate(timed, null, TODAY)).toMatchObject({ pickupDate: null, pickupType: null })
  })
})

describe('withPickupOption (part 1 §4 Pickup time options)', () => {
  it.each([
    [1, 2, 'Your Delivery Windows: a scheduled window'],
    [3, 3, 'Rush: as soon as possible'],
  ] as const)('option %i sets pickup type %i (%s)', (option, type, _meaning) => {
    expect(withPickupOption({ ...timed, pickupOption: null }, option, TODAY)?.pickupType).toBe(type)
  })

  it("keeps the date's type for Express until a window is applied", () => {
    expect(withPickupOption({ ...timed, pickupDate: TOMORROW }, 2, TODAY)?.pickupType).toBe(2)
  })

  it('clears windows chosen under another option and keeps the dates', () => {
    const patch = withPickupOption(timed, 3, TODAY)
    expect(patch).toMatchObject({
      pickupOption: 3,
      pickupStart: null,
      dropoffEnd: null,
      doSpecialTime: false,
    })
    expect(patch).not.toHaveProperty('pickupDate')
  })

  it('refuses Express for an intercity trip and for an edit (part 1 §5 Express; part 2 §4.2)', () => {
    expect(withPickupOption({ ...timed, isIntercity: true }, 2, TODAY)).toBeUndefined()
    expect(withPickupOption({ ...timed, isEditing: true, originalId: 77, originalStatus: 1 }, 2, TODAY)).toBe(
      undefined,
    )
    expect(isExpressAllowed(timed)).toBe(true)
  })

  it.each([
    ['an edit of an order on the server', { isEditing: true, originalId: 77, originalStatus: 17 }, false],
    ['a repost, a new order', { originalId: 77, originalStatus: null }, true],
    ['an order-list entry reopened before it was submitted', { isEditing: true }, true],
  ])(
    'Express for %s allowed: %s (part 2 §4.2 Edit orders disable Express; part 1 §5)',
    (_, change, allowed) => {
      expect(isExpressAllowed({ ...timed, ...change })).toBe(allowed)
      expect(withExpress({ ...timed, ...change }, express, TODAY) !== undefined).toBe(allowed)
    },
  )
})

describe('withExpress and withoutExpress (part 1 §4, §5 Express)', () => {
  it('applies the windows and types the time engine chose, on the same day, as express', () => {
    expect(withExpress({ ...timed, pickupDate: null }, express, TODAY)).toEqual({
      pickupOption: 2,
      isExpress: true,
      doSpecialTime: false,
      pickupDate: TODAY,
      pickupStart: 585,
      pickupEnd: 600,
      pickupType: 2,
      dropoffDate: TODAY,
      dropoffStart: 660,
      dropoffEnd: 675,
      dropoffType: 5,
    })
  })

  it('uses the date given with the choice', () => {
    expect(withExpress(timed, { ...express, date: TOMORROW }, TODAY)?.dropoffDate).toBe(TOMORROW)
  })

  it('refuses express for an intercity trip and for an edit (part 2 §4.2)', () => {
    expect(withExpress({ ...timed, isIntercity: true }, express, TODAY)).toBeUndefined()
    const edit = { ...timed, isEditing: true, originalId: 77, originalStatus: 1 }
    expect(withExpress(edit, express, TODAY)).toBeUndefined()
  })

  it('leaves express: option, windows and types cleared, the pickup type back to the date', () => {
    const inExpress = { ...timed, ...withExpress(timed, express, TODAY) }
    expect(withoutExpress(inExpress, TODAY)).toMatchObject({
      isExpress: false,
      pickupOption: null,
      pickupStart: null,
      dropoffStart: null,
      dropoffType: null,
      pickupType: 3,
    })
    expect(withoutExpress(timed, TODAY)).toEqual({})
  })
})

describe('withIntercity (part 1 §4 Other rules; part 2 §4.4)', () => {
  it('clears pickup and drop-off dates, windows, option and express when the answer changes', () => {
    expect(withIntercity(timed, true)).toMatchObject({
      isIntercity: true,
      pickupDate: null,
      pickupStart: null,
      pickupEnd: null,
      pickupOption: null,
      pickupType: null,
      dropoffDate: null,
      dropoffStart: null,
      dropoffEnd: null,
      dropoffType: null,
      isExpress: false,
    })
  })

  it('changes nothing when the answer is the same', () => {
    expect(withIntercity(timed, false)).toEqual({})
  })

  it('unticks the temperature options when the trip turns local', () => {
    const cold = {
      ...timed,
      isIntercity: true,
      premiumOptions: { ...NO_PREMIUM_OPTIONS, requireRefrigeratedVehicle: true, specialCare: true },
    }
    expect(withIntercity(cold, false).premiumOptions).toEqual({ ...NO_PREMIUM_OPTIONS, specialCare: true })
  })
})
