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

type Tracking = {
  status: number
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
    // No phone, email, recipient name, unit, price or account of the order's owner.
    for (const secret of ['7805550142', '7805550199', '@', 'Morgan Lee', '#12', 'fee', 'api', 'user']) {
      expect(text).not.toContain(secret)
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
    // completed_at is written in the order's zone to the second; the answer gives the same instant in UTC.
    expect(delivered.completed_at).toBe(new Date(START).toISOString())
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
