import { describe, expect, it } from 'vitest'
import type { Contact } from '../domain/contact.ts'
import type { DropOffAddressType } from '../domain/order.ts'
import {
  contactsFor,
  dropoffMethodRule,
  isAcceptedPhotoType,
  isPackageCount,
  isServerEdit,
  isStoredPhoto,
  partyFromContact,
  toggleLine,
  withLinePackages,
  withPremiumOption,
  withStoredPhotos,
  withW3w,
} from './draftRules.ts'
import { createEmptyDraft, EMPTY_PARTY, NO_PREMIUM_OPTIONS } from './emptyDraft.ts'

const contact = (
  id: number,
  isPickup: boolean,
  isDropoff: boolean,
  extra: Partial<Contact> = {},
): Contact => ({
  id,
  name: `Contact ${id}`,
  address: '10220 104 Ave NW, Edmonton, AB',
  unit: '',
  w3w: null,
  phone: '7805550142',
  email: 'shipping@prairieparcel.test',
  isPickup,
  isDropoff,
  latitude: 53.5461,
  longitude: -113.4938,
  ...extra,
})

describe('contactsFor', () => {
  const contacts = [contact(1, true, false), contact(2, false, true), contact(3, true, true)]

  it('lists pickup contacts in the pickup picker (part 1 §2 Location details)', () => {
    expect(contactsFor(contacts, 'pickup').map((each) => each.id)).toEqual([1, 3])
  })

  it('lists drop-off contacts in the drop-off picker (part 1 §2 Location details)', () => {
    expect(contactsFor(contacts, 'dropoff').map((each) => each.id)).toEqual([2, 3])
  })
})

describe('withW3w (part 1 §3 Contact)', () => {
  it.each([
    ['///filled.count.soap', 'filled.count.soap'],
    ['filled.count.soap', 'filled.count.soap'],
    ['  ///filled.count.soap ', 'filled.count.soap'],
    ['', ''],
  ])('stores %j as the triple %j without slashes', (text, triple) => {
    expect(withW3w(EMPTY_PARTY, text).w3w).toBe(triple)
  })

  it("makes the address '///' and the triple when there is no street address", () => {
    expect(withW3w(EMPTY_PARTY, 'filled.count.soap').address).toBe('///filled.count.soap')
  })

  it('keeps a street address as typed, trailing space included', () => {
    expect(withW3w({ ...EMPTY_PARTY, address: '8882 ' }, '').address).toBe('8882 ')

    const party = { ...EMPTY_PARTY, address: '8882 170 St NW' }
    expect(withW3w(party, 'filled.count.soap')).toMatchObject({
      address: '8882 170 St NW',
      w3w: 'filled.count.soap',
    })
  })

  it('replaces an older what3words address and clears it with the triple', () => {
    const located = withW3w(EMPTY_PARTY, 'filled.count.soap')
    expect(withW3w(located, 'index.home.raft').address).toBe('///index.home.raft')
    expect(withW3w(located, '')).toMatchObject({ address: '', w3w: '' })
  })
})

describe('partyFromContact', () => {
  it('fills a side from a saved contact, remembering which', () => {
    expect(partyFromContact(contact(7, true, false, { unit: '12' }))).toEqual({
      contactId: 7,
      name: 'Contact 7',
      address: '10220 104 Ave NW, Edmonton, AB',
      unit: '12',
      phone: '7805550142',
      email: 'shipping@prairieparcel.test',
      lat: 53.5461,
      lng: -113.4938,
      w3w: '',
    })
  })

  it("keeps a what3words contact's '///' address and its bare triple (part 1 §3 Contact)", () => {
    const party = partyFromContact(contact(8, false, true, { address: '///filled.count.soap', w3w: null }))
    expect(party).toMatchObject({ address: '///filled.count.soap', w3w: 'filled.count.soap' })
    const withTriple = partyFromContact(contact(9, false, true, { address: '', w3w: 'index.home.raft' }))
    expect(withTriple).toMatchObject({ address: '///index.home.raft', w3w: 'index.home.raft' })
  })

  it("keeps the '///' address of a contact whose w3w field is empty, not null (part 1 §3 Contact)", () => {
    const party = partyFromContact(contact(10, false, true, { address: '///filled.count.soap', w3w: '' }))
    expect(party).toMatchObject({ address: '///filled.count.soap', w3w: 'filled.count.soap' })
  })
})

describe('dropoffMethodRule (part 1 §4 Other rules; part 2 §4.4)', () => {
  it.each([
    [2, 'Business'],
    [3, 'School'],
    [4, 'Hospital'],
  ] as const)('forces In-Person and disables Leave At Door for type %i, %s', (type, _name) => {
    expect(dropoffMethodRule(type)).toEqual({ method: 1, leaveAtDoorDisabled: true })
  })

  it.each([
    [1, 'Home'],
    [5, 'Apartment Building'],
    [null, 'no type'],
  ] as [DropOffAddressType | null, string][])('defaults to Leave At Door for %s, %s', (type) => {
    expect(dropoffMethodRule(type)).toEqual({ method: 0, leaveAtDoorDisabled: false })
  })
})

describe('isAcceptedPhotoType (part 1 §3 Images, §5, §9)', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['application/pdf', true],
    ['image/gif', false],
    ['image/webp', false],
    ['image/jpg', false],
    ['', false],
  ])('%j accepted: %s', (type, accepted) => {
    expect(isAcceptedPhotoType(type)).toBe(accepted)
  })
})

describe('size and weight toggles (part 1 §4 Other rules; §3 multi_package)', () => {
  it('adds a selected size and weight with 1 package', () => {
    expect(toggleLine([], 1, 11)).toEqual([{ sizeCategoryId: 1, weightCategoryId: 11, packages: 1 }])
  })

  it('removes a deselected one and keeps the others in selection order', () => {
    const lines = toggleLine(toggleLine(toggleLine([], 1, 11), 3, 31), 1, 12)
    expect(toggleLine(lines, 3, 31).map((line) => line.weightCategoryId)).toEqual([11, 12])
  })

  it('sets a line count, selects a new line, and removes a line set to 0', () => {
    const lines = withLinePackages([], 2, 21, 4)
    expect(lines).toEqual([{ sizeCategoryId: 2, weightCategoryId: 21, packages: 4 }])
    expect(withLinePackages(lines, 2, 21, 6)[0]?.packages).toBe(6)
    expect(withLinePackages(lines, 2, 21, 0)).toEqual([])
  })

  it.each([
    [0, true],
    [1, true],
    [999, true],
    [1000, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('package count %d allowed: %s', (count, allowed) => {
    expect(isPackageCount(count)).toBe(allowed)
  })
})

describe('withPremiumOption (part 1 §4 Other rules)', () => {
  it('unticks not-refrigerated when refrigerated is ticked, and the other way round', () => {
    const cold = withPremiumOption(NO_PREMIUM_OPTIONS, 'requireRefrigeratedVehicle', true)
    const warm = withPremiumOption(cold, 'notRequireRefrigeratedVehicle', true)
    expect(warm).toMatchObject({ requireRefrigeratedVehicle: false, notRequireRefrigeratedVehicle: true })
    expect(withPremiumOption(warm, 'requireRefrigeratedVehicle', true)).toMatchObject({
      requireRefrigeratedVehicle: true,
      notRequireRefrigeratedVehicle: false,
    })
  })

  it('leaves the other options alone', () => {
    const options = withPremiumOption({ ...NO_PREMIUM_OPTIONS, specialCare: true }, 'loadNeeds', true)
    expect(options).toEqual({ ...NO_PREMIUM_OPTIONS, specialCare: true, loadNeeds: true })
  })
})

describe('isServerEdit (part 1 §5 Express; part 2 §4.2 Edit orders)', () => {
  const draft = createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'u-1' })

  it.each([
    ['an edit of an order on the server (status set)', { originalId: 77, originalStatus: 17 }, true],
    ['a repost (a new order, no status)', { originalId: 77, originalStatus: null }, false],
    ['an order-list entry reopened before submission', { isEditing: true }, false],
    ['a new draft', {}, false],
  ])('%s: %s', (_, change, expected) => {
    expect(isServerEdit({ ...draft, ...change })).toBe(expected)
  })
})

describe('stored photos (part 1 §3 Locally persisted state, Images)', () => {
  it.each([
    ['https://cdn.test/box.jpg', true],
    ['HTTP://cdn.test/box.jpg', true],
    ['blob:https://portal.test/5f1c', false],
    ['data:image/png;base64,iVBOR', false],
    ['', false],
  ])('%j survives a reload: %s', (url, expected) => {
    expect(isStoredPhoto({ name: 'box.jpg', type: 'image/jpeg', url })).toBe(expected)
  })

  it('leaves the local photos out of the stored copy and names them', () => {
    const uploaded = { name: 'label.png', type: 'image/png', url: 'https://cdn.test/label.png' }
    const local = { name: 'box.jpg', type: 'image/jpeg', url: 'blob:https://portal.test/5f1c' }
    const draft = { ...createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'u-1' }) }
    expect(withStoredPhotos({ ...draft, photos: [local, uploaded] })).toEqual({
      draft: { ...draft, photos: [uploaded] },
      dropped: [{ uuid: 'u-1', name: 'box.jpg' }],
    })
  })
})
