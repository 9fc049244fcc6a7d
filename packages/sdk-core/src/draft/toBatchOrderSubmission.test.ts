import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { toWireOrder } from '../api/orderPayload.ts'
import { orderPayload } from '../api/wire/orderPayload.ts'
import type { BatchRow } from '../domain/batch.ts'
import { ValidationError } from '../http/errors.ts'
import { createEmptyDraft } from './emptyDraft.ts'
import { type BatchSubmissionContext, toBatchOrderSubmission } from './toBatchOrderSubmission.ts'
import type { DraftParty, OrderDraft } from './types.ts'

const timeZone = 'America/Edmonton'
/** Monday 2026-11-23 09:00 in Edmonton (UTC−6). */
const now = Date.parse('2026-11-23T15:00:00Z')
const ctx: BatchSubmissionContext = {
  now,
  timeZone,
  account: {
    isOnHoldEnabled: false,
    defaultInsuranceValue: 100,
    isFavouriteAgentEnable: true,
    isMyFleetEnabled: true,
  },
}
const base = createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'batch-draft' })

const block: DraftParty = {
  ...base.pickup,
  name: 'Acme Florist',
  address: '10020 100 St NW, Edmonton',
  unit: '2',
  phone: '780-555-0100',
  email: 'orders@acme.test',
  lat: 53.54,
  lng: -113.49,
}

/** The batch-level draft: the contact block on the one side, the shared settings. */
const batch: OrderDraft = {
  ...base,
  batch: 'oneToMany',
  pickup: block,
  dropOffAddressType: 1,
  dropoffMethod: 1,
  packages: [
    { sizeCategoryId: 1, weightCategoryId: 1, packages: 0 },
    { sizeCategoryId: 2, weightCategoryId: 4, packages: 1 },
  ],
  description: 'Flowers',
  premiumOptions: { ...base.premiumOptions, loadNeeds: true },
  isAssignFavouriteDriver: true,
  pickupType: 2,
  pickupDate: '2026-11-24',
  pickupStart: 10 * 60,
  pickupEnd: 10 * 60 + 30,
  dropoffType: 2,
  dropoffDate: '2026-11-24',
  dropoffStart: 13 * 60,
  dropoffEnd: 17 * 60,
  doSpecialTime: true,
  cardId: 7,
}

const row: BatchRow = {
  name: 'Dana Lee',
  unitNumber: '1204',
  address: '11011 Jasper Ave NW, Edmonton, AB',
  city: 'Edmonton',
  province: 'Alberta',
  email: '',
  phone: '7805550199',
  w3w: '',
  itemName: 'Order 5531',
  details: 'Order 5531 Item description: roses',
  packageCount: 3,
  valid: true,
  uuid: 'row-5531',
  insuranceValue: 100,
  latitude: 53.541,
  longitude: -113.51,
  assignMyFleetDriver: null,
}

describe('toBatchOrderSubmission', () => {
  it('puts the contact block at pickup and the row at drop-off for many drop-offs (part 2 §2.4, §3.10)', () => {
    const order = toBatchOrderSubmission(batch, row, ctx)
    expect(order.pickup).toMatchObject({ name: 'Acme Florist', unit: '2', lat: 53.54 })
    expect(order.dropoff).toEqual({
      name: 'Dana Lee',
      address: '11011 Jasper Ave NW, Edmonton, AB',
      unit: '1204',
      phone: '7805550199',
      email: '',
      lat: 53.541,
      lng: -113.51,
    })
  })

  it('puts the row at pickup and the contact block at drop-off for many pickups (part 2 §2.4, §3.10)', () => {
    const manyToOne = { ...batch, batch: 'manyToOne' as const, pickup: base.pickup, dropoff: block }
    const order = toBatchOrderSubmission(manyToOne, row, ctx)
    expect(order.pickup.name).toBe('Dana Lee')
    expect(order.dropoff.name).toBe('Acme Florist')
  })

  it('maps a row field by field (part 2 §3.10 Delivery order payload)', () => {
    const order = toBatchOrderSubmission(batch, row, { ...ctx, userLocation: { lat: 53.5, lng: -113.4 } })
    expect(order).toMatchObject({
      uuid: 'row-5531',
      timezone: 'America/Edmonton',
      itemName: 'Order 5531',
      description: 'Flowers',
      customerNote: 'Unit#: 1204;Order 5531 Item description: roses',
      distance: 0,
      duration: 0,
      sizeCategoryId: 2,
      weightCategoryId: 4,
      packageCount: 3,
      pickupType: 2,
      pickupEarlyDatetime: '2026-11-24 10:00:00',
      pickupLaterDatetime: '2026-11-24 10:30:00',
      dropoffType: 2,
      dropoffEarlyDatetime: '2026-11-24 13:00:00',
      dropoffLaterDatetime: '2026-11-24 17:00:00',
      doSpecialTime: true,
      isExpress: false,
      isIntercity: false,
      dropoffMethod: 1,
      isAssignFavouriteDriver: true,
      assignMyFleetDriver: null,
      insuranceValue: 100,
      cardId: 7,
      userLocation: { lat: 53.5, lng: -113.4 },
      onHold: false,
    })
    expect(order.multiPackage).toBeUndefined()
  })

  it.each([
    ['unit and details', { unitNumber: '7', details: 'Gate code 12' }, 'Unit#: 7;Gate code 12'],
    ['details only', { unitNumber: '', details: 'Gate code 12' }, 'Gate code 12'],
    ['unit only', { unitNumber: '7', details: undefined }, 'Unit#: 7'],
    ['neither', { unitNumber: undefined, details: ' ' }, undefined],
  ] as const)('writes the customer note from %s (part 2 §3.10)', (_, changes, note) => {
    expect(toBatchOrderSubmission(batch, { ...row, ...changes }, ctx).customerNote).toBe(note)
  })

  it('stores a what3words row without an address as "///" and the triple (part 1 §3 Contact)', () => {
    const order = toBatchOrderSubmission(batch, { ...row, address: '', w3w: '///filled.count.soap' }, ctx)
    expect(order.dropoff).toMatchObject({ address: '///filled.count.soap', w3w: 'filled.count.soap' })
  })

  it.each([
    [false, null, null, null, false],
    [true, null, null, null, true],
    [true, 42, null, 42, false],
    [true, null, 9, 9, false],
    [true, 42, 9, 42, false],
  ] as const)(
    'on-hold %s, row driver %s, batch driver %s → driver %s, on hold %s (part 2 §4.5, §4.6 step 5)',
    (isOnHoldEnabled, rowDriver, batchDriver, driver, onHold) => {
      const order = toBatchOrderSubmission(
        { ...batch, assignMyFleetDriver: batchDriver },
        { ...row, assignMyFleetDriver: rowDriver },
        { ...ctx, account: { ...ctx.account, isOnHoldEnabled } },
      )
      expect(order.assignMyFleetDriver).toBe(driver)
      expect(order.onHold).toBe(onHold)
    },
  )

  it('keeps the insured value at least the account default (part 1 §5)', () => {
    expect(toBatchOrderSubmission(batch, { ...row, insuranceValue: 20 }, ctx).insuranceValue).toBe(100)
    expect(toBatchOrderSubmission(batch, { ...row, insuranceValue: null }, ctx).insuranceValue).toBe(100)
  })

  it.each([
    [
      'a row not validated',
      { valid: false },
      'addressesValidated',
      'Please make sure all addresses are validated',
    ],
    [
      'a row without coordinates',
      { latitude: null },
      'addressesValidated',
      'Please make sure all addresses are validated',
    ],
    [
      'a row without reference name',
      { itemName: ' ' },
      'referenceNames',
      'Items are missing Reference Name (first column of CSV)',
    ],
    [
      'a row with a 9-digit phone and no email',
      { phone: '780555019' },
      'phoneOrEmail',
      'Make sure all data has either phone number (10 digits) or email',
    ],
    ['a row with package count 0', { packageCount: 0 }, 'packageCount', 'Please enter a valid package count'],
    [
      'a row without package count',
      { packageCount: null },
      'packageCount',
      'Please enter a valid package count',
    ],
    ['a row without name', { name: '' }, 'dropoff', 'Drop off Information'],
    [
      'a row with 11 digits not starting with 1',
      { phone: '27805550199' },
      'phoneOrEmail',
      'Make sure all data has either phone number (10 digits) or email',
    ],
  ] as const)('refuses %s (part 2 §5.3)', (_, changes, key, label) => {
    try {
      toBatchOrderSubmission(batch, { ...row, ...changes }, ctx)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).sections.map((issue) => [issue.key, issue.label])).toEqual([
        [key, label],
      ])
    }
  })

  it('throws a TypeError for a row without uuid, a programming error: rows get one when read (part 2 §3.8)', () => {
    for (const uuid of [undefined, ' ']) {
      expect(() => toBatchOrderSubmission(batch, { ...row, uuid }, ctx)).toThrow(TypeError)
    }
  })

  it('accepts an 11-digit phone with the leading 1 (part 1 §9 Phone for batch rows: 10 or 11 digits)', () => {
    expect(toBatchOrderSubmission(batch, { ...row, phone: '17805550199' }, ctx).dropoff.phone).toBe(
      '17805550199',
    )
  })

  it.each([
    ['filled.count.soap', '', '///filled.count.soap'],
    [' //filled.count.soap ', '', '///filled.count.soap'],
    ['///filled.count.soap', '11011 Jasper Ave NW', '11011 Jasper Ave NW'],
  ])(
    'addresses a row with what3words %j and address %j as %j (part 1 §3 Contact)',
    (w3w, address, expected) => {
      const order = toBatchOrderSubmission(batch, { ...row, address, w3w }, ctx)
      expect(order.dropoff).toMatchObject({ address: expected, w3w: 'filled.count.soap' })
    },
  )

  it('accepts a row with an email and no phone (part 2 §5.3, §9)', () => {
    const order = toBatchOrderSubmission(batch, { ...row, phone: '', email: 'dana@example.com' }, ctx)
    expect(order.dropoff.email).toBe('dana@example.com')
  })

  it('refuses a batch draft that fails its batch checks (part 1 §5 Batch mode)', () => {
    const late = { ...batch, pickupDate: '2026-11-23', pickupStart: 9 * 60 + 10, pickupEnd: 9 * 60 + 40 }
    const build = () => toBatchOrderSubmission({ ...late, description: '' }, row, ctx)
    expect(build).toThrow(ValidationError)
    try {
      build()
    } catch (error) {
      expect((error as ValidationError).sections.map((issue) => issue.message)).toEqual([
        'Description Is Required',
        'Minimum Time from current time is  Is 15 Minutes',
      ])
    }
  })

  it('needs a draft opened from a batch', () => {
    expect(() => toBatchOrderSubmission({ ...batch, batch: null }, row, ctx)).toThrow(TypeError)
  })

  it('goes through toWireOrder to the keys of part 2 §3.10 and the payload schema', () => {
    const wire = toWireOrder(toBatchOrderSubmission({ ...batch, dropoffMethod: 2 }, row, ctx), 'delivery')
    expect(wire).toMatchObject({
      is_delivery_webapp: 1,
      uuid: 'row-5531',
      client_uuid: 'row-5531',
      customer_note: 'Unit#: 1204;Order 5531 Item description: roses',
      distance: 0,
      duration: 0,
      number_of_trip: 1,
      load_needs: 1,
      is_age_restricted: 1,
      is_intercity: 0,
      do_special_time: 1,
      package_count: 3,
    })
    expect(wire).not.toHaveProperty('require_in_person_confirmation')
    expect(is({ ...wire, api_code: 'code-1' }, orderPayload('delivery'))).toBe(true)
  })
})
