import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { createWidgetProxy, toNodeListener } from '@waybill/sdk-core/server'
import { PICKUP } from '../src/pickup.ts'

/** What the shop's server needs: the courier API and the account's api code (server side only). */
export interface ShopServerOptions {
  readonly apiBaseUrl: string
  readonly apiCode: string
  /** Port to listen on; 0 (a free one) by default. */
  readonly port?: number
}

const dist = resolve(import.meta.dirname, '../dist')
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

/** A file of the Vite build; any other path is the app's page. */
async function sendBuilt(res: ServerResponse, path: string): Promise<void> {
  const file = normalize(join(dist, path))
  const inside = file.startsWith(`${dist}/`) && extname(file) !== ''
  try {
    const body = await readFile(inside ? file : join(dist, 'index.html'))
    res.writeHead(200, {
      'content-type': TYPES[inside ? extname(file) : '.html'] ?? 'application/octet-stream',
    })
    res.end(body)
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  }
}

/** The React shop (`vite build` into dist/) and, under `/waybill/`, the widget proxy holding the api code. */
export async function startShopServer(
  options: ShopServerOptions,
): Promise<{ readonly url: string; readonly server: Server; close(): Promise<void> }> {
  let proxy: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (path.startsWith('/waybill/') && proxy) return proxy(req, res)
    if (req.method !== 'GET') return void res.writeHead(405).end()
    void sendBuilt(res, path)
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy = toNodeListener(
    createWidgetProxy({
      apiBaseUrl: options.apiBaseUrl,
      apiCode: options.apiCode,
      allowedOrigins: [url],
      basePath: '/waybill',
      maxOrderCents: 15_000,
      pickups: [PICKUP],
    }),
  )
  return {
    url,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
