import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../session/storage.ts'
import { createEmptyDraft, EMPTY_PARTY } from './emptyDraft.ts'
import { createOrderList, type OrderListOptions } from './orderList.ts'
import type { OrderDraft } from './types.ts'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const PICKUP = {
  ...EMPTY_PARTY,
  name: 'Prairie Parcel Co.',
  address: '10220 104 Ave NW, Edmonton, AB',
  phone: '7805550142',
  email: 'shipping@prairieparcel.test',
  lat: 53.5461,
  lng: -113.4938,
}
const DROPOFF = {
  ...PICKUP,
  name: 'Morgan Lee',
  address: '8882 170 St NW, Edmonton, AB',
  unit: '12',
  lat: 53.5225,
}

/** A filled local delivery with the given uuid. */
function delivery(uuid: string, overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    ...createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => uuid }),
    pickup: PICKUP,
    dropoff: DROPOFF,
    itemName: `Parcel ${uuid}`,
    description: 'Leave with reception',
    dropOffAddressType: 2,
    dropoffMethod: 1,
    packages: [{ sizeCategoryId: 1, weightCategoryId: 11, packages: 2 }],
    packageCount: 2,
    pickupOption: 1,
    pickupType: 2,
    pickupDate: '2026-11-24',
    pickupStart: 600,
    pickupEnd: 720,
    dropoffType: 2,
    dropoffDate: '2026-11-24',
    dropoffStart: 720,
    dropoffEnd: 960,
    insuranceValue: 250,
    photos: [{ name: 'box.jpg', type: 'image/jpeg', url: 'https://cdn.test/box.jpg' }],
    distance: 12_400,
    duration: 1_260,
    polyline: 'abc',
    ...overrides,
  }
}

function setup(options: Partial<OrderListOptions> = {}) {
  let n = 0
  return createOrderList({
    defaultInsuranceValue: 100,
    randomUUID: () => `new-${++n}`,
    logger: logger(),
    ...options,
  })
}

describe('createOrderList (part 2 §2.2 Order summary)', () => {
  it("adds deliveries and counts them for the top bar 'Order Summary: {count}' (part 1 §2 Page chrome)", () => {
    const list = setup()
    expect(list.count()).toBe(0)
    list.add(delivery('a'))
    list.add(delivery('b'))
    expect(list.count()).toBe(2)
    expect(list.getSnapshot().drafts.map((draft) => draft.uuid)).toEqual(['a', 'b'])
  })

  it('replaces the delivery with the same uuid when an edit is saved, in its place (part 1 §4 Other rules)', () => {
    const list = setup()
    list.add(delivery('a'))
    list.add(delivery('b'))
    const edited = list.edit('a')
    expect(edited?.isEditing).toBe(true)
    list.add({ ...(edited as OrderDraft), itemName: 'Renamed' })
    expect(list.count()).toBe(2)
    expect(list.getSnapshot().drafts.map((draft) => draft.itemName)).toEqual(['Renamed', 'Parcel b'])
  })

  it('keeps one entry per server order edited twice, the last edit in its place (part 2 §4.2, §2.2)', () => {
    const list = setup()
    const edit = { isEditing: true, originalId: 77, originalStatus: 1 }
    list.add(delivery('first-edit', edit))
    list.add(delivery('b'))
    list.add(delivery('second-edit', { ...edit, itemName: 'Edited again' }))
    expect(list.getSnapshot().drafts.map((draft) => [draft.uuid, draft.originalId])).toEqual([
      ['second-edit', 77],
      ['b', null],
    ])
  })

  it('keeps two reposts of the same order: each is a new order (part 2 §4.2 Repost)', () => {
    const list = setup()
    list.add(delivery('repost-1', { originalId: 77 }))
    list.add(delivery('repost-2', { originalId: 77 }))
    expect(list.edit('repost-2')?.isEditing).toBe(true)
    list.add({ ...(list.edit('repost-2') as OrderDraft), itemName: 'Renamed' })
    expect(list.getSnapshot().drafts.map((draft) => [draft.uuid, draft.itemName])).toEqual([
      ['repost-1', 'Parcel repost-1'],
      ['repost-2', 'Renamed'],
    ])
  })

  it.each(['oneToMany', 'manyToOne'] as const)(
    'replaces a %s batch entry by its uuid (part 1 §4 Other rules)',
    (batch) => {
      const list = setup({ storageKey: batch })
      list.add(delivery('row-1', { batch }))
      list.add(delivery('row-2', { batch }))
      list.add(delivery('row-2', { batch, packageCount: 5 }))
      expect(list.getSnapshot().drafts.map((draft) => [draft.uuid, draft.packageCount])).toEqual([
        ['row-1', 2],
        ['row-2', 5],
      ])
    },
  )

  it('gives copies: changing one does not change the list', () => {
    const list = setup()
    list.add(delivery('a'))
    const copy = list.get('a') as OrderDraft & { itemName: string }
    copy.itemName = 'changed'
    expect(list.get('a')?.itemName).toBe('Parcel a')
    expect(list.get('missing')).toBeUndefined()
    expect(list.edit('missing')).toBeUndefined()
  })

  it('removes a delivery and clears the order', () => {
    const list = setup()
    list.add(delivery('a'))
    list.add(delivery('b'))
    expect(list.remove('a')).toBe(true)
    expect(list.remove('a')).toBe(false)
    expect(list.getSnapshot().drafts.map((draft) => draft.uuid)).toEqual(['b'])
    list.clear()
    expect(list.count()).toBe(0)
  })

  it("'Add a delivery' starts a new delivery keeping only the pickup (part 2 §2.2)", () => {
    const list = setup()
    list.add(delivery('a', { pickup: { ...PICKUP, name: 'First pickup' } }))
    list.add(delivery('b'))
    const next = list.addDelivery()
    expect(next).toEqual(
      createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'new-1', pickup: PICKUP }),
    )
    expect(list.addDelivery('a')?.pickup.name).toBe('First pickup')
    expect(list.count()).toBe(2)
  })

  it("'Add a delivery' keeps the intercity flag of the trip it starts from (part 2 §2.2)", () => {
    const list = setup()
    list.add(delivery('a', { isIntercity: true }))
    expect(list.addDelivery()).toMatchObject({ isIntercity: true, pickup: PICKUP, dropoff: EMPTY_PARTY })
  })

  it("'Add a delivery' has nothing to start from in an empty order", () => {
    expect(setup().addDelivery()).toBeUndefined()
    expect(setup().addDelivery('a')).toBeUndefined()
  })

  it("'Duplicate delivery' keeps the pickup and details with an empty drop-off and a new uuid (part 2 §2.2)", () => {
    const list = setup()
    const original = delivery('a', { isEditing: true, originalId: 77, originalStatus: 1 })
    list.add(original)
    const copy = list.duplicate('a')
    expect(copy).toEqual({
      ...original,
      uuid: 'new-1',
      isEditing: false,
      originalId: null,
      originalStatus: null,
      dropoff: EMPTY_PARTY,
      distance: 0,
      duration: 0,
      polyline: '',
    })
    expect(list.duplicate('missing')).toBeUndefined()
  })

  it('starts new deliveries from the account defaults it was last given', () => {
    const list = setup()
    list.add(delivery('a'))
    list.setDefaults({ defaultInsuranceValue: 300 })
    expect(list.addDelivery()?.insuranceValue).toBe(300)
  })
})

describe('createOrderList: persistence (part 1 §3 Locally persisted state)', () => {
  it('saves on every change and restores the order at creation', async () => {
    const storage = memoryStorage()
    const list = setup({ storage })
    list.add(delivery('a'))
    list.add(delivery('b', { kind: 'valet', vin: '1HGCM82633A004352' }))
    await settle()
    expect(setup({ storage }).getSnapshot()).toEqual(list.getSnapshot())
    expect(storage.getItem('waybill:orderList')).not.toBeNull()
  })

  it('keeps a batch list under its own key', async () => {
    const storage = memoryStorage()
    setup({ storage, storageKey: 'manyToOne' }).add(delivery('row-1', { batch: 'manyToOne' }))
    await settle()
    expect(setup({ storage }).count()).toBe(0)
    expect(setup({ storage, storageKey: 'manyToOne' }).count()).toBe(1)
  })

  it('restores a batch entry with a 0-package line, which batch validation allows (part 2 §5.3)', async () => {
    const storage = memoryStorage()
    const zeroLine = { sizeCategoryId: 2, weightCategoryId: 21, packages: 0 }
    const row = delivery('row-1', { batch: 'oneToMany', packages: [zeroLine, ...delivery('x').packages] })
    setup({ storage, storageKey: 'oneToMany' }).add(row)
    await settle()
    expect(setup({ storage, storageKey: 'oneToMany' }).get('row-1')?.packages).toEqual(row.packages)
  })

  it('stores only uploaded photos and tells which local ones a reload lost (part 1 §3 Images)', async () => {
    const storage = memoryStorage()
    const uploaded = { name: 'label.png', type: 'image/png', url: 'https://cdn.test/label.png' }
    const local = { name: 'box.jpg', type: 'image/jpeg', url: 'blob:https://portal.test/5f1c' }
    const list = setup({ storage })
    list.add(delivery('a', { photos: [local, uploaded] }))
    list.add(delivery('b', { photos: [{ ...local, url: 'data:image/jpeg;base64,/9j/' }] }))
    expect(list.droppedPhotos()).toEqual([])
    await settle()
    expect(storage.getItem('waybill:orderList')).not.toContain('blob:')
    const restored = setup({ storage })
    expect(restored.get('a')?.photos).toEqual([uploaded])
    expect(restored.droppedPhotos()).toEqual([
      { uuid: 'a', name: 'box.jpg' },
      { uuid: 'b', name: 'box.jpg' },
    ])
    restored.remove('b')
    await settle()
    expect(setup({ storage }).droppedPhotos()).toEqual([{ uuid: 'a', name: 'box.jpg' }])
    restored.dismissDroppedPhotos()
    expect(restored.droppedPhotos()).toEqual([])
    expect(setup({ storage }).droppedPhotos()).toEqual([])
  })

  it('drops a corrupt stored order with a warning and starts empty', () => {
    const storage = memoryStorage()
    const data = { drafts: [{ uuid: 'a' }], droppedPhotos: [] }
    storage.setItem('waybill:orderList', JSON.stringify({ version: 2, data }))
    const log = logger()
    const list = setup({ storage, logger: log })
    expect(list.count()).toBe(0)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("invalid at 'drafts.0"))
  })
})
