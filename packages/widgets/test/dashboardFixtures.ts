import {
  type Account,
  ApiError,
  type DashboardPage,
  type DashboardQuery,
  type Order,
  type WaybillClient,
} from '@waybill/sdk-core'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'
import { orderRecord } from './orderRecordFixtures.ts'
import { renderSignedIn, settle } from './render.tsx'

/** A listed order as `dashboard.page` gives it (part 2 §3.1): submitted, no driver, Edmonton. */
export function dashboardOrder(overrides: Partial<Order> = {}): Order {
  return orderRecord({
    description: 'Leave with reception',
    pickupEarlyDatetime: '2026-11-24 10:00:00',
    pickupLaterDatetime: '2026-11-24 12:00:00',
    dropoffEarlyDatetime: '2026-11-24 12:30:00',
    dropoffLaterDatetime: '2026-11-24 16:00:00',
    pickupDate: '2026-11-24',
    deliverDate: '2026-11-24',
    dropoff: { ...orderRecord().dropoff, unit: '12' },
    ...overrides,
  })
}

/** The orders of the first page: one per status, ids 101 (status 1), 102 (3), 103 (5), 104 (6), 105 (17). */
export const DASHBOARD_ORDERS: readonly Order[] = [
  dashboardOrder({ id: 101, name: 'ORD-101', status: 1 }),
  dashboardOrder({ id: 102, name: 'ORD-102', status: 3, available: false }),
  dashboardOrder({
    id: 103,
    name: 'ORD-103',
    status: 5,
    driver: { id: 9, name: 'Sam Driver', firstName: 'Sam', activeOrders: 2 },
  }),
  dashboardOrder({ id: 104, name: 'ORD-104', status: 6, completedAt: '2026-11-22 15:40:00' }),
  dashboardOrder({ id: 105, name: 'ORD-105', status: 17 }),
]

/** How many orders each view holds, unfiltered: done, shared, active. */
export const VIEW_TOTALS = { 1: 22, 2: 4, 3: 60 } as const

/** The fake server: every page shows {@link DASHBOARD_ORDERS}; filtered lists hold 30 orders. */
export function dashboardAnswer(query: DashboardQuery): DashboardPage {
  const filtered = Boolean(query.search || query.date || query.status)
  const total = filtered ? 30 : VIEW_TOTALS[query.view]
  return { orders: query.pageSize === 1 ? [] : DASHBOARD_ORDERS, total, draw: 1 }
}

/** Options of {@link renderDashboard}. */
export interface RenderDashboardOptions {
  /** The account company info answers; {@link ACCOUNT} by default. */
  account?: Account
  /** Every page request fails ('Error fetching deliveries'). */
  fail?: boolean
  /** Render inside `<StrictMode>`, as the portal does. */
  strict?: boolean
}

/** A fake client whose `dashboard.page` answers {@link dashboardAnswer} (or fails) and `orders.cancel` succeeds, spied on. */
export function dashboardClient({ account = ACCOUNT, fail = false }: RenderDashboardOptions = {}) {
  const fake = fakeClient({ account })
  const page = vi.fn(async (_code: string, query: DashboardQuery) => {
    if (fail) throw new ApiError('dashboard.page', 500, undefined, 'Server error')
    return dashboardAnswer(query)
  })
  /** `orders.cancel` answers at once: cancelled (status 9), no fee. */
  const cancel = vi.fn(async (_code: string, _id: number, _reasonId: number, _note: string) => ({
    cancelFeeCents: 0,
    status: 9,
  }))
  const client: WaybillClient = {
    ...fake.client,
    dashboard: { ...fake.client.dashboard, page },
    orders: { ...fake.client.orders, cancel },
  }
  /** The table's requests (the tab counts ask one-row pages). */
  const tableQueries = () => page.mock.calls.map(([, query]) => query).filter((query) => query.pageSize !== 1)
  return { ...fake, client, page, cancel, tableQueries }
}

/** Renders `ui` signed in over {@link dashboardClient}, its first answers settled. localStorage is cleared first. */
export async function renderDashboard(ui: ReactNode, options: RenderDashboardOptions = {}) {
  globalThis.localStorage.clear()
  const fake = dashboardClient(options)
  const view = await renderSignedIn(ui, { client: fake.client, strict: options.strict })
  await settle()
  return { ...view, ...fake }
}
