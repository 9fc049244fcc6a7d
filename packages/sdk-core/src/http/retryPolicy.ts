/** How reads are retried (issue 3: at most 3 attempts, capped exponential backoff with jitter). */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly attempts: number
  /** Delay before the first retry, before jitter. */
  readonly baseDelayMs: number
  /** Cap of the computed backoff delay; a server's Retry-After is honoured up to 30 s, whatever this is. */
  readonly maxDelayMs: number
}

/** The default policy: 3 attempts, 300 ms doubling, capped at 5 s; Retry-After honoured up to 30 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, baseDelayMs: 300, maxDelayMs: 5_000 }

const MAX_RETRY_AFTER_MS = 30_000

/** Why an attempt failed, as far as retrying cares. */
export type AttemptFailure =
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'status'; readonly status: number; readonly retryAfter: string | null }
  | { readonly kind: 'contract' }

/** Whether a failed read may be sent again: no answer at all, 408, 429 or a 5xx. */
export function isRetryable(failure: AttemptFailure): boolean {
  if (failure.kind === 'network') return true
  if (failure.kind !== 'status') return false
  return failure.status === 408 || failure.status === 429 || failure.status >= 500
}

/**
 * Milliseconds to wait before retry number `retry` (1 for the first retry). A server's Retry-After (seconds or
 * an HTTP date) wins, up to 30 s; otherwise `base × 2^(retry−1)`, capped, with equal jitter (half fixed, half
 * random) so that many clients do not retry in step.
 */
export function retryDelay(
  retry: number,
  failure: AttemptFailure,
  policy: RetryPolicy,
  now: number,
  random: () => number,
): number {
  if (failure.kind === 'status' && failure.retryAfter !== null) {
    const asked = parseRetryAfter(failure.retryAfter, now)
    if (asked !== undefined) return Math.min(asked, MAX_RETRY_AFTER_MS)
  }
  const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return Math.round(capped / 2 + (random() * capped) / 2)
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; `undefined` when unreadable. */
export function parseRetryAfter(value: string, now: number): number | undefined {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
