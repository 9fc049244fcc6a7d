import { describe, expect, it } from 'vitest'
import { NOW } from '../../test/draftFixtures.ts'
import { sizeCategories } from '../../test/sizeFixtures.ts'
import { SUMMARY_ACCOUNT } from '../../test/summaryFixtures.ts'
import { toOrderSubmission } from '../draft/toOrderSubmission.ts'
import { validateDraft } from '../draft/validateDraft.ts'
import { type OlderShipment, OlderShipmentSchema } from './olderShipment.ts'
import { OLDER_SIZE_CHOICE, olderShipmentToDraft, validateOlderShipment } from './olderShipmentDraft.ts'

/** The six catalogue sizes, each with weight ranges 0–5 and 5–10 kg. */
const SIZES = sizeCategories([
  ['SMALL', [0, 5, 10]],
  ['MEDIUM', [0, 5, 10]],
  ['LARGE', [0, 5, 10]],
])

const party = (name: string, lat: number, lng: number) => ({
  businessName: name,
  address: '',
  unit: '4',
  street: '10220 Jasper Ave NW',
  city: 'Edmonton',
  province: 'AB',
  mobile: '7805550100',
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  lat,
  lng,
})

/** A shipment of the older flow at `NOW` (Mon 2026-11-23 09:00 Edmonton): Tuesday 10:00–12:00, drop-off 13:00–15:00. */
function shipment(change: Partial<OlderShipment> = {}): OlderShipment {
  return {
    sender: party('Acme Bakery', 53.5412, -113.4975),
    recipient: {
      ...party('Dana Lee', 53.5461, -113.4937),
      address: '10150 104 St NW, Edmonton, AB',
      unit: '',
    },
    refNumber: ' PO-7731 ',
    images: ['https://cdn.example/photos/box%201.png?v=2'],
    packages: {
      small: { selected: true, qty: 2, description: 'paperbacks' },
      medium: { selected: false, qty: 5, description: 'ignored' },
      large: { selected: false, qty: 0, description: '' },
      xlarge: { selected: true, qty: 1, description: 'sofa' },
    },
    instructions: {
      details: 'Ring twice',
      premium: { special: true, loading: false, unloading: true, returning: true },
    },
    pickup: { type: 'REGULAR', date: '2026-11-24', windowStart: '10:00', windowClose: '12:00' },
    dropoff: { type: 'REGULAR', date: '2026-11-24', windowStart: '13:00:00', windowClose: '15:00:00' },
    ...change,
  }
}

const ctx = { sizeCategories: SIZES, defaultInsuranceValue: 100, randomUUID: () => 'ship-1' }

describe('olderShipmentToDraft: the older shipment draft, field by field (part 1 §3; issue 10)', () => {
  const draft = olderShipmentToDraft(shipment(), ctx)

  it.each([
    [
      'sender → pickup: business name, street/city/province when no address, unit, mobile, email, coordinates',
      'pickup',
      {
        name: 'Acme Bakery',
        address: '10220 Jasper Ave NW, Edmonton, AB',
        unit: '4',
        phone: '7805550100',
        email: 'acme@example.com',
        lat: 53.5412,
        lng: -113.4975,
        contactId: null,
        w3w: '',
      },
    ],
    [
      'recipient → drop-off: its address when given',
      'dropoff',
      {
        name: 'Dana Lee',
        address: '10150 104 St NW, Edmonton, AB',
        unit: '',
        phone: '7805550100',
        email: 'dana@example.com',
        lat: 53.5461,
        lng: -113.4937,
        contactId: null,
        w3w: '',
      },
    ],
    ['refNumber → the reference name, trimmed', 'itemName', 'PO-7731'],
    [
      'small → the light Small button, xlarge → the heavy Large one, each with its qty',
      'packages',
      [
        { sizeCategoryId: 1, weightCategoryId: 1, packages: 2 },
        { sizeCategoryId: 6, weightCategoryId: 12, packages: 1 },
      ],
    ],
    ['the package count is the sum of the selected sizes', 'packageCount', 3],
    [
      'details, the size descriptions and returning → the description',
      'description',
      'Ring twice; Small: paperbacks; Extra large: sofa; Returning an item',
    ],
    ['REGULAR → type 2, Your Delivery Windows', 'pickupType', 2],
    ['', 'pickupOption', 1],
    ['', 'dropoffType', 2],
    ['windows → date and minutes', 'pickupDate', '2026-11-24'],
    ['', 'pickupStart', 600],
    ['', 'pickupEnd', 720],
    ['seconds ignored', 'dropoffStart', 780],
    ['', 'dropoffEnd', 900],
    ['no method in the older flow → Leave At Door (part 2 §4.4 default)', 'dropoffMethod', 0],
    [
      'images → stored photos, named and typed by their file',
      'photos',
      [{ name: 'box 1.png', type: 'image/png', url: 'https://cdn.example/photos/box%201.png?v=2' }],
    ],
    ['the insured value starts at the account default', 'insuranceValue', 100],
    ['a new single delivery', 'kind', 'single'],
    ['', 'uuid', 'ship-1'],
  ] as const)('%s (%s)', (_why, field, expected) => {
    expect(draft[field]).toEqual(expected)
  })

  it.each([
    ['special', 'specialCare'],
    ['loading', 'loadNeeds'],
    ['unloading', 'unloadNeeds'],
  ] as const)('maps the premium option %s alone to %s', (older, current) => {
    const premium = { special: false, loading: false, unloading: false, returning: false, [older]: true }
    const mapped = olderShipmentToDraft(shipment({ instructions: { details: '', premium } }), ctx)
    expect(Object.entries(mapped.premiumOptions).filter(([, on]) => on)).toEqual([[current, true]])
  })

  it('has no premium option for returning: a note instead, nothing charged', () => {
    const premium = { special: false, loading: false, unloading: false, returning: true }
    const mapped = olderShipmentToDraft(shipment({ instructions: { details: '', premium } }), ctx)
    expect(Object.values(mapped.premiumOptions).some(Boolean)).toBe(false)
    expect(mapped.description).toContain('Returning an item')
  })

  it('refuses a catalogue without the button of a selected size rather than drop its packages', () => {
    expect(() => olderShipmentToDraft(shipment(), { ...ctx, sizeCategories: SIZES.slice(0, 4) })).toThrow(
      'no button for xlarge',
    )
  })

  it(`maps each size to its button (${JSON.stringify(OLDER_SIZE_CHOICE)})`, () => {
    const all = (qty: number) => ({ selected: true, qty, description: '' })
    const lines = olderShipmentToDraft(
      shipment({ packages: { small: all(1), medium: all(2), large: all(3), xlarge: all(4) } }),
      ctx,
    ).packages
    expect(lines.map((line) => [line.sizeCategoryId, line.weightCategoryId, line.packages])).toEqual([
      [1, 1, 1],
      [3, 5, 2],
      [5, 9, 3],
      [6, 12, 4],
    ])
  })

  it('leaves a side without coordinates unlocated: it must be located before it is priced', () => {
    const { lat: _lat, lng: _lng, ...unlocated } = party('Acme Bakery', 0, 0)
    expect(olderShipmentToDraft(shipment({ sender: unlocated }), ctx).pickup).toMatchObject({
      lat: 0,
      lng: 0,
    })
  })

  it('becomes a payload through the same engines as every other delivery', () => {
    const submission = toOrderSubmission(
      { ...draft, photos: [] },
      { now: NOW, timeZone: 'America/Edmonton', account: SUMMARY_ACCOUNT },
    )
    expect(submission).toMatchObject({ uuid: 'ship-1', itemName: 'PO-7731', pickupType: 2, dropoffType: 2 })
    expect(
      validateDraft(
        { ...draft, photos: [] },
        { mode: 'single', now: NOW, timeZone: 'America/Edmonton', account: SUMMARY_ACCOUNT },
      ).ok,
    ).toBe(true)
  })

  it('reads only shapes the older flow wrote (OlderShipmentSchema)', () => {
    expect(OlderShipmentSchema.is(shipment())).toBe(true)
    expect(
      OlderShipmentSchema.is({
        ...shipment(),
        pickup: { type: 'RUSH', date: '2026-11-24', windowStart: '10:00', windowClose: '12:00' },
      }),
    ).toBe(false)
    const badTimes = { type: 'REGULAR', date: '2026-13-45', windowStart: '25:75', windowClose: '12:00' }
    expect(OlderShipmentSchema.is({ ...shipment(), pickup: badTimes })).toBe(false)
  })
})

describe('validateOlderShipment: the order form rules in the older mode (part 1 §5 "Older checks")', () => {
  const check = (change: Partial<OlderShipment>) =>
    validateOlderShipment(shipment({ images: [], ...change }), { ...ctx, now: NOW })

  it('passes a complete shipment', () => {
    expect(check({})).toEqual({ ok: true, sections: [] })
  })

  it("'Minimum Time Is 2 Hours' for a pickup window under 120 minutes", () => {
    const { sections } = check({
      pickup: { type: 'REGULAR', date: '2026-11-24', windowStart: '10:00', windowClose: '11:30' },
    })
    expect(sections).toEqual([
      { key: 'pickupTime', label: 'Pickup Time', message: 'Minimum Time Is 2 Hours' },
    ])
  })

  it("'Minimum Time Is 1 Hours' for a drop-off window under 60 minutes", () => {
    const { sections } = check({
      dropoff: { type: 'REGULAR', date: '2026-11-24', windowStart: '13:00', windowClose: '13:45' },
    })
    expect(sections).toEqual([
      { key: 'dropoffTime', label: 'Drop off Time', message: 'Minimum Time Is 1 Hours' },
    ])
  })

  it('lists the other sections with the order form labels: no reference, no size, no contact', () => {
    const none = { selected: false, qty: 0, description: '' }
    const { sections } = check({
      refNumber: '',
      packages: { small: none, medium: none, large: none, xlarge: none },
      recipient: { ...party('', 53.5, -113.5), email: '' },
    })
    expect(sections.map((section) => section.label)).toEqual([
      'Drop off Information',
      'Reference Name',
      'Weight & Size Selection',
      'Please enter a valid package count',
    ])
  })
})
