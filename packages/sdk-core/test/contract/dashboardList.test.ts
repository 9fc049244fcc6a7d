import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import { createDashboardList } from '../../src/dashboard/dashboardList.ts'
import { DASHBOARD_LIST_KEY } from '../../src/dashboard/dashboardListSettings.ts'
import type { DashboardList, DashboardListOptions } from '../../src/dashboard/dashboardListTypes.ts'
import { memoryStorage } from '../../src/session/storage.ts'
import { manualClock, silentLogger, useSandbox } from './fixtures.ts'

// The demo account's seeded history: 14 active orders (3 NEW, 2 ENROUTE, 1 RETURNING …), 22 done, 4 shared.
// This file creates no order, so the counts stay exact.
const sandbox = useSandbox()
let client: WaybillClient
let apiCode: string

beforeAll(async () => {
  client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await client.auth.login(sandbox().demo)
})

function open(options: Partial<DashboardListOptions> = {}) {
  const clock = manualClock()
  const list = createDashboardList({
    client,
    apiCode: () => apiCode,
    clock,
    storage: memoryStorage(),
    ...options,
  })
  const stop = list.subscribe(() => {})
  return { list, clock, stop }
}

/** Waits until the newest request has been answered and `check` passes. */
const answered = (list: DashboardList, check: () => void = () => {}) =>
  vi.waitFor(() => {
    expect(list.getSnapshot().loading).toBe(false)
    check()
  })

describe('createDashboardList against the sandbox (part 2 §2.1, §7)', () => {
  it("part 2 §2.1: pages of 25 then 50 with 'x-y of total', and the tab counts", async () => {
    const { list, stop } = open({ initialView: 1 })
    await answered(list, () => expect(list.getSnapshot().counts).toEqual({ 1: 22, 2: 4, 3: 14 }))
    expect(list.getSnapshot()).toMatchObject({
      pageSize: 25,
      pageIndex: 0,
      total: 22,
      rangeText: '1-22 of 22',
    })
    expect(list.getSnapshot().rows).toHaveLength(22)
    expect(list.getSnapshot().tabs.map((tab) => tab.label)).toEqual([
      'Active deliveries (14)',
      'Shared deliveries',
      'Done deliveries',
    ])
    list.setPageSize(50)
    await answered(list)
    expect(list.getSnapshot()).toMatchObject({ pageSize: 50, total: 22, rangeText: '1-22 of 22' })
    expect(list.getSnapshot().rows).toHaveLength(22)
    stop()
  })

  it('part 1 §3: a stored page index past the end comes back as the last page', async () => {
    const storage = memoryStorage()
    const stored = { view: 3, search: '', date: '', status: null, pageIndex: 3, pageSize: 25 }
    storage.setItem(`waybill:${DASHBOARD_LIST_KEY}`, JSON.stringify({ version: 1, data: stored }))
    const { list, stop } = open({ storage })
    await answered(list, () => expect(list.getSnapshot().pageIndex).toBe(0))
    expect(list.getSnapshot()).toMatchObject({ view: 3, total: 14, rangeText: '1-14 of 14' })
    stop()
  })

  it('part 2 §2.1, §9: the search narrows the table 200 ms after the last keystroke', async () => {
    const { list, clock, stop } = open({ initialView: 1 })
    await answered(list)
    list.setSearch('dent')
    clock.advance(100)
    list.setSearch('dental')
    clock.advance(199)
    expect(list.getSnapshot()).toMatchObject({ search: 'dental', total: 22, loading: false })
    clock.advance(1)
    await answered(list, () => expect(list.getSnapshot().total).toBe(2))
    expect(
      list
        .getSnapshot()
        .rows.map((row) => row.name)
        .sort(),
    ).toEqual(['PPC-1009 Dental molds', 'PPC-1024 Dental molds'])
    expect(list.getSnapshot().counts[1]).toBe(22)
    stop()
  })

  it('part 2 §2.1: the status filter narrows the active view, and All brings every order back', async () => {
    const { list, stop } = open({ initialView: 3 })
    await answered(list)
    list.setStatus(5)
    await answered(list, () => expect(list.getSnapshot().total).toBe(2))
    expect(list.getSnapshot().rows.map((row) => row.status)).toEqual([5, 5])
    list.setStatus(16)
    await answered(list, () => expect(list.getSnapshot().total).toBe(1))
    list.setStatus(null)
    await answered(list, () => expect(list.getSnapshot().total).toBe(14))
    expect(list.getSnapshot().rangeText).toBe('1-14 of 14')
    stop()
  })
})
