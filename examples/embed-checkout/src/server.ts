import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, resolve } from 'node:path'
import { createWidgetProxy, toNodeListener, type WidgetPickup } from '@waybill/sdk-core/server'

/** What the checkout server needs: where the courier API is and the account's api code (server side only). */
export interface CheckoutServerOptions {
  /** The courier API (the sandbox's URL when trying it out). */
  readonly apiBaseUrl: string
  /** The account's api code: read from the environment, never sent to the browser. */
  readonly apiCode: string
  /** Port to listen on; 0 (a free one) by default. */
  readonly port?: number
  /** The most an order may cost, cents; $150 by default. */
  readonly maxOrderCents?: number
}

const publicDir = resolve(import.meta.dirname, '../public')
// The built loader and widget bundle of @waybill/widgets (`npm run build`).
const embedDir = join(
  dirname(createRequire(import.meta.url).resolve('@waybill/widgets/package.json')),
  'dist/embed',
)
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

/**
 * A strict CSP (issue 9): scripts only with this response's nonce (and what they load, 'strict-dynamic'), no
 * inline styles, no eval, no plugins; the page talks only to its own origin, the proxy included.
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

async function sendFile(res: ServerResponse, file: string): Promise<void> {
  try {
    const body = await readFile(file)
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(body)
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  }
}

/** The shop's pickup: preset in its checkout page, and the only one its proxy accepts. */
export const CORNER_BOOKS: WidgetPickup = {
  name: 'Corner Books',
  address: '10220 Jasper Ave NW, Edmonton, AB',
  phone: '7805550100',
  email: 'shop@cornerbooks.example',
  lat: 53.5412,
  lng: -113.4975,
}

/** A value in a single-quoted HTML attribute. */
const attributeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;')

/** The shop's checkout page with a fresh nonce on its scripts, served under its CSP. */
async function sendCheckout(res: ServerResponse): Promise<void> {
  const nonce = randomBytes(16).toString('base64')
  const page = (await readFile(join(publicDir, 'checkout.html'), 'utf8'))
    .replaceAll('{{nonce}}', nonce)
    .replaceAll('{{pickup}}', attributeJson(CORNER_BOOKS))
  res.writeHead(200, {
    'content-type': TYPES['.html'],
    'content-security-policy': contentSecurityPolicy(nonce),
    'x-content-type-options': 'nosniff',
  })
  res.end(page)
}

/**
 * The example shop: `/` is the checkout page, `/shop.css` its stylesheet, `/embed/*` the widget's loader and
 * bundle, and `/waybill/*` the widget proxy (`createWidgetProxy`), which alone holds the api code.
 */
export async function startCheckoutServer(
  options: CheckoutServerOptions,
): Promise<{ readonly url: string; readonly server: Server; close(): Promise<void> }> {
  let origin = ''
  let proxy: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (path.startsWith('/waybill/') && proxy) return proxy(req, res)
    if (req.method !== 'GET') return void res.writeHead(405).end()
    if (path === '/' || path === '/checkout') return void sendCheckout(res)
    if (path === '/shop.css') return void sendFile(res, join(publicDir, 'shop.css'))
    const embedded = /^\/embed\/([\w.-]+\.js)$/.exec(path)
    if (embedded?.[1]) return void sendFile(res, join(embedDir, embedded[1]))
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy = toNodeListener(
    createWidgetProxy({
      apiBaseUrl: options.apiBaseUrl,
      apiCode: options.apiCode,
      allowedOrigins: [origin],
      basePath: '/waybill',
      maxOrderCents: options.maxOrderCents ?? 15_000,
      pickups: [CORNER_BOOKS],
    }),
  )
  return {
    url: origin,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
