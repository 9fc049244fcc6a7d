import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import type { OrderRow } from '../db/tables/orders.ts'
import type { LabelOrder } from './label.ts'

/**
 * The label's read-only view of the orders table: labels never change an order. Every query is scoped to
 * one account, so another account's order is simply not found.
 */

/** Statuses whose labels "all labels" prints: those the dashboard lets a user select for labels (part 2 §4.2). */
export const OPEN_LABEL_STATUSES: readonly number[] = [1, 2, 3, 17]

type LabelRow = Pick<
  OrderRow,
  | 'id'
  | 'name'
  | 'item_name'
  | 'pickup_name'
  | 'pickup_address'
  | 'pickup_unit'
  | 'dropoff_name'
  | 'dropoff_address'
  | 'dropoff_unit'
  | 'dropoff_phone'
  | 'pickup_date'
  | 'pickup_early_datetime'
  | 'pickup_later_datetime'
  | 'package_count'
>

const COLUMNS = `id, name, item_name, pickup_name, pickup_address, pickup_unit, dropoff_name, dropoff_address,
  dropoff_unit, dropoff_phone, pickup_date, pickup_early_datetime, pickup_later_datetime, package_count`

/** 'HH:mm - HH:mm' of a pickup window, as SQL computes it from the 'YYYY-MM-DD HH:mm:ss' bounds. */
const WINDOW_SQL = `substr(pickup_early_datetime, 12, 5) || ' - ' || substr(pickup_later_datetime, 12, 5)`

/** The pickup window text of two 'YYYY-MM-DD HH:mm:ss' datetimes: 'HH:mm - HH:mm'. */
export function pickupWindow(early: string, later: string): string {
  return `${early.slice(11, 16)} - ${later.slice(11, 16)}`
}

function toLabelOrder(row: LabelRow): LabelOrder {
  const unit = row.pickup_unit.trim()
  return {
    id: row.id,
    name: row.name,
    reference: row.item_name,
    pickup: {
      name: row.pickup_name,
      address: unit ? `Unit ${unit}, ${row.pickup_address}` : row.pickup_address,
    },
    dropoff: {
      name: row.dropoff_name,
      address: row.dropoff_address,
      unit: row.dropoff_unit.trim() || null,
      phone: row.dropoff_phone.trim() || null,
    },
    pickupDate: row.pickup_date,
    pickupTime: pickupWindow(row.pickup_early_datetime, row.pickup_later_datetime),
    packageCount: row.package_count,
  }
}

function select(db: DatabaseSync, where: string, params: SQLInputValue[]): LabelOrder[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM orders WHERE ${where} ORDER BY id`).all(...params)
  return (rows as unknown as LabelRow[]).map(toLabelOrder)
}

/** The account's orders among `ids`, and the ids it has no order for (unknown, or another account's). */
export function labelOrdersByIds(
  db: DatabaseSync,
  userId: number,
  ids: readonly number[],
): { orders: LabelOrder[]; missing: number[] } {
  const orders = select(db, 'user_id = ? AND id IN (SELECT value FROM json_each(?))', [
    userId,
    JSON.stringify([...new Set(ids)]),
  ])
  const found = new Set(orders.map((order) => order.id))
  return { orders, missing: ids.filter((id) => !found.has(id)) }
}

/** Narrows a selection to a pickup day and window. */
export interface LabelFilter {
  /** 'YYYY-MM-DD'. */
  readonly pickupDate?: string | undefined
  /** 'HH:mm - HH:mm'. */
  readonly pickupTime?: string | undefined
}

/** The account's open orders (statuses {@link OPEN_LABEL_STATUSES}), narrowed by pickup day and window. */
export function openLabelOrders(db: DatabaseSync, userId: number, filter: LabelFilter = {}): LabelOrder[] {
  const where = [`user_id = ?`, `status IN (${OPEN_LABEL_STATUSES.join(', ')})`]
  const params: SQLInputValue[] = [userId]
  if (filter.pickupDate) {
    where.push('pickup_date = ?')
    params.push(filter.pickupDate)
  }
  if (filter.pickupTime) {
    where.push(`${WINDOW_SQL} = ?`)
    params.push(filter.pickupTime)
  }
  return select(db, where.join(' AND '), params)
}

/** Keeps the orders whose pickup day and window match the filter. */
export function matchesFilter(order: LabelOrder, filter: LabelFilter): boolean {
  return (
    (!filter.pickupDate || order.pickupDate === filter.pickupDate) &&
    (!filter.pickupTime || order.pickupTime === filter.pickupTime)
  )
}

/** The distinct pickup windows of the account's open orders on `date`, earliest first. */
export function labelPickupWindows(db: DatabaseSync, userId: number, date: string): string[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT ${WINDOW_SQL} AS pickup_window FROM orders
       WHERE user_id = ? AND pickup_date = ? AND status IN (${OPEN_LABEL_STATUSES.join(', ')})
       ORDER BY pickup_window`,
    )
    .all(userId, date)
  return rows.map((row) => String(row.pickup_window))
}
