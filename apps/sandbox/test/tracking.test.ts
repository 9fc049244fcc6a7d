import { randomUUID } from 'node:crypto'
import { OrderTrackingResponse } from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { afterEach, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import type { SimulatorClock } from '../src/simulator/simulator.ts'
import { login, memorySandbox, postJson, rawGet } from './helpers.ts'
import { orderPayload } from './orderPayloads.ts'

// The public tracking call (part 2 §2.1 '/order-tracking/{uuid}'; docs/contract/tracking.md): no api code, only
// that delivery's public data, one 404 for every id it does not know.

/** Monday 2026-11-23 10:00 Edmonton. */
const START = Date.UTC(2026, 10, 23, 16)

/** A simulator clock that moves only when the test says so; no timers run in manual mode. */
function fixedClock() {
  let now = START
  const clock: SimulatorClock = { now: () => now, setTimeout: () => 0, clearTimeout: () => {} }
  const advance = (ms: number) => {
    now += ms
  }
  return { clock, advance }
}

/** A private person's pickup in south Edmonton, not the demo account's business address. */
const PRIVATE_PICKUP = {
  pickup_name: 'Jamie Doe',
  pickup_address: '8710 109 St NW, Edmonton, AB',
  pickup_latitude: 53.5226,
  pickup_longitude: -113.5125,
}

/** Great-circle distance in metres. */
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

type Tracking = {
  status: number
  pickup: { name: string | null; city: string | null; latitude: number; longitude: number }
  driver: { first_name: string; latitude: number; longitude: number } | null
  eta: string | null
  completed_at: string | null
}

let sandbox: Sandbox | undefined
afterEach(async () => {
  await sandbox?.close()
  sandbox = undefined
})

async function start() {
  const time = fixedClock()
  sandbox = await memorySandbox({ simulator: { mode: 'manual', clock: time.clock } })
  const running = sandbox
  const apiCode = await login(running)
  const create = async (overrides: Record<string, unknown> = {}) => {
    const uuid = randomUUID()
    const res = await postJson(
      `${running.url}/api/web/delivery`,
      orderPayload(apiCode, { uuid, ...overrides }),
    )
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { id: number } }
    return { uuid, id: data.id }
  }
  const track = (uuid: string) => fetch(`${running.url}/api/public/delivery/tracking/${uuid}`)
  const tracked = async (uuid: string) => {
    const res = await track(uuid)
    expect(res.status).toBe(200)
    return (await res.json()) as Tracking
  }
  return { sandbox: running, time, apiCode, create, track, tracked }
}

describe('GET /api/public/{product}/tracking/{uuid} (part 2 §2.1)', () => {
  it('answers a new delivery with only its public data, without an api code', async () => {
    const { create, track } = await start()
    const { uuid } = await create({ item_name: 'PO-7731 Brochures', dropoff_unit: '12' })
    const res = await track(uuid)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    const body: unknown = JSON.parse(text)
    expect(body).toEqual({
      uuid,
      name: 'PO-7731 Brochures',
      status: 1,
      timezone: 'America/Edmonton',
      pickup: { name: 'Prairie Parcel Co.', city: 'Edmonton', latitude: 53.5461, longitude: -113.4938 },
      dropoff: { address: '8882 170 St NW, Edmonton, AB', latitude: 53.5225, longitude: -113.6242 },
      driver: null,
      eta: null,
      completed_at: null,
    })
    expect(is(body, OrderTrackingResponse)).toBe(true)
    // No phone, email, recipient name, unit, price or account of the order's owner (the random uuid left out: it
    // can hold 'fee').
    const rest = text.replaceAll(uuid, '')
    for (const secret of ['7805550142', '7805550199', '@', 'Morgan Lee', '#12', 'fee', 'api', 'user']) {
      expect(rest).not.toContain(secret)
    }
  })

  it('shows the driver’s first name and position only once the driver works on this delivery; the ETA comes nearer', async () => {
    const { sandbox: running, time, create, tracked } = await start()
    const { uuid } = await create()
    running.simulator.step() // 2 AWAITING DRIVER ACCEPT: a driver is assigned, but has not accepted
    const awaiting = await tracked(uuid)
    expect(awaiting).toMatchObject({ status: 2, driver: null })
    running.simulator.step() // 3 ACCEPTED: the driver may still be on other jobs, so still not shown
    expect((await tracked(uuid)).driver).toBeNull()
    running.simulator.step() // 50 PICKUP IN PROGRESS: on the way to this delivery's pickup
    const assigned = await tracked(uuid)
    expect(assigned.status).toBe(50)
    expect(assigned.driver).toEqual({
      first_name: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    expect(Object.keys(assigned.driver ?? {})).toHaveLength(3)
    const eta = Date.parse(assigned.eta ?? '')
    // The whole course runs 60 times faster than the clock (the simulator's speed): minutes of course, seconds here.
    expect(eta - START).toBeGreaterThan(60_000 / 60)
    expect(eta - START).toBeLessThan(3_600_000 / 60)

    running.simulator.step({ ms: 30_000 }) // half a simulated minute of the course
    expect(Date.parse((await tracked(uuid)).eta ?? '')).toBe(eta - 30_000 / 60)
    time.advance(2_000) // the clock moves, the course does not
    expect(Date.parse((await tracked(uuid)).eta ?? '')).toBe(eta - 30_000 / 60 + 2_000)
  })

  it('moves the driver along the course and ends with the delivery time, no driver and no ETA', async () => {
    const { sandbox: running, time, create, tracked } = await start()
    const { uuid } = await create()
    for (let step = 0; step < 3; step++) running.simulator.step() // 3 ACCEPTED → 50 PICKUP IN PROGRESS
    const before = await tracked(uuid)
    running.simulator.step({ ms: 60_000 })
    const after = await tracked(uuid)
    expect([before.status, after.status]).toEqual([50, 50])
    expect(after.driver?.latitude).not.toBe(before.driver?.latitude)

    for (let step = 0; step < 4; step++) running.simulator.step() // 4 → 5 → 51 → 6 DELIVERED
    time.advance(90_000)
    const delivered = await tracked(uuid)
    expect(delivered).toMatchObject({ status: 6, driver: null, eta: null })
    // completed_at is written in the order's zone to the second; the answer gives the same instant in UTC. It is
    // the simulated delivery time, in the drop-off window (12:00–16:00, two to six hours after START), not the
    // clock's (issue 22 item 10).
    const completed = Date.parse(delivered.completed_at ?? '')
    expect(delivered.completed_at).toBe(new Date(completed).toISOString())
    expect(completed).toBeGreaterThanOrEqual(START + 2 * 3_600_000)
    expect(completed).toBeLessThanOrEqual(START + 6 * 3_600_000)
  })

  it('gives no ETA where the delivery is not heading for its drop-off (returning) and no driver once cancelled', async () => {
    const { sandbox: running, apiCode, create, tracked } = await start()
    const returning = await create({ item_name: 'Back again [[returning]]' })
    for (let step = 0; step < 6; step++) running.simulator.step() // … 5 ENROUTE → 16 RETURNING
    expect(await tracked(returning.uuid)).toMatchObject({ status: 16, eta: null })

    const cancelled = await create()
    running.simulator.step()
    running.simulator.step() // 3 ACCEPTED: a driver is on it, and cancelling is still allowed
    expect((await tracked(cancelled.uuid)).status).toBe(3)
    const res = await fetch(`${running.url}/api/web/delivery/${cancelled.id}/cancel`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cancellation_reason_id: 1, note: 'Changed my mind', api_code: apiCode }),
    })
    expect(res.status).toBe(200)
    expect(await tracked(cancelled.uuid)).toMatchObject({ status: 9, driver: null, eta: null })
  })

  it('reduces a pickup that is not the account’s address to its city: no name, the city’s centre', async () => {
    const { create, tracked } = await start()
    const { uuid } = await create(PRIVATE_PICKUP)
    const body = await tracked(uuid)
    expect(body.pickup).toEqual({ name: null, city: 'Edmonton', latitude: 53.541427, longitude: -113.500434 })
    const text = JSON.stringify(body)
    for (const secret of ['Jamie', '8710', String(PRIVATE_PICKUP.pickup_latitude)]) {
      expect(text).not.toContain(secret)
    }
  })

  it('knows the account’s address however it is written: case, spelling, postal code and unit do not matter', async () => {
    const { create, tracked } = await start()
    const { uuid } = await create({
      pickup_address: '10220 104 Avenue N.W., EDMONTON, Alberta T5J 0H6',
      pickup_unit: 'Suite 200',
    })
    expect((await tracked(uuid)).pickup).toEqual({
      name: 'Prairie Parcel Co.',
      city: 'Edmonton',
      latitude: 53.5461,
      longitude: -113.4938,
    })
  })

  it('follows the account’s current address: once the business moves, its old pickup is private', async () => {
    const { sandbox: running, apiCode, create, tracked } = await start()
    const { uuid } = await create()
    const moved = await postJson(`${running.url}/api/user/businessPickupAddress`, {
      api_key: apiCode,
      business_appt_number: '',
      business_street_address: '10135 82 Ave NW',
      business_pickup_city: 'Edmonton',
      business_pickup_province: 'AB',
      business_pickup_postal_code: 'T6E 1Z4',
    })
    expect(moved.status).toBe(200)
    expect((await tracked(uuid)).pickup).toMatchObject({ name: null, city: 'Edmonton' })
  })

  it('for a private pickup shows the driver only on the way to the drop-off and 1 km clear of the pickup', async () => {
    const { sandbox: running, create, tracked } = await start()
    const { uuid } = await create(PRIVATE_PICKUP)
    const pickup = { lat: PRIVATE_PICKUP.pickup_latitude, lng: PRIVATE_PICKUP.pickup_longitude }
    for (let step = 0; step < 3; step++) running.simulator.step()
    expect(await tracked(uuid)).toMatchObject({ status: 50, driver: null }) // heading for the pickup
    running.simulator.step()
    expect(await tracked(uuid)).toMatchObject({ status: 4, driver: null }) // loading at the pickup
    running.simulator.step()
    const leaving = await tracked(uuid)
    expect(leaving).toMatchObject({ status: 5, driver: null }) // just left it
    let clear: Tracking | undefined
    for (let step = 0; step < 60 && !clear; step++) {
      running.simulator.step({ ms: 10_000 })
      const answer = await tracked(uuid)
      if (answer.driver) clear = answer
    }
    expect(clear?.status).toBe(5)
    const driver = { lat: clear?.driver?.latitude ?? 0, lng: clear?.driver?.longitude ?? 0 }
    expect(metresBetween(driver, pickup)).toBeGreaterThanOrEqual(1_000)
    expect(metresBetween(driver, pickup)).toBeLessThan(1_500)
  })

  it.each([
    ['an unknown uuid', randomUUID()],
    ['a seeded order’s id, not of the uuid form', 'seed-pra-0001'],
    ['a word', 'tracking'],
    ['an encoded traversal', '%2e%2e'],
    ['a uuid with more after it', `${randomUUID()}0`],
  ])('answers 404 with one fixed message for %s', async (_case, id) => {
    const { sandbox: running } = await start()
    const res = await rawGet(running.url, `/api/public/delivery/tracking/${id}`)
    expect(res.status).toBe(404)
    expect(JSON.parse(res.body)).toEqual({ message: 'The delivery could not be found.' })
  })

  it('answers neither order when two accounts sent the same uuid: no link shows another account’s delivery', async () => {
    const { sandbox: running, create } = await start()
    const { uuid } = await create({ item_name: 'Demo first' })
    const valet = await login(running, 'valet@waybill.test', 'waybill-valet')
    const res = await postJson(
      `${running.url}/api/web/delivery`,
      orderPayload(valet, { uuid, item_name: 'Valet second' }),
    )
    expect(res.status).toBe(200)
    const answer = await fetch(`${running.url}/api/public/delivery/tracking/${uuid}`)
    expect(answer.status).toBe(404)
  })
})
