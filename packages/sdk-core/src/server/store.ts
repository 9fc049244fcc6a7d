/** The outcome of counting one event against a limit: allowed, or refused, with the time left in the window. */
export interface WindowHit {
  /** False when the event is over the limit: refuse it. */
  readonly ok: boolean
  /** Milliseconds until the window ends and the count starts again. */
  readonly resetInMs: number
}

/**
 * Where the widget proxy keeps what must outlive one request and be shared by every process serving the shop:
 * the orders it booked (so a retry never charges twice, and never with other details) and the rate-limit counts.
 * {@link memoryStore} serves one process; {@link redisStore} serves several (serverless functions, clusters).
 *
 * @example
 * ```ts
 * const store: ProxyStore = memoryStore()
 * await store.recordOrder('order:3f2a…', 'digest-1') // null: first time, charge it
 * await store.recordOrder('order:3f2a…', 'digest-1') // 'digest-1': a retry, already charged
 * ```
 */
export interface ProxyStore {
  /**
   * Records `digest` (the order's details) under `key` unless something is recorded there already. Answers what
   * was recorded before this call, or `null` when this call recorded it: then the caller is the one to charge.
   */
  recordOrder(key: string, digest: string): Promise<string | null>
  /** Forgets `key` after a charge the courier API definitely refused, so that a retry may charge. */
  forgetOrder(key: string): Promise<void>
  /**
   * Counts one event of `key` in its fixed window of `windowMs`, allowing `limit` per window. With an `id` (an
   * order's uuid), an id already counted in the window passes without counting again, and a refused id is not
   * counted. `now` is the proxy's clock; a shared store may use its own.
   */
  hit(key: string, limit: number, windowMs: number, now: number, id?: string): Promise<WindowHit>
}

interface Window {
  end: number
  count: number
  ids: Set<string>
}

/** Windows kept before expired ones are swept, so that many one-off clients cannot grow the map for ever. */
const SWEEP_AT = 10_000

/** Options of {@link memoryStore}. */
export interface MemoryStoreOptions {
  /** How long a booked order's record is kept, in ms, as {@link redisStore}'s `orderTtlMs`. 30 days by default. */
  readonly orderTtlMs?: number
  /** The most order records kept; past it the oldest go first. 100,000 by default (about 20 MB). */
  readonly maxOrders?: number
  /** The clock of the order records, in ms; `Date.now` by default. */
  readonly now?: () => number
}

/** 30 days, as {@link redisStore} keeps them: longer than any shopper retries an order. */
const ORDER_TTL_MS = 30 * 24 * 3_600_000
const MAX_ORDERS = 100_000

/**
 * The default {@link ProxyStore}: this process's memory. A restart forgets the orders it charged, and each process
 * counts its own limits: a shop on several processes passes {@link redisStore} instead. Order records are kept
 * `orderTtlMs` and at most `maxOrders` of them, so that the memory a long-running shop uses stays bounded; a retry
 * of an order past either may charge again, as with Redis's expiry.
 *
 * @example
 * ```ts
 * const store = memoryStore()
 * await store.hit('203.0.113.7', 2, 60_000, 0) // { ok: true, resetInMs: 60000 }
 * ```
 */
export function memoryStore(options: MemoryStoreOptions = {}): ProxyStore {
  const { orderTtlMs = ORDER_TTL_MS, maxOrders = MAX_ORDERS, now = Date.now } = options
  // In insertion order, so the oldest record is always the first.
  const orders = new Map<string, { digest: string; at: number }>()
  const windows = new Map<string, Window>()

  function sweep(now: number) {
    for (const [key, window] of windows) if (now >= window.end) windows.delete(key)
  }

  function dropOldOrders(at: number) {
    for (const [key, order] of orders) {
      if (orders.size < maxOrders && at - order.at < orderTtlMs) return
      orders.delete(key)
    }
  }

  return {
    async recordOrder(key, digest) {
      const at = now()
      const before = orders.get(key)
      if (before !== undefined && at - before.at < orderTtlMs) return before.digest
      orders.delete(key)
      dropOldOrders(at)
      orders.set(key, { digest, at })
      return null
    },
    async forgetOrder(key) {
      orders.delete(key)
    },
    async hit(key, limit, windowMs, now, id) {
      let window = windows.get(key)
      if (!window || now >= window.end) {
        if (!window && windows.size >= SWEEP_AT) sweep(now)
        window = { end: now + windowMs, count: 0, ids: new Set() }
        windows.set(key, window)
      }
      const resetInMs = window.end - now
      if (id !== undefined && window.ids.has(id)) return { ok: true, resetInMs }
      if (window.count >= limit) return { ok: false, resetInMs }
      window.count += 1
      if (id !== undefined) window.ids.add(id)
      return { ok: true, resetInMs }
    },
  }
}
