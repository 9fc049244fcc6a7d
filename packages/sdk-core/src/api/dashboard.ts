import { fillNames, messages } from '../domain/messages.ts'
import type { Order } from '../domain/orderRecord.ts'
import type { DashboardPage, DashboardQuery, OnlineDriver, OrderPosition } from '../domain/orderResults.ts'
import type { DashboardView } from '../domain/orderStatus.ts'
import type { Transport } from '../http/transport.ts'
import { toOrder } from './orderRecord.ts'
import {
  bundleOrdersResponse,
  OrderPositionsResponse,
  onlineDriversResponse,
  ordersPageResponse,
  viewKey,
} from './wire/dashboard.ts'
import type { ApiPaths, WireNames } from './wire/names.ts'
import { productPlural } from './wire/names.ts'

/** The dashboard's reads: the order table, bundles, map positions and online drivers. */
export interface DashboardApi {
  /**
   * One page of the account's deliveries in a view, filtered (part 2 §7
   * `GET /api/user/get{product}sForBusinessAccountPagination`): start = page size × page index. A failure
   * shows 'Error fetching `{product}s'`.
   */
  page(apiCode: string, query: DashboardQuery): Promise<DashboardPage>
  /** The deliveries of one bundle in a view (part 2 §7 `GET /api/user/getBundle{product}sByView`). */
  bundles(apiCode: string, view: DashboardView, bundleId: number): Promise<Order[]>
  /**
   * Pickup, drop-off and assigned driver positions of the deliveries in a view (part 2 §7
   * `GET /api/user/get{product}Positions`), for the map; the portal polls it every 30 s.
   */
  positions(apiCode: string, view: DashboardView): Promise<OrderPosition[]>
  /** The drivers on duty (part 2 §7 `GET /api/user/getOnlineDrivers`); the portal polls it every 15 s. */
  onlineDrivers(apiCode: string): Promise<OnlineDriver[]>
}

/** Builds the dashboard calls; `names.product` keys the view parameter (`{product}View`). */
export function createDashboardApi(transport: Transport, paths: ApiPaths, names: WireNames): DashboardApi {
  const { product } = names
  const view = viewKey(product)
  const activeKey = `active${productPlural(product)}` as const
  const pageResponse = ordersPageResponse(product)
  const bundleResponse = bundleOrdersResponse(product)
  const driversResponse = onlineDriversResponse(product)
  const fetchFailed = fillNames(messages.ordersFetchFailed, names)
  let draws = 0

  return {
    async page(apiCode, query) {
      draws += 1
      const answer = await transport.request({
        call: 'dashboard.page',
        method: 'GET',
        path: paths.ordersPage,
        query: {
          api_key: apiCode,
          draw: query.draw ?? draws,
          length: query.pageSize,
          start: query.pageSize * query.pageIndex,
          searching: query.search ?? '',
          searchingDate: query.date ?? '',
          status: query.status ?? '',
          [view]: query.view,
        },
        response: pageResponse,
        failureMessage: fetchFailed,
      })
      return {
        orders: answer.data.map((record) => toOrder(record, product)),
        total: answer.recordsFiltered,
        draw: answer.draw,
      }
    },

    async bundles(apiCode, bundleView, bundleId) {
      const { data } = await transport.request({
        call: 'dashboard.bundles',
        method: 'GET',
        path: paths.bundleOrders,
        query: { api_key: apiCode, [view]: bundleView, bundleId },
        response: bundleResponse,
        failureMessage: fetchFailed,
      })
      return data.map((record) => toOrder(record, product))
    },

    async positions(apiCode, positionsView) {
      const list = await transport.request({
        call: 'dashboard.positions',
        method: 'GET',
        path: paths.orderPositions,
        query: { api_key: apiCode, [view]: positionsView },
        response: OrderPositionsResponse,
      })
      return list.map((item) => ({
        id: item.id,
        status: item.status,
        pickup: { lat: item.pickup_latitude, lng: item.pickup_longitude },
        dropoff: { lat: item.dropoff_latitude, lng: item.dropoff_longitude },
        driver: item.driver && {
          id: item.driver.id,
          firstName: item.driver.first_name,
          position: { lat: item.driver.latitude, lng: item.driver.longitude },
        },
      }))
    },

    async onlineDrivers(apiCode) {
      const list = await transport.request({
        call: 'dashboard.onlineDrivers',
        method: 'GET',
        path: paths.onlineDrivers,
        query: { api_key: apiCode },
        response: driversResponse,
      })
      return list.map((driver) => ({
        id: driver.id,
        position: { lat: driver.latitude, lng: driver.longitude },
        firstName: driver.first_name,
        activeOrders: driver.driver[activeKey] ?? 0,
      }))
    },
  }
}
