import type { DatabaseSync } from 'node:sqlite'
import type { OrderRow } from '../db/tables/orders.ts'
import { HttpError } from '../http.ts'
import { localDateTime } from './localTime.ts'
import { type OrderColumns, orderColumns } from './orderColumns.ts'
import { findEditedOrderId, recordEdit } from './orderEdits.ts'
import { type PricedOrder, priceOrder } from './pricing.ts'
import { findOrderByUuid, statement, updateOrder } from './store.ts'
import type { SubmitContext, SubmittingAccount } from './submit.ts'

/** Statuses in which the account's own order can be edited (part 2 §4.2 "Edit … allowed on statuses 1 and 17"). */
export const EDITABLE_STATUSES: readonly number[] = [1, 17]

/** Statuses whose orders can be reposted (part 2 §4.2): a new order that names the old one as originalId. */
export const REPOSTABLE_STATUSES: readonly number[] = [6, 7, 8, 9, 10, 11, 12, 16]

/** The 422 of an originalId that names no order this account may edit or repost (unknown, another account's). */
export const ORIGINAL_INVALID = 'The originalId field is invalid.'

/** The 422 of an originalId naming the account's order in a status that allows neither edit nor repost. */
export const NOT_EDITABLE = 'This delivery can no longer be edited.'

/** The 422 of an edit through create that asks for Express (part 2 §4.2: edit orders disable Express). */
export const EXPRESS_NOT_EDITABLE = 'Express is not available when editing a delivery.'

/** What a create with an `originalId` does: create a new order (none, or a repost), or edit one in place. */
export type OriginalUse = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly order: OrderRow }

/**
 * What an order payload's `originalId` asks for (part 2 §4.2). The account's own order in status 1 or 17 is
 * edited in place; an order it may repost (its own, or one shared with it, in 6–12 or 16) is only referenced by
 * a new order. Anything else throws a 422: an id naming no order the account sees ('The originalId field is
 * invalid.', the same whether it is unknown or another account's), and its own order in any other status ('This
 * delivery can no longer be edited.', e.g. a driver accepted it while it was being edited). Call inside the
 * transaction that acts on the answer, so the status cannot change in between.
 */
export function originalUse(
  db: DatabaseSync,
  accountId: number,
  originalId: number | null | undefined,
): OriginalUse {
  if (originalId == null) return { kind: 'new' }
  const order = statement(
    db,
    'SELECT * FROM orders WHERE id = ? AND (user_id = ? OR shared_with_user_id = ?)',
  ).get(originalId, accountId, accountId) as OrderRow | undefined
  if (!order) throw new HttpError(422, ORIGINAL_INVALID)
  const own = order.user_id === accountId
  if (own && EDITABLE_STATUSES.includes(order.status)) return { kind: 'edit', order }
  if (REPOSTABLE_STATUSES.includes(order.status)) return { kind: 'new' }
  throw new HttpError(422, own ? NOT_EDITABLE : ORIGINAL_INVALID)
}

/**
 * The order a client uuid already names for the account: the order created with it, or the order an edit sent
 * with it changed. A resend of either answers that order and changes nothing.
 */
export function knownOrderId(db: DatabaseSync, userId: number, uuid: string): number | undefined {
  return findOrderByUuid(db, userId, uuid)?.id ?? findEditedOrderId(db, userId, uuid)
}

/**
 * Rewrites an order in place from an edited payload (call inside a transaction): same id, uuid, status, bundle
 * and original, new fields, re-priced. Editing is free (part 2 §4.2): the credit taken at creation stays applied
 * up to the new price, an edit never takes more, and what a cheaper edit no longer uses goes back to the balance.
 * The edit is recorded, which moves the order's label version on (the label printed before is void), under
 * `editUuid` when it came through create (so a resend is known), else without a uuid (an on-hold update). An
 * on-hold update that changes no column (a resend) is not an edit: nothing is written and the label stays valid.
 */
export function editOrderInPlace(
  ctx: SubmitContext,
  account: SubmittingAccount,
  existing: OrderRow,
  order: PricedOrder,
  editUuid: string | null = null,
): void {
  const used = existing.applied_credit_cents
  const price = priceOrder(order, { ...account, credit_cents: used, is_use_credit: used > 0 ? 1 : 0 })
  const { original_id: _original, ...columns } = orderColumns(order, price)
  const changed = { name: order.item_name, ...columns }
  // A create edit is always recorded: its uuid must be known, or a resend after a later edit would roll it back.
  if (editUuid === null && sameColumns(existing, changed)) return
  const stamp = localDateTime(ctx.now(), order.timezone)
  updateOrder(ctx.db, existing.id, { ...changed, updated_at: stamp })
  const refund = used - price.appliedCredit
  if (refund > 0) {
    statement(ctx.db, 'UPDATE users SET credit_cents = credit_cents + ? WHERE id = ?').run(refund, account.id)
  }
  recordEdit(ctx.db, account.id, editUuid, existing.id, stamp)
}

function sameColumns(existing: OrderRow, columns: OrderColumns): boolean {
  const stored = existing as unknown as Record<string, unknown>
  return Object.entries(columns).every(([name, value]) => stored[name] === value)
}
