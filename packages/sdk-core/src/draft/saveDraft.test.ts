import { describe, expect, it } from 'vitest'
import { NOW } from '../../test/draftFixtures.ts'
import { settle, validDraft } from '../../test/summaryFixtures.ts'
import { memoryStorage } from '../session/storage.ts'
import { createOrderDraft } from './orderDraft.ts'
import { createOrderList } from './orderList.ts'
import { isAbandonedEdit, pickupReadyNotice, saveDraft } from './saveDraft.ts'
import type { OrderDraft } from './types.ts'

let next = 0
const randomUUID = () => `new-${++next}`

function setup(draft: OrderDraft, storage = memoryStorage()) {
  const store = createOrderDraft({
    defaultInsuranceValue: 100,
    now: () => NOW,
    randomUUID,
    kind: draft.kind,
    batch: draft.batch,
    storage,
  })
  store.load(draft)
  const orderList = createOrderList({ defaultInsuranceValue: 100 })
  return { store, orderList, storage }
}

describe('saveDraft (part 1 §2, §4 Other rules; part 2 §2.3)', () => {
  it('adds a new delivery to the order, starts an empty draft and goes to the summary', () => {
    const { store, orderList } = setup(validDraft('a'))
    expect(saveDraft(store, orderList)).toBe('summary')
    expect(orderList.getSnapshot().drafts.map((draft) => draft.itemName)).toEqual(['Parcel a'])
    expect(store.getSnapshot()).toMatchObject({ kind: 'single', batch: null, itemName: '', packages: [] })
    expect(store.getSnapshot().uuid).not.toBe('a')
  })

  it('replaces the delivery being edited (same uuid) rather than adding one', () => {
    const { store, orderList } = setup(validDraft('a', { itemName: 'Changed', isEditing: true }))
    orderList.add(validDraft('a'))
    orderList.add(validDraft('b'))
    saveDraft(store, orderList)
    expect(orderList.getSnapshot().drafts.map((draft) => [draft.uuid, draft.itemName])).toEqual([
      ['a', 'Changed'],
      ['b', 'Parcel b'],
    ])
  })

  it('keeps the kind: a valet draft starts a new valet draft, clearing the drop-off (part 1 §4)', () => {
    const valet = validDraft('v', { kind: 'valet', vin: '1HGCM82633A004352' })
    const { store, orderList } = setup(valet)
    expect(saveDraft(store, orderList)).toBe('summary')
    expect(store.getSnapshot()).toMatchObject({ kind: 'valet', vin: '', dropoff: { name: '', lat: 0 } })
  })

  it.each(['oneToMany', 'manyToOne'] as const)(
    'returns a %s batch entry to its batch screen, replacing it by uuid and keeping the batch',
    async (batch) => {
      const { store, orderList, storage } = setup(validDraft('r1', { batch, itemName: 'Row 1 fixed' }))
      orderList.add(validDraft('r1', { batch }))
      expect(saveDraft(store, orderList)).toBe(batch)
      expect(orderList.getSnapshot().drafts.map((draft) => draft.itemName)).toEqual(['Row 1 fixed'])
      expect(store.getSnapshot().batch).toBe(batch)
      // The single form's stored draft is not overwritten by the reset batch draft (saved after a tick).
      await settle()
      expect(storage.getItem(`waybill:draft:single:${batch}`)).not.toBeNull()
      expect(storage.getItem('waybill:draft:single')).toBeNull()
    },
  )
})

describe('pickupReadyNotice (part 1 §2 confirmation modal)', () => {
  it('states the early pickup time and date, and that a fee may apply', () => {
    expect(pickupReadyNotice(validDraft('a'))).toBe(
      'Your packages must be ready for pickup at 11:00 on Monday, November 23, 2026. A fee may apply if they are not ready.',
    )
  })

  it('still warns of the fee when no pickup time is chosen', () => {
    expect(pickupReadyNotice({ pickupDate: null, pickupStart: null })).toBe(
      'Your packages must be ready for pickup. A fee may apply if they are not ready.',
    )
  })
})

describe('isAbandonedEdit (part 1 §4 Other rules: an entry is edited once, then replaced by uuid)', () => {
  const list = (uuids: readonly string[]) => ({
    get: (uuid: string) => (uuids.includes(uuid) ? ({ uuid } as OrderDraft) : undefined),
  })
  const edit = { uuid: 'a', isEditing: true, originalId: null, originalStatus: null }

  it('is an edit whose entry is still in the order: not abandoned', () => {
    expect(isAbandonedEdit(edit, list(['a']))).toBe(false)
  })

  it('is an edit whose entry was booked or removed: abandoned, so saving it cannot bring a booked uuid back', () => {
    expect(isAbandonedEdit(edit, list([]))).toBe(true)
  })

  it('leaves new drafts and edits of server orders alone', () => {
    expect(isAbandonedEdit({ ...edit, isEditing: false }, list([]))).toBe(false)
    expect(isAbandonedEdit({ ...edit, originalId: 7, originalStatus: 1 }, list([]))).toBe(false)
  })
})
