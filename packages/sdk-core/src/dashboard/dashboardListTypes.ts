import type { WaybillClient } from '../client.ts'
import type { Clock } from '../config.ts'
import type { DashboardPageSize } from '../domain/dashboardRules.ts'
import type { Order } from '../domain/orderRecord.ts'
import type { DashboardStatusFilter, DashboardView } from '../domain/orderStatus.ts'
import type { StorageLike } from '../session/storage.ts'
import type { Store } from '../store.ts'
import type { DashboardTab } from './dashboardListSettings.ts'

/**
 * What the My Deliveries table shows and is filtered by (part 2 §2.1).
 *
 * @internal
 */
export interface DashboardListState {
  /** The list shown: 1 done, 2 shared, 3 active. */
  readonly view: DashboardView
  /** 'Search deliveries' as typed; the table follows it 200 ms after the last keystroke. */
  readonly search: string
  /** Pickup date filter, 'yyyy-MM-dd', or '' for none. */
  readonly date: string
  /** Status filter: 1, 5, 6, 8 or 16, or null for All. */
  readonly status: DashboardStatusFilter | null
  /** The page shown, from 0. */
  readonly pageIndex: number
  /** Rows per page: 25, 50, 75 or 100. */
  readonly pageSize: DashboardPageSize
  /** The rows of the newest answer. */
  readonly rows: readonly Order[]
  /** How many orders match the filters in all pages. */
  readonly total: number
  /** The pager's 'x-y of total'. */
  readonly rangeText: string
  /** True while the newest request runs. */
  readonly loading: boolean
  /** 'Error fetching `{product}s'` filled when the newest request failed (the table is then empty), else null. */
  readonly error: string | null
  /** How many orders each view holds, unfiltered; null until known. */
  readonly counts: Readonly<Record<DashboardView, number | null>>
  /** The tabs, active first, the active one with its count. */
  readonly tabs: readonly DashboardTab[]
}

/**
 * Options of {@link createDashboardList}.
 *
 * @internal
 */
export interface DashboardListOptions {
  /** The client's dashboard calls, slugs and logger (a `WaybillClient` will do). */
  readonly client: Pick<WaybillClient, 'dashboard' | 'config' | 'logger'>
  /** The session's api code, read at each request; nothing is asked while it is null. */
  readonly apiCode: () => string | null
  /** Time source of the search debounce; the system clock by default. */
  readonly clock?: Clock
  /** Where the filters and page are saved on every change and restored from at creation; none by default. */
  readonly storage?: StorageLike
  /** The view of the `?view=` parameter; else the stored view, else 3 (active). */
  readonly initialView?: DashboardView
}

/**
 * The headless My Deliveries table: its state, and what the filters, tabs and pager do.
 *
 * @internal
 */
export interface DashboardList extends Store<DashboardListState> {
  /** Shows another view (a tab); the filters stay, the page index goes back to 0. */
  setView(view: DashboardView): void
  /** 'Search deliveries' changed; the table asks 200 ms after the last change, from page 0. */
  setSearch(text: string): void
  /** The pickup date filter changed, 'yyyy-MM-dd'; '' (or anything but a date) clears it. From page 0. */
  setDate(date: string): void
  /** The status filter changed: 1, 5, 6, 8 or 16, or null for All. From page 0. */
  setStatus(status: DashboardStatusFilter | null): void
  /** Shows a page, brought into range once the total is known. */
  setPage(pageIndex: number): void
  /** Changes the rows per page (a size other than 25, 50, 75, 100 becomes 25) and goes back to page 0. */
  setPageSize(pageSize: number): void
  /** Asks again for the page shown and the tab counts; resolves when the page's answer settled. */
  reload(): Promise<void>
}
