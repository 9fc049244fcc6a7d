import { describe, expect, it } from 'vitest'
import { clientAddress, trustedSet, windowLimiter } from './rateLimit.ts'
import { memoryStore } from './store.ts'

// Issue 9: 'rate limiting' of the widget proxy; issue 22: limits a forged header cannot dodge.

describe('windowLimiter over the memory store', () => {
  it('allows `limit` events per window, then says how long to wait', async () => {
    const limiter = windowLimiter(memoryStore(), 'requests', 2, 60_000)
    expect(await limiter.hit('a', 0)).toEqual({ ok: true })
    expect(await limiter.hit('a', 10_000)).toEqual({ ok: true })
    expect(await limiter.hit('a', 10_500)).toEqual({ ok: false, retryAfterSeconds: 50 })
    expect(await limiter.hit('b', 10_500)).toEqual({ ok: true })
    expect(await limiter.hit('a', 60_000)).toEqual({ ok: true })
  })

  it('counts an id once per window, and a refused id not at all: a retried order is the same order', async () => {
    const limiter = windowLimiter(memoryStore(), 'orders', 1, 1000)
    expect((await limiter.hit('a', 0, 'u1')).ok).toBe(true)
    expect((await limiter.hit('a', 1, 'u1')).ok).toBe(true)
    expect((await limiter.hit('a', 2, 'u2')).ok).toBe(false)
    expect((await limiter.hit('a', 3, 'u2')).ok).toBe(false)
  })

  it('keeps two limiters on one store apart by name', async () => {
    const store = memoryStore()
    const requests = windowLimiter(store, 'requests', 1, 1000)
    const orders = windowLimiter(store, 'orders', 1, 1000)
    expect((await requests.hit('a', 0)).ok).toBe(true)
    expect((await orders.hit('a', 0, 'u1')).ok).toBe(true)
  })

  it('refuses a limit that is not a positive count per positive window', () => {
    expect(() => windowLimiter(memoryStore(), 'x', 0, 1000)).toThrow(RangeError)
    expect(() => windowLimiter(memoryStore(), 'x', 1, 0)).toThrow(RangeError)
  })
})

describe('clientAddress', () => {
  const request = (forwarded?: string) =>
    new Request('https://shop.example/', { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} })

  it("is the connection's peer, the header ignored, when no proxy is trusted", () => {
    expect(clientAddress(request('203.0.113.7'), { remoteAddress: '198.51.100.1' }, trustedSet())).toBe(
      '198.51.100.1',
    )
    expect(clientAddress(request('203.0.113.7'), undefined, trustedSet())).toBeUndefined()
  })

  it('reads the header from the right behind trusted proxies, skipping each of them', () => {
    const trusted = trustedSet(['10.0.0.2', '10.0.0.3'])
    const via = { remoteAddress: '::ffff:10.0.0.2' }
    expect(clientAddress(request('forged, 203.0.113.7, 10.0.0.3'), via, trusted)).toBe('203.0.113.7')
    expect(clientAddress(request(' 203.0.113.9 '), via, trusted)).toBe('203.0.113.9')
    // A trusted proxy that forwarded nothing: the proxy itself is the client.
    expect(clientAddress(request(), via, trusted)).toBe('10.0.0.2')
  })
})
