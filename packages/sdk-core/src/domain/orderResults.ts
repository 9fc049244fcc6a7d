import type { LatLng } from './account.ts'
import type { Order } from './orderRecord.ts'
import type { DashboardStatusFilter, DashboardView } from './orderStatus.ts'

/** A card charge made by prepay (part 2 §7). */
export interface PrepayResult {
  /** Amount charged, cents. */
  readonly amountCents: number
  /** The saved card charged. */
  readonly cardId: number
  /** The charge's reference. */
  readonly transactionId: string
}

/** The answer to an on-hold list (part 2 §7, §4.6), by client uuid. */
export interface OnHoldResult {
  /** uuids that failed (the 'uuid' list). */
  readonly failedUuids: readonly string[]
  /** uuids created now (real_uuids). */
  readonly realUuids: readonly string[]
  /** uuids already sent before: not created again (duplicated_uuids). */
  readonly duplicatedUuids: readonly string[]
}

/** A cancelled order (part 2 §4.2). */
export interface CancelResult {
  /** The cancellation penalty charged, cents: 0 unless the order was already accepted (status 3). */
  readonly cancelFeeCents: number
  /** The order's status now (9 CANCELED BY USER). */
  readonly status: number
}

/** What the dashboard asks for (part 2 §2.1, §7). */
export interface DashboardQuery {
  /** 1 done, 2 shared, 3 active. */
  readonly view: DashboardView
  /** Page index from 0. */
  readonly pageIndex: number
  /** Page size: 25, 50, 75 or 100 in the portal (1–100). */
  readonly pageSize: number
  /** Text search over names, order ids and addresses; '' for none. */
  readonly search?: string
  /** Pickup date filter, 'yyyy-MM-dd'; '' or absent for none. */
  readonly date?: string
  /** Status filter; absent or null for All. */
  readonly status?: DashboardStatusFilter | null
  /** Request counter echoed back, so a late answer can be told from the latest; the client counts when absent. */
  readonly draw?: number
}

/** One page of the dashboard. */
export interface DashboardPage {
  /** The orders of the page. */
  readonly orders: readonly Order[]
  /** How many orders match the filters in all pages (recordsFiltered). */
  readonly total: number
  /** The echoed request counter. */
  readonly draw: number
}

/** Where one delivery is (part 2 §7 positions). */
export interface OrderPosition {
  /** Order id. */
  readonly id: number
  /** Status code. */
  readonly status: number
  /** Pickup point. */
  readonly pickup: LatLng
  /** Drop-off point. */
  readonly dropoff: LatLng
  /** The assigned driver and where it is now, or null. */
  readonly driver: PositionDriver | null
}

/** The driver of a delivery on the map (part 2 §7 positions). */
export interface PositionDriver {
  /** Driver id. */
  readonly id: number
  /** First name. */
  readonly firstName: string
  /** Where the driver is now. */
  readonly position: LatLng
}

/** A driver on duty (part 2 §3.4). */
export interface OnlineDriver {
  /** Driver id. */
  readonly id: number
  /** Current position. */
  readonly position: LatLng
  /** First name. */
  readonly firstName: string
  /** How many deliveries it is carrying (`driver.active{product}s)`. */
  readonly activeOrders: number
}
