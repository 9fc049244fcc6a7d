/** The outcome of counting one event: allowed, or refused with the seconds to wait. */
export type LimitOutcome = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number }

/** Counts events per client key in fixed windows. */
export interface FixedWindowLimiter {
  /**
   * Counts one event of `key` at `now`. With an `id` (an order uuid), an id already counted in the current window
   * is allowed without counting again: a retried create is the same order.
   */
  hit(key: string, now: number, id?: string): LimitOutcome
}

interface Window {
  start: number
  count: number
  ids: Set<string>
}

/** Windows kept before expired ones are swept, so that many one-off clients cannot grow the map for ever. */
const SWEEP_AT = 10_000

/**
 * A fixed-window counter: `limit` events per `windowMs` per key, in memory.
 *
 * @example
 * ```ts
 * const limiter = fixedWindowLimiter(2, 60_000)
 * limiter.hit('1.2.3.4', 0) // { ok: true }
 * limiter.hit('1.2.3.4', 1) // { ok: true }
 * limiter.hit('1.2.3.4', 2) // { ok: false, retryAfterSeconds: 60 }
 * ```
 */
export function fixedWindowLimiter(limit: number, windowMs: number): FixedWindowLimiter {
  if (!Number.isInteger(limit) || limit < 1 || !(windowMs > 0)) {
    throw new RangeError(
      `A rate limit is a positive count per positive window, got ${limit} per ${windowMs} ms`,
    )
  }
  const windows = new Map<string, Window>()

  function sweep(now: number) {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key)
  }

  return {
    hit(key, now, id) {
      let window = windows.get(key)
      if (!window || now - window.start >= windowMs) {
        if (!window && windows.size >= SWEEP_AT) sweep(now)
        window = { start: now, count: 0, ids: new Set() }
        windows.set(key, window)
      }
      if (id !== undefined && window.ids.has(id)) return { ok: true }
      if (window.count >= limit) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
        }
      }
      window.count += 1
      if (id !== undefined) window.ids.add(id)
      return { ok: true }
    },
  }
}

/**
 * The default client key: the last X-Forwarded-For entry, else the Origin, else 'anonymous'. The last entry is the
 * address the nearest proxy saw (`toNodeListener` puts the connection's there unless told to trust a reverse
 * proxy): a client can write entries in front of it, never after, so rotating the header does not dodge the limits.
 *
 * @example
 * ```ts
 * defaultClientKey(new Request('https://shop.example/', { headers: { 'X-Forwarded-For': 'forged, 1.2.3.4' } })) // '1.2.3.4'
 * ```
 */
export function defaultClientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  if (forwarded) return forwarded
  return request.headers.get('origin') ?? 'anonymous'
}
