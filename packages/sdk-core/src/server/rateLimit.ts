import type { ProxyStore } from './store.ts'

/** The outcome of counting one event: allowed, or refused with the seconds to wait. */
export type LimitOutcome = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number }

/** Counts events per client key in fixed windows. */
export interface WindowLimiter {
  /**
   * Counts one event of `key` at `now`. With an `id` (an order uuid), an id already counted in the current window
   * is allowed without counting again: a retried create is the same order.
   */
  hit(key: string, now: number, id?: string): Promise<LimitOutcome>
}

/**
 * A fixed-window limit of `limit` events per `windowMs` per key, counted in `store` under `name`: every process
 * sharing the store counts towards one limit.
 *
 * @example
 * ```ts
 * const limiter = windowLimiter(memoryStore(), 'requests', 2, 60_000)
 * await limiter.hit('1.2.3.4', 0) // { ok: true }
 * await limiter.hit('1.2.3.4', 1) // { ok: true }
 * await limiter.hit('1.2.3.4', 2) // { ok: false, retryAfterSeconds: 60 }
 * ```
 */
export function windowLimiter(
  store: ProxyStore,
  name: string,
  limit: number,
  windowMs: number,
): WindowLimiter {
  if (!Number.isInteger(limit) || limit < 1 || !(windowMs > 0)) {
    throw new RangeError(
      `A rate limit is a positive count per positive window, got ${limit} per ${windowMs} ms`,
    )
  }
  return {
    async hit(key, now, id) {
      const counted = await store.hit(`${name}:${key}`, limit, windowMs, now, id)
      if (counted.ok) return { ok: true }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(counted.resetInMs / 1000)) }
    },
  }
}

/**
 * What the server knows of the connection a request came on, the widget proxy's second argument: Node's
 * `socket.remoteAddress`, Deno's `info.remoteAddr.hostname`, Bun's `server.requestIP(request).address`.
 *
 * @example
 * ```ts
 * Deno.serve((request, info) => proxy(request, { remoteAddress: info.remoteAddr.hostname }))
 * ```
 */
export interface ClientConnection {
  /** The address of the peer of the connection: the client, or your reverse proxy. */
  readonly remoteAddress?: string | undefined
}

/** '::ffff:10.0.0.1' and '10.0.0.1' are the same IPv4 peer. */
function plainAddress(address: string): string {
  const trimmed = address.trim().toLowerCase()
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}

/**
 * The address a request counts for. The connection's peer, unless it is one of `trustedProxies`: then the
 * X-Forwarded-For entries are read from the right, each trusted proxy's entry skipped, and the first address no
 * trusted proxy wrote is the client's. A client can write entries only to the left of those, so a forged header
 * changes nothing; with no trusted proxy the header is never read.
 *
 * @example
 * ```ts
 * const request = new Request('https://shop.example/', { headers: { 'X-Forwarded-For': 'forged, 203.0.113.7' } })
 * clientAddress(request, { remoteAddress: '10.0.0.2' }, new Set(['10.0.0.2'])) // '203.0.113.7'
 * clientAddress(request, { remoteAddress: '198.51.100.1' }, new Set(['10.0.0.2'])) // '198.51.100.1'
 * ```
 */
export function clientAddress(
  request: Request,
  connection: ClientConnection | undefined,
  trustedProxies: ReadonlySet<string>,
): string | undefined {
  const peer = connection?.remoteAddress
  if (!peer) return undefined
  let address = plainAddress(peer)
  if (!trustedProxies.has(address)) return address
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map(plainAddress).filter(Boolean)
  while (trustedProxies.has(address) && hops.length > 0) address = hops.pop() ?? address
  return address
}

/** The trusted proxies' addresses, as {@link clientAddress} compares them. */
export function trustedSet(addresses: readonly string[] = []): ReadonlySet<string> {
  return new Set(addresses.map(plainAddress))
}
