import {
  array,
  coerce,
  enums,
  integer,
  literal,
  max,
  min,
  nonempty,
  nullable,
  number,
  object,
  optional,
  pattern,
  string,
  type,
  union,
} from 'superstruct'
import { WireDate } from './common.ts'
import type { WireNames } from './names.ts'
import { productPlural } from './names.ts'
import { wireActiveCount, wireOrderRecord } from './orderRecord.ts'

/** Paths of the dashboard calls (part 2 §7 'Dashboard and orders'). */
export function dashboardPaths({ product }: WireNames) {
  const plural = productPlural(product)
  return {
    /** GET: one page of the account's orders in a view. */
    ordersPage: `/api/user/get${plural}ForBusinessAccountPagination`,
    /** GET: the orders of one bundle in a view. */
    bundleOrders: `/api/user/getBundle${plural}ByView`,
    /** GET: pickup, drop-off and driver positions of the orders in a view. */
    orderPositions: `/api/user/get${product}Positions`,
    /** GET: the online drivers. */
    onlineDrivers: '/api/user/getOnlineDrivers',
  } as const
}

/** The `{product}View` query key: 1 done, 2 shared, 3 active (part 2 §2.1, §7). */
export function viewKey(product: string): string {
  return `${product}View`
}

/** A non-negative integer in a query string. */
export const WireQueryCount = coerce(min(integer(), 0), pattern(string(), /^\d{1,9}$/), (value) =>
  Number(value),
)

/** A dashboard view in a query string: 1 done, 2 shared, 3 active. */
export const WireQueryView = coerce(enums([1, 2, 3]), pattern(string(), /^\d$/), (value) => Number(value))

/** The pickup-date filter, 'yyyy-MM-dd', or '' for none (part 2 §2.1). */
export const WireSearchDate = union([literal(''), WireDate])

/** The status filter: '' or 'all' for All, or one of the codes 1, 5, 6, 8, 16 (part 2 §2.1). */
export const WireStatusFilter = union([
  literal(''),
  literal('all'),
  coerce(enums([1, 5, 6, 8, 16]), pattern(string(), /^\d{1,2}$/), (value) => Number(value)),
])

/**
 * GET `/api/user/get{product}sForBusinessAccountPagination`: query (part 2 §7). `start` = page size × page index;
 * `length` is the page size (1–100); `draw` is echoed back. The view key is product-keyed (`{product}View`) and
 * checked at run time.
 */
export function ordersPageQuery(product: string) {
  return object({
    api_key: nonempty(string()),
    draw: WireQueryCount,
    length: coerce(max(min(integer(), 1), 100), pattern(string(), /^\d{1,3}$/), (value) => Number(value)),
    start: WireQueryCount,
    searching: optional(string()),
    searchingDate: optional(WireSearchDate),
    status: optional(WireStatusFilter),
    ...viewField(product),
  })
}

/** GET `/api/user/getBundle{product}sByView`: query (part 2 §7). */
export function bundleOrdersQuery(product: string) {
  return object({ api_key: nonempty(string()), bundleId: WireQueryCount, ...viewField(product) })
}

/** GET `/api/user/get{product}Positions`: query (part 2 §7). */
export function orderPositionsQuery(product: string) {
  return object({ api_key: nonempty(string()), ...viewField(product) })
}

/** GET /api/user/getOnlineDrivers: query (part 2 §7). */
export const OnlineDriversQuery = object({ api_key: nonempty(string()) })

function viewField(product: string): Record<never, never> {
  return { [viewKey(product)]: WireQueryView }
}

/** GET …ForBusinessAccountPagination: 200 answer (part 2 §7): the page, the filtered count and the echoed draw. */
export function ordersPageResponse(product: string) {
  return type({ data: array(wireOrderRecord(product)), recordsFiltered: integer(), draw: integer() })
}

/** GET `/api/user/getBundle{product}sByView`: 200 answer, the bundle's orders. */
export function bundleOrdersResponse(product: string) {
  return type({ data: array(wireOrderRecord(product)) })
}

/** The assigned driver's current position. */
export const WirePositionDriver = type({
  id: integer(),
  first_name: string(),
  latitude: number(),
  longitude: number(),
})

/** One order's positions (part 2 §7 `'get{product}Positions'`). */
export const WireOrderPosition = type({
  id: integer(),
  status: integer(),
  pickup_latitude: number(),
  pickup_longitude: number(),
  dropoff_latitude: number(),
  dropoff_longitude: number(),
  driver: nullable(WirePositionDriver),
})

/** GET `/api/user/get{product}Positions`: 200 answer, a list. */
export const OrderPositionsResponse = array(WireOrderPosition)

/** One online driver (part 2 §3.4): position, first name and `driver.active{product}s`. */
export function wireOnlineDriver(product: string) {
  return type({
    id: integer(),
    latitude: number(),
    longitude: number(),
    first_name: string(),
    driver: wireActiveCount(product),
  })
}

/** GET /api/user/getOnlineDrivers: 200 answer, a list (part 2 §7). */
export function onlineDriversResponse(product: string) {
  return array(wireOnlineDriver(product))
}
