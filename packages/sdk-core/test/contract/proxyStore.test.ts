import { createClient as createRedis } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toWireOrder } from '../../src/api/orderPayload.ts'
import { apiPaths } from '../../src/api/wire/names.ts'
import { createClient, type WaybillClient } from '../../src/client.ts'
import { createWidgetProxy, type ProxyStore, redisStore } from '../../src/server/index.ts'
import type { WidgetProxyHandler } from '../../src/server/types.ts'
import { type RedisServer, startRedis } from '../redisServer.ts'
import { silentLogger, useSandbox } from './fixtures.ts'
import { delivery, EDMONTON_PICKUP } from './orderFixtures.ts'

// Issue 22 'One process only': the widget proxy's charges and rate limits in a real Redis (Debian's
// redis-server), shared by two proxy instances in front of the real sandbox; and the browser's uuid, which can
// no longer name an existing order.

const sandbox = useSandbox()
const SHOP = 'https://shop.example'
const paths = apiPaths()
let redis: RedisServer
const connections: { close(): Promise<unknown> }[] = []
let direct: WaybillClient
let apiCode: string

beforeAll(async () => {
  redis = await startRedis()
  direct = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await direct.auth.login(sandbox().demo)
}, 30_000)
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()))
  await redis?.close()
})

/** A store on its own connection to the test Redis, as each process of a shop would open. */
async function sharedStore(prefix: string): Promise<ProxyStore> {
  const client = await createRedis({ url: redis.url }).connect()
  connections.push({ close: () => client.close() })
  return redisStore((command) => client.sendCommand(command), { prefix })
}

function proxyOn(store: ProxyStore, requests = 1_000): WidgetProxyHandler {
  return createWidgetProxy({
    apiBaseUrl: sandbox().url,
    apiCode,
    allowedOrigins: [SHOP],
    maxOrderCents: 50_000,
    pickups: [EDMONTON_PICKUP],
    store,
    rateLimit: { requests, windowMs: 60_000 },
    logger: silentLogger,
  })
}

const createRequest = (body: unknown) =>
  new Request(`${SHOP}${paths.createOrder}`, {
    method: 'POST',
    headers: { Origin: SHOP, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

const charged = () => sandbox().charges(sandbox().demo.email)

describe('redisStore against a real redis-server (issue 22)', () => {
  it('records the first digest of an order, atomically for racing callers, until forgotten', async () => {
    const [one, two] = await Promise.all([sharedStore('t1:'), sharedStore('t1:')])
    const first = await Promise.all([one.recordOrder('u1', 'd1'), two.recordOrder('u1', 'd2')])
    expect(first.filter((before) => before === null)).toHaveLength(1)
    const kept = first[0] === null ? 'd1' : 'd2'
    expect(await one.recordOrder('u1', 'd3')).toBe(kept)
    await two.forgetOrder('u1')
    expect(await one.recordOrder('u1', 'd3')).toBeNull()
  })

  it('counts fixed windows and ids as the memory store does', async () => {
    const store = await sharedStore('t2:')
    const hits = []
    for (let event = 0; event < 3; event += 1) hits.push((await store.hit('k', 2, 60_000, 0)).ok)
    expect(hits).toEqual([true, true, false])
    expect((await store.hit('k', 2, 60_000, 0)).resetInMs).toBeGreaterThan(59_000)
    expect((await store.hit('orders', 1, 60_000, 0, 'u1')).ok).toBe(true)
    expect((await store.hit('orders', 1, 60_000, 0, 'u1')).ok).toBe(true)
    expect((await store.hit('orders', 1, 60_000, 0, 'u2')).ok).toBe(false)
  })
})

describe('two widget proxy instances on one Redis (issue 22)', () => {
  it('charge an order once, whichever instance takes each retry, even when they race', async () => {
    const one = proxyOn(await sharedStore('shop:'))
    const two = proxyOn(await sharedStore('shop:'))
    const order = delivery({ itemName: `Two proxies ${Date.now().toString(36)}` })
    const body = { ...toWireOrder(order, 'delivery'), api_code: 'via-proxy' }
    const before = charged().length
    const answers = await Promise.all([
      one(createRequest(body)),
      two(createRequest(body)),
      one(createRequest(body)),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await two(createRequest(body))).status).toBe(200)
    expect(charged()).toHaveLength(before + 1)
    const booked = await direct.dashboard.page(apiCode, {
      view: 3,
      pageIndex: 0,
      pageSize: 100,
      search: order.itemName,
    })
    expect(booked.orders).toHaveLength(1)
  })

  it('count the rate limit across both instances', async () => {
    const one = proxyOn(await sharedStore('limits:'), 3)
    const two = proxyOn(await sharedStore('limits:'), 3)
    const sizes = (handler: WidgetProxyHandler) =>
      handler(new Request(`${SHOP}${paths.sizeCategories}`, { headers: { Origin: SHOP } }), {
        remoteAddress: '203.0.113.7',
      })
    const statuses = []
    for (const handler of [one, two, one, two, one]) statuses.push((await sizes(handler)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })
})

describe("the browser's uuid names no existing order (issue 22)", () => {
  it("an order's own uuid through the proxy books a new order and passes back none of the first one's data", async () => {
    const victim = delivery({
      itemName: `Victim ${Date.now().toString(36)}`,
      dropoff: { ...delivery().dropoff, name: 'Vic Tim', phone: '7805550177', email: 'vic@tim.example' },
    })
    const existing = await direct.orders.create(apiCode, victim)
    const proxy = proxyOn(await sharedStore('attack:'))
    const shopper = delivery({ uuid: victim.uuid, itemName: `Shopper ${Date.now().toString(36)}` })
    const body = { ...toWireOrder(shopper, 'delivery'), api_code: 'via-proxy' }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await proxy(createRequest(body))
      expect(answer.status).toBe(200)
      const text = await answer.text()
      for (const secret of ['Vic Tim', '7805550177', 'vic@tim.example', victim.itemName]) {
        expect(text).not.toContain(secret)
      }
      const { data } = JSON.parse(text)
      expect(data.uuid).toBe(victim.uuid)
      expect(data.id).not.toBe(existing.id)
    }
  })
})
