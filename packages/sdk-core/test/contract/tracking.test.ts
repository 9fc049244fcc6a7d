import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import { createOrderTracking } from '../../src/dashboard/orderTracking.ts'
import { ApiError } from '../../src/http/errors.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'
import { delivery, EDMONTON_DROPOFF, EDMONTON_PICKUP } from './orderFixtures.ts'

// The public tracking call (part 2 §2.1 '/order-tracking/{uuid}'; docs/contract/tracking.md), seen through the
// client as the tracking page sees it: a client that never logged in. The simulator is manual (stepped here).
const sandbox = useSandbox()
let owner: WaybillClient
let apiCode: string

beforeAll(async () => {
  owner = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await owner.auth.login(sandbox().demo)
})

/** A client of someone who has only the link: no login, no api code. */
const stranger = (fetch?: typeof globalThis.fetch) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, retry: false, fetch })

describe('tracking.get (part 2 §2.1 public tracking page)', () => {
  it('answers a delivery’s public data to anyone with its uuid, sending no api code', async () => {
    const uuid = randomUUID()
    const created = await owner.orders.create(apiCode, delivery({ uuid, itemName: 'PO-881 Flyers' }))
    const fetch = countingFetch()
    const tracking = await stranger(fetch).tracking.get(uuid)
    expect(tracking).toEqual({
      uuid,
      name: created.name,
      status: 1,
      timezone: 'America/Edmonton',
      pickup: {
        name: EDMONTON_PICKUP.name,
        city: 'Edmonton',
        position: { lat: EDMONTON_PICKUP.lat, lng: EDMONTON_PICKUP.lng },
      },
      dropoff: {
        address: EDMONTON_DROPOFF.address,
        position: { lat: EDMONTON_DROPOFF.lat, lng: EDMONTON_DROPOFF.lng },
      },
      driver: null,
      eta: null,
      completedAt: null,
    })
    expect(fetch.calls).toEqual([`/api/public/delivery/tracking/${uuid}`])
  })

  it('follows the courier: driver and ETA while under way, the delivery time at the end', async () => {
    const uuid = randomUUID()
    await owner.orders.create(apiCode, delivery({ uuid }))
    const client = stranger()
    sandbox().simulator.step()
    // 2 AWAITING DRIVER ACCEPT: assigned, not yet accepted, so not shown; the ETA is known already.
    const awaiting = await client.tracking.get(uuid)
    expect(awaiting).toMatchObject({ status: 2, driver: null })
    expect(Date.parse(awaiting.eta ?? '')).toBeGreaterThan(0)
    sandbox().simulator.step()
    sandbox().simulator.step()
    const assigned = await client.tracking.get(uuid) // 50 PICKUP IN PROGRESS: on its way to this pickup
    expect(assigned.status).toBe(50)
    expect(assigned.driver?.firstName).toMatch(/\S/)
    for (let step = 0; step < 4; step++) sandbox().simulator.step()
    const delivered = await client.tracking.get(uuid)
    expect(delivered).toMatchObject({ status: 6, driver: null, eta: null })
    expect(Date.parse(delivered.completedAt ?? '')).toBeGreaterThan(0)
  })

  it('shows a pickup that is not the account’s address only by its city: no name, the city’s centre', async () => {
    const uuid = randomUUID()
    const pickup = {
      ...EDMONTON_PICKUP,
      name: 'Jamie Doe',
      address: '8710 109 St NW, Edmonton, AB',
      lat: 53.5226,
      lng: -113.5125,
    }
    await owner.orders.create(apiCode, delivery({ uuid, pickup }))
    const tracking = await stranger().tracking.get(uuid)
    expect(tracking.pickup).toEqual({
      name: null,
      city: 'Edmonton',
      position: { lat: 53.541427, lng: -113.500434 },
    })
  })

  it('throws an ApiError with status 404 for an unknown uuid', async () => {
    const failure = await stranger()
      .tracking.get(randomUUID())
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 404, serverMessage: 'The delivery could not be found.' })
  })

  it('refuses an id that is not a uuid before sending anything', async () => {
    const fetch = countingFetch()
    await expect(stranger(fetch).tracking.get('../../user/getOnlineDrivers')).rejects.toThrow(TypeError)
    expect(fetch.calls).toEqual([])
  })
})

describe('createOrderTracking against the sandbox (issue 7)', () => {
  it("reaches 'found' with the page's texts, and 'not-found' for an unknown uuid", async () => {
    const uuid = randomUUID()
    await owner.orders.create(apiCode, delivery({ uuid, itemName: 'PO-882 Posters' }))
    const client = stranger()
    const found = createOrderTracking({ client, uuid })
    const missing = createOrderTracking({ client, uuid: randomUUID() })
    const settled = (store: typeof found) =>
      new Promise<void>((resolve) => {
        const stop = store.subscribe(() => {
          if (store.getSnapshot().phase === 'loading') return
          stop()
          resolve()
        })
      })
    await Promise.all([settled(found), settled(missing)])
    expect(found.getSnapshot().view).toMatchObject({
      orderName: 'Order Id: PO-882 Posters',
      status: { label: 'Submitted' },
      from: 'From Prairie Parcel Co., Edmonton',
    })
    expect(missing.getSnapshot().phase).toBe('not-found')
  })
})
