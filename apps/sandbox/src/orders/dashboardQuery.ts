import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { FINAL_STATUSES } from '../db/tables/orders.ts'
import { LISTED_SELECT, type ListedOrder, statement } from './store.ts'

/** 1 done, 2 shared, 3 active (part 2 §2.1). */
export type View = 1 | 2 | 3

/** The dashboard's filters (part 2 §2.1, §7), as the query string carries them. */
export interface DashboardFilter {
  readonly userId: number
  readonly view: View
  /** Text over the order id, names, reference and addresses; '' for none. */
  readonly search: string
  /** Pickup date, 'YYYY-MM-DD'; '' for none. */
  readonly date: string
  /** A status code, or null for All. */
  readonly status: number | null
}

const FINAL = FINAL_STATUSES.join(', ')

/** The WHERE clause of a view: done and active are the account's own orders, shared are others' shared with it. */
function viewClause(view: View): string {
  if (view === 2) return 'o.shared_with_user_id = ?'
  return view === 1
    ? `o.user_id = ? AND o.status IN (${FINAL})`
    : `o.user_id = ? AND o.status NOT IN (${FINAL})`
}

/** ORDER BY of a view: active by newest first; done and shared by completion (newest first), then id. */
function viewOrder(view: View): string {
  return view === 3 ? 'o.id DESC' : 'o.completed_at DESC, o.id DESC'
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** The WHERE clause and its parameters for a filter. */
export function whereOf(filter: DashboardFilter): { sql: string; params: SQLInputValue[] } {
  const clauses = [viewClause(filter.view)]
  const params: SQLInputValue[] = [filter.userId]
  const search = filter.search.trim()
  if (search !== '') {
    const like = `%${escapeLike(search)}%`
    const columns = [
      'o.name',
      'o.item_name',
      'o.pickup_name',
      'o.dropoff_name',
      'o.pickup_address',
      'o.dropoff_address',
    ]
    clauses.push(
      `(CAST(o.id AS TEXT) = ? OR ${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    )
    params.push(search.replace(/^#/, ''), ...columns.map(() => like))
  }
  if (filter.date !== '') {
    clauses.push('o.pickup_date = ?')
    params.push(filter.date)
  }
  if (filter.status !== null) {
    clauses.push('o.status = ?')
    params.push(filter.status)
  }
  return { sql: clauses.join(' AND '), params }
}

/** One page of orders and the count of all that match (recordsFiltered). */
export function dashboardPage(
  db: DatabaseSync,
  filter: DashboardFilter,
  page: { readonly start: number; readonly length: number },
): { rows: ListedOrder[]; total: number } {
  const where = whereOf(filter)
  const total = Number(
    statement(db, `SELECT count(*) AS n FROM orders o WHERE ${where.sql}`).get(...where.params)?.n ?? 0,
  )
  const rows = statement(
    db,
    `${LISTED_SELECT} WHERE ${where.sql} ORDER BY ${viewOrder(filter.view)} LIMIT ? OFFSET ?`,
  ).all(...where.params, page.length, page.start) as unknown as ListedOrder[]
  return { rows, total }
}

/** The orders of one bundle in a view. */
export function bundlePage(db: DatabaseSync, userId: number, view: View, bundleId: number): ListedOrder[] {
  return statement(db, `${LISTED_SELECT} WHERE ${viewClause(view)} AND o.bundle_id = ? ORDER BY o.id`).all(
    userId,
    bundleId,
  ) as unknown as ListedOrder[]
}

/** Positions of the orders in a view (at most 500, newest first) with their drivers' current positions. */
export function positionRows(db: DatabaseSync, userId: number, view: View) {
  return statement(
    db,
    `SELECT o.id, o.status, o.pickup_lat, o.pickup_lng, o.dropoff_lat, o.dropoff_lng, o.driver_id,
       d.first_name AS driver_first_name, d.lat AS driver_lat, d.lng AS driver_lng
     FROM orders o LEFT JOIN drivers d ON d.id = o.driver_id
     WHERE ${viewClause(view)} ORDER BY o.id DESC LIMIT 500`,
  ).all(userId) as unknown as PositionRow[]
}

/** An order's points and its driver's position. */
export interface PositionRow {
  readonly id: number
  readonly status: number
  readonly pickup_lat: number
  readonly pickup_lng: number
  readonly dropoff_lat: number
  readonly dropoff_lng: number
  readonly driver_id: number | null
  readonly driver_first_name: string | null
  readonly driver_lat: number | null
  readonly driver_lng: number | null
}
