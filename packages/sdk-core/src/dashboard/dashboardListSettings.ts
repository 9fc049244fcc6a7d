import { type Describe, enums, integer, min, nullable, object, pattern, string } from 'superstruct'
import type { Logger } from '../config.ts'
import {
  DASHBOARD_PAGE_SIZES,
  DASHBOARD_STATUS_FILTERS,
  type DashboardPageSize,
  DEFAULT_DASHBOARD_PAGE_SIZE,
  isDashboardStatusFilter,
} from '../domain/dashboardRules.ts'
import { DEBOUNCE_MS } from '../domain/debounces.ts'
import { fillNames, fillText, messages } from '../domain/messages.ts'
import type { DashboardStatusFilter, DashboardView } from '../domain/orderStatus.ts'
import { createPersistedSlot, type PersistedSlot } from '../session/persistedSlot.ts'

/** How long the table waits after the last keystroke in 'Search deliveries' before asking (part 2 §2.1, §9). */
export const DASHBOARD_SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.dashboardSearch

/** The views in the order of their tabs (part 2 §2.1): active, shared, done. */
export const DASHBOARD_TAB_VIEWS: readonly DashboardView[] = [3, 2, 1]

/** The view the dashboard opens without a `?view=` (part 2 §2.1: 3, active). */
export const DEFAULT_DASHBOARD_VIEW: DashboardView = 3

const YMD = /^\d{4}-\d{2}-\d{2}$/

/** The storage key of the dashboard's filters and page (one key for every view). */
export const DASHBOARD_LIST_KEY = 'dashboardList'

const settingsSchema: Describe<DashboardListSettings> = object({
  view: enums([1, 2, 3] as const),
  search: string(),
  date: pattern(string(), /^(\d{4}-\d{2}-\d{2})?$/),
  status: nullable(enums(DASHBOARD_STATUS_FILTERS)),
  pageIndex: min(integer(), 0),
  pageSize: enums(DASHBOARD_PAGE_SIZES),
})

/**
 * The dashboard's persisted settings (part 1 §3 'Locally persisted state': page index, page size, search term,
 * status filter and date), with the view the page index belongs to.
 *
 * @internal
 */
export interface DashboardListSettings {
  /** The view the page index belongs to. */
  readonly view: DashboardView
  /** The search term. */
  readonly search: string
  /** The pickup date filter 'YYYY-MM-DD', or '' for none. */
  readonly date: string
  /** The status filter, or null for All. */
  readonly status: DashboardStatusFilter | null
  /** The page index, from 0. */
  readonly pageIndex: number
  /** The page size. */
  readonly pageSize: DashboardPageSize
}

/** The versioned, validated slot the settings live in. */
export function dashboardListSlot(logger: Logger): PersistedSlot<DashboardListSettings> {
  return createPersistedSlot({ key: DASHBOARD_LIST_KEY, version: 1, schema: settingsSchema, logger })
}

/**
 * The settings the dashboard opens with: the stored filters and page size; the stored page index only when it
 * was saved for the view opened (another view's page 3 means nothing here).
 */
export function openingSettings(
  stored: DashboardListSettings | undefined,
  view: DashboardView | undefined,
): DashboardListSettings {
  const opened = view ?? stored?.view ?? DEFAULT_DASHBOARD_VIEW
  return {
    view: opened,
    search: stored?.search ?? '',
    date: stored?.date ?? '',
    status: stored?.status ?? null,
    pageIndex: stored && stored.view === opened ? stored.pageIndex : 0,
    pageSize: stored?.pageSize ?? DEFAULT_DASHBOARD_PAGE_SIZE,
  }
}

/**
 * The pickup date filter as sent: a real 'yyyy-MM-dd' date, else '' (part 2 §2.1: emptying the box clears it; a
 * date box reports '' for a partial date too).
 */
export function dateFilter(value: string): string {
  const text = value.trim()
  if (!YMD.test(text)) return ''
  const [year, month, day] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : ''
}

/** The status filter as sent: one of 1, 5, 6, 8, 16, else null for All (part 2 §2.1). */
export function statusFilter(value: unknown): DashboardStatusFilter | null {
  return isDashboardStatusFilter(value) ? value : null
}

/**
 * One tab of the dashboard.
 *
 * @internal
 */
export interface DashboardTab {
  /** The view it opens. */
  readonly view: DashboardView
  /** Its text, e.g. 'Active deliveries (14)'. */
  readonly label: string
}

const TAB_TEXTS = {
  1: messages.dashboardTabDone,
  2: messages.dashboardTabShared,
  3: messages.dashboardTabActive,
} as const

/**
 * The dashboard's tabs (part 2 §2.1): 'Active `{product}s` (count)', 'Shared `{product}s`', 'Done `{product}s`'.
 * Only the active tab carries its count, once known.
 *
 * @example
 * ```ts
 * dashboardTabs({ 1: 22, 2: 4, 3: 14 }, client.config).map((tab) => tab.label)
 * // ['Active deliveries (14)', 'Shared deliveries', 'Done deliveries']
 * ```
 */
export function dashboardTabs(
  counts: Readonly<Record<DashboardView, number | null>>,
  names: { readonly brand: string; readonly product: string },
): DashboardTab[] {
  return DASHBOARD_TAB_VIEWS.map((view) => {
    const tab = fillNames(TAB_TEXTS[view], names)
    const count = counts[view]
    const label = view === 3 && count !== null ? fillText(messages.dashboardTabCount, { tab, count }) : tab
    return { view, label }
  })
}
