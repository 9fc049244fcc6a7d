import 'server-only'
import { createWidgetProxy, type WidgetProxyHandler } from '@waybill/sdk-core/server'
import { PICKUP } from '../app/pickup.ts'

/** A server environment variable the proxy cannot do without. */
function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: the widget proxy reads it from the server's environment`)
  return value
}

/** `WAYBILL_ALLOWED_ORIGINS` (comma-separated), else this server's own origin on localhost and 127.0.0.1. */
function allowedOrigins(): string[] {
  const given = process.env.WAYBILL_ALLOWED_ORIGINS
  if (given) return given.split(',').map((origin) => origin.trim())
  const port = process.env.PORT ?? '3000'
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

let proxy: WidgetProxyHandler | undefined

/**
 * The widget proxy under `/waybill`, made on the first request from the server's environment: read when the server
 * runs, never when the app is built, so that no build output holds the api code.
 */
export function widgetProxy(): WidgetProxyHandler {
  proxy ??= createWidgetProxy({
    apiBaseUrl: required('WAYBILL_API_BASE_URL'),
    apiCode: required('WAYBILL_API_CODE'),
    allowedOrigins: allowedOrigins(),
    basePath: '/waybill',
    maxOrderCents: 15_000,
    pickups: [PICKUP],
  })
  return proxy
}

/**
 * The shopper's address for the proxy's rate limits. A route handler is not told the connection's address: `next
 * start` writes it into X-Forwarded-For when a request brings none, and a reverse proxy in front of it (a load
 * balancer, Vercel, nginx) replaces or appends to the header. The last entry is the one the server in front wrote.
 * Exposed with no reverse proxy, a shopper who sends the header chooses it: put one in front.
 */
export function shopperAddress(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')
  return forwarded?.split(',').at(-1)?.trim() || undefined
}
