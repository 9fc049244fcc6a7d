import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { login, memorySandbox, postJson } from './helpers.ts'
import { orderPayload } from './orderPayloads.ts'

let sandbox: Sandbox
let apiCode: string

beforeAll(async () => {
  sandbox = await memorySandbox()
  apiCode = await login(sandbox)
})
afterAll(() => sandbox.close())

const post = (path: string, body: unknown) => postJson(`${sandbox.url}${path}`, body)
const get = (path: string) => fetch(`${sandbox.url}${path}`)

async function expectError(res: Response, status: number, message: string | RegExp) {
  expect(res.status).toBe(status)
  const body = (await res.json()) as { message: string }
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
}

describe('order payload validation (wire/orderPayload.ts)', () => {
  it('rejects an unknown field: the payload schema is strict', async () => {
    await expectError(
      await post('/api/web/delivery', orderPayload(apiCode, { colour: 'red' })),
      422,
      'The colour field is invalid.',
    )
  })

  it('rejects a malformed datetime, an unknown timezone and another account’s card', async () => {
    const badTime = orderPayload(apiCode, { pickup_early_datetime: '2026-11-23T10:00' })
    await expectError(
      await post('/api/web/delivery', badTime),
      422,
      'The pickup_early_datetime field is invalid.',
    )
    await expectError(
      await post('/api/web/delivery', orderPayload(apiCode, { timezone: 'Mars/Olympus' })),
      422,
      'The timezone field is invalid.',
    )
    await expectError(
      await post('/api/web/delivery', orderPayload(apiCode, { card_id: 999 })),
      422,
      'The card_id field is invalid.',
    )
  })

  it.each([
    [
      'a date the calendar lacks',
      { pickup_early_datetime: '2026-02-31 10:00:00' },
      'The pickup_early_datetime field is not a valid date.',
    ],
    [
      'a pickup window that closes before it opens',
      { pickup_early_datetime: '2026-11-23 12:00:00', pickup_later_datetime: '2026-11-23 10:00:00' },
      'The pickup_later_datetime field must be a date after pickup_early_datetime.',
    ],
    [
      'an empty drop-off window',
      { dropoff_early_datetime: '2026-11-23 16:00:00', dropoff_later_datetime: '2026-11-23 16:00:00' },
      'The dropoff_later_datetime field must be a date after dropoff_early_datetime.',
    ],
    [
      'a drop-off that ends before the pickup starts',
      { dropoff_early_datetime: '2026-11-22 08:00:00', dropoff_later_datetime: '2026-11-22 09:00:00' },
      'The dropoff_later_datetime field must be a date after pickup_early_datetime.',
    ],
    ['an unknown size', { size_category_id: 7 }, 'The size_category_id field is invalid.'],
    [
      'a weight range of another size',
      { size_category_id: 2, weight_category_id: 1 },
      'The weight_category_id field is invalid.',
    ],
    [
      'a package line of an unknown size',
      { multi_package: [{ size_category_id: 9, weight_category_id: 1, packages: 1 }] },
      'The multi_package.size_category_id field is invalid.',
    ],
    [
      'a photo that is not an uploaded URL (part 1 §3 Images)',
      { images: ['https://files.test/a.jpg', 'blob:http://portal.test/1'] },
      'The images.1 field must be a valid URL.',
    ],
  ])('refuses to price or book %s with a 422 that says why', async (_, overrides, message) => {
    await expectError(
      await post('/api/web/delivery/payment-summary', orderPayload(apiCode, overrides)),
      422,
      message,
    )
    await expectError(await post('/api/web/delivery', orderPayload(apiCode, overrides)), 422, message)
  })

  it('answers an unknown api code with 401', async () => {
    await expectError(await post('/api/web/delivery', orderPayload('not-a-code')), 401, 'Unauthenticated.')
  })
})

describe('POST /api/web/delivery/on-hold (part 2 §7)', () => {
  it('answers more than 10 orders, none, or something else than a list with 422', async () => {
    const eleven = Array.from({ length: 11 }, () => orderPayload(apiCode))
    await expectError(
      await post('/api/web/delivery/on-hold', eleven),
      422,
      'An on-hold list holds 1 to 10 orders.',
    )
    await expectError(
      await post('/api/web/delivery/on-hold', []),
      422,
      'An on-hold list holds 1 to 10 orders.',
    )
    await expectError(
      await post('/api/web/delivery/on-hold', orderPayload(apiCode)),
      422,
      'The request body must be a list of orders.',
    )
  })

  it("lists an order carrying another account's api code as failed", async () => {
    const other = await login(sandbox, 'flags@waybill.test', 'waybill-flags')
    const mine = orderPayload(apiCode)
    const theirs = orderPayload(other)
    const res = await post('/api/web/delivery/on-hold', [mine, theirs, mine])
    expect(await res.json()).toEqual({
      uuid: [theirs.uuid],
      real_uuids: [mine.uuid],
      duplicated_uuids: [mine.uuid],
    })
  })
})

describe('cancel (part 2 §3.7)', () => {
  it('checks a delivery_id sent in the body against the path', async () => {
    const created = await post('/api/web/delivery', orderPayload(apiCode))
    const { data } = (await created.json()) as { data: { id: number } }
    const res = await fetch(`${sandbox.url}/api/web/delivery/${data.id}/cancel`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cancellation_reason_id: 1,
        note: 'x',
        api_code: apiCode,
        delivery_id: data.id + 1,
      }),
    })
    await expectError(res, 422, 'The delivery_id field is invalid.')
  })
})

describe('dashboard queries (part 2 §7)', () => {
  const base = '/api/user/getdeliveriesForBusinessAccountPagination'
  it('needs the view, and checks page size, start and status', async () => {
    await expectError(
      await get(`${base}?api_key=${apiCode}&draw=1&length=25&start=0`),
      400,
      'The deliveryView field is required.',
    )
    const query = (extra: string) => `${base}?api_key=${apiCode}&draw=1&start=0&deliveryView=3&${extra}`
    await expectError(await get(query('length=0')), 422, 'The length field is invalid.')
    await expectError(await get(query('length=101')), 422, 'The length field is invalid.')
    await expectError(await get(query('length=25&status=7')), 422, /status/)
    await expectError(await get(query('length=25&searchingDate=23-11-2026')), 422, /searchingDate/)
    expect((await get(query('length=25&status=all'))).status).toBe(200)
  })
})
