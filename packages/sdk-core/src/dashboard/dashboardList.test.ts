import { describe, expect, it, vi } from 'vitest'
import { manualClock } from '../../test/clock.ts'
import type { Order } from '../domain/orderRecord.ts'
import type { DashboardPage, DashboardQuery } from '../domain/orderResults.ts'
import { ApiError } from '../http/errors.ts'
import { memoryStorage, type StorageLike } from '../session/storage.ts'
import { createDashboardList, DASHBOARD_COUNT_LOG } from './dashboardList.ts'
import { DASHBOARD_LIST_KEY } from './dashboardListSettings.ts'
import type { DashboardListOptions } from './dashboardListTypes.ts'

const API_CODE = 'code-1'
const NAMES = { baseUrl: 'http://sandbox.test', brand: 'waybill', product: 'delivery' }
const SIZES = { 1: 22, 2: 4, 3: 60 } as const

/** Answers and timers settle after the current microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const order = (id: number) => ({ id, status: 1 }) as unknown as Order

/** The server's answer: `SIZES[view]` orders, or 30 when filtered. */
function answer(query: DashboardQuery): DashboardPage {
  const filtered = Boolean(query.search || query.date || query.status)
  const total = filtered ? 30 : SIZES[query.view]
  const start = query.pageIndex * query.pageSize
  const count = Math.max(0, Math.min(query.pageSize, total - start))
  return { orders: Array.from({ length: count }, (_, index) => order(start + index + 1)), total, draw: 1 }
}

/** A promise answered by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

function setup(overrides: Partial<DashboardListOptions> & { code?: string | null } = {}) {
  const clock = manualClock(0)
  const storage = overrides.storage ?? memoryStorage()
  const page = vi.fn(async (_code: string, query: DashboardQuery) => answer(query))
  const logger = { warn: vi.fn(), error: vi.fn() }
  const dashboard = { page, bundles: vi.fn(), positions: vi.fn(), onlineDrivers: vi.fn() }
  const code = overrides.code === undefined ? API_CODE : overrides.code
  const list = createDashboardList({
    client: { dashboard, config: NAMES, logger },
    apiCode: () => code,
    clock,
    storage,
    ...overrides,
  })
  /** The table's requests (the tab counts ask one-row pages). */
  const tableQueries = () => page.mock.calls.map(([, query]) => query).filter((query) => query.pageSize !== 1)
  return { list, page, clock, storage, logger, tableQueries }
}

async function started(overrides: Parameters<typeof setup>[0] = {}) {
  const context = setup(overrides)
  const stop = context.list.subscribe(() => {})
  await settle()
  return { ...context, stop }
}

describe('createDashboardList: opening (part 2 §2.1)', () => {
  it('part 2 §2.1: opens the active view, page index 0, 25 rows, no filters, and asks only once subscribed', async () => {
    const { list, page } = setup()
    expect(list.getSnapshot()).toMatchObject({
      view: 3,
      pageIndex: 0,
      pageSize: 25,
      search: '',
      date: '',
      status: null,
    })
    expect(page).not.toHaveBeenCalled()
    list.subscribe(() => {})
    await settle()
    expect(page).toHaveBeenCalledWith(
      API_CODE,
      expect.objectContaining({ view: 3, pageIndex: 0, pageSize: 25 }),
    )
    expect(list.getSnapshot()).toMatchObject({
      total: 60,
      rangeText: '1-25 of 60',
      loading: false,
      error: null,
    })
    expect(list.getSnapshot().rows).toHaveLength(25)
  })

  it('part 2 §2.1: initialView is the ?view= list', async () => {
    const { list, tableQueries } = await started({ initialView: 1 })
    expect(list.getSnapshot().view).toBe(1)
    expect(tableQueries()[0]).toMatchObject({ view: 1 })
  })

  it('asks nothing without an api code', async () => {
    const { page, list } = await started({ code: null })
    expect(page).not.toHaveBeenCalled()
    expect(list.getSnapshot().loading).toBe(false)
  })
})

describe('createDashboardList: filters and paging (part 2 §2.1, §9)', () => {
  it('part 2 §2.1, §9: the search asks 200 ms after the last keystroke, from page 0', async () => {
    const { list, clock, tableQueries } = await started()
    list.setPage(2)
    await settle()
    list.setSearch('den')
    clock.advance(150)
    list.setSearch('dental')
    expect(list.getSnapshot().search).toBe('dental')
    clock.advance(199)
    expect(tableQueries()).toHaveLength(2)
    clock.advance(1)
    await settle()
    expect(tableQueries()).toHaveLength(3)
    expect(tableQueries()[2]).toMatchObject({ search: 'dental', pageIndex: 0 })
    expect(list.getSnapshot()).toMatchObject({ pageIndex: 0, total: 30, rangeText: '1-25 of 30' })
  })

  it('part 2 §2.1: a pending search goes along at once with another filter, in one request', async () => {
    const { list, clock, tableQueries } = await started()
    list.setSearch('dental')
    list.setStatus(5)
    expect(clock.pending()).toBe(0)
    await settle()
    expect(tableQueries().slice(1)).toEqual([expect.objectContaining({ search: 'dental', status: 5 })])
  })

  it('part 2 §2.1: the status filter offers All plus 1, 5, 6, 8, 16; anything else is All', async () => {
    const { list, tableQueries } = await started()
    list.setStatus(16)
    expect(list.getSnapshot().status).toBe(16)
    list.setStatus(3 as never)
    expect(list.getSnapshot().status).toBeNull()
    await settle()
    expect(tableQueries().map((query) => query.status)).toEqual([null, 16, null])
  })

  it('part 2 §2.1: the pickup date filter is yyyy-MM-dd and emptying the box clears it', async () => {
    const { list } = await started()
    list.setDate('2026-11-23')
    expect(list.getSnapshot().date).toBe('2026-11-23')
    list.setDate('')
    expect(list.getSnapshot().date).toBe('')
    list.setDate('2026-11-23')
    list.setDate('2026-02-30')
    expect(list.getSnapshot().date).toBe('')
  })

  it('part 2 §2.1: any filter change goes back to page index 0', async () => {
    const { list } = await started()
    for (const change of [() => list.setStatus(1), () => list.setDate('2026-11-23'), () => list.setView(1)]) {
      list.setPage(1)
      expect(list.getSnapshot().pageIndex).toBe(1)
      change()
      expect(list.getSnapshot().pageIndex).toBe(0)
      await settle()
    }
  })

  it("part 2 §2.1, §9: page sizes 25, 50, 75, 100; a new size goes back to page 0 and the range reads 'x-y of total'", async () => {
    const { list, tableQueries } = await started()
    list.setPage(1)
    await settle()
    expect(list.getSnapshot().rangeText).toBe('26-50 of 60')
    list.setPageSize(50)
    await settle()
    expect(list.getSnapshot()).toMatchObject({ pageSize: 50, pageIndex: 0, rangeText: '1-50 of 60' })
    expect(list.getSnapshot().rows).toHaveLength(50)
    list.setPageSize(30)
    expect(list.getSnapshot().pageSize).toBe(25)
    await settle()
    expect(tableQueries().map((query) => query.pageSize)).toEqual([25, 25, 50, 25])
  })

  it('part 2 §2.1: a page past the last one is brought back into range', async () => {
    const { list } = await started()
    list.setPage(9)
    expect(list.getSnapshot().pageIndex).toBe(2)
    await settle()
    expect(list.getSnapshot().rangeText).toBe('51-60 of 60')
  })
})

describe('createDashboardList: requests (part 2 §7, §8)', () => {
  it('part 2 §7: the newest answer wins; an earlier one arriving late is dropped', async () => {
    const { list, page } = await started()
    const slow = deferred<DashboardPage>()
    const fast = deferred<DashboardPage>()
    page.mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise)
    list.setStatus(1)
    list.setStatus(5)
    fast.resolve({ orders: [order(5)], total: 1, draw: 2 })
    await settle()
    slow.resolve({ orders: [order(1), order(2)], total: 2, draw: 1 })
    await settle()
    expect(list.getSnapshot()).toMatchObject({ status: 5, total: 1, loading: false })
    expect(list.getSnapshot().rows.map((row) => row.id)).toEqual([5])
  })

  it('part 2 §7: asking again for the query on its way joins that request', async () => {
    const { list, page, tableQueries } = await started()
    const pending = deferred<DashboardPage>()
    page.mockReturnValueOnce(pending.promise)
    list.setStatus(6)
    const first = list.reload()
    const second = list.reload()
    expect(tableQueries()).toHaveLength(2)
    expect(list.getSnapshot().loading).toBe(true)
    pending.resolve({ orders: [order(7)], total: 1, draw: 3 })
    await Promise.all([first, second])
    expect(list.getSnapshot()).toMatchObject({ total: 1, loading: false })
  })

  it("part 2 §8: a failed fetch shows 'Error fetching deliveries' and empties the table; the next answer clears it", async () => {
    const { list, page } = await started()
    page.mockRejectedValueOnce(new ApiError('dashboard.page', 400, undefined, 'Error fetching deliveries'))
    list.setStatus(8)
    await settle()
    expect(list.getSnapshot()).toMatchObject({ error: 'Error fetching deliveries', rows: [], total: 60 })
    await list.reload()
    expect(list.getSnapshot()).toMatchObject({ error: null, total: 30 })
  })

  it('part 2 §2.1, §8: after a failed fetch the last good total stays, so Previous goes one page back', async () => {
    const { list, page } = await started()
    list.setPage(2)
    await settle()
    page.mockRejectedValueOnce(new ApiError('dashboard.page', 500, undefined, 'Error fetching deliveries'))
    list.setPage(1)
    await settle()
    expect(list.getSnapshot()).toMatchObject({ error: 'Error fetching deliveries', pageIndex: 1, total: 60 })
    list.setPage(0)
    expect(list.getSnapshot().pageIndex).toBe(0)
    list.setPage(2)
    expect(list.getSnapshot().pageIndex).toBe(2)
    await settle()
    expect(list.getSnapshot()).toMatchObject({ error: null, rangeText: '51-60 of 60' })
  })

  it('part 2 §2.1: a filter change while unsubscribed asks nothing; a pending search is kept', async () => {
    const { list, page, clock, stop, storage } = await started()
    const calls = page.mock.calls.length
    list.setSearch('kingsway')
    stop()
    expect(clock.pending()).toBe(0)
    list.setStatus(1)
    await settle()
    expect(page.mock.calls.length).toBe(calls)
    expect(JSON.parse(storage.getItem(`waybill:${DASHBOARD_LIST_KEY}`) ?? '{}').data).toMatchObject({
      search: 'kingsway',
      status: 1,
    })
  })
})

describe('createDashboardList: tabs (part 2 §2.1)', () => {
  it("part 2 §2.1: tabs 'Active deliveries (count)', 'Shared deliveries', 'Done deliveries' with unfiltered counts", async () => {
    const { list, page } = await started()
    const countCalls = page.mock.calls
      .filter(([, query]) => query.pageSize === 1)
      .map(([, query]) => query.view)
    expect(countCalls.sort()).toEqual([1, 2])
    expect(list.getSnapshot().counts).toEqual({ 1: 22, 2: 4, 3: 60 })
    expect(list.getSnapshot().tabs).toEqual([
      { view: 3, label: 'Active deliveries (60)' },
      { view: 2, label: 'Shared deliveries' },
      { view: 1, label: 'Done deliveries' },
    ])
    list.setStatus(1)
    await settle()
    expect(list.getSnapshot().counts[3]).toBe(60)
  })

  it('part 2 §8: a failed count is only logged, and the tab goes without it', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() }
    const { list } = await started({
      client: {
        config: NAMES,
        logger,
        dashboard: {
          page: vi.fn(async (_code: string, query: DashboardQuery) => {
            if (query.pageSize === 1) throw new ApiError('dashboard.page', 500, undefined)
            return answer({ ...query, status: 1 })
          }),
          bundles: vi.fn(),
          positions: vi.fn(),
          onlineDrivers: vi.fn(),
        },
      },
      initialView: 1,
    })
    expect(logger.error).toHaveBeenCalledWith(DASHBOARD_COUNT_LOG, expect.any(ApiError))
    expect(list.getSnapshot().tabs[0]?.label).toBe('Active deliveries')
    expect(list.getSnapshot().counts).toEqual({ 1: 30, 2: null, 3: null })
  })
})

describe('createDashboardList: persisted filters and page (part 1 §3)', () => {
  it("part 1 §3 'Locally persisted state': page index, page size, search, status and date come back", async () => {
    const storage: StorageLike = memoryStorage()
    const first = await started({ storage })
    first.list.setPageSize(50)
    first.list.setPage(1)
    first.list.setStatus(5)
    first.list.setDate('2026-11-23')
    first.list.setSearch('dental')
    first.clock.advance(200)
    first.stop()
    const again = setup({ storage })
    expect(again.list.getSnapshot()).toMatchObject({
      view: 3,
      pageSize: 50,
      pageIndex: 0,
      status: 5,
      date: '2026-11-23',
      search: 'dental',
    })
  })

  it('part 1 §3: the page index comes back for its own view only', async () => {
    const storage = memoryStorage()
    const first = await started({ storage })
    first.list.setPage(2)
    first.stop()
    expect(setup({ storage }).list.getSnapshot().pageIndex).toBe(2)
    expect(setup({ storage, initialView: 3 }).list.getSnapshot().pageIndex).toBe(2)
    expect(setup({ storage, initialView: 1 }).list.getSnapshot().pageIndex).toBe(0)
  })

  it('part 1 §3: a stored page past the end is brought back to the last page', async () => {
    const storage = memoryStorage()
    const stored = { view: 1, search: '', date: '', status: null, pageIndex: 4, pageSize: 25 }
    storage.setItem(`waybill:${DASHBOARD_LIST_KEY}`, JSON.stringify({ version: 1, data: stored }))
    const { list, tableQueries } = await started({ storage })
    expect(tableQueries().map((query) => query.pageIndex)).toEqual([4, 0])
    expect(list.getSnapshot()).toMatchObject({ pageIndex: 0, rangeText: '1-22 of 22' })
  })

  it('part 1 §3: an invalid stored entry is dropped with a warning', () => {
    const storage = memoryStorage()
    const stored = { view: 3, search: '', date: 'soon', status: 2, pageIndex: -1, pageSize: 30 }
    storage.setItem(`waybill:${DASHBOARD_LIST_KEY}`, JSON.stringify({ version: 1, data: stored }))
    const { list, logger } = setup({ storage })
    expect(list.getSnapshot()).toMatchObject({ pageSize: 25, pageIndex: 0, status: null, date: '' })
    expect(logger.warn).toHaveBeenCalled()
    expect(storage.getItem(`waybill:${DASHBOARD_LIST_KEY}`)).toBeNull()
  })
})
