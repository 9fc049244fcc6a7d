import { Agent, createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WireErrorBody } from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFaultQueue } from '../src/faults.ts'
import { json } from '../src/http.ts'
import type { Sandbox } from '../src/index.ts'
import type { Route } from '../src/router.ts'
import { createPipeline } from '../src/server.ts'
import { memorySandbox } from './helpers.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await memorySandbox()
})
afterAll(() => sandbox.close())

describe('routing', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await fetch(`${sandbox.url}/api/web/no-such-call`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(is(await res.json(), WireErrorBody)).toBe(true)
  })

  it('answers a wrong method on a known path with 405 and an Allow header', async () => {
    const res = await fetch(`${sandbox.url}/api/web/size-category`, { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
    expect(is(await res.json(), WireErrorBody)).toBe(true)
    const login = await fetch(`${sandbox.url}/api/user/getMyBusinessApiCode`)
    expect(login.status).toBe(405)
    expect(login.headers.get('allow')).toBe('POST')
  })

  it('answers HEAD on a GET route without a body', async () => {
    const res = await fetch(`${sandbox.url}/api/web/size-category`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })

  it('reports health on /__sandbox/health', async () => {
    const res = await fetch(`${sandbox.url}/__sandbox/health`)
    expect(await res.json()).toEqual({ ok: true, version: process.version })
  })

  // An e2e request failed with ECONNRESET: it was sent on a connection idle for Node's default 5 s, as the server
  // closed it.
  it('keeps an idle connection open for 2 minutes, and still closes at once with one open', async () => {
    const own = await memorySandbox()
    const agent = new Agent({ keepAlive: true })
    try {
      const { hostname, port } = new URL(own.url)
      const hint = await new Promise<string | string[] | undefined>((resolve, reject) => {
        get({ hostname, port, path: '/__sandbox/health', agent }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.headers['keep-alive']))
        }).on('error', reject)
      })
      expect(hint).toBe('timeout=120')
      expect(Object.values(agent.freeSockets).flat()).toHaveLength(1)
      const started = performance.now()
      await own.close()
      expect(performance.now() - started).toBeLessThan(1_000)
    } finally {
      agent.destroy()
      await own.close()
    }
  })
})

describe('route table', () => {
  it('decodes {name} segments, and puts an exact path before a pattern that matches it too', async () => {
    const seen: string[] = []
    const server = await listen(
      pipeline([
        { method: 'DELETE', path: '/api/web/user-contact/{id}', handler: (ctx) => ok(seen, ctx.params.id) },
        { method: 'GET', path: '/api/web/user-contact/dt', handler: () => ok(seen, 'dt') },
        { method: 'GET', path: '/api/web/user-contact/{id}', handler: (ctx) => ok(seen, ctx.params.id) },
      ]),
    )
    try {
      await fetch(`${server.base}/api/web/user-contact/a%20b`, { method: 'DELETE' })
      await fetch(`${server.base}/api/web/user-contact/dt`)
      await fetch(`${server.base}/api/web/user-contact/7`)
      expect(seen).toEqual(['a b', 'dt', '7'])
      const wrong = await fetch(`${server.base}/api/web/user-contact/7`, { method: 'PATCH' })
      expect(wrong.status).toBe(405)
      expect(wrong.headers.get('allow')).toBe('DELETE, GET, HEAD')
      expect((await fetch(`${server.base}/api/web/user-contact/7/x`)).status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('refuses a duplicate route', () => {
    const handler = () => json(200, null)
    expect(() =>
      pipeline([
        { method: 'GET', path: '/a', handler },
        { method: 'GET', path: '/a', handler },
      ]),
    ).toThrow(/Duplicate route: GET \/a/)
  })

  it("answers a body over the route's own limit with 413 and its text", async () => {
    const server = await listen(
      pipeline([
        {
          method: 'POST',
          path: '/api/up',
          bodyLimit: { maxSize: 8, message: 'Too big.' },
          handler: () => json(200, {}),
        },
      ]),
    )
    try {
      const res = await fetch(`${server.base}/api/up`, { method: 'POST', body: 'x'.repeat(9) })
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ message: 'Too big.' })
      expect((await fetch(`${server.base}/api/up`, { method: 'POST', body: 'x'.repeat(8) })).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})

function ok(seen: string[], value: string | undefined) {
  seen.push(value ?? '')
  return json(200, null)
}

function pipeline(routes: Route[], lines: string[] = [], faults = createFaultQueue()) {
  const signal = new AbortController().signal
  return createPipeline({ routes, faults, log: (line) => lines.push(line), signal })
}

async function listen(pipeline: ReturnType<typeof createPipeline>) {
  const server: Server = createServer(pipeline)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe('createPipeline', () => {
  it("answers a handler that throws with 500 'Server Error', logs it and keeps serving", async () => {
    const lines: string[] = []
    const routes: Route[] = [
      {
        method: 'GET',
        path: '/api/boom',
        handler: () => {
          throw new Error('kaboom')
        },
      },
      { method: 'GET', path: '/api/fine', handler: () => json(200, { fine: true }) },
    ]
    const server = await listen(pipeline(routes, lines))
    try {
      const res = await fetch(`${server.base}/api/boom`)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ message: 'Server Error' })
      expect(lines.some((line) => line.includes('kaboom'))).toBe(true)
      expect((await fetch(`${server.base}/api/fine`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('runs the handler for drop-after but not for drop-before', async () => {
    let runs = 0
    const routes: Route[] = [
      {
        method: 'POST',
        path: '/api/count',
        handler: () => {
          runs += 1
          return json(200, { runs })
        },
      },
    ]
    const faults = createFaultQueue()
    const server = await listen(pipeline(routes, [], faults))
    try {
      faults.inject({ path: '/api/count', kind: 'drop-before' })
      await expect(fetch(`${server.base}/api/count`, { method: 'POST' })).rejects.toThrow()
      expect(runs).toBe(0)
      faults.inject({ path: '/api/count', kind: 'drop-after' })
      await expect(fetch(`${server.base}/api/count`, { method: 'POST' })).rejects.toThrow()
      expect(runs).toBe(1)
    } finally {
      await server.close()
    }
  })
})
