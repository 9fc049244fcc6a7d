import type { WireNames } from '../api/wire/names.ts'
import type { Clock, Logger } from '../config.ts'

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
 * Remembers which orders were charged, so that a retried create never charges twice. The default keeps them in
 * memory (see {@link memoryCharges}); a server with several processes passes a shared store.
 *
 * @example
 * ```ts
 * const charges: ChargeRegistry = {
 *   claim: async (uuid) => (await redis.set(`charged:${uuid}`, '1', { NX: true })) === 'OK',
 *   release: async (uuid) => void (await redis.del(`charged:${uuid}`)),
 * }
 * ```
 */
export interface ChargeRegistry {
  /** Marks `uuid` as charged; true only the first time, when the caller is the one to charge. */
  claim(uuid: string): boolean | Promise<boolean>
  /** Forgets `uuid` after a charge the courier API definitely refused, so that a retry may charge. Optional. */
  release?(uuid: string): void | Promise<void>
}

/**
 * A fetch-style request handler: what {@link createWidgetProxy} returns.
 *
 * @example
 * ```ts
 * // Hono, Deno.serve, Bun.serve: hand it the web Request
 * app.all('/waybill/*', (c) => proxy(c.req.raw))
 * ```
 */
export type WidgetProxyHandler = (request: Request) => Promise<Response>

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
  /** The client a request counts for; default: the last X-Forwarded-For entry, else the Origin, else 'anonymous'. */
  readonly clientKey?: (request: Request) => string
  /** Brand and product slugs of the API paths; `DEFAULT_NAMES` by default. */
  readonly names?: WireNames
  /** Where charged order uuids are remembered; in memory by default. */
  readonly charges?: ChargeRegistry
  /** The fetch upstream calls go through; the global one by default. */
  readonly fetch?: typeof globalThis.fetch
  /** Time source of the rate-limit windows and the upstream timeouts; the system clock by default. */
  readonly clock?: Clock
  /** Where upstream failures are reported (never with the api code); the console by default. */
  readonly logger?: Logger
}
