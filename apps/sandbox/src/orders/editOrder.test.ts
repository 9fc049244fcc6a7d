import type { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPayload } from '../../test/orderPayloads.ts'
import { type Account, findAccountByApiCode } from '../db/accounts.ts'
import { openDatabase } from '../db/schema.ts'
import { seedDatabase } from '../db/seed.ts'
import type { OrderRow } from '../db/tables/orders.ts'
import {
  EDITABLE_STATUSES,
  editOrderInPlace,
  knownOrderId,
  NOT_EDITABLE,
  ORIGINAL_INVALID,
  originalUse,
  REPOSTABLE_STATUSES,
} from './editOrder.ts'
import { labelVersion } from './orderEdits.ts'
import type { PricedOrder } from './pricing.ts'
import { findOrder } from './store.ts'
import { insertNewOrder, type SubmitContext } from './submit.ts'

let db: DatabaseSync
let ctx: SubmitContext
let demo: Account
let flags: Account

function account(email: string): Account {
  const row = db.prepare('SELECT api_code FROM users WHERE email = ?').get(email)
  const found = findAccountByApiCode(db, String(row?.api_code))
  if (!found) throw new Error(`no account ${email}`)
  return found
}

beforeAll(async () => {
  db = openDatabase(':memory:')
  await seedDatabase(db)
  ctx = { db, brand: 'waybill', now: () => Date.UTC(2026, 10, 23, 15) }
  demo = account('demo@waybill.test')
  flags = account('flags@waybill.test')
})
afterAll(() => db.close())

const payload = (owner: Account, overrides: Record<string, unknown> = {}) =>
  orderPayload(owner.api_code, overrides) as unknown as PricedOrder

/** A new order of `owner` in `status`, as a row. */
function orderIn(owner: Account, status: number): OrderRow {
  const id = insertNewOrder(ctx, owner, payload(owner), { status: 1 })
  db.prepare('UPDATE orders SET status = ? WHERE id = ?').run(status, id)
  return findOrder(db, owner.id, id) as OrderRow
}

describe('originalUse (part 2 §4.2 action rules)', () => {
  it('part 2 §4.2: no originalId is a new order', () => {
    expect(originalUse(db, demo.id, null)).toEqual({ kind: 'new' })
    expect(originalUse(db, demo.id, undefined)).toEqual({ kind: 'new' })
  })

  it.each(EDITABLE_STATUSES)('part 2 §4.2: edits the account’s own order in status %i in place', (status) => {
    const order = orderIn(demo, status)
    expect(originalUse(db, demo.id, order.id)).toEqual({ kind: 'edit', order })
  })

  it.each(REPOSTABLE_STATUSES)('part 2 §4.2: a repost of status %i is a new order', (status) => {
    expect(originalUse(db, demo.id, orderIn(demo, status).id)).toEqual({ kind: 'new' })
  })

  it.each([2, 3, 4, 5, 13, 14, 15, 18, 19, 50, 51])(
    'part 2 §4.2: refuses the account’s own order in status %i',
    (status) => {
      expect(() => originalUse(db, demo.id, orderIn(demo, status).id)).toThrow(NOT_EDITABLE)
    },
  )

  it("part 2 §4.2: refuses another account's order, shared or not, that it may not repost", () => {
    expect(() => originalUse(db, demo.id, orderIn(flags, 1).id)).toThrow(ORIGINAL_INVALID)
    const shared = orderIn(flags, 17)
    db.prepare('UPDATE orders SET shared_with_user_id = ? WHERE id = ?').run(demo.id, shared.id)
    expect(() => originalUse(db, demo.id, shared.id)).toThrow(ORIGINAL_INVALID)
    expect(() => originalUse(db, demo.id, 999_999)).toThrow(ORIGINAL_INVALID)
  })
})

describe('editOrderInPlace (part 2 §4.2 "Editing is free but voids the old label and generates a new one")', () => {
  it('keeps id, uuid, status and original; records the edit uuid; moves the label version on', () => {
    const order = orderIn(demo, 1)
    expect(labelVersion(db, order.id)).toBe(1)
    const edit = payload(demo, { item_name: 'Edited parcel', originalId: order.id })
    editOrderInPlace(ctx, demo, order, edit, edit.uuid)
    const after = findOrder(db, demo.id, order.id)
    expect(after).toMatchObject({
      uuid: order.uuid,
      status: 1,
      item_name: 'Edited parcel',
      name: 'Edited parcel',
      original_id: null,
    })
    expect(knownOrderId(db, demo.id, edit.uuid)).toBe(order.id)
    expect(knownOrderId(db, flags.id, edit.uuid)).toBeUndefined()
    expect(labelVersion(db, order.id)).toBe(2)
  })

  it('part 2 §4.3: an on-hold update (no edit uuid) voids the label too, and every edit counts', () => {
    const order = orderIn(demo, 17)
    editOrderInPlace(ctx, demo, order, payload(demo, { item_name: 'Held and edited' }))
    editOrderInPlace(ctx, demo, order, payload(demo, { item_name: 'Held, edited twice' }))
    expect(findOrder(db, demo.id, order.id)).toMatchObject({ status: 17, item_name: 'Held, edited twice' })
    expect(labelVersion(db, order.id)).toBe(3)
  })

  it('part 2 §4.3: a resent on-hold update that changes nothing records no edit and keeps the label', () => {
    const order = orderIn(demo, 17)
    const update = payload(demo, { item_name: 'Held, resent' })
    editOrderInPlace(ctx, demo, order, update)
    const edited = findOrder(db, demo.id, order.id) as OrderRow
    expect(labelVersion(db, order.id)).toBe(2)
    const later = { ...ctx, now: () => ctx.now() + 3_600_000 }
    editOrderInPlace(later, demo, edited, { ...update, uuid: crypto.randomUUID() })
    expect(findOrder(db, demo.id, order.id)).toEqual(edited)
    expect(labelVersion(db, order.id)).toBe(2)
    editOrderInPlace(later, demo, edited, { ...update, dropoff_name: 'Sam Ortiz' })
    expect(labelVersion(db, order.id)).toBe(3)
  })

  it('part 2 §4.2: an edit through create is always recorded, so its uuid stays known', () => {
    const order = orderIn(demo, 1)
    const edit = payload(demo, { item_name: order.item_name, originalId: order.id })
    editOrderInPlace(ctx, demo, order, edit, edit.uuid)
    expect(knownOrderId(db, demo.id, edit.uuid)).toBe(order.id)
    expect(labelVersion(db, order.id)).toBe(2)
  })
})
