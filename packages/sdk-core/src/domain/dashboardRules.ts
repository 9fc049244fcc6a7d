import type { DashboardStatusFilter, DashboardView } from './orderStatus.ts'
import { dashboardStatus } from './statusRules.ts'

/**
 * The dashboard table's page sizes (part 2 §2.1, §9).
 *
 * @internal
 */
export const DASHBOARD_PAGE_SIZES = [25, 50, 75, 100] as const

/** A page size of the dashboard table. */
export type DashboardPageSize = (typeof DASHBOARD_PAGE_SIZES)[number]

/** The page size the dashboard opens with (part 2 §2.1). */
export const DEFAULT_DASHBOARD_PAGE_SIZE: DashboardPageSize = 25

/** The status codes the status filter offers besides All, in order (part 2 §2.1). */
export const DASHBOARD_STATUS_FILTERS: readonly DashboardStatusFilter[] = [1, 5, 6, 8, 16]

/** One option of the status filter: null is All. */
export interface StatusFilterOption {
  /** The `status` query value; null for All. */
  readonly value: DashboardStatusFilter | null
  /** What the option reads. */
  readonly label: string
}

/** The first option of the status filter (part 2 §2.1 'All'). */
const ALL_LABEL = 'All'

/**
 * The status filter's options: All, then 1, 5, 6, 8 and 16 with their dashboard labels (part 2 §2.1, §4.1).
 *
 * @internal
 *
 * @example
 * ```ts
 * statusFilterOptions().map((option) => option.label)
 * // ['All', 'Submitted', 'Out for delivery', 'Delivered', 'Cancelled', 'Returning']
 * ```
 */
export function statusFilterOptions(): StatusFilterOption[] {
  return [
    { value: null, label: ALL_LABEL },
    ...DASHBOARD_STATUS_FILTERS.map((value) => ({ value, label: dashboardStatus(value).label })),
  ]
}

/** Whether a value (a restored setting, a query parameter) is one of the status filter's codes. */
export function isDashboardStatusFilter(value: unknown): value is DashboardStatusFilter {
  return DASHBOARD_STATUS_FILTERS.includes(value as DashboardStatusFilter)
}

/**
 * Whether a value (the `?view=` query parameter, as a number) is a dashboard view: 1 done, 2 shared, 3 active (part 2 §2.1).
 *
 * @internal
 */
export function isDashboardView(value: unknown): value is DashboardView {
  return value === 1 || value === 2 || value === 3
}

/** Whether a value is one of the dashboard's page sizes. */
export function isDashboardPageSize(value: unknown): value is DashboardPageSize {
  return DASHBOARD_PAGE_SIZES.includes(value as DashboardPageSize)
}

/**
 * A page size as the table may use it: one of 25, 50, 75, 100, else the default 25 (a stale persisted value).
 */
export function normalisePageSize(value: unknown): DashboardPageSize {
  return isDashboardPageSize(value) ? value : DEFAULT_DASHBOARD_PAGE_SIZE
}

/**
 * The first row of a page, as the list call's `start` (part 2 §7): page size × page index, the index from 0.
 *
 * @example
 * ```ts
 * pageStart(2, 25) // 50
 * ```
 */
export function pageStart(pageIndex: number, pageSize: number): number {
  return pageSize * pageIndex
}

/**
 * How many pages `total` rows fill; 0 rows make 0 pages.
 *
 * @internal
 */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0
}

/**
 * The last page index that has rows, for bringing a persisted page index back in range when the total shrank;
 * 0 when there are no rows.
 */
export function clampPageIndex(pageIndex: number, pageSize: number, total: number): number {
  const last = Math.max(0, pageCount(total, pageSize) - 1)
  return Math.min(Math.max(0, Math.floor(pageIndex)), last)
}

/**
 * The pager's 'x-y of total' text (part 2 §2.1): rows counted from 1, y capped at the total; no rows on the page
 * (an empty list, or an index past the end) reads '0-0 of total'.
 *
 * @example
 * ```ts
 * pageRangeText(0, 25, 312) // '1-25 of 312'
 * pageRangeText(12, 25, 312) // '301-312 of 312'
 * pageRangeText(0, 25, 0) // '0-0 of 0'
 * ```
 */
export function pageRangeText(pageIndex: number, pageSize: number, total: number): string {
  const first = pageStart(pageIndex, pageSize) + 1
  const last = Math.min(pageStart(pageIndex, pageSize) + pageSize, total)
  return first > last ? `0-0 of ${total}` : `${first}-${last} of ${total}`
}

/** Which date column the My Deliveries table shows: the active view's pickup date, else the completed date. */
export type DashboardDateColumn = 'pickupDate' | 'completedDate'

/**
 * The table's date column for a view (part 2 §2.1): 'Pickup Date' in the active view (3), 'Completed Date' in the
 * done (1) and shared (2) views.
 *
 * @internal
 *
 * @example
 * ```ts
 * dashboardDateColumn(3) // 'pickupDate'
 * dashboardDateColumn(1) // 'completedDate'
 * ```
 */
export function dashboardDateColumn(view: DashboardView): DashboardDateColumn {
  return view === 3 ? 'pickupDate' : 'completedDate'
}
