import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { login, memorySandbox, postJson } from './helpers.ts'
import { orderPayload } from './orderPayloads.ts'

// Issue 22 item 9, 'The sandbox accepts impossible data': one test per finding, and the legitimate extremes beside it.

let sandbox: Sandbox
let demo: string
let fleet: string

beforeAll(async () => {
  sandbox = await memorySandbox()
  demo = await login(sandbox)
  fleet = await login(sandbox, 'fleet@waybill.test', 'waybill-fleet')
})
afterAll(() => sandbox.close())

const post = (path: string, body: unknown) => postJson(`${sandbox.url}${path}`, body)
const get = (path: string) => fetch(`${sandbox.url}${path}`)
const dashboard = (api: string) =>
  get(
    `/api/user/getdeliveriesForBusinessAccountPagination?api_key=${api}&draw=1&length=100&start=0&deliveryView=3`,
  )

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status)
  expect(await res.json()).toEqual({ message })
}

describe('bounded numbers in the order payload (part 1 §3, part 2 §3.10)', () => {
  it('refuses number_of_trip 1e15, so the dashboard keeps answering (part 2 §3.10 number_of_trip=1)', async () => {
    const res = await post('/api/web/delivery', orderPayload(demo, { number_of_trip: 1e15 }))
    await expectRefused(res, 422, 'The number_of_trip field is invalid.')
    expect((await dashboard(demo)).status).toBe(200)
  })

  it('refuses an insured value of 1e308 instead of booking an infinite fee (part 1 §9 extra insurance)', async () => {
    for (const path of ['/api/web/delivery/payment-summary', '/api/web/delivery']) {
      const res = await post(path, orderPayload(demo, { insurance_value: 1e308 }))
      await expectRefused(res, 422, 'The insurance_value field is invalid.')
    }
  })

  it('prices the largest insured value and package count it allows (part 1 §9; part 1 §3 package_count)', async () => {
    const res = await post(
      '/api/web/delivery/payment-summary',
      orderPayload(demo, { insurance_value: 1_000_000, package_count: 999, number_of_trip: 1 }),
    )
    expect(res.status).toBe(200)
    const price = (await res.json()) as { fee: number }
    expect(Number.isSafeInteger(price.fee)).toBe(true)
  })

  it.each([
    ['pickup_type', 999],
    ['pickup_type', -1],
    ['dropoff_type', 0],
  ])('refuses %s %d: only the codes of part 1 §4 "Time type codes"', async (field, code) => {
    const res = await post('/api/web/delivery', orderPayload(demo, { [field]: code }))
    await expectRefused(res, 422, `The ${field} field is invalid.`)
  })

  it('accepts rush pickups (3) and urgent drop-offs (5) (part 1 §4)', async () => {
    const res = await post('/api/web/delivery', orderPayload(demo, { pickup_type: 3, dropoff_type: 5 }))
    expect(res.status).toBe(200)
  })
})

describe('My Fleet drivers on orders (part 2 §6 isMyFleetEnabled, §7 "Only if my fleet is enabled")', () => {
  it('refuses a fleet driver from an account without My Fleet', async () => {
    const res = await post('/api/web/delivery', orderPayload(demo, { assign_my_fleet_driver: 1 }))
    await expectRefused(res, 422, 'My Fleet is not enabled for this account.')
  })

  it('books a driver of the account’s own fleet, and refuses a driver outside it', async () => {
    const list = await get(`/api/web/my-fleet?api_code=${fleet}`)
    const drivers = ((await list.json()) as { data: { data: { drivers: { id: number }[] } } }).data.data
      .drivers
    const own = drivers[0]?.id as number
    const created = await post('/api/web/delivery', orderPayload(fleet, { assign_my_fleet_driver: own }))
    expect(created.status).toBe(200)
    expect(
      ((await created.json()) as { data: { assign_my_fleet_driver: number } }).data.assign_my_fleet_driver,
    ).toBe(own)
    const stranger = await post('/api/web/delivery', orderPayload(fleet, { assign_my_fleet_driver: 999_999 }))
    await expectRefused(stranger, 422, 'The assign_my_fleet_driver field is not a driver of your My Fleet.')
  })
})

describe('prepay amounts (part 2 §7 POST /api/web/prepay-{product}, §9 prices in cents)', () => {
  it('refuses a prepay of 1e300 cents and charges nothing', async () => {
    const before = sandbox.charges(sandbox.demo.email).length
    const res = await post('/api/web/prepay-delivery', { api_code: demo, amount: 1e300 })
    await expectRefused(res, 422, 'The amount field is invalid.')
    expect(sandbox.charges(sandbox.demo.email)).toHaveLength(before)
  })
})

describe('calendar dates in label calls (part 2 §7 "Labels")', () => {
  it('refuses pickup times for 02-31, and answers a leap day', async () => {
    const path = `/api/web/delivery/getPickupTimesForLabelsByDate?api_code=${demo}`
    await expectRefused(await get(`${path}&date=2026-02-31`), 422, 'The date field is invalid.')
    await expectRefused(await get(`${path}&date=2027-02-29`), 422, 'The date field is invalid.')
    expect((await get(`${path}&date=2028-02-29`)).status).toBe(200)
  })

  it('refuses orderedlabels filtered by a pickup date the calendar lacks', async () => {
    const res = await get(
      `/api/web/delivery/orderedlabels?api_code=${demo}&allLabels=1&pickupDate=2026-04-31`,
    )
    await expectRefused(res, 422, 'The pickupDate field is invalid.')
  })
})

describe('deeply nested JSON (docs/contract: a malformed request is a 4xx with a message)', () => {
  it('answers JSON nested 100,000 deep with a 400 that says why', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const res = await post('/api/web/delivery', deep)
    await expectRefused(
      res,
      400,
      'The request body is nested too deeply: at most 64 levels of arrays and objects.',
    )
  })

  it('still reads a body nested 64 deep, and counts no brackets inside strings', async () => {
    const nested = `${'{"a":'.repeat(63)}1${'}'.repeat(63)}`
    expect((await post('/api/web/delivery', `[${nested}]`)).status).toBe(422)
    const order = orderPayload(demo, { description: '['.repeat(200) })
    expect((await post('/api/web/delivery/payment-summary', order)).status).toBe(200)
  })
})
