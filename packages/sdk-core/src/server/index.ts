/**
 * The widget proxy, for the merchant's server (issue 9 'Secrets never reach the browser'): the embeddable order
 * widget talks only to it, and it forwards only the widget's calls to the courier API with the account's api code
 * injected. Web-standard Request and Response, no Node import: runs in Node 22 or newer, Deno, Bun and edge
 * runtimes.
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
 *   pickups: [{ name: 'Acme Flowers', address: '10220 104 Ave NW', lat: 53.5461, lng: -113.4938, phone: '7805550142', email: 'shop@acme.example' }],
 * })
 * createServer(toNodeListener(proxy)).listen(8080)
 * ```
 *
 * @packageDocumentation
 */
export type { WireNames } from '../api/wire/names.ts'
export { DEFAULT_NAMES } from '../api/wire/names.ts'
export type { Clock, Logger } from '../config.ts'
export type { WidgetPickup } from '../embed/widgetPickup.ts'
export { BODY_LIMIT, ORDER_BODY_LIMIT } from './body.ts'
export {
  type NodeListener,
  type NodeRequestLike,
  type NodeResponseLike,
  toNodeListener,
} from './nodeListener.ts'
export type { ClientConnection } from './rateLimit.ts'
export { type RedisCommand, type RedisStoreOptions, redisStore } from './redisStore.ts'
export { type MemoryStoreOptions, memoryStore, type ProxyStore, type WindowHit } from './store.ts'
export type {
  OrderLimit,
  WidgetProxyHandler,
  WidgetProxyOptions,
  WindowLimit,
} from './types.ts'
export { UPSTREAM_SLOW_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS } from './upstream.ts'
export { createWidgetProxy, DEFAULT_ORDER_LIMIT, DEFAULT_RATE_LIMIT } from './widgetProxy.ts'
