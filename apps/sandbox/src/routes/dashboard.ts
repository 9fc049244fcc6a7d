import type { DatabaseSync } from 'node:sqlite'
import {
  bundleOrdersQuery,
  OnlineDriversQuery,
  orderPositionsQuery,
  ordersPageQuery,
  productPlural,
  viewKey,
} from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import { json, validateQuery } from '../http.ts'
import { bundlePage, dashboardPage, positionRows, type View } from '../orders/dashboardQuery.ts'
import { toRecord } from '../orders/record.ts'
import { DRIVER_BUSY_STATUSES, statement } from '../orders/store.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

function onlineDrivers(db: DatabaseSync, product: string) {
  const rows = statement(
    db,
    `SELECT d.id, d.lat, d.lng, d.first_name, (SELECT count(*) FROM orders o WHERE o.driver_id = d.id
       AND o.status IN (${DRIVER_BUSY_STATUSES.join(', ')})) AS active
     FROM drivers d WHERE d.online = 1 ORDER BY d.id`,
  ).all() as unknown as { id: number; lat: number; lng: number; first_name: string; active: number }[]
  const activeKey = `active${productPlural(product)}`
  return rows.map((row) => ({
    id: row.id,
    latitude: row.lat,
    longitude: row.lng,
    first_name: row.first_name,
    driver: { [activeKey]: Number(row.active) },
  }))
}

/** The dashboard's reads (part 2 §7 'Dashboard and orders'). */
export function createDashboardRoutes({ db, names, paths }: App): Route[] {
  const { product } = names
  const view = viewKey(product)
  const pageQuery = ordersPageQuery(product)
  const bundleQuery = bundleOrdersQuery(product)
  const positionsQuery = orderPositionsQuery(product)
  const viewOf = (query: object) => (query as Record<string, unknown>)[view] as View
  return [
    {
      method: 'GET',
      path: paths.ordersPage,
      handler(ctx) {
        const query = validateQuery(ctx.query, pageQuery)
        const account = requireAccount(db, query.api_key)
        const status = typeof query.status === 'number' ? query.status : null
        const filter = {
          userId: account.id,
          view: viewOf(query),
          search: query.searching ?? '',
          date: query.searchingDate ?? '',
          status,
        }
        const { rows, total } = dashboardPage(db, filter, { start: query.start, length: query.length })
        return json(200, {
          data: rows.map((row) => toRecord(row, product)),
          recordsFiltered: total,
          recordsTotal: total,
          draw: query.draw,
        })
      },
    },
    {
      method: 'GET',
      path: paths.bundleOrders,
      handler(ctx) {
        const query = validateQuery(ctx.query, bundleQuery)
        const account = requireAccount(db, query.api_key)
        const rows = bundlePage(db, account.id, viewOf(query), query.bundleId)
        return json(200, { data: rows.map((row) => toRecord(row, product)) })
      },
    },
    {
      method: 'GET',
      path: paths.orderPositions,
      handler(ctx) {
        const query = validateQuery(ctx.query, positionsQuery)
        const account = requireAccount(db, query.api_key)
        const rows = positionRows(db, account.id, viewOf(query))
        return json(
          200,
          rows.map((row) => ({
            id: row.id,
            status: row.status,
            pickup_latitude: row.pickup_lat,
            pickup_longitude: row.pickup_lng,
            dropoff_latitude: row.dropoff_lat,
            dropoff_longitude: row.dropoff_lng,
            driver:
              row.driver_id === null || row.driver_lat === null || row.driver_lng === null
                ? null
                : {
                    id: row.driver_id,
                    first_name: row.driver_first_name ?? '',
                    latitude: row.driver_lat,
                    longitude: row.driver_lng,
                  },
          })),
        )
      },
    },
    {
      method: 'GET',
      path: paths.onlineDrivers,
      handler(ctx) {
        requireAccount(db, validateQuery(ctx.query, OnlineDriversQuery).api_key)
        return json(200, onlineDrivers(db, product))
      },
    },
  ]
}
