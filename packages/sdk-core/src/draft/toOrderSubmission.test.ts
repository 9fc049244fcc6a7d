import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { ACME_PICKUP, BASE_DRAFT, DANA_DROPOFF, NOW } from '../../test/draftFixtures.ts'
import { toWireOrder } from '../api/orderPayload.ts'
import { orderPayload } from '../api/wire/orderPayload.ts'
import { ValidationError } from '../http/errors.ts'
import {
  allowedDriverChoices,
  isOnHoldOrder,
  type SubmissionContext,
  toOrderSubmission,
} from './toOrderSubmission.ts'
import type { OrderDraft } from './types.ts'

const timeZone = 'America/Edmonton'
const now = NOW
const ctx: SubmissionContext = {
  now,
  timeZone,
  account: {
    isOnHoldEnabled: false,
    defaultInsuranceValue: 100,
    isFavouriteAgentEnable: true,
    isMyFleetEnabled: true,
  },
}
const base = BASE_DRAFT

const single: OrderDraft = {
  ...base,
  pickup: ACME_PICKUP,
  dropoff: { ...DANA_DROPOFF, address: '///filled.count.soap', w3w: 'filled.count.soap' },
  dropOffAddressType: 2,
  dropoffMethod: 1,
  packages: [
    { sizeCategoryId: 3, weightCategoryId: 7, packages: 2 },
    { sizeCategoryId: 1, weightCategoryId: 1, packages: 1 },
  ],
  packageCount: 3,
  itemName: ' Cake order 17 ',
  description: 'Fragile',
  premiumOptions: { ...base.premiumOptions, specialCare: true, requireRefrigeratedVehicle: true },
  pickupType: 2,
  pickupDate: '2026-11-23',
  pickupStart: 11 * 60,
  pickupEnd: 12 * 60,
  dropoffType: 2,
  dropoffDate: '2026-11-24',
  dropoffStart: 13 * 60 + 30,
  dropoffEnd: 15 * 60,
  distance: 5400,
  duration: 900,
  polyline: 'a~l~Fjk~uOwHJy@P',
  cardId: 7,
  insuranceValue: 150,
}

const valet: OrderDraft = {
  ...single,
  kind: 'valet',
  itemName: 'Jane Doe',
  description: 'Keys at the front desk',
  vin: '1HGCM82633A004352',
  ro: 'RO-88',
  licensePlate: 'CBX 1234',
  pickupType: null,
  dropoffType: null,
  dropoffDate: '2026-11-23',
  pickupEnd: 11 * 60 + 15,
  dropoffStart: 11 * 60 + 45,
  dropoffEnd: 12 * 60,
  isExpress: true,
  doSpecialTime: true,
}

describe('toOrderSubmission', () => {
  it('refuses an invalid draft with the failing sections (part 1 §5; ARCHITECTURE §3 ValidationError)', () => {
    const build = () => toOrderSubmission({ ...single, itemName: '', dropoffMethod: null }, ctx)
    expect(build).toThrow(ValidationError)
    expect(build).toThrow('Please check the following sections and try again:')
    try {
      build()
    } catch (error) {
      expect((error as ValidationError).sections.map((section) => section.label)).toEqual([
        'Reference Name',
        'Drop off Type',
      ])
    }
  })

  it('builds no payload from a reversed rush pickup window with a drop-off the day before (part 1 §5 Single delivery checks)', () => {
    const reversed: OrderDraft = {
      ...single,
      pickupType: 3,
      pickupStart: 10 * 60,
      pickupEnd: 9 * 60 + 30,
      dropoffDate: '2026-11-22',
    }
    try {
      toOrderSubmission(reversed, ctx)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).sections).toEqual([
        { key: 'pickupTime', label: 'Pickup Time', message: 'Please Check Your Time' },
        { key: 'dropoffTime', label: 'Drop off Time', message: 'Please Check Your Time' },
      ])
    }
  })

  it('builds no payload from a draft whose pickup window has ended (part 1 §5 Pickup date and time rules)', () => {
    const later = { ...ctx, now: Date.parse('2026-11-24T15:00:00Z') }
    expect(() => toOrderSubmission(single, later)).toThrow(ValidationError)
  })

  it('checks a valet draft by the valet list: no VIN, no payload (part 1 §2, §5)', () => {
    expect(() => toOrderSubmission({ ...valet, vin: '' }, ctx)).toThrow(ValidationError)
  })

  it('sends the uploaded photos as images, and builds no payload while a photo is still uploading (part 1 §3 Images)', () => {
    const uploaded = { name: 'box.jpg', type: 'image/jpeg', url: 'https://files.test/box.jpg' }
    expect(toOrderSubmission({ ...single, photos: [uploaded] }, ctx).images).toEqual([
      'https://files.test/box.jpg',
    ])
    const pending = { name: 'label.png', type: 'image/png', url: 'blob:http://localhost/1' }
    expect(() => toOrderSubmission({ ...single, photos: [uploaded, pending] }, ctx)).toThrow(ValidationError)
  })

  it.each([
    ['description and pickup unit', single, 'Fragile;Pickup unit: 4'],
    [
      'drop-off unit only',
      {
        ...single,
        description: '',
        pickup: { ...single.pickup, unit: ' ' },
        dropoff: { ...single.dropoff, unit: '12' },
      },
      'Drop off unit: 12',
    ],
    [
      'a delivery never carries a stale VIN',
      { ...single, vin: '1HGCM82633A004352', ro: 'RO-1' },
      'Fragile;Pickup unit: 4',
    ],
    [
      'valet: instructions, unit, VIN, RO and plate',
      valet,
      'Keys at the front desk;Pickup unit: 4;VIN: 1HGCM82633A004352;RO: RO-88;License plate: CBX 1234',
    ],
    [
      'valet without RO and plate',
      { ...valet, ro: '', licensePlate: '' },
      'Keys at the front desk;Pickup unit: 4;VIN: 1HGCM82633A004352',
    ],
    ['nothing to say', { ...single, description: '', pickup: { ...single.pickup, unit: '' } }, ''],
  ] as const)('joins the description note with ";": %s (part 1 §3)', (_, draft, note) => {
    expect(toOrderSubmission(draft, ctx).description).toBe(note)
  })

  it.each([
    ['single', 'Cake order 17', 'Cake order 17'],
    ['valet', 'Jane Doe', 'Jane Doe - Valet'],
    ['vehicleSwap', 'Jane Doe', 'Jane Doe - Vehicle Swap'],
    ['valet', 'Jane Doe - Valet', 'Jane Doe - Valet'],
  ] as const)('names a %s "%s" as "%s" (part 1 §4 Other rules, part 2 §5.3)', (kind, itemName, expected) => {
    const draft = kind === 'single' ? { ...single, itemName } : { ...valet, kind, itemName }
    expect(toOrderSubmission(draft, ctx).itemName).toBe(expected)
  })

  it.each([
    ['single', false, null, false],
    ['single', true, null, true],
    ['single', true, 42, false],
    ['valet', false, null, false],
    ['valet', true, null, true],
    ['valet', true, 42, true],
    ['vehicleSwap', true, 42, true],
  ] as const)(
    'a %s order, on-hold enabled %s, fleet driver %s: on hold %s (part 1 §3; part 2 §4.3, §4.5)',
    (kind, isOnHoldEnabled, driver, onHold) => {
      const draft = { ...(kind === 'single' ? single : { ...valet, kind }), assignMyFleetDriver: driver }
      const account = { ...ctx.account, isOnHoldEnabled }
      const order = toOrderSubmission(draft, { ...ctx, account })
      expect(order.onHold).toBe(onHold)
      expect(isOnHoldOrder(draft, account)).toBe(onHold)
      expect(isOnHoldOrder(order, account)).toBe(onHold)
    },
  )

  it.each([
    [true, true, true, 42],
    [false, true, false, 42],
    [true, false, true, null],
    [false, false, false, null],
  ] as const)(
    'favourite drivers enabled %s, My Fleet enabled %s: sends favourite %s, fleet driver %s (part 1 §6)',
    (isFavouriteAgentEnable, isMyFleetEnabled, favourite, driver) => {
      const draft = { ...single, isAssignFavouriteDriver: true, assignMyFleetDriver: 42 }
      const account = { ...ctx.account, isFavouriteAgentEnable, isMyFleetEnabled }
      const order = toOrderSubmission(draft, { ...ctx, account })
      expect(order).toMatchObject({ isAssignFavouriteDriver: favourite, assignMyFleetDriver: driver })
      expect(toWireOrder(order, 'delivery')).toMatchObject({ is_assign_favourite_driver: favourite ? 1 : 0 })
      expect(allowedDriverChoices(draft, account)).toEqual({
        isAssignFavouriteDriver: favourite,
        assignMyFleetDriver: driver,
      })
    },
  )

  it('part 1 §6: a draft restored after My Fleet was turned off goes on hold, as one without a driver', () => {
    const restored = { ...single, assignMyFleetDriver: 42 }
    const account = { ...ctx.account, isOnHoldEnabled: true, isMyFleetEnabled: false }
    const order = toOrderSubmission(restored, { ...ctx, account })
    expect(order).toMatchObject({ assignMyFleetDriver: null, onHold: true })
    expect(isOnHoldOrder(restored, account)).toBe(true)
    expect(isOnHoldOrder({ ...order, assignMyFleetDriver: 42 }, account)).toBe(true)
    expect(toWireOrder(order, 'delivery')).toMatchObject({ status: 17, assign_my_fleet_driver: 0 })
  })

  it.each([
    ['10:29 today, 89 minutes away', '2026-11-23', 10 * 60 + 29, 3, 2],
    ['10:30 today, 90 minutes away', '2026-11-23', 10 * 60 + 30, 2, 2],
    ['16:45 today', '2026-11-23', 16 * 60 + 45, 2, 2],
    ['17:00 today', '2026-11-23', 17 * 60, 3, 5],
    ['09:15 tomorrow', '2026-11-24', 9 * 60 + 15, 2, 2],
    ['18:00 tomorrow', '2026-11-24', 18 * 60, 3, 5],
  ] as const)(
    'types a valet pickup at %s from now (part 1 §4 Time type codes)',
    (_, date, start, pickupType, dropoffType) => {
      const windows = { pickupDate: date, dropoffDate: date, pickupStart: start, pickupEnd: start + 15 }
      const draft = { ...valet, ...windows, dropoffStart: start + 45, dropoffEnd: start + 60 }
      expect(toOrderSubmission(draft, ctx)).toMatchObject({ pickupType, dropoffType })
    },
  )

  it('keeps the chosen types and writes the windows as YYYY-MM-DD HH:mm:ss (part 1 §3, §4)', () => {
    const order = toOrderSubmission({ ...single, pickupType: 3, dropoffType: 5 }, ctx)
    expect(order).toMatchObject({
      pickupType: 3,
      dropoffType: 5,
      pickupEarlyDatetime: '2026-11-23 11:00:00',
      pickupLaterDatetime: '2026-11-23 12:00:00',
      dropoffEarlyDatetime: '2026-11-24 13:30:00',
      dropoffLaterDatetime: '2026-11-24 15:00:00',
      timezone: 'America/Edmonton',
    })
  })

  it('takes size and weight from the first selected line and sends every line (part 1 §3 multi_package)', () => {
    const order = toOrderSubmission(single, ctx)
    expect(order).toMatchObject({ sizeCategoryId: 3, weightCategoryId: 7, packageCount: 3 })
    expect(order.multiPackage).toEqual(single.packages)
  })

  it.each([
    [false, false],
    [true, true],
  ])(
    'sends the temperature options only when intercity is %s (part 1 §4 Other rules)',
    (isIntercity, sent) => {
      const order = toOrderSubmission({ ...single, isIntercity }, ctx)
      expect(order.premiumOptions.requireRefrigeratedVehicle).toBe(sent)
      expect(order.premiumOptions.specialCare).toBe(true)
    },
  )

  it('maps a delivery field by field (part 1 §3 Submission payload)', () => {
    const order = toOrderSubmission({ ...single, originalId: 991, assignMyFleetDriver: 42 }, ctx)
    expect(order).toMatchObject({
      uuid: 'uuid-1',
      itemName: 'Cake order 17',
      dropoffMethod: 1,
      dropOffAddressType: 2,
      isExpress: false,
      isIntercity: false,
      doSpecialTime: false,
      isAssignFavouriteDriver: false,
      assignMyFleetDriver: 42,
      insuranceValue: 150,
      cardId: 7,
      distance: 5400,
      duration: 900,
      polyline: 'a~l~Fjk~uOwHJy@P',
      originalId: 991,
      onHold: false,
    })
    expect(order.valet).toBeUndefined()
    expect(order.pickup).toEqual({
      name: 'Acme Bakery',
      address: '10020 100 St NW, Edmonton',
      unit: '4',
      phone: '780-555-0100',
      email: 'orders@acme.test',
      lat: 53.54,
      lng: -113.49,
    })
    expect(order.dropoff).toMatchObject({ address: '///filled.count.soap', w3w: 'filled.count.soap' })
  })

  it('sends a valet with its vehicle, never express or special time (part 1 §3, §4)', () => {
    const order = toOrderSubmission({ ...valet, kind: 'vehicleSwap' }, ctx)
    expect(order.valet).toEqual({
      isVehicleSwap: true,
      vin: '1HGCM82633A004352',
      ro: 'RO-88',
      licensePlate: 'CBX 1234',
    })
    expect(order).toMatchObject({ isExpress: false, doSpecialTime: false })
  })

  it('goes through toWireOrder to the keys of part 1 §3 and the payload schema', () => {
    const account = { ...ctx.account, isOnHoldEnabled: true }
    const order = toOrderSubmission({ ...valet, kind: 'vehicleSwap', dropoffMethod: 0 }, { ...ctx, account })
    const wire = toWireOrder(order, 'delivery')
    expect(wire).toMatchObject({
      is_delivery_webapp: 1,
      uuid: 'uuid-1',
      client_uuid: 'uuid-1',
      item_name: 'Jane Doe - Vehicle Swap',
      special_care: 1,
      require_in_person_confirmation: 1,
      is_valet: 1,
      is_vehicle_swap: 1,
      vin: '1HGCM82633A004352',
      status: 17,
      pickup_type: 2,
      dropoff_type: 2,
      pickup_early_datetime: '2026-11-23 11:00:00',
      is_intercity: 0,
      dropoff_method: 0,
    })
    expect(wire).not.toHaveProperty('require_refrigerated_vehicle')
    expect(is({ ...wire, api_code: 'code-1' }, orderPayload('delivery'))).toBe(true)
  })

  it('sends in-person and age-restricted flags by the drop-off method (part 1 §3)', () => {
    expect(toWireOrder(toOrderSubmission(single, ctx), 'delivery')).toMatchObject({
      require_in_person_confirmation: 1,
    })
    const restricted = toWireOrder(toOrderSubmission({ ...single, dropoffMethod: 2 }, ctx), 'delivery')
    expect(restricted).toMatchObject({ is_age_restricted: 1 })
    expect(restricted).not.toHaveProperty('require_in_person_confirmation')
    expect(restricted).not.toHaveProperty('status')
  })
})
