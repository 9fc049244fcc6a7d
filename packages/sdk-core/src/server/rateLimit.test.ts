import { describe, expect, it } from 'vitest'
import { defaultClientKey, fixedWindowLimiter } from './rateLimit.ts'

// Issue 9: 'rate limiting' of the widget proxy.

describe('fixedWindowLimiter', () => {
  it('allows `limit` events per window, then says how long to wait', () => {
    const limiter = fixedWindowLimiter(2, 60_000)
    expect(limiter.hit('a', 0)).toEqual({ ok: true })
    expect(limiter.hit('a', 10_000)).toEqual({ ok: true })
    expect(limiter.hit('a', 10_500)).toEqual({ ok: false, retryAfterSeconds: 50 })
    expect(limiter.hit('b', 10_500)).toEqual({ ok: true })
    expect(limiter.hit('a', 60_000)).toEqual({ ok: true })
  })

  it('counts an id once per window: a retried order is the same order', () => {
    const limiter = fixedWindowLimiter(1, 1000)
    expect(limiter.hit('a', 0, 'u1').ok).toBe(true)
    expect(limiter.hit('a', 1, 'u1').ok).toBe(true)
    expect(limiter.hit('a', 2, 'u2').ok).toBe(false)
  })

  it('refuses a limit that is not a positive count per positive window', () => {
    expect(() => fixedWindowLimiter(0, 1000)).toThrow(RangeError)
    expect(() => fixedWindowLimiter(1, 0)).toThrow(RangeError)
  })
})

describe('defaultClientKey', () => {
  const request = (headers: Record<string, string>) => new Request('https://shop.example/', { headers })
  it('is the last X-Forwarded-For entry (the one a client cannot forge), else the Origin, else anonymous', () => {
    expect(
      defaultClientKey(request({ 'X-Forwarded-For': ' forged , 1.2.3.4 ', Origin: 'https://a.example' })),
    ).toBe('1.2.3.4')
    expect(defaultClientKey(request({ Origin: 'https://a.example' }))).toBe('https://a.example')
    expect(defaultClientKey(request({}))).toBe('anonymous')
  })
})
