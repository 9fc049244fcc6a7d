import { systemClock } from '../config.ts'
import { clampPageIndex, normalisePageSize, pageRangeText } from '../domain/dashboardRules.ts'
import { fillNames, messages } from '../domain/messages.ts'
import type { DashboardQuery } from '../domain/orderResults.ts'
import type { DashboardView } from '../domain/orderStatus.ts'
import { createValueStore, subscribeWhileWatched } from '../store.ts'
import {
  DASHBOARD_SEARCH_DEBOUNCE_MS,
  DASHBOARD_TAB_VIEWS,
  type DashboardListSettings,
  dashboardListSlot,
  dashboardTabs,
  dateFilter,
  openingSettings,
  statusFilter,
} from './dashboardListSettings.ts'
import type { DashboardList, DashboardListOptions, DashboardListState } from './dashboardListTypes.ts'

/** What a failed tab count logs (the spec shows no message for it). */
export const DASHBOARD_COUNT_LOG = 'Dashboard tab count lookup failed'

const isUnfiltered = (query: DashboardQuery) => !query.search && !query.date && query.status === null

/**
 * Creates the store behind the My Deliveries table (part 2 §2.1, §7, §9; part 1 §3 'Locally persisted state').
 * It asks `dashboard.page` for the view, filters and page in its state, only while subscribed to (the first
 * subscriber starts it, a later `reload()` asks again). The newest request wins: an answer to an earlier query is
 * dropped; asking for the query already on its way joins that request. A filter change goes back to page 0;
 * the search applies 200 ms after the last keystroke (through `clock`), or at once when another control changes.
 * A page index past the end (a stored one, or a shrunk list) is brought back to the last page. The filters and
 * page are saved in `storage` under one key, with the view the page index belongs to.
 *
 * Tab counts are each view's unfiltered total: a filtered table's total is not the list's size. The table's own
 * unfiltered answers give its view's count; the other views are asked for a one-row page at start and on
 * `reload()`.
 *
 * @internal
 *
 * @example
 * ```ts
 * const list = createDashboardList({ client, apiCode: () => session.apiCode(), storage: localStorage, initialView: 3 })
 * const stop = list.subscribe(() => render(list.getSnapshot()))
 * list.setSearch('dental')
 * ```
 */
export function createDashboardList(options: DashboardListOptions): DashboardList {
  const { client, apiCode, storage } = options
  const clock = options.clock ?? systemClock
  const slot = dashboardListSlot(client.logger)
  const opening = openingSettings(storage && slot.load(storage), options.initialView)
  const noCounts = { 1: null, 2: null, 3: null }
  const { get, set, store } = createValueStore<DashboardListState>({
    ...opening,
    rows: [],
    total: 0,
    rangeText: pageRangeText(0, opening.pageSize, 0),
    loading: false,
    error: null,
    counts: { ...noCounts },
    tabs: dashboardTabs(noCounts, client.config),
  })
  let appliedSearch = opening.search
  let searchTimer: unknown
  let watched = false
  let answered = false
  let latest = 0
  let inFlight: { key: string; token: number; promise: Promise<void> } | undefined
  let countsToken = 0

  const query = (): DashboardQuery & DashboardListSettings => {
    const { view, date, status, pageIndex, pageSize } = get()
    return { view, search: appliedSearch, date, status, pageIndex, pageSize }
  }

  /** The range text of the page shown, e.g. '1-25 of 120'. */
  const rangeText = (pageIndex: number, total = get().total) =>
    pageRangeText(pageIndex, get().pageSize, total)

  /** Shows the page `pageIndex` (the range text with it). */
  const showPage = (pageIndex: number) => set({ pageIndex, rangeText: rangeText(pageIndex) })

  const setCount = (view: DashboardView, count: number) => {
    const counts = { ...get().counts, [view]: count }
    set({ counts, tabs: dashboardTabs(counts, client.config) })
  }

  function load(): Promise<void> {
    const code = apiCode()
    if (!watched || !code) return Promise.resolve()
    const asked = query()
    const key = JSON.stringify(asked)
    if (inFlight?.key === key) return inFlight.promise
    const token = ++latest
    set({ loading: true })
    const promise = client.dashboard.page(code, asked).then(
      (answer) => {
        if (token !== latest) return
        const last = clampPageIndex(asked.pageIndex, asked.pageSize, answer.total)
        if (answer.orders.length === 0 && last !== asked.pageIndex) {
          // A page past the end: the stored index of a list that has shrunk since.
          set({ pageIndex: last })
          persist()
          return load()
        }
        answered = true
        const { orders: rows, total } = answer
        set({ rows, total, error: null, loading: false, rangeText: rangeText(get().pageIndex, total) })
        if (isUnfiltered(asked)) setCount(asked.view, answer.total)
      },
      () => {
        if (token !== latest) return
        // The last good total stays: the pager keeps its pages (Previous is not clamped to page 0) for a retry.
        const error = fillNames(messages.ordersFetchFailed, client.config)
        set({ rows: [], error, loading: false, rangeText: rangeText(get().pageIndex) })
      },
    )
    inFlight = { key, token, promise }
    void promise.finally(() => {
      if (inFlight?.token === token) inFlight = undefined
    })
    return promise
  }

  async function loadCounts(): Promise<void> {
    const code = apiCode()
    if (!watched || !code) return
    const token = ++countsToken
    const shown = query()
    const views = DASHBOARD_TAB_VIEWS.filter((view) => view !== shown.view || !isUnfiltered(shown))
    await Promise.all(
      views.map(async (view) => {
        try {
          const { total } = await client.dashboard.page(code, { view, pageIndex: 0, pageSize: 1 })
          if (token === countsToken) setCount(view, total)
        } catch (error) {
          if (token === countsToken) client.logger.error(DASHBOARD_COUNT_LOG, error)
        }
      }),
    )
  }

  function persist() {
    if (storage) slot.save(storage, query())
  }

  /** Applies the typed search now, ending its debounce; true when it changed the query. */
  function takeSearch(): boolean {
    if (searchTimer !== undefined) clock.clearTimeout(searchTimer)
    searchTimer = undefined
    const { search } = get()
    if (appliedSearch === search) return false
    appliedSearch = search
    return true
  }

  /** The query changed: shown from `pageIndex` (0 for a new filter), saved, then asked for. */
  function changed(pageIndex = 0) {
    showPage(pageIndex)
    persist()
    void load()
  }

  /** Runs `change`; asks again when it, or a pending search, changed the query. */
  function control(change: () => boolean) {
    const searched = takeSearch()
    const moved = change()
    if (searched || moved) changed()
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: subscribeWhileWatched(store.subscribe, () => {
      watched = true
      void load()
      void loadCounts()
      return () => {
        watched = false
        // A search still in its debounce is applied and saved (not asked for) when the last subscriber leaves.
        if (takeSearch()) changed()
      }
    }),
    setView(view) {
      control(() => {
        if (view === get().view) return false
        set({ view })
        return true
      })
    },
    setSearch(text) {
      set({ search: text })
      if (searchTimer !== undefined) clock.clearTimeout(searchTimer)
      searchTimer = clock.setTimeout(() => {
        if (takeSearch()) changed()
      }, DASHBOARD_SEARCH_DEBOUNCE_MS)
    },
    setDate(date) {
      control(() => {
        const next = dateFilter(date)
        if (next === get().date) return false
        set({ date: next })
        return true
      })
    },
    setStatus(status) {
      control(() => {
        const next = statusFilter(status)
        if (next === get().status) return false
        set({ status: next })
        return true
      })
    },
    setPage(pageIndex) {
      const wanted = Math.max(0, Math.floor(pageIndex) || 0)
      const { pageSize, total, pageIndex: shown } = get()
      const next = answered ? clampPageIndex(wanted, pageSize, total) : wanted
      if (takeSearch()) return changed()
      if (next !== shown) changed(next)
    },
    setPageSize(pageSize) {
      control(() => {
        const next = normalisePageSize(pageSize)
        if (next === get().pageSize) return false
        set({ pageSize: next })
        return true
      })
    },
    reload() {
      if (takeSearch()) {
        showPage(0)
        persist()
      }
      const table = load()
      void loadCounts()
      return table
    },
  }
}
