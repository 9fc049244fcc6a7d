import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CORS_HEADERS, CORS_METHODS, originOf } from '../src/cors.ts'
import type { Sandbox } from '../src/index.ts'
import { memorySandbox } from './helpers.ts'

// Issue 24 item 2: the sandbox answers CORS as a courier API must, for a portal served from another origin.
let sandbox: Sandbox
const PORTAL = 'https://portal.courier.example'
beforeAll(async () => {
  sandbox = await memorySandbox({ allowOrigins: [`${PORTAL}/`, 'http://192.168.1.20:8080'] })
})
afterAll(() => sandbox.close())

function preflight(
  origin: string,
  method = 'POST',
  headers = 'content-type',
  extra: Record<string, string> = {},
) {
  return fetch(`${sandbox.url}/api/user/getMyBusinessApiCode`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
      ...extra,
    },
  })
}

const LOGIN = { username: 'demo@waybill.test', password: 'waybill-demo' }

describe('CORS (issue 24, part 1 §7 calls from a portal on another origin)', () => {
  it.each([
    'http://localhost:4390',
    'http://127.0.0.1:5173',
    'http://[::1]:8080',
    'http://localhost',
    PORTAL,
    'http://192.168.1.20:8080',
  ])(
    'answers the preflight of %s with the methods and the Content-Type header the client sends',
    async (origin) => {
      const res = await preflight(origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-methods')).toBe(CORS_METHODS)
      expect(res.headers.get('access-control-allow-headers')).toBe(CORS_HEADERS)
      expect(res.headers.get('access-control-max-age')).toBe('600')
      expect(res.headers.get('vary')).toBe('Origin')
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) expect(CORS_METHODS).toContain(method)
    },
  )

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example:4390',
    'https://localhost:4390',
    'null',
  ])('refuses the preflight of %s, with no Access-Control-Allow-Origin and a hint', async (origin) => {
    const res = await preflight(origin)
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('vary')).toBe('Origin')
    expect(((await res.json()) as { message: string }).message).toBe(
      `The origin ${origin} may not call this sandbox: start it with --allow-origin ${origin}`,
    )
  })

  it('lets an allowed origin read the answer of a real call, and Retry-After', async () => {
    const res = await fetch(`${sandbox.url}/api/user/getMyBusinessApiCode`, {
      method: 'POST',
      headers: { origin: PORTAL, 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(PORTAL)
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After')
    expect(res.headers.get('vary')).toBe('Origin')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('answers a call from another origin without Access-Control-Allow-Origin (the browser keeps the answer from the page)', async () => {
    const res = await fetch(`${sandbox.url}/api/web/size-category`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('vary')).toBe('Origin')
  })

  it('puts the headers on failures too, so that the page sees the status and not a network error', async () => {
    sandbox.inject({
      path: '/api/web/size-category',
      kind: 'status',
      status: 503,
      headers: { 'retry-after': '1' },
    })
    const res = await fetch(`${sandbox.url}/api/web/size-category`, {
      headers: { origin: 'http://localhost:4390' },
    })
    expect(res.status).toBe(503)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4390')
    const missing = await fetch(`${sandbox.url}/api/no-such-call`, { headers: { origin: PORTAL } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-allow-origin')).toBe(PORTAL)
  })

  it('does not use up a fault queued for the call on its preflight', async () => {
    sandbox.inject({ path: '/api/user/getMyBusinessApiCode', kind: 'status', status: 500 })
    expect((await preflight(PORTAL)).status).toBe(204)
    const res = await fetch(`${sandbox.url}/api/user/getMyBusinessApiCode`, {
      method: 'POST',
      headers: { origin: PORTAL, 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    })
    expect(res.status).toBe(500)
  })

  it('allows a listed origin to reach it on a private address when Chrome asks (Private Network Access)', async () => {
    const res = await preflight(PORTAL, 'GET', '', { 'access-control-request-private-network': 'true' })
    expect(res.headers.get('access-control-allow-private-network')).toBe('true')
    expect((await preflight(PORTAL)).headers.get('access-control-allow-private-network')).toBeNull()
  })

  it('keeps the dev routes and the static side out of CORS', async () => {
    const res = await fetch(`${sandbox.url}/__sandbox/health`, {
      headers: { origin: 'http://localhost:4390' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('leaves a same-origin call (no Origin) as it was, but for Vary', async () => {
    const res = await fetch(`${sandbox.url}/api/web/size-category`)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('vary')).toBe('Origin')
  })
})

describe('originOf', () => {
  it.each([
    ['https://portal.courier.example', 'https://portal.courier.example'],
    ['https://Portal.Courier.Example/', 'https://portal.courier.example'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://portal.courier.example/app', undefined],
    ['portal.courier.example', undefined],
    ['ftp://portal.courier.example', undefined],
    ['*', undefined],
  ])('%s → %s', (text, origin) => {
    expect(originOf(text)).toBe(origin)
  })

  it('refuses to start a sandbox with an allowed origin that is not one', async () => {
    await expect(memorySandbox({ allowOrigins: ['https://portal.courier.example/app'] })).rejects.toThrow(
      "'https://portal.courier.example/app' is not an origin such as https://portal.example.com",
    )
  })
})
