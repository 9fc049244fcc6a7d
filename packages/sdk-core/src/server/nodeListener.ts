import { messages } from '../domain/messages.ts'
import { ORDER_BODY_LIMIT } from './body.ts'
import type { WidgetProxyHandler } from './types.ts'

/**
 * The part of Node's `http.IncomingMessage` (or an Express request) the adapter reads: no import of `node:http`,
 * so sdk-core stays loadable in browsers.
 *
 * @example
 * ```ts
 * const req: NodeRequestLike = incomingMessage // a node:http IncomingMessage fits
 * ```
 */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  /** HTTP method, e.g. 'POST'. */
  readonly method?: string | undefined
  /** Path and query, e.g. '/waybill/api/web/size-category'. Express's `originalUrl` is preferred when present. */
  readonly url?: string | undefined
  /** Express: the URL before a router stripped its mount path. */
  readonly originalUrl?: string | undefined
  /** Request headers, lower-case names. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>
  /** The connection: its remote address is the client's, or your trusted reverse proxy's. */
  readonly socket?: { readonly remoteAddress?: string | undefined } | undefined
  /** Express with a body parser: the body already read (a string, bytes, or parsed JSON). */
  readonly body?: unknown
}

/**
 * The part of Node's `http.ServerResponse` (or an Express response) the adapter writes.
 *
 * @example
 * ```ts
 * const res: NodeResponseLike = serverResponse // a node:http ServerResponse fits
 * ```
 */
export interface NodeResponseLike {
  /** The answer's status. */
  statusCode: number
  /** Sets one header. */
  setHeader(name: string, value: string): unknown
  /** Sends the body and finishes the answer. */
  end(body?: Uint8Array): unknown
}

/**
 * A Node `http` request listener: `(req, res) => void`.
 *
 * @example
 * ```ts
 * const listener: NodeListener = toNodeListener(proxy)
 * createServer(listener)
 * ```
 */
export type NodeListener = (req: NodeRequestLike, res: NodeResponseLike) => void

/**
 * How much of a body over the limit is read and dropped so that the keep-alive connection stays usable for the
 * next request; past it the connection is closed (`Connection: close`) rather than read for ever.
 */
const DRAIN_LIMIT = 1024 * 1024

/** A body as the adapter read it: at most `limit + 1` bytes kept, and whether bytes were left unread. */
interface CappedBody {
  readonly bytes: Uint8Array<ArrayBuffer>
  readonly unread: boolean
}

/**
 * Keeps at most `limit + 1` bytes (enough for the handler to see that a body is too large, never more). The rest
 * is read and dropped up to {@link DRAIN_LIMIT}: stopping mid-body would leave it on the connection, where Node
 * resets it and the shopper's next request fails.
 */
async function readCapped(req: NodeRequestLike, limit: number): Promise<CappedBody> {
  const encoder = new TextEncoder()
  const chunks: Uint8Array[] = []
  let kept = 0
  let size = 0
  let unread = false
  for await (const chunk of req) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk
    size += bytes.byteLength
    if (kept <= limit) {
      chunks.push(bytes)
      kept += bytes.byteLength
    }
    if (size > limit + DRAIN_LIMIT) {
      unread = true
      break
    }
  }
  const all = new Uint8Array(kept)
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.byteLength
  }
  return { bytes: all.subarray(0, limit + 1), unread }
}

async function bodyOf(req: NodeRequestLike): Promise<{ body?: RequestInit['body']; unread?: boolean }> {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return {}
  const { body } = req
  if (typeof body === 'string') return { body }
  if (body instanceof Uint8Array) return { body: new Uint8Array(body) }
  // A body parser already read the stream: send what it parsed.
  if (body !== undefined && body !== null && typeof body === 'object') return { body: JSON.stringify(body) }
  const capped = await readCapped(req, ORDER_BODY_LIMIT)
  return { body: capped.bytes, unread: capped.unread }
}

/** Hop-by-hop headers, and the length of a body the adapter re-reads: not passed to the handler. */
const DROPPED_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
])

function headersOf(req: NodeRequestLike): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':') || DROPPED_HEADERS.has(name.toLowerCase())) continue
    if (typeof value === 'string') headers.set(name, value)
    else for (const one of value) headers.append(name, one)
  }
  return headers
}

/**
 * Adapts the widget proxy (or any fetch-style handler) to Node's `http.createServer` and to Express: the request
 * is turned into a web `Request` (body capped at the proxy's largest limit) and handed over with the connection's
 * address; the `Response` is written back. Behind your own reverse proxy, list its address in the proxy's
 * `trustedProxies`, not here.
 *
 * @example
 * ```ts
 * // Node http
 * createServer(toNodeListener(proxy)).listen(8080)
 * // Express, mounted at the proxy's basePath
 * app.use('/waybill', toNodeListener(proxy))
 * ```
 */
export function toNodeListener(handler: WidgetProxyHandler): NodeListener {
  return (req, res) => {
    void (async () => {
      let response: Response
      let unread = false
      try {
        const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost')
        const read = await bodyOf(req)
        unread = read.unread === true
        const method = (req.method ?? 'GET').toUpperCase()
        response = await handler(
          new Request(url, {
            method,
            headers: headersOf(req),
            ...(read.body !== undefined && { body: read.body }),
          }),
          { remoteAddress: req.socket?.remoteAddress },
        )
      } catch {
        // The request could not be read (a dropped connection, a malformed URL).
        response = new Response(JSON.stringify({ message: messages.embedUnreadable }), {
          status: 400,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        })
      }
      const bytes = new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0)))
      res.statusCode = response.status
      response.headers.forEach((value, name) => {
        res.setHeader(name, value)
      })
      // The rest of the body is still on the connection: close it cleanly rather than let Node reset it.
      if (unread) res.setHeader('Connection', 'close')
      res.end(bytes)
    })()
  }
}
