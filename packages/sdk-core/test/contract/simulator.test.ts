import { beforeAll, describe, expect, it } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import type { LatLng } from '../../src/domain/account.ts'
import { silentLogger, useSandbox } from './fixtures.ts'
import { delivery } from './orderFixtures.ts'

// The courier simulator in manual mode (the in-process default): each step moves every created order into its
// next phase (docs/sandbox-simulator.md). Seen through the client, as the portal sees it.
const sandbox = useSandbox()
let client: WaybillClient
let apiCode: string

beforeAll(async () => {
  client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await client.auth.login(sandbox().demo)
})

/** The order's status and its driver's position after each step, until it leaves the active view. */
async function follow(id: number, steps: number) {
  const seen: { status: number; driver: LatLng | null }[] = []
  for (let step = 0; step < steps; step++) {
    sandbox().simulator.step()
    const position = (await client.dashboard.positions(apiCode, 3)).find((item) => item.id === id)
    if (!position) {
      const done = await client.dashboard.page(apiCode, {
        view: 1,
        pageIndex: 0,
        pageSize: 100,
        search: String(id),
      })
      const order = done.orders.find((item) => item.id === id)
      seen.push({ status: order?.status ?? 0, driver: null })
      break
    }
    seen.push({ status: position.status, driver: position.driver?.position ?? null })
  }
  return seen
}

describe('courier simulator (issue 3; part 1 §4 statuses)', () => {
  it('takes an order from 1 NEW to 6 DELIVERED while its driver moves to the pickup, then to the drop-off', async () => {
    const order = delivery()
    const created = await client.orders.create(apiCode, order)
    expect(created.status).toBe(1)
    const seen = await follow(created.id, 10)
    expect(seen.map((entry) => entry.status)).toEqual([2, 3, 50, 4, 5, 51, 6])
    const [assigned, , , atPickup, , halfway] = seen.map((entry) => entry.driver)
    expect(atPickup).toEqual({ lat: order.pickup.lat, lng: order.pickup.lng })
    expect(assigned).not.toEqual(atPickup)
    expect(halfway?.lat).toBeCloseTo((order.pickup.lat + order.dropoff.lat) / 2, 6)
    expect(halfway?.lng).toBeCloseTo((order.pickup.lng + order.dropoff.lng) / 2, 6)
    const done = await client.dashboard.page(apiCode, { view: 1, pageIndex: 0, pageSize: 5, status: 6 })
    const delivered = done.orders.find((item) => item.id === created.id)
    expect(delivered?.completedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const drivers = await client.dashboard.onlineDrivers(apiCode)
    expect(drivers.find((driver) => driver.id === delivered?.driver?.id)?.position).toEqual({
      lat: order.dropoff.lat,
      lng: order.dropoff.lng,
    })
  })

  it.each([
    ['[[cancel-by-agent]]', [2, 3, 8]],
    ['[[returning]]', [2, 3, 50, 4, 5, 16, 18]],
    ['[[payment-error]]', [11]],
  ])('plays the scripted outcome of a reference containing %s', async (marker, statuses) => {
    const created = await client.orders.create(apiCode, delivery({ itemName: `Scripted ${marker}` }))
    expect((await follow(created.id, 10)).map((entry) => entry.status)).toEqual(statuses)
  })

  it('leaves an order ON HOLD and a cancelled order where they are', async () => {
    const onHold = await client.orders.create(apiCode, delivery({ onHold: true }))
    const cancelled = await client.orders.create(apiCode, delivery())
    await client.orders.cancel(apiCode, cancelled.id, 1, 'Changed my mind')
    sandbox().simulator.step()
    sandbox().simulator.step()
    const active = await client.dashboard.positions(apiCode, 3)
    expect(active.find((item) => item.id === onHold.id)?.status).toBe(17)
    const done = await client.dashboard.page(apiCode, { view: 1, pageIndex: 0, pageSize: 100, status: null })
    expect(done.orders.find((item) => item.id === cancelled.id)?.status).toBe(9)
  })
})
