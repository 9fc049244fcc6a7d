import { describe, expect, it } from 'vitest'
import {
  type AttemptFailure,
  DEFAULT_RETRY_POLICY,
  isRetryable,
  parseRetryAfter,
  retryDelay,
} from './retryPolicy.ts'

const status = (code: number, retryAfter: string | null = null): AttemptFailure => ({
  kind: 'status',
  status: code,
  retryAfter,
})

describe('isRetryable (issue 3: reads retry on network error, 408, 429 and 5xx)', () => {
  it.each([
    [{ kind: 'network' } as const, true],
    [{ kind: 'timeout' } as const, false],
    [{ kind: 'contract' } as const, false],
    [status(408), true],
    [status(429), true],
    [status(500), true],
    [status(503), true],
    [status(400), false],
    [status(401), false],
    [status(404), false],
    [status(422), false],
  ])('%j → %s', (failure, expected) => {
    expect(isRetryable(failure)).toBe(expected)
  })
})

describe('retryDelay', () => {
  const now = Date.UTC(2026, 10, 21, 12)

  it('doubles from the base delay, capped, with equal jitter', () => {
    const policy = { attempts: 5, baseDelayMs: 300, maxDelayMs: 1000 }
    expect([1, 2, 3, 4].map((retry) => retryDelay(retry, status(503), policy, now, () => 0))).toEqual([
      150, 300, 500, 500,
    ])
    expect([1, 2, 3, 4].map((retry) => retryDelay(retry, status(503), policy, now, () => 1))).toEqual([
      300, 600, 1000, 1000,
    ])
  })

  it('honours Retry-After in seconds and as an HTTP date, up to 30 s', () => {
    expect(retryDelay(1, status(429, '2'), DEFAULT_RETRY_POLICY, now, () => 0.5)).toBe(2000)
    const inFive = new Date(now + 5000).toUTCString()
    expect(retryDelay(1, status(503, inFive), DEFAULT_RETRY_POLICY, now, () => 0.5)).toBe(5000)
    expect(retryDelay(1, status(429, '3600'), DEFAULT_RETRY_POLICY, now, () => 0.5)).toBe(30_000)
  })

  it('falls back to backoff when Retry-After is unreadable', () => {
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(retryDelay(1, status(429, 'soon'), DEFAULT_RETRY_POLICY, now, () => 0)).toBe(150)
  })
})
