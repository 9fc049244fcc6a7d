import { describe, expect, it } from 'vitest'
import { SUBMISSION_CONTEXT } from '../../test/draftFixtures.ts'
import type { SizeCategory } from '../domain/account.ts'
import type { Order } from '../domain/orderRecord.ts'
import { isExpressAllowed } from './draftTimes.ts'
import { createEmptyDraft, NO_PREMIUM_OPTIONS } from './emptyDraft.ts'
import { fromOrderRecord, parseDescriptionNote, splitReferenceName } from './fromOrderRecord.ts'
import { toOrderSubmission } from './toOrderSubmission.ts'

const SIZES: SizeCategory[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  name: id <= 2 ? 'SMALL' : id <= 4 ? 'MEDIUM' : 'LARGE',
  weightCategories: [1, 2, 3].map((weight) => ({ id: id * 10 + weight, low: weight, high: weight + 1 })),
}))

/** A listed order as `toOrder` gives it (part 2 §3.1); the drop-off address carries its unit as '#12'. */
function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 4182,
    uuid: 'b3c1f0de-0000-4000-8000-000000004182',
    name: 'ORD-4182',
    itemName: 'Parcel 7',
    status: 1,
    description: 'Leave with reception;Drop off unit: 12',
    packageCount: 3,
    dropoffMethod: 1,
    dropOffAddressType: 2,
    pickupType: 2,
    dropoffType: 5,
    pickupEarlyDatetime: '2026-11-24 10:00:00',
    pickupLaterDatetime: '2026-11-24 12:00:00',
    dropoffEarlyDatetime: '2026-11-24 12:30:00',
    dropoffLaterDatetime: '2026-11-24 16:00:00',
    pickupDate: '2026-11-24',
    pickupWindow: '10:00 - 12:00',
    deliverDate: '2026-11-24',
    deliverWindow: '12:30 - 16:00',
    doSpecialTime: true,
    isAssignFavouriteDriver: true,
    assignMyFleetDriver: 31,
    isValet: false,
    isAgeRestricted: false,
    isIntercity: false,
    bundleId: null,
    route: [
      { lat: 53.5461, lng: -113.4938 },
      { lat: 53.5225, lng: -113.6242 },
    ],
    completedAt: null,
    createdAt: '2026-11-23 08:12:00',
    dropoffRequirements: 'In-Person Confirmation',
    feeCents: 2_415,
    feeSweetCents: 0,
    cancelFeeCents: 0,
    notes: '',
    photos: [
      'https://cdn.test/photos/box.JPG?v=2',
      'https://cdn.test/photos/invoice.pdf',
      'https://cdn.test/p/label.png',
    ],
    available: true,
    driver: null,
    pickup: {
      name: 'Prairie Parcel Co.',
      address: '10220 104 Ave NW, Edmonton, AB',
      unit: '',
      phone: '7805550142',
      email: 'shipping@prairieparcel.test',
      lat: 53.5461,
      lng: -113.4938,
    },
    dropoff: {
      name: 'Morgan Lee',
      address: '#12 8882 170 St NW, Edmonton, AB',
      unit: '12',
      phone: '7805550199, 7805550100',
      email: 'morgan@example.test',
      lat: 53.5225,
      lng: -113.6242,
    },
    ...overrides,
  }
}

const options = { defaultInsuranceValue: 100, sizeCategories: SIZES, randomUUID: () => 'new-uuid' }

describe('fromOrderRecord: edit (part 1 §4 Other rules; part 2 §3.1, §4.2)', () => {
  const draft = fromOrderRecord(order(), { ...options, purpose: 'edit' })

  it('marks the draft as editing the order, with its id and status (part 2 §4.3)', () => {
    expect(draft).toMatchObject({
      isEditing: true,
      originalId: 4182,
      originalStatus: 1,
      kind: 'single',
      batch: null,
    })
  })

  it('gives the edit a new client uuid: the server answers a known uuid with the old order', () => {
    expect(draft.uuid).toBe('new-uuid')
  })

  it('maps both parties, taking the unit out of the address (part 2 §3.1)', () => {
    expect(draft.pickup).toEqual({
      contactId: null,
      name: 'Prairie Parcel Co.',
      address: '10220 104 Ave NW, Edmonton, AB',
      unit: '',
      phone: '7805550142',
      email: 'shipping@prairieparcel.test',
      lat: 53.5461,
      lng: -113.4938,
      w3w: '',
    })
    expect(draft.dropoff).toMatchObject({
      name: 'Morgan Lee',
      address: '8882 170 St NW, Edmonton, AB',
      unit: '12',
      phone: '7805550199, 7805550100',
      email: 'morgan@example.test',
      lat: 53.5225,
      lng: -113.6242,
    })
  })

  it('reads the windows back as dates and minutes, with their type codes (part 1 §4 Time type codes)', () => {
    expect(draft).toMatchObject({
      pickupOption: 1,
      pickupType: 2,
      pickupDate: '2026-11-24',
      pickupStart: 600,
      pickupEnd: 720,
      dropoffType: 5,
      dropoffDate: '2026-11-24',
      dropoffStart: 750,
      dropoffEnd: 960,
      doSpecialTime: true,
      isExpress: false,
    })
  })

  it('keeps the details the record carries', () => {
    expect(draft).toMatchObject({
      itemName: 'Parcel 7',
      description: 'Leave with reception',
      packageCount: 3,
      dropOffAddressType: 2,
      dropoffMethod: 1,
      isAssignFavouriteDriver: true,
      assignMyFleetDriver: 31,
      isIntercity: false,
    })
  })

  it('keeps the photos with their types from the file extension', () => {
    expect(draft.photos).toEqual([
      { name: 'box.JPG', type: 'image/jpeg', url: 'https://cdn.test/photos/box.JPG?v=2' },
      { name: 'invoice.pdf', type: 'application/pdf', url: 'https://cdn.test/photos/invoice.pdf' },
      { name: 'label.png', type: 'image/png', url: 'https://cdn.test/p/label.png' },
    ])
  })

  it('starts what the record does not carry as a new draft does: size, insurance, card, trip', () => {
    expect(draft).toMatchObject({
      packages: [],
      insuranceValue: 100,
      cardId: null,
      distance: 0,
      polyline: '',
    })
    expect(draft.premiumOptions).toEqual(NO_PREMIUM_OPTIONS)
  })

  it('keeps age restriction as a premium option unless the drop-off method already says so', () => {
    const premium = fromOrderRecord(order({ isAgeRestricted: true, dropoffMethod: 0 }), {
      ...options,
      purpose: 'edit',
    })
    expect(premium.premiumOptions.ageRestricted).toBe(true)
    const method = fromOrderRecord(order({ isAgeRestricted: true, dropoffMethod: 2 }), {
      ...options,
      purpose: 'edit',
    })
    expect(method.premiumOptions.ageRestricted).toBe(false)
    expect(method.dropoffMethod).toBe(2)
  })

  it('leaves an unknown type code unset rather than guessing', () => {
    const odd = fromOrderRecord(order({ pickupType: 7, dropoffType: 1 }), { ...options, purpose: 'edit' })
    expect(odd).toMatchObject({ pickupType: null, dropoffType: null })
  })

  it("takes a '#12A' marker out whole, the unit '12A' as the note wrote it (part 2 §3.1)", () => {
    const record = order({
      description: 'Drop off unit: 12A',
      dropoff: { ...order().dropoff, address: '8882 170 St NW #12A, Edmonton, AB', unit: '12' },
    })
    expect(fromOrderRecord(record, { ...options, purpose: 'edit' }).dropoff).toMatchObject({
      address: '8882 170 St NW, Edmonton, AB',
      unit: '12A',
    })
    const noNote = fromOrderRecord({ ...record, description: '' }, { ...options, purpose: 'edit' })
    expect(noNote.dropoff).toMatchObject({ address: '8882 170 St NW, Edmonton, AB', unit: '12' })
  })

  it('disables Express on the edit and allows it on a repost (part 2 §4.2 Edit orders disable Express)', () => {
    expect(isExpressAllowed(draft)).toBe(false)
    expect(isExpressAllowed(fromOrderRecord(order({ status: 6 }), { ...options, purpose: 'repost' }))).toBe(
      true,
    )
  })

  it("keeps a what3words drop-off as '///' and its triple (part 1 §3 Contact)", () => {
    const w3w = order({
      dropoff: { ...order().dropoff, address: '///filled.count.soap', unit: '' },
      description: '',
    })
    expect(fromOrderRecord(w3w, { ...options, purpose: 'edit' }).dropoff).toMatchObject({
      address: '///filled.count.soap',
      w3w: 'filled.count.soap',
      unit: '',
    })
  })
})

describe('fromOrderRecord: valet (part 1 §4 Other rules; part 2 §4.2, §5.3)', () => {
  const valet = order({
    itemName: 'Jordan Smith - Valet',
    isValet: true,
    description: 'Keys at the front desk;VIN: 1HGCM82633A004352;RO: RO-4411;License plate: CKX 4410',
  })

  it("strips ' - Valet' and reads the VIN, RO and plate out of the description note", () => {
    expect(fromOrderRecord(valet, { ...options, purpose: 'edit' })).toMatchObject({
      kind: 'valet',
      itemName: 'Jordan Smith',
      description: 'Keys at the front desk',
      vin: '1HGCM82633A004352',
      ro: 'RO-4411',
      licensePlate: 'CKX 4410',
    })
  })

  it('starts a valet with its default size, as a new valet draft does (part 1 §3 Size category)', () => {
    const draft = fromOrderRecord(valet, { ...options, purpose: 'edit' })
    expect(draft.packages).toEqual([{ sizeCategoryId: 6, weightCategoryId: 62, packages: 1 }])
    expect(draft.packageCount).toBe(3)
  })

  it.each([
    ['Jordan Smith - Valet', true, 'Jordan Smith', 'valet'],
    ['Jordan Smith- Valet', true, 'Jordan Smith', 'valet'],
    ['Jordan Smith - Vehicle Swap', true, 'Jordan Smith', 'vehicleSwap'],
    ['Jordan Smith', true, 'Jordan Smith', 'valet'],
    ['Parcel - Valet', false, 'Parcel', 'valet'],
    ['Valet parking supplies', false, 'Valet parking supplies', 'single'],
    ['Box - 2', false, 'Box - 2', 'single'],
  ] as const)('reads %j (is_valet %s) as %j, %s', (name, isValet, itemName, kind) => {
    expect(splitReferenceName(name, isValet)).toEqual({ itemName, kind })
  })
})

describe('fromOrderRecord: repost (part 2 §4.2)', () => {
  const draft = fromOrderRecord(order({ status: 6 }), { ...options, purpose: 'repost' })

  it('is a new order pointing at the old one: new uuid, not editing', () => {
    expect(draft).toMatchObject({
      uuid: 'new-uuid',
      isEditing: false,
      originalId: 4182,
      originalStatus: null,
    })
  })

  it('clears the dates, windows, types, option and photos', () => {
    expect(draft).toMatchObject({
      pickupOption: null,
      pickupType: null,
      pickupDate: null,
      pickupStart: null,
      pickupEnd: null,
      dropoffType: null,
      dropoffDate: null,
      dropoffStart: null,
      dropoffEnd: null,
      doSpecialTime: false,
      photos: [],
    })
  })

  it('keeps the parties and details', () => {
    expect(draft).toMatchObject({
      itemName: 'Parcel 7',
      description: 'Leave with reception',
      packageCount: 3,
      dropoffMethod: 1,
      assignMyFleetDriver: 31,
      dropoff: { address: '8882 170 St NW, Edmonton, AB', unit: '12' },
    })
  })
})

describe('parseDescriptionNote (part 1 §3 Submission payload)', () => {
  it('splits the labelled parts from the description', () => {
    expect(parseDescriptionNote('Fragile;Pickup unit: 4;Drop off unit: 12')).toEqual({
      description: 'Fragile',
      pickupUnit: '4',
      dropoffUnit: '12',
      vin: '',
      ro: '',
      licensePlate: '',
    })
  })

  it('keeps semicolons of the description itself', () => {
    expect(parseDescriptionNote('Ring twice; then wait;VIN: 1HGCM82633A004352').description).toBe(
      'Ring twice; then wait',
    )
  })

  it('reads back the note toOrderSubmission writes (round trip)', () => {
    const draft = {
      ...createEmptyDraft({ kind: 'vehicleSwap', defaultInsuranceValue: 100, sizeCategories: SIZES }),
      pickup: { ...fromOrderRecord(order(), { ...options, purpose: 'edit' }).pickup, unit: '4' },
      dropoff: fromOrderRecord(order(), { ...options, purpose: 'edit' }).dropoff,
      itemName: 'Jordan Smith',
      description: 'Keys at the front desk',
      vin: '1HGCM82633A004352',
      ro: 'RO-4411',
      licensePlate: 'CKX 4410',
      dropOffAddressType: 1,
      dropoffMethod: 1,
      packageCount: 1,
      pickupDate: '2026-11-24',
      pickupStart: 600,
      pickupEnd: 615,
      dropoffDate: '2026-11-24',
      dropoffStart: 660,
      dropoffEnd: 675,
    } as const
    const now = Date.parse('2026-11-23T16:00:00Z')
    const submission = toOrderSubmission(draft, { ...SUBMISSION_CONTEXT, now })
    const back = fromOrderRecord(
      order({ itemName: submission.itemName, description: submission.description, isValet: true }),
      { ...options, purpose: 'edit' },
    )
    expect(back).toMatchObject({
      kind: 'vehicleSwap',
      itemName: 'Jordan Smith',
      description: 'Keys at the front desk',
      vin: '1HGCM82633A004352',
      ro: 'RO-4411',
      licensePlate: 'CKX 4410',
    })
    expect(parseDescriptionNote(submission.description).pickupUnit).toBe('4')
  })
})
