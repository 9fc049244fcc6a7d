/**
 * The widget proxy, for the merchant's server (issue 9 'Secrets never reach the browser'): the embeddable order
 * widget talks only to it, and it forwards only the widget's calls to the courier API with the account's api code
 * injected. Web-standard Request and Response, no Node import: runs in Node 24, Deno, Bun and edge runtimes.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 * import { createWidgetProxy, toNodeListener } from '@waybill/sdk-core/server'
 *
 * const proxy = createWidgetProxy({
 *   apiBaseUrl: 'http://127.0.0.1:4317',
 *   apiCode: process.env.WAYBILL_API_CODE ?? '',
 *   allowedOrigins: ['http://localhost:8080'],
 *   basePath: '/waybill',
 *   maxOrderCents: 15_000,
 * })
 * createServer(toNodeListener(proxy)).listen(8080)
 * ```
 *
 * @packageDocumentation
 */
export type { WireNames } from '../api/wire/names.ts'
export { DEFAULT_NAMES } from '../api/wire/names.ts'
export type { Clock, Logger } from '../config.ts'
export { BODY_LIMIT, ORDER_BODY_LIMIT } from './body.ts'
export { memoryCharges } from './charges.ts'
export {
  type NodeListener,
  type NodeListenerOptions,
  type NodeRequestLike,
  type NodeResponseLike,
  toNodeListener,
} from './nodeListener.ts'
export { defaultClientKey } from './rateLimit.ts'
export type {
  ChargeRegistry,
  OrderLimit,
  WidgetProxyHandler,
  WidgetProxyOptions,
  WindowLimit,
} from './types.ts'
export { UPSTREAM_SLOW_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS } from './upstream.ts'
export { createWidgetProxy, DEFAULT_ORDER_LIMIT, DEFAULT_RATE_LIMIT } from './widgetProxy.ts'
