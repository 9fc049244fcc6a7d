import { describe, expect, it } from 'vitest'
import { NOW } from '../../test/draftFixtures.ts'
import { validDraft } from '../../test/summaryFixtures.ts'
import { createOrderDraft } from './orderDraft.ts'
import { createOrderList } from './orderList.ts'
import type { OrderDraft } from './types.ts'
import { deliveryKindOf, discardUnfinishedEdit, unfinishedEdit } from './unfinishedEdit.ts'

const names = { brand: 'waybill', product: 'delivery' }

function setup(entries: readonly OrderDraft[]) {
  const orderList = createOrderList({ defaultInsuranceValue: 100 })
  for (const entry of entries) orderList.add(entry)
  let next = 0
  const draft = createOrderDraft({
    defaultInsuranceValue: 100,
    now: () => NOW,
    randomUUID: () => `new-${++next}`,
  })
  return { orderList, draft }
}

describe('unfinishedEdit (issue 21: an edit left without saving is offered by name, part 1 §4 Other rules)', () => {
  it('names an edit of an order entry by its reference', () => {
    const { orderList } = setup([validDraft('a', { itemName: 'Cake order' })])
    expect(
      unfinishedEdit({ ...validDraft('a', { itemName: 'Cake order 2' }), isEditing: true }, orderList, names),
    ).toEqual({
      name: 'Cake order 2',
      text: 'You were editing "Cake order 2" and left without saving.',
    })
  })

  it('names an entry without a reference by its place in the order, as the summary does', () => {
    const { orderList } = setup([validDraft('a'), validDraft('b', { itemName: '' })])
    const edit = { ...validDraft('b', { itemName: ' ' }), isEditing: true }
    expect(unfinishedEdit(edit, orderList, names)?.name).toBe('Delivery 2')
  })

  it('names an edit of an order on the server (from the dashboard) by its reference, else its number', () => {
    const { orderList } = setup([])
    const server = { ...validDraft('s'), isEditing: true, originalId: 1029, originalStatus: 17 }
    expect(unfinishedEdit({ ...server, itemName: 'PPC-1029 Paint samples' }, orderList, names)?.name).toBe(
      'PPC-1029 Paint samples',
    )
    expect(unfinishedEdit({ ...server, itemName: '' }, orderList, names)?.name).toBe('Delivery #1029')
  })

  it('is null for a new delivery, and for the edit of an entry no longer in the order (booked or removed)', () => {
    const { orderList } = setup([validDraft('a')])
    expect(unfinishedEdit(validDraft('a'), orderList, names)).toBeNull()
    expect(unfinishedEdit({ ...validDraft('gone'), isEditing: true }, orderList, names)).toBeNull()
  })
})

describe('discardUnfinishedEdit (issue 21: a new delivery from the chooser starts clean)', () => {
  it('starts an edit afresh, same kind, with a new uuid; the order entry is untouched', () => {
    const { orderList, draft } = setup([validDraft('a', { kind: 'valet' })])
    draft.load({ ...validDraft('a', { kind: 'valet', itemName: 'Changed' }), isEditing: true })
    expect(discardUnfinishedEdit(draft)).toBe(true)
    expect(draft.getSnapshot()).toMatchObject({ kind: 'valet', isEditing: false, itemName: '' })
    expect(draft.getSnapshot().uuid).not.toBe('a')
    expect(orderList.get('a')?.itemName).toBe('Parcel a')
  })

  it('keeps a new delivery in progress (part 1 §3 Locally persisted state)', () => {
    const { draft } = setup([])
    draft.load(validDraft('n', { itemName: 'Half written' }))
    expect(discardUnfinishedEdit(draft)).toBe(false)
    expect(draft.getSnapshot()).toMatchObject({ uuid: 'n', itemName: 'Half written' })
  })
})

describe('deliveryKindOf (part 1 §2 chooser; issue 21: a choice starts its form clean)', () => {
  it.each([
    [{ screen: 'details', vehicleSwap: false }, 'single'],
    [{ screen: 'valet', vehicleSwap: false }, 'valet'],
    [{ screen: 'valet', vehicleSwap: true }, 'vehicleSwap'],
    [{ screen: 'createOneToMany', vehicleSwap: false }, null],
    [{ screen: 'createManyToOne', vehicleSwap: false }, null],
  ] as const)('%o starts %s', (choice, kind) => {
    expect(deliveryKindOf(choice)).toBe(kind)
  })
})
