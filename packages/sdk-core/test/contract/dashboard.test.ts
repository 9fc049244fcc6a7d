import { beforeAll, describe, expect, it } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import type { DashboardQuery } from '../../src/domain/orderResults.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

// The demo account's seeded history (apps/sandbox/src/db/tables/orderSeeds.ts): 14 active orders, 22 done,
// 4 of another account shared with it. This file creates no order, so the counts stay exact.
const sandbox = useSandbox()
let client: WaybillClient
let apiCode: string

beforeAll(async () => {
  client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await client.auth.login(sandbox().demo)
})

const page = (query: Partial<DashboardQuery>) =>
  client.dashboard.page(apiCode, { view: 3, pageIndex: 0, pageSize: 25, ...query })

describe('dashboard.page (part 2 §2.1, §7)', () => {
  it.each([
    [3, 14],
    [1, 22],
    [2, 4],
  ] as const)('view %i lists %i orders (3 active, 1 done, 2 shared)', async (view, total) => {
    const result = await page({ view })
    expect(result.total).toBe(total)
    expect(result.orders).toHaveLength(total)
  })

  it('done lists only final statuses with a completed date; active none of them', async () => {
    const done = await page({ view: 1 })
    for (const order of done.orders) {
      expect([6, 8, 9, 10, 11, 18]).toContain(order.status)
      expect(order.completedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    }
    const active = await page({ view: 3 })
    for (const order of active.orders) expect([6, 8, 9, 10, 11, 18]).not.toContain(order.status)
  })

  it('pages with start = page size × page index: disjoint pages that add up to the total', async () => {
    const pages = await Promise.all([0, 1, 2].map((pageIndex) => page({ view: 1, pageSize: 10, pageIndex })))
    expect(pages.map((result) => result.orders.length)).toEqual([10, 10, 2])
    const ids = pages.flatMap((result) => result.orders.map((order) => order.id))
    expect(new Set(ids).size).toBe(22)
    expect(pages.every((result) => result.total === 22)).toBe(true)
  })

  it.each([
    [3, 1, 3],
    [3, 5, 2],
    [3, 16, 1],
    [1, 6, 14],
    [1, 8, 2],
  ] as const)('view %i, status filter %i: %i orders, all in that status', async (view, status, total) => {
    const result = await page({ view, status })
    expect(result.total).toBe(total)
    expect(result.orders.map((order) => order.status)).toEqual(Array(total).fill(status))
  })

  it('searches names, references, order ids and addresses', async () => {
    expect((await page({ view: 1, search: 'dental' })).orders.map((order) => order.name).sort()).toEqual([
      'PPC-1009 Dental molds',
      'PPC-1024 Dental molds',
    ])
    expect((await page({ view: 3, search: 'Kingsway' })).total).toBe(1)
    const one = (await page({ view: 3 })).orders[5]
    const byId = await page({ view: 3, search: String(one?.id) })
    expect(byId.orders.map((order) => order.id)).toContain(one?.id)
    expect((await page({ view: 3, search: 'no such thing %' })).total).toBe(0)
  })

  it('filters by pickup date (yyyy-MM-dd)', async () => {
    const all = await page({ view: 1 })
    const date = all.orders[0]?.pickupDate ?? ''
    const expected = all.orders.filter((order) => order.pickupDate === date).length
    const filtered = await page({ view: 1, date })
    expect(filtered.total).toBe(expected)
    expect(filtered.orders.every((order) => order.pickupDate === date)).toBe(true)
  })

  it('echoes draw, and counts on its own when none is given', async () => {
    expect((await page({ draw: 41 })).draw).toBe(41)
    const first = await page({})
    const second = await page({})
    expect(second.draw).toBeGreaterThan(first.draw)
  })

  it("maps a row: unit parsed from the address ('#305'), driver, window, money in cents", async () => {
    const [row] = (await page({ view: 3, search: 'PPC-1038' })).orders
    expect(row).toMatchObject({
      status: 3,
      pickupWindow: '10:00 - 12:00',
      cancelFeeCents: 1000,
      dropoff: { name: 'Jasper Dental Clinic', unit: '305' },
      driver: { id: 3, activeOrders: 2 },
    })
    expect(row?.dropoff.address).toMatch(/^#305 11011 Jasper Ave NW/)
    expect(row?.feeCents).toBeGreaterThan(0)
    expect(row?.route.length).toBeGreaterThan(1)
  })

  it("shows 'Error fetching deliveries' when the fetch fails (part 2 §8)", async () => {
    sandbox().inject({
      path: '/api/user/getdeliveriesForBusinessAccountPagination',
      kind: 'status',
      status: 400,
    })
    await expect(page({})).rejects.toMatchObject({ status: 400, message: 'Error fetching deliveries' })
  })
})

describe('dashboard.bundles, positions and onlineDrivers (part 2 §7, §3.4)', () => {
  it('lists the orders of a bundle in a view', async () => {
    const active = await client.dashboard.bundles(apiCode, 3, 1)
    expect(active.map((order) => order.bundleId)).toEqual([1, 1, 1, 1])
    expect(await client.dashboard.bundles(apiCode, 1, 2)).toHaveLength(3)
    expect(await client.dashboard.bundles(apiCode, 1, 1)).toHaveLength(0)
  })

  it('gives pickup, drop-off and the assigned driver position of each order in the view', async () => {
    const positions = await client.dashboard.positions(apiCode, 3)
    expect(positions).toHaveLength(14)
    const withDriver = positions.filter((position) => position.driver !== null)
    expect(withDriver.length).toBeGreaterThan(5)
    for (const { pickup, dropoff } of positions) {
      expect(Math.abs(pickup.lat)).toBeGreaterThan(40)
      expect(Math.abs(dropoff.lng)).toBeGreaterThan(100)
    }
  })

  it('lists the online drivers with their positions and active delivery counts', async () => {
    const drivers = await client.dashboard.onlineDrivers(apiCode)
    expect(drivers.length).toBeGreaterThan(10)
    expect(drivers.find((driver) => driver.id === 3)).toMatchObject({
      firstName: expect.any(String),
      activeOrders: 2,
    })
    for (const driver of drivers) expect(driver.position.lat).toBeGreaterThan(50)
  })

  it('answers an unknown api key with 401', async () => {
    await expect(client.dashboard.onlineDrivers('nope')).rejects.toMatchObject({ status: 401 })
  })
})
