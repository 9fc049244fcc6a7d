import type { DatabaseSync } from 'node:sqlite'
import { statement } from './store.ts'

// The order_edits table is defined in db/tables/orderEdits.ts.

/** The id of the order an edit with this client uuid changed, if the account sent one. */
export function findEditedOrderId(db: DatabaseSync, userId: number, uuid: string): number | undefined {
  const row = statement(db, 'SELECT order_id FROM order_edits WHERE user_id = ? AND uuid = ?').get(
    userId,
    uuid,
  )
  return row ? Number(row.order_id) : undefined
}

/** Records an edit (call in the transaction that applies it); `uuid` null for an on-hold update. */
export function recordEdit(
  db: DatabaseSync,
  userId: number,
  uuid: string | null,
  orderId: number,
  stamp: string,
): void {
  statement(db, 'INSERT INTO order_edits (user_id, uuid, order_id, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    uuid,
    orderId,
    stamp,
  )
}

/** An order's label version: 1, plus one per edit (each edit voids the label printed before it). */
export function labelVersion(db: DatabaseSync, orderId: number): number {
  const row = statement(db, 'SELECT count(*) AS edits FROM order_edits WHERE order_id = ?').get(orderId)
  return 1 + Number(row?.edits ?? 0)
}
