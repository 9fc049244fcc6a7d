import { describe, expect, it, vi } from 'vitest'
import type { SizeCategory } from '../domain/account.ts'
import type { Contact } from '../domain/contact.ts'
import { memoryStorage } from '../session/storage.ts'
import { EMPTY_PARTY } from './emptyDraft.ts'
import { createOrderDraft, type OrderDraftOptions } from './orderDraft.ts'

/** Monday 2026-11-23 09:00 in Edmonton. */
const NOW = Date.parse('2026-11-23T16:00:00Z')
const TODAY = '2026-11-23'

const SIZES: SizeCategory[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  name: id <= 2 ? 'SMALL' : id <= 4 ? 'MEDIUM' : 'LARGE',
  weightCategories: [1, 2, 3].map((weight) => ({ id: id * 10 + weight, low: weight, high: weight + 1 })),
}))

const CONTACT: Contact = {
  id: 5,
  name: 'Morgan Lee',
  address: '8882 170 St NW, Edmonton, AB',
  unit: '12',
  w3w: null,
  phone: '7805550199',
  email: 'morgan@example.test',
  isPickup: false,
  isDropoff: true,
  latitude: 53.5225,
  longitude: -113.6242,
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
/** valtio notifies subscribers after the current task's microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(options: Partial<OrderDraftOptions> = {}) {
  let n = 0
  return createOrderDraft({
    defaultInsuranceValue: 100,
    sizeCategories: SIZES,
    now: () => NOW,
    randomUUID: () => `uuid-${++n}`,
    logger: logger(),
    ...options,
  })
}

describe('createOrderDraft: parties (part 1 §2 Location details, §3 Party data, Contact)', () => {
  it('fills the drop-off from a saved contact', () => {
    const draft = setup()
    draft.pickContact('dropoff', CONTACT)
    expect(draft.getSnapshot().dropoff).toMatchObject({
      contactId: 5,
      name: 'Morgan Lee',
      unit: '12',
      lat: 53.5225,
    })
    expect(draft.getSnapshot().pickup).toEqual(EMPTY_PARTY)
  })

  it('keeps typed fields, no longer tied to the picked contact', () => {
    const draft = setup()
    draft.pickContact('pickup', CONTACT)
    draft.setParty('pickup', { phone: '7805550100, 7805550101', lat: 53.1 })
    expect(draft.getSnapshot().pickup).toMatchObject({
      contactId: null,
      phone: '7805550100, 7805550101',
      lat: 53.1,
    })
  })

  it("stores a what3words address as '///' and the triple when there is no street address", () => {
    const draft = setup()
    draft.setW3w('dropoff', '///filled.count.soap')
    expect(draft.getSnapshot().dropoff).toMatchObject({
      w3w: 'filled.count.soap',
      address: '///filled.count.soap',
    })
    draft.setParty('dropoff', { address: '' })
    expect(draft.getSnapshot().dropoff.address).toBe('///filled.count.soap')
    draft.setParty('dropoff', { address: '8882 170 St NW' })
    expect(draft.getSnapshot().dropoff).toMatchObject({ w3w: 'filled.count.soap', address: '8882 170 St NW' })
  })

  it('unlocates a side whose address changes without coordinates, and drops the trip estimate (part 1 §3 Party data)', () => {
    const draft = setup()
    draft.pickContact('dropoff', CONTACT)
    draft.setTripEstimate({ distanceMetres: 12_400, durationSeconds: 1_260 }, 'abc')
    draft.setParty('dropoff', { phone: '7805550100' })
    expect(draft.getSnapshot()).toMatchObject({ dropoff: { lat: 53.5225, lng: -113.6242 }, distance: 12_400 })
    draft.setParty('dropoff', { address: '10220 104 Ave NW, Edmonton, AB' })
    expect(draft.getSnapshot()).toMatchObject({
      dropoff: { address: '10220 104 Ave NW, Edmonton, AB', lat: 0, lng: 0 },
      distance: 0,
      duration: 0,
      polyline: '',
    })
  })

  it('takes the coordinates given with a new address, and drops the estimate of the old spot', () => {
    const draft = setup()
    draft.pickContact('dropoff', CONTACT)
    draft.setTripEstimate({ distanceMetres: 12_400, durationSeconds: 1_260 }, 'abc')
    draft.setParty('dropoff', { address: '10220 104 Ave NW', lat: 53.5461, lng: -113.4938 })
    expect(draft.getSnapshot()).toMatchObject({ dropoff: { lat: 53.5461, lng: -113.4938 }, distance: 0 })
  })

  it('unlocates a side whose what3words address changes (part 1 §3 Contact)', () => {
    const draft = setup()
    draft.pickContact('pickup', { ...CONTACT, address: '///filled.count.soap', w3w: 'filled.count.soap' })
    draft.setTripEstimate({ distanceMetres: 12_400, durationSeconds: 1_260 }, 'abc')
    draft.setW3w('pickup', 'filled.count.soap')
    expect(draft.getSnapshot()).toMatchObject({ pickup: { lat: 53.5225 }, distance: 12_400 })
    draft.setW3w('pickup', '///index.home.raft')
    expect(draft.getSnapshot()).toMatchObject({
      pickup: { address: '///index.home.raft', w3w: 'index.home.raft', lat: 0, lng: 0 },
      distance: 0,
      polyline: '',
    })
  })

  it('keeps a street address located when only its what3words extra changes (part 1 §3 Contact)', () => {
    const draft = setup()
    draft.pickContact('pickup', CONTACT)
    draft.setTripEstimate({ distanceMetres: 12_400, durationSeconds: 1_260 }, 'abc')
    draft.setW3w('pickup', 'index.home.raft')
    expect(draft.getSnapshot()).toMatchObject({
      pickup: { address: CONTACT.address, w3w: 'index.home.raft', lat: CONTACT.latitude },
      distance: 12_400,
    })
  })

  it('clears a side, and clears the drop-off with its trip estimate (part 1 §4 Other rules)', () => {
    const draft = setup()
    draft.pickContact('pickup', CONTACT)
    draft.pickContact('dropoff', CONTACT)
    draft.setTripEstimate({ distanceMetres: 12_400, durationSeconds: 1_260 }, 'abc')
    draft.clearParty('pickup')
    expect(draft.getSnapshot().pickup).toEqual(EMPTY_PARTY)
    draft.clearDropoff()
    expect(draft.getSnapshot()).toMatchObject({
      dropoff: EMPTY_PARTY,
      distance: 0,
      duration: 0,
      polyline: '',
    })
  })
})

describe('createOrderDraft: drop-off location type and method (part 1 §4 Other rules; part 2 §4.4)', () => {
  it('forces In-Person for a Business and refuses Leave At Door', () => {
    const draft = setup()
    draft.setDropOffAddressType(2)
    expect(draft.getSnapshot().dropoffMethod).toBe(1)
    expect(draft.setDropoffMethod(0)).toBe(false)
    expect(draft.getSnapshot().dropoffMethod).toBe(1)
    expect(draft.setDropoffMethod(2)).toBe(true)
    expect(draft.getSnapshot().dropoffMethod).toBe(2)
  })

  it('defaults to Leave At Door for a Home, where it may be chosen again', () => {
    const draft = setup()
    draft.setDropOffAddressType(4)
    draft.setDropOffAddressType(1)
    expect(draft.getSnapshot().dropoffMethod).toBe(0)
    draft.setDropoffMethod(1)
    expect(draft.setDropoffMethod(0)).toBe(true)
    expect(draft.getSnapshot().dropoffMethod).toBe(0)
  })
})

describe('createOrderDraft: size, weight and package count (part 1 §4 Other rules, §3 multi_package)', () => {
  it('selecting sets 1 package and deselecting removes the line; the total follows the lines', () => {
    const draft = setup()
    draft.toggleSize(1, 11)
    draft.toggleSize(3, 32)
    expect(draft.getSnapshot().packages).toEqual([
      { sizeCategoryId: 1, weightCategoryId: 11, packages: 1 },
      { sizeCategoryId: 3, weightCategoryId: 32, packages: 1 },
    ])
    expect(draft.getSnapshot().packageCount).toBe(2)
    draft.toggleSize(1, 11)
    expect(draft.getSnapshot().packages).toEqual([{ sizeCategoryId: 3, weightCategoryId: 32, packages: 1 }])
    expect(draft.getSnapshot().packageCount).toBe(1)
  })

  it("sets a line's count, and 0 deselects it", () => {
    const draft = setup()
    draft.toggleSize(2, 21)
    expect(draft.setLinePackages(2, 21, 4)).toBe(true)
    expect(draft.getSnapshot()).toMatchObject({ packages: [{ packages: 4 }], packageCount: 4 })
    expect(draft.setLinePackages(2, 21, 0)).toBe(true)
    expect(draft.getSnapshot()).toMatchObject({ packages: [], packageCount: 0 })
  })

  it.each([-1, 2.5, 1000])('refuses %d packages', (count) => {
    const draft = setup()
    draft.toggleSize(2, 21)
    expect(draft.setLinePackages(2, 21, count)).toBe(false)
    expect(draft.setPackageCount(count)).toBe(false)
    expect(draft.getSnapshot()).toMatchObject({ packages: [{ packages: 1 }], packageCount: 1 })
  })

  it('sets the total package count', () => {
    const draft = setup()
    expect(draft.setPackageCount(3)).toBe(true)
    expect(draft.getSnapshot().packageCount).toBe(3)
  })
})

describe('createOrderDraft: premium options (part 1 §4 Other rules)', () => {
  it('makes refrigerated and not refrigerated exclusive on an intercity trip', () => {
    const draft = setup()
    draft.setIntercity(true)
    expect(draft.setPremiumOption('requireRefrigeratedVehicle', true)).toBe(true)
    draft.setPremiumOption('notRequireRefrigeratedVehicle', true)
    expect(draft.getSnapshot().premiumOptions).toMatchObject({
      requireRefrigeratedVehicle: false,
      notRequireRefrigeratedVehicle: true,
    })
  })

  it('refuses a temperature option on a local trip and unticks them when the trip turns local', () => {
    const draft = setup()
    expect(draft.setPremiumOption('requireRefrigeratedVehicle', true)).toBe(false)
    expect(draft.getSnapshot().premiumOptions.requireRefrigeratedVehicle).toBe(false)
    draft.setIntercity(true)
    draft.setPremiumOption('requireRefrigeratedVehicle', true)
    draft.setIntercity(false)
    expect(draft.getSnapshot().premiumOptions.requireRefrigeratedVehicle).toBe(false)
  })

  it('ticks and unticks the other options', () => {
    const draft = setup()
    expect(draft.setPremiumOption('specialCare', true)).toBe(true)
    expect(draft.setPremiumOption('alcoholDelivery', true)).toBe(true)
    draft.setPremiumOption('specialCare', false)
    expect(draft.getSnapshot().premiumOptions).toMatchObject({ specialCare: false, alcoholDelivery: true })
  })
})

describe('createOrderDraft: details (part 1 §2 forms, §3 Delivery draft)', () => {
  it('keeps the reference name, description, VIN, RO, plate, drivers and card', () => {
    const draft = setup({ kind: 'valet' })
    draft.setItemName('Jordan Smith')
    draft.setDescription('Keys at the front desk')
    draft.setVin('1HGCM82633A004352')
    draft.setRo('RO-4411')
    draft.setLicensePlate('CKX 4410')
    draft.setFavouriteDriver(true)
    draft.setMyFleetDriver(31)
    draft.setCard(9)
    expect(draft.getSnapshot()).toMatchObject({
      itemName: 'Jordan Smith',
      description: 'Keys at the front desk',
      vin: '1HGCM82633A004352',
      ro: 'RO-4411',
      licensePlate: 'CKX 4410',
      isAssignFavouriteDriver: true,
      assignMyFleetDriver: 31,
      cardId: 9,
    })
    draft.setMyFleetDriver(null)
    expect(draft.getSnapshot().assignMyFleetDriver).toBeNull()
  })

  it.each([
    [50, 100, 'below the default: the default'],
    [Number.NaN, 100, 'not a number: the default'],
    [250, 250, 'above, on the step: kept'],
  ])("keeps insurance %d at %d, never below the account's default (part 1 §5, §9: %s)", (value, kept) => {
    const draft = setup()
    expect(draft.setInsuranceValue(value)).toBe(kept)
    expect(draft.getSnapshot().insuranceValue).toBe(kept)
  })

  it('attaches jpeg, png and pdf photos and reports the refused ones (part 1 §5)', () => {
    const draft = setup()
    const jpeg = { name: 'box.jpg', type: 'image/jpeg', url: 'blob:1' }
    const gif = { name: 'box.gif', type: 'image/gif', url: 'blob:2' }
    const pdf = { name: 'invoice.pdf', type: 'application/pdf', url: 'blob:3' }
    expect(draft.addPhotos([jpeg, gif, pdf])).toEqual({ added: [jpeg, pdf], refused: [gif] })
    expect(draft.getSnapshot().photos).toEqual([jpeg, pdf])
    expect(draft.removePhoto('blob:1')).toBe(true)
    expect(draft.removePhoto('blob:1')).toBe(false)
    expect(draft.getSnapshot().photos).toEqual([pdf])
  })
})

describe('createOrderDraft: times (part 1 §4 Time type codes, Pickup time options)', () => {
  it("sets the pickup type from today's date in the account timezone", () => {
    // 05:30 UTC on the 24th is still 23:30 on the 23rd in Edmonton.
    const draft = setup({ now: () => Date.parse('2026-11-24T05:30:00Z') })
    draft.setPickupDate('2026-11-24')
    expect(draft.getSnapshot().pickupType).toBe(2)
    draft.setPickupDate('2026-11-23')
    expect(draft.getSnapshot().pickupType).toBe(3)
  })

  it('clears the windows chosen for another date', () => {
    const draft = setup()
    draft.setPickupDate(TODAY)
    draft.choosePickupOption(1)
    draft.setPickupWindow(600, 720)
    draft.setDropoffDate(TODAY)
    draft.setDropoffWindow(720, 960)
    draft.setDropoffType(2)
    draft.setSpecialTime(true)
    expect(draft.getSnapshot()).toMatchObject({
      pickupType: 2,
      pickupStart: 600,
      dropoffEnd: 960,
      doSpecialTime: true,
    })
    draft.setPickupDate('2026-11-25')
    expect(draft.getSnapshot()).toMatchObject({
      pickupDate: '2026-11-25',
      pickupType: 2,
      pickupOption: null,
      pickupStart: null,
      pickupEnd: null,
      dropoffDate: null,
      dropoffStart: null,
      dropoffType: null,
      doSpecialTime: false,
    })
  })

  it('sets the type codes the time engine decided', () => {
    const draft = setup()
    draft.setPickupType(3)
    draft.setDropoffType(5)
    expect(draft.getSnapshot()).toMatchObject({ pickupType: 3, dropoffType: 5 })
  })

  it('applies and leaves an express choice', () => {
    const draft = setup()
    expect(draft.choosePickupOption(2)).toBe(true)
    const choice = {
      pickupStart: 585,
      pickupEnd: 600,
      dropoffStart: 660,
      dropoffEnd: 675,
      pickupType: 2,
      dropoffType: 5,
    } as const
    expect(draft.applyExpress(choice)).toBe(true)
    expect(draft.getSnapshot()).toMatchObject({
      isExpress: true,
      pickupOption: 2,
      pickupDate: TODAY,
      dropoffType: 5,
    })
    draft.leaveExpress()
    expect(draft.getSnapshot()).toMatchObject({
      isExpress: false,
      pickupOption: null,
      pickupStart: null,
      pickupType: 3,
    })
  })

  it('refuses express on an intercity trip and on an edit (part 2 §4.2)', () => {
    const draft = setup()
    draft.setIntercity(true)
    expect(draft.choosePickupOption(2)).toBe(false)
    const choice = {
      pickupStart: 585,
      pickupEnd: 600,
      dropoffStart: 660,
      dropoffEnd: 675,
      pickupType: 2,
      dropoffType: 5,
    } as const
    expect(draft.applyExpress(choice)).toBe(false)
    expect(draft.getSnapshot().isExpress).toBe(false)
    draft.load({
      ...draft.getSnapshot(),
      isIntercity: false,
      isEditing: true,
      originalId: 77,
      originalStatus: 1,
    })
    expect(draft.applyExpress(choice)).toBe(false)
    draft.load({ ...draft.getSnapshot(), originalId: null, originalStatus: null })
    expect(draft.applyExpress(choice)).toBe(true)
  })

  it('clears dates and windows when the intercity answer changes, not when it stays (part 1 §4 Other rules)', () => {
    const draft = setup()
    draft.setPickupDate(TODAY)
    draft.setIntercity(false)
    expect(draft.getSnapshot().pickupDate).toBe(TODAY)
    draft.setIntercity(true)
    expect(draft.getSnapshot()).toMatchObject({ isIntercity: true, pickupDate: null, pickupType: null })
  })

  it('keeps the trip estimate', () => {
    const draft = setup()
    draft.setTripEstimate({ distanceMetres: 12_400, durationSeconds: 1_260 })
    expect(draft.getSnapshot()).toMatchObject({ distance: 12_400, duration: 1_260, polyline: '' })
  })
})

describe('createOrderDraft: reset, load and defaults', () => {
  it('starts a fresh draft with a new uuid, of the same kind unless told', () => {
    const draft = setup({ kind: 'valet' })
    draft.setItemName('Jordan Smith')
    draft.reset()
    expect(draft.getSnapshot()).toMatchObject({ uuid: 'uuid-2', kind: 'valet', itemName: '' })
    expect(draft.getSnapshot().packages).toEqual([{ sizeCategoryId: 6, weightCategoryId: 62, packages: 1 }])
    draft.reset({ kind: 'single', batch: 'manyToOne' })
    expect(draft.getSnapshot()).toMatchObject({
      uuid: 'uuid-3',
      kind: 'single',
      batch: 'manyToOne',
      packages: [],
    })
  })

  it('opens an existing draft for editing', () => {
    const draft = setup()
    const other = setup({ randomUUID: () => 'other' })
    other.setItemName('Parcel 7')
    draft.load({ ...other.getSnapshot(), isEditing: true })
    expect(draft.getSnapshot()).toMatchObject({ uuid: 'other', itemName: 'Parcel 7', isEditing: true })
  })

  it('raises insurance and fills the valet size when the account defaults arrive', () => {
    const draft = setup({ kind: 'valet', defaultInsuranceValue: 0, sizeCategories: [] })
    draft.setDefaults({ defaultInsuranceValue: 100, sizeCategories: SIZES })
    expect(draft.getSnapshot()).toMatchObject({ insuranceValue: 100, packageCount: 1 })
    expect(draft.getSnapshot().packages[0]?.sizeCategoryId).toBe(6)
  })
})

describe('createOrderDraft: persistence (part 1 §3 Locally persisted state)', () => {
  it('saves on every change and restores the draft at creation', async () => {
    const storage = memoryStorage()
    const draft = setup({ storage })
    draft.pickContact('dropoff', CONTACT)
    draft.setPickupDate(TODAY)
    await settle()
    const restored = setup({ storage, randomUUID: () => 'never' })
    expect(restored.getSnapshot()).toEqual(draft.getSnapshot())
    expect(restored.getSnapshot().uuid).toBe('uuid-1')
    expect(JSON.parse(storage.getItem('waybill:draft:single') ?? '{}').version).toBe(2)
  })

  it('restores the draft of the requested kind only: the valet form never gets a single draft', async () => {
    const storage = memoryStorage()
    setup({ storage }).setItemName('Parcel 7')
    await settle()
    const valet = setup({ storage, kind: 'valet', randomUUID: () => 'valet-1' })
    expect(valet.getSnapshot()).toMatchObject({ uuid: 'valet-1', kind: 'valet', itemName: '' })
    valet.setItemName('Jordan Smith')
    await settle()
    expect(setup({ storage }).getSnapshot()).toMatchObject({ kind: 'single', itemName: 'Parcel 7' })
    expect(setup({ storage, kind: 'valet' }).getSnapshot().itemName).toBe('Jordan Smith')
    expect(setup({ storage, batch: 'manyToOne' }).getSnapshot()).toMatchObject({
      batch: 'manyToOne',
      itemName: '',
    })
  })

  it('saves a draft switched to another kind under that kind', async () => {
    const storage = memoryStorage()
    const draft = setup({ storage })
    draft.reset({ kind: 'vehicleSwap' })
    draft.setItemName('Jordan Smith')
    await settle()
    expect(setup({ storage, kind: 'vehicleSwap' }).getSnapshot().itemName).toBe('Jordan Smith')
    expect(storage.getItem('waybill:draft:single')).toBeNull()
  })

  it('stores only uploaded photos and tells which local ones a reload lost (part 1 §3 Images)', async () => {
    const storage = memoryStorage()
    const uploaded = { name: 'label.png', type: 'image/png', url: 'https://cdn.test/label.png' }
    const local = { name: 'box.jpg', type: 'image/jpeg', url: 'blob:https://portal.test/5f1c' }
    const draft = setup({ storage })
    draft.addPhotos([local, uploaded])
    expect(draft.droppedPhotos()).toEqual([])
    await settle()
    expect(storage.getItem('waybill:draft:single')).not.toContain('blob:')
    const restored = setup({ storage })
    expect(restored.getSnapshot().photos).toEqual([uploaded])
    expect(restored.droppedPhotos()).toEqual([{ uuid: 'uuid-1', name: 'box.jpg' }])
    restored.setItemName('Parcel 7')
    await settle()
    expect(setup({ storage }).droppedPhotos()).toEqual([{ uuid: 'uuid-1', name: 'box.jpg' }])
    restored.dismissDroppedPhotos()
    expect(restored.droppedPhotos()).toEqual([])
    expect(setup({ storage }).droppedPhotos()).toEqual([])
  })

  it('forgets lost photos when a new draft starts', async () => {
    const storage = memoryStorage()
    setup({ storage }).addPhotos([{ name: 'box.jpg', type: 'image/jpeg', url: 'blob:1' }])
    await settle()
    const restored = setup({ storage })
    restored.reset()
    expect(restored.droppedPhotos()).toEqual([])
  })

  it('drops a corrupt stored draft with a warning and starts a fresh one', () => {
    const storage = memoryStorage()
    const data = { draft: { uuid: 'x', dropoffMethod: 7 }, droppedPhotos: [] }
    storage.setItem('waybill:draft:single', JSON.stringify({ version: 2, data }))
    const log = logger()
    const draft = setup({ storage, logger: log })
    expect(draft.getSnapshot().uuid).toBe('uuid-1')
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("Dropped stored 'waybill:draft:single'"))
    expect(storage.getItem('waybill:draft:single')).toBeNull()
  })
})
