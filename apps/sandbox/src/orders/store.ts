import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'
import type { OrderRow } from '../db/tables/orders.ts'
import type { OrderColumns } from './orderColumns.ts'

/** Statuses in which an order keeps its driver busy (the driver's active{product}s count). */
export const DRIVER_BUSY_STATUSES: readonly number[] = [2, 3, 4, 5, 7, 13, 14, 16, 50, 51]

/** An order row with its driver's names and how many orders that driver carries. */
export interface ListedOrder extends OrderRow {
  readonly driver_first_name: string | null
  readonly driver_last_name: string | null
  readonly driver_active: number | null
}

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>()

/** A prepared statement, prepared once per database. */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db)
  if (!cache) {
    cache = new Map()
    statements.set(db, cache)
  }
  let prepared = cache.get(sql)
  if (!prepared) {
    prepared = db.prepare(sql)
    cache.set(sql, prepared)
  }
  return prepared
}

/** The SELECT of listed orders: `o` is the order, with its driver's names and active count. */
export const LISTED_SELECT = `
  SELECT o.*, d.first_name AS driver_first_name, d.last_name AS driver_last_name,
    (SELECT count(*) FROM orders busy WHERE busy.driver_id = o.driver_id
      AND busy.status IN (${DRIVER_BUSY_STATUSES.join(', ')})) AS driver_active
  FROM orders o LEFT JOIN drivers d ON d.id = o.driver_id`

/** Inserts an order; returns its id. */
export function insertOrder(db: DatabaseSync, columns: OrderColumns): number {
  const names = Object.keys(columns)
  const sql = `INSERT INTO orders (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) RETURNING id`
  const row = statement(db, sql).get(...(Object.values(columns) as SQLInputValue[]))
  return Number(row?.id)
}

/** Updates some columns of an order. */
export function updateOrder(db: DatabaseSync, id: number, columns: OrderColumns): void {
  const names = Object.keys(columns)
  const sql = `UPDATE orders SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`
  statement(db, sql).run(...(Object.values(columns) as SQLInputValue[]), id)
}

/** The account's order with this client uuid, if any. */
export function findOrderByUuid(db: DatabaseSync, userId: number, uuid: string): OrderRow | undefined {
  return statement(db, 'SELECT * FROM orders WHERE user_id = ? AND uuid = ?').get(userId, uuid) as
    | OrderRow
    | undefined
}

/** The account's order with this id, if any. */
export function findOrder(db: DatabaseSync, userId: number, id: number): OrderRow | undefined {
  return statement(db, 'SELECT * FROM orders WHERE user_id = ? AND id = ?').get(userId, id) as
    | OrderRow
    | undefined
}

/** An order with its driver, for listing. */
export function listedOrder(db: DatabaseSync, id: number): ListedOrder {
  const row = statement(db, `${LISTED_SELECT} WHERE o.id = ?`).get(id)
  if (!row) throw new Error(`order ${id} vanished`)
  return row as unknown as ListedOrder
}

/** A new bundle id: orders submitted together share it. */
export function nextBundleId(db: DatabaseSync): number {
  const row = statement(db, 'SELECT coalesce(max(bundle_id), 0) + 1 AS next FROM orders').get()
  return Number(row?.next ?? 1)
}
