import type { WireNames } from '../api/wire/names.ts'
import type { Clock, Logger } from '../config.ts'
import type { WidgetPickup } from '../embed/widgetPickup.ts'
import type { ClientConnection } from './rateLimit.ts'
import type { ProxyStore } from './store.ts'

/**
 * A limit of so many requests per client in a fixed window.
 *
 * @example
 * ```ts
 * const rateLimit: WindowLimit = { requests: 60, windowMs: 60_000 }
 * ```
 */
export interface WindowLimit {
  /** Events allowed per window. */
  readonly requests: number
  /** Window length in milliseconds. */
  readonly windowMs: number
}

/**
 * A limit of so many orders per client in a fixed window.
 *
 * @example
 * ```ts
 * const orderLimit: OrderLimit = { orders: 5, windowMs: 3_600_000 }
 * ```
 */
export interface OrderLimit {
  /** Orders (distinct uuids) allowed per window. */
  readonly orders: number
  /** Window length in milliseconds. */
  readonly windowMs: number
}

/**
 * A fetch-style request handler: what {@link createWidgetProxy} returns. Give it the connection's address as well,
 * so that rate limits count per shopper; without it every request counts for one client.
 *
 * @example
 * ```ts
 * // Deno
 * Deno.serve((request, info) => proxy(request, { remoteAddress: info.remoteAddr.hostname }))
 * // Bun
 * Bun.serve({ fetch: (request, server) => proxy(request, { remoteAddress: server.requestIP(request)?.address }) })
 * ```
 */
export type WidgetProxyHandler = (request: Request, connection?: ClientConnection) => Promise<Response>

/**
 * Options of {@link createWidgetProxy}.
 *
 * @example
 * ```ts
 * const options: WidgetProxyOptions = {
 *   apiBaseUrl: 'https://api.courier.example',
 *   apiCode: process.env.WAYBILL_API_CODE ?? '',
 *   allowedOrigins: ['https://shop.example'],
 *   maxOrderCents: 15_000,
 *   pickups: [acmePickup],
 *   rateLimit: { requests: 60, windowMs: 60_000 },
 * }
 * ```
 */
export interface WidgetProxyOptions {
  /** The courier API's origin (and optional path prefix), e.g. `https://api.courier.example`. */
  readonly apiBaseUrl: string
  /** The account's api code, from the server's environment: never logged, never in an answer. */
  readonly apiCode: string
  /** The exact origins allowed by CORS, e.g. `['https://shop.example']`; never `*`. */
  readonly allowedOrigins: readonly string[]
  /** Where the handler is mounted: `''` by default; `'/waybill'` serves `/waybill/api/web/...`. */
  readonly basePath?: string
  /** Per-order price ceiling in cents: an order priced above it is refused, never booked or charged. */
  readonly maxOrderCents: number
  /** Requests per client; default 120 per 60 s. */
  readonly rateLimit?: WindowLimit
  /** Orders created per client; default 10 per hour. */
  readonly orderLimit?: OrderLimit
  /**
   * The shop's pickups (issue 22): an order must name one of them by street address and unit, and gets it in full
   * (name, phone, email, position); any other pickup is refused with 422, so a shopper cannot bill the shop for
   * another route.
   */
  readonly pickups: readonly WidgetPickup[]
  /**
   * The secret the courier-side uuid of an order is derived from (a keyed hash of the browser's uuid), so that no
   * browser can name an existing order. The api code by default; every process of the shop must use the same.
   */
  readonly uuidSecret?: string
  /**
   * Addresses of your own reverse proxies (load balancer, CDN edge): only when the connection comes from one of
   * them is X-Forwarded-For read, from the right, for the shopper's address. None by default: the header is
   * ignored, since a client can send any.
   */
  readonly trustedProxies?: readonly string[]
  /** The client a request counts for; default: its address (see `trustedProxies`), else 'anonymous'. */
  readonly clientKey?: (request: Request, address: string | undefined) => string
  /** Brand and product slugs of the API paths; `DEFAULT_NAMES` by default. */
  readonly names?: WireNames
  /**
   * Where booked orders and rate-limit counts are kept; this process's memory by default. A shop served by several
   * processes (serverless functions, a cluster) passes one shared store, e.g. {@link redisStore}.
   */
  readonly store?: ProxyStore
  /** The fetch upstream calls go through; the global one by default. */
  readonly fetch?: typeof globalThis.fetch
  /** Time source of the rate-limit windows and the upstream timeouts; the system clock by default. */
  readonly clock?: Clock
  /** Where upstream failures are reported (never with the api code); the console by default. */
  readonly logger?: Logger
}
