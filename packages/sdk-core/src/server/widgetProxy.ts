import { apiPaths, DEFAULT_NAMES } from '../api/wire/names.ts'
import { createClient } from '../client.ts'
import { consoleLogger, type Logger, systemClock } from '../config.ts'
import { fillNames, messages } from '../domain/messages.ts'
import { BODY_LIMIT, parseObject, readLimited, redactor, withApiCode } from './body.ts'
import { filterCompanyInfo } from './companyInfo.ts'
import { corsHeaders, originSet, preflightHeaders } from './cors.ts'
import { createOrderFlow } from './createOrder.ts'
import { uuidKey } from './orderKey.ts'
import { allowedPickups } from './pickup.ts'
import type { ClientConnection } from './rateLimit.ts'
import { clientAddress, trustedSet, windowLimiter } from './rateLimit.ts'
import { type ProxyRoute, routeKey, widgetRoutes } from './routes.ts'
import { memoryStore } from './store.ts'
import type { WidgetProxyHandler, WidgetProxyOptions } from './types.ts'
import {
  callUpstream,
  messageReply,
  noAnswerReply,
  passBack,
  UPSTREAM_TIMEOUT_MS,
  type UpstreamContext,
} from './upstream.ts'

/**
 * Requests per client by default: 120 per minute.
 *
 * @example
 * ```ts
 * createWidgetProxy({ ...options, rateLimit: { ...DEFAULT_RATE_LIMIT, requests: 240 } })
 * ```
 */
export const DEFAULT_RATE_LIMIT = { requests: 120, windowMs: 60_000 } as const

/**
 * Orders per client by default: 10 per hour.
 *
 * @example
 * ```ts
 * createWidgetProxy({ ...options, orderLimit: { ...DEFAULT_ORDER_LIMIT, orders: 3 } })
 * ```
 */
export const DEFAULT_ORDER_LIMIT = { orders: 10, windowMs: 3_600_000 } as const

function baseUrlOf(apiBaseUrl: string): string {
  let base: URL | undefined
  try {
    base = new URL(apiBaseUrl)
  } catch {
    base = undefined
  }
  if (!base || !/^https?:$/.test(base.protocol) || base.search || base.hash) {
    throw new TypeError(`createWidgetProxy: apiBaseUrl must be an absolute http(s) URL, got '${apiBaseUrl}'`)
  }
  return base.href.replace(/\/+$/, '')
}

function basePathOf(basePath = ''): string {
  const trimmed = basePath.replace(/\/+$/, '')
  if (trimmed !== '' && (!trimmed.startsWith('/') || /[?#]/.test(trimmed))) {
    throw new TypeError(`createWidgetProxy: basePath must start with '/', got '${basePath}'`)
  }
  return trimmed
}

/** A logger that redacts the api code from every message and detail before passing them on. */
function redactingLogger(logger: Logger, redact: (text: string) => string): Logger {
  const clean = (detail: unknown): unknown[] => {
    if (detail === undefined) return []
    if (detail instanceof Error || typeof detail !== 'object' || detail === null)
      return [redact(String(detail))]
    try {
      return [JSON.parse(redact(JSON.stringify(detail)))]
    } catch {
      return [redact(String(detail))]
    }
  }
  return {
    warn: (message, detail) => logger.warn(redact(message), ...clean(detail)),
    error: (message, detail) => logger.error(redact(message), ...clean(detail)),
  }
}

/**
 * The widget proxy (issue 9 'Secrets never reach the browser'): a fetch-style `Request → Response` handler that
 * runs on the merchant's server and forwards only the order widget's calls to the courier API with the account's
 * api code injected. Usable from Node's http or Express (through {@link toNodeListener}), Hono, Deno, Bun or any
 * framework that speaks web-standard Request and Response.
 *
 * - Routes: size categories, company info (filtered: no cards, credit, billing or personal details), zone,
 *   intercity, time-distance, distance, custom times, places, payment summary and create order; any other call is
 *   a 404 and never forwarded.
 * - CORS: only `allowedOrigins`, echoed exactly (never `*`); another Origin is a 403. A request with no Origin
 *   (server to server, same origin GET) passes without CORS headers.
 * - Limits: requests per client (429 with Retry-After), orders per client, 16 KB bodies (64 KB for an order), and
 *   a per-order price ceiling (422, nothing booked). A client is the connection's address; X-Forwarded-For is read
 *   only behind `trustedProxies`.
 * - Orders: the pickup must be one of `pickups`; the uuid sent upstream is derived from the browser's with a
 *   server secret; the order is priced upstream, prepaid once per uuid and details (the card part after credit,
 *   unless the account pays by EFT), then created. A retried create never charges twice, a resend with other
 *   details is refused, and the answer holds only what this request booked.
 * - The api code never leaves: it is dropped from what the browser sends, redacted from every answer and log.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 * import { createWidgetProxy, toNodeListener } from '@waybill/sdk-core/server'
 *
 * const proxy = createWidgetProxy({
 *   apiBaseUrl: 'https://api.courier.example',
 *   apiCode: process.env.WAYBILL_API_CODE ?? '',
 *   allowedOrigins: ['https://shop.example'],
 *   basePath: '/waybill',
 *   maxOrderCents: 15_000,
 *   pickups: [{ name: 'Acme Flowers', address: '10220 104 Ave NW', lat: 53.5461, lng: -113.4938, phone: '7805550142', email: 'shop@acme.example' }],
 * })
 * createServer(toNodeListener(proxy)).listen(8080)
 * // the widget: createClient({ baseUrl: 'https://shop.example/waybill' }), api code 'via-proxy'
 * ```
 */
export function createWidgetProxy(options: WidgetProxyOptions): WidgetProxyHandler {
  const { apiCode, maxOrderCents } = options
  if (typeof apiCode !== 'string' || apiCode.trim() === '') {
    throw new TypeError('createWidgetProxy: apiCode is required (read it from the server environment)')
  }
  if (!Number.isInteger(maxOrderCents) || maxOrderCents < 0) {
    throw new RangeError('createWidgetProxy: maxOrderCents is a whole number of cents, 0 or more')
  }
  const names = options.names ?? DEFAULT_NAMES
  const baseUrl = baseUrlOf(options.apiBaseUrl)
  const basePath = basePathOf(options.basePath)
  const origins = originSet(options.allowedOrigins)
  const routes = widgetRoutes(names)
  const clock = options.clock ?? systemClock
  const redact = redactor(apiCode)
  const logger = redactingLogger(options.logger ?? consoleLogger, redact)
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const trusted = trustedSet(options.trustedProxies)
  const clientKey = options.clientKey ?? ((_request: Request, address?: string) => address ?? 'anonymous')
  const store = options.store ?? memoryStore()
  const rate = options.rateLimit ?? DEFAULT_RATE_LIMIT
  const orderRate = options.orderLimit ?? DEFAULT_ORDER_LIMIT
  const requestLimiter = windowLimiter(store, 'requests', rate.requests, rate.windowMs)
  const pickupOf = allowedPickups(options.pickups)
  let warnedNoAddress = false
  const upstream: UpstreamContext = { baseUrl, fetch, clock }
  const client = createClient({ baseUrl, ...names, fetch, clock, logger })
  const createOrder = routes.get(routeKey('POST', apiPaths(names).createOrder)) as ProxyRoute
  const orderFlow = createOrderFlow({
    upstream,
    apiCode,
    names,
    paymentSummaryPath: apiPaths(names).paymentSummary,
    route: createOrder,
    client,
    store,
    uuidKey: uuidKey(options.uuidSecret ?? apiCode),
    pickupOf,
    maxOrderCents,
    orderLimiter: windowLimiter(store, 'orders', orderRate.orders, orderRate.windowMs),
    logger,
    redact,
    now: () => clock.now(),
  })
  const notAvailable = () => messageReply(404, messages.embedNotAvailable)

  async function forward(route: ProxyRoute, request: Request): Promise<Response> {
    let body: object | undefined
    if (route.method === 'POST') {
      const read = await readLimited(request, BODY_LIMIT)
      if (!read.ok) return messageReply(413, messages.embedTooLarge)
      const sent = parseObject(read.text)
      if (!sent) return messageReply(400, messages.embedUnreadable)
      body = withApiCode(sent, route.apiCode, apiCode)
    }
    const outcome = await callUpstream(upstream, {
      method: route.method,
      path: route.path,
      ...(route.apiCode === 'queryApiKey' && { query: { api_key: apiCode } }),
      ...(body !== undefined && { body }),
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    })
    if (outcome.kind !== 'answer') {
      const reason = outcome.kind === 'timeout' ? 'timeout' : redact(String(outcome.reason))
      logger.error(`widget proxy: ${route.method} ${route.path} got no answer`, { reason })
      return noAnswerReply(outcome, names)
    }
    if (route.kind === 'companyInfo' && outcome.status === 200) {
      let answer: unknown
      try {
        answer = JSON.parse(outcome.text)
      } catch {
        answer = undefined
      }
      const filtered = filterCompanyInfo(answer, names.product)
      if (!filtered) {
        logger.error('widget proxy: unreadable company info answer')
        return messageReply(502, fillNames(messages.embedUpstreamFailed, names))
      }
      return passBack({ status: 200, text: JSON.stringify(filtered) }, redact, names)
    }
    return passBack(outcome, redact, names)
  }

  function clientOf(request: Request, connection: ClientConnection | undefined): string {
    const address = clientAddress(request, connection, trusted)
    if (address === undefined && !warnedNoAddress && options.clientKey === undefined) {
      warnedNoAddress = true
      logger.warn(
        'widget proxy: no client address was given, so every shopper counts as one client for the rate limits; pass the connection (see the embedding guide)',
      )
    }
    return clientKey(request, address)
  }

  async function handle(
    request: Request,
    origin: string | null,
    connection: ClientConnection | undefined,
  ): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith(`${basePath}/`)) return notAvailable()
    const path = pathname.slice(basePath.length)
    if (request.method === 'OPTIONS') {
      const wanted = request.headers.get('access-control-request-method') ?? ''
      if (origin === null || !routes.has(routeKey(wanted, path))) return notAvailable()
      return new Response(null, { status: 204, headers: preflightHeaders(origin) })
    }
    const key = clientOf(request, connection)
    const limited = await requestLimiter.hit(key, clock.now())
    if (!limited.ok) {
      return messageReply(429, messages.embedTooManyRequests, {
        'Retry-After': String(limited.retryAfterSeconds),
      })
    }
    const route = routes.get(routeKey(request.method, path))
    if (!route) return notAvailable()
    return route.kind === 'createOrder' ? orderFlow(request, key) : forward(route, request)
  }

  return async (request, connection) => {
    const origin = request.headers.get('origin')
    if (origin !== null && !origins.has(origin)) {
      return messageReply(403, fillNames(messages.embedOriginRefused, names), { Vary: 'Origin' })
    }
    let response: Response
    try {
      response = await handle(request, origin, connection)
    } catch (error) {
      logger.error('widget proxy: unexpected failure', error)
      response = messageReply(500, messages.requestFailed)
    }
    if (origin !== null) {
      for (const [name, value] of Object.entries(corsHeaders(origin))) response.headers.set(name, value)
    }
    return response
  }
}
