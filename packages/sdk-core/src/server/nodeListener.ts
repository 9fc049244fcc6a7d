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
  /** The connection; its remote address stands in for X-Forwarded-For when none is sent. */
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

/** Reads at most `limit + 1` bytes: enough for the handler to see that a body is too large, never more. */
async function readCapped(req: NodeRequestLike, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of req) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk
    chunks.push(bytes)
    size += bytes.byteLength
    if (size > limit) break
  }
  const all = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.byteLength
  }
  return all.subarray(0, limit + 1)
}

async function bodyOf(req: NodeRequestLike): Promise<RequestInit['body'] | undefined> {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined
  const { body } = req
  if (typeof body === 'string') return body
  if (body instanceof Uint8Array) return new Uint8Array(body)
  // A body parser already read the stream: send what it parsed.
  if (body !== undefined && body !== null && typeof body === 'object') return JSON.stringify(body)
  return readCapped(req, ORDER_BODY_LIMIT)
}

/** Hop-by-hop headers, and the length of a body the adapter re-reads: not passed to the handler. */
const DROPPED_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
])

function headersOf(req: NodeRequestLike, trustProxy: boolean): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':') || DROPPED_HEADERS.has(name.toLowerCase())) continue
    if (typeof value === 'string') headers.set(name, value)
    else for (const one of value) headers.append(name, one)
  }
  // Without a trusted reverse proxy in front, a client-sent X-Forwarded-For is the client's own word: replaced.
  const remote = req.socket?.remoteAddress
  if (remote && (!trustProxy || !headers.has('x-forwarded-for'))) headers.set('x-forwarded-for', remote)
  return headers
}

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /**
   * A reverse proxy you run sets X-Forwarded-For (its last entry is the client): keep the header. By default the
   * header is replaced by the connection's address, since a client can send any.
   */
  readonly trustProxy?: boolean
}

/**
 * Adapts the widget proxy (or any fetch-style handler) to Node's `http.createServer` and to Express: the request
 * is turned into a web `Request` (body capped at the proxy's largest limit), the `Response` written back.
 * X-Forwarded-For, which the client key reads, is the connection's address unless `trustProxy` is set.
 *
 * @example
 * ```ts
 * // Node http
 * createServer(toNodeListener(proxy)).listen(8080)
 * // Express, mounted at the proxy's basePath
 * app.use('/waybill', toNodeListener(proxy))
 * ```
 */
export function toNodeListener(handler: WidgetProxyHandler, options: NodeListenerOptions = {}): NodeListener {
  return (req, res) => {
    void (async () => {
      let response: Response
      try {
        const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost')
        const body = await bodyOf(req)
        const method = (req.method ?? 'GET').toUpperCase()
        response = await handler(
          new Request(url, {
            method,
            headers: headersOf(req, options.trustProxy === true),
            ...(body !== undefined && { body }),
          }),
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
      res.end(bytes)
    })()
  }
}
