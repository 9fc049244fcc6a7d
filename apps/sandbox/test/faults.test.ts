import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { SizeCategoriesResponse } from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { login, memorySandbox, postJson } from './helpers.ts'
import { orderPayload } from './orderPayloads.ts'

let sandbox: Sandbox
let lines: string[] = []
const SIZES = '/api/web/size-category'
const LOGIN = '/api/user/getMyBusinessApiCode'

beforeAll(async () => {
  sandbox = await memorySandbox({ log: (line) => lines.push(line) })
})
afterEach(() => {
  sandbox.clearFaults()
  lines = []
})
afterAll(() => sandbox.close())

const sizes = () => fetch(`${sandbox.url}${SIZES}`)

describe('fault injection', () => {
  it('answers with the injected status and body, once by default', async () => {
    sandbox.inject({ path: SIZES, kind: 'status', status: 503, body: { message: 'Down for lunch' } })
    const faulted = await sizes()
    expect(faulted.status).toBe(503)
    expect(await faulted.json()).toEqual({ message: 'Down for lunch' })
    const next = await sizes()
    expect(next.status).toBe(200)
    expect(is(await next.json(), SizeCategoriesResponse)).toBe(true)
  })

  it('counts times, matches method and path, and consumes faults in order of injection', async () => {
    sandbox.inject({ path: SIZES, method: 'post', kind: 'status', status: 418 })
    sandbox.inject({ path: '*', kind: 'status', status: 500, times: 2 })
    sandbox.inject({ path: SIZES, kind: 'status', status: 502 })
    expect((await sizes()).status).toBe(500)
    expect((await fetch(`${sandbox.url}/api/web/get-sign-up-active-regions`)).status).toBe(500)
    expect((await sizes()).status).toBe(502)
    expect((await sizes()).status).toBe(200)
    expect((await fetch(`${sandbox.url}${SIZES}`, { method: 'POST' })).status).toBe(418)
  })

  it('keeps an Infinity fault until clearFaults', async () => {
    sandbox.inject({ path: SIZES, kind: 'status', status: 429, times: Number.POSITIVE_INFINITY })
    for (let i = 0; i < 3; i++) expect((await sizes()).status).toBe(429)
    sandbox.clearFaults()
    expect((await sizes()).status).toBe(200)
  })

  it('answers 200 with a body that is not JSON for a malformed fault', async () => {
    sandbox.inject({ path: SIZES, kind: 'malformed' })
    const res = await sizes()
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toBe('<html>oops')
    expect(() => JSON.parse(text)).toThrow()
  })

  it('delays, then answers normally: a later request overtakes the delayed one', async () => {
    sandbox.inject({ path: SIZES, kind: 'delay', ms: 150 })
    const order: string[] = []
    const delayed = sizes().then(async (res) => {
      order.push('delayed')
      return res
    })
    await fetch(`${sandbox.url}/__sandbox/health`).then(() => order.push('prompt'))
    const res = await delayed
    expect(order).toEqual(['prompt', 'delayed'])
    expect(res.status).toBe(200)
    expect(is(await res.json(), SizeCategoriesResponse)).toBe(true)
  })

  // Issue 22 item 10: a client that times out must be able to meet a late commit (part 2 §3.10 uuid, the
  // reason the client sends one): the delayed request is still handled after the client has hung up.
  it('commits a delayed create after the client has given up on it (a late commit)', async () => {
    const apiCode = await login(sandbox)
    const uuid = randomUUID()
    const track = () => fetch(`${sandbox.url}/api/public/delivery/tracking/${uuid}`)
    sandbox.inject({ path: '/api/web/delivery', kind: 'delay', ms: 300 })
    const create = fetch(`${sandbox.url}/api/web/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderPayload(apiCode, { uuid })),
      signal: AbortSignal.timeout(50),
    })
    await expect(create).rejects.toThrow()
    expect((await track()).status).toBe(404)
    let status = 404
    for (let waited = 0; status === 404 && waited < 3000; waited += 50) {
      await sleep(50)
      status = (await track()).status
    }
    expect(status).toBe(200)
    expect(lines.some((line) => line.includes('POST /api/web/delivery dropped (delay)'))).toBe(true)
  })

  it('drops the connection before the work: fetch rejects and no handler ran', async () => {
    sandbox.inject({ path: LOGIN, kind: 'drop-before' })
    await expect(postJson(`${sandbox.url}${LOGIN}`, '{not json')).rejects.toThrow()
    expect(lines.some((line) => line.includes('dropped (drop-before)'))).toBe(true)
    expect(lines.some((line) => / 400 /.test(line))).toBe(false)
  })

  it('does the work, then drops the connection: fetch rejects', async () => {
    sandbox.inject({ path: LOGIN, kind: 'drop-after' })
    const credentials = { username: sandbox.demo.email, password: sandbox.demo.password }
    await expect(postJson(`${sandbox.url}${LOGIN}`, credentials)).rejects.toThrow()
    expect(lines.some((line) => line.includes('dropped (drop-after)'))).toBe(true)
    expect((await postJson(`${sandbox.url}${LOGIN}`, credentials)).status).toBe(200)
  })

  it('refuses an invalid fault', () => {
    expect(() => sandbox.inject({ path: SIZES, kind: 'status', status: 42 })).toThrow(RangeError)
    expect(() => sandbox.inject({ path: SIZES, kind: 'delay', ms: -1 })).toThrow(RangeError)
    expect(() => sandbox.inject({ path: SIZES, kind: 'drop-before', times: 0 })).toThrow(RangeError)
  })

  it('never faults the /__sandbox/ control endpoints', async () => {
    sandbox.inject({ path: '*', kind: 'drop-before', times: Number.POSITIVE_INFINITY })
    expect((await fetch(`${sandbox.url}/__sandbox/health`)).status).toBe(200)
  })
})

describe('fault injection over HTTP (POST /__sandbox/faults, for tests against a running sandbox)', () => {
  const faultsUrl = () => `${sandbox.url}/__sandbox/faults`

  it('queues a fault sent as JSON, with times "always", until cleared', async () => {
    const queued = await postJson(faultsUrl(), { path: SIZES, kind: 'status', status: 503, times: 'always' })
    expect(queued.status).toBe(201)
    expect((await sizes()).status).toBe(503)
    expect((await sizes()).status).toBe(503)
    const cleared = await fetch(faultsUrl(), { method: 'DELETE' })
    expect(cleared.status).toBe(200)
    expect((await sizes()).status).toBe(200)
  })

  it.each([
    [{ path: SIZES, kind: 'explode' }, 'Unknown fault kind'],
    [{ path: SIZES, kind: 'status', status: 42 }, 'HTTP status'],
    [{ path: '', kind: 'malformed' }, 'path'],
    [{ path: SIZES, kind: 'delay', ms: -1 }, 'non-negative'],
    [[1, 2], 'JSON object'],
  ])('refuses %j with a 422 that says why', async (body, why) => {
    const refused = await postJson(faultsUrl(), body)
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { message: string }).message).toContain(why)
    expect((await sizes()).status).toBe(200)
  })
})
