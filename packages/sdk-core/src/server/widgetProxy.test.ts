import { describe, expect, it } from 'vitest'
import { manualClock } from '../../test/clock.ts'
import { ACME_PICKUP, SUBMISSION_CONTEXT } from '../../test/draftFixtures.ts'
import { PROXY_BLANKED_ACCOUNT } from '../../test/proxyFixtures.ts'
import { validDraft } from '../../test/summaryFixtures.ts'
import { toWireOrder } from '../api/orderPayload.ts'
import { apiPaths, DEFAULT_NAMES } from '../api/wire/names.ts'
import { PREMIUM_FEE_KEYS } from '../api/wire/orders.ts'
import { createClient } from '../client.ts'
import { messages } from '../domain/messages.ts'
import { toOrderSubmission } from '../draft/toOrderSubmission.ts'
import { memoryStore } from './store.ts'
import type { WidgetProxyOptions } from './types.ts'
import { createWidgetProxy } from './widgetProxy.ts'

// Issue 9 'Secrets never reach the browser': the widget proxy against a fake courier API.

const API = 'https://api.courier.example'
const SHOP = 'https://shop.example'
const CODE = 'secret-api-code-42'
const paths = apiPaths(DEFAULT_NAMES)
/** The shop's pickup, as configured on the proxy: the one the fixtures' drafts name. */
const SHOP_PICKUP = { ...ACME_PICKUP, unit: ACME_PICKUP.unit }
const SHOPPER = { remoteAddress: '203.0.113.7' }
const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A company-info answer with everything the widget must not see. */
function companyInfo(overrides: { eft?: 0 | 1; useCredit?: 0 | 1; credit?: number } = {}) {
  const day = { open: '09:00:00', close: '16:00:00' }
  return {
    id: 7,
    api_code: CODE,
    user: {
      email: 'dana@prairieparcel.test',
      mobile: '7805550142',
      first_name: 'Dana',
      last_name: 'Demo',
      credit: overrides.credit ?? 0,
      billing_address: 'billing@prairieparcel.test',
      default_insurance_value: 100,
      enable_favourite_agent: 0,
      is_pickup_availability: 1,
      enable_my_fleet: 0,
      valet_enabled: 0,
      express_enabled: 1,
      express_max_time: '16:00',
      rush_distance: 15,
      intercity_min_special_time: 4,
      local_min_special_time: 2,
      on_hold_delivery: 0,
      api_key: CODE,
    },
    business: {
      business_name: 'Prairie Parcel Co.',
      business_street_address: '10220 104 Ave NW',
      business_appt_number: 'Suite 200',
      business_pickup_city: 'Edmonton',
      business_pickup_province: 'AB',
      business_pickup_postal_code: 'T5J 0H6',
      owner_sin: '123',
    },
    cards: [{ card_id: 3, name: 'Dana Demo', number: '**** 4242', expiry_month: '12', expiry_year: '29' }],
    pickup: Object.fromEntries(
      ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].flatMap((d) => [
        [`${d}_open`, day.open],
        [`${d}_close`, day.close],
      ]),
    ),
    available_times: ['09:00', '10:00'],
    is_eft_payment: overrides.eft ?? 0,
    is_use_credit: overrides.useCredit ?? 0,
    is_sunday_delivery_enabled: 0,
    operating_region_lat_lng: { lat: 53.5461, lng: -113.4938 },
    region_times: { open: '08:00:00', close: '20:00:00' },
    skipped_days: { local: ['25-12'], intercity: [], valet: [] },
  }
}

/** A consistent price: delivery `cents`, 5 % GST; `applied` credit. */
function price(uuid: string, cents: number, applied = 0) {
  const fees = Object.fromEntries(PREMIUM_FEE_KEYS.map((key) => [key, 0]))
  const taxes = Math.round(cents * 0.05)
  return {
    delivery_fee: cents,
    premiums_fee: 0,
    premiums_fee_detail: fees,
    service_admin_fee: 0,
    applied_credit: applied,
    sub_total: cents,
    gst_rate: 5,
    pst_rate: 0,
    tax_rate: 5,
    taxes,
    fee: cents + taxes,
    billable_amount: cents + taxes - applied,
    promo_amount: 0,
    sweeten_amount: 0,
    is_sweeten_deal: 0,
    custom_pricing: 0,
    distance: 5400,
    duration: 900,
    polyline: '',
    coordinates: { polyline: [] },
    pickup_latitude: 53.5461,
    pickup_longitude: -113.4938,
    dropoff_latitude: 53.5225,
    dropoff_longitude: -113.6242,
    deliver_window: '13:00 - 15:00',
    uuid,
  }
}

interface Seen {
  method: string
  path: string
  query: Record<string, string>
  body: Record<string, unknown> | undefined
}

type Answer = { status: number; body: unknown } | 'drop'

/** A fake courier API: answers by path, records what it got. */
function fakeApi(answers: Partial<Record<string, (seen: Seen) => Answer>> = {}) {
  const seen: Seen[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const text = typeof init?.body === 'string' ? init.body : undefined
    const call: Seen = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === undefined ? undefined : JSON.parse(text),
    }
    seen.push(call)
    const answer = answers[url.pathname]?.(call) ?? defaults(call)
    if (answer === 'drop') throw new TypeError('fetch failed')
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }) as typeof globalThis.fetch
  function defaults(call: Seen): Answer {
    switch (call.path) {
      case paths.companyInfo:
        return { status: 200, body: companyInfo() }
      case paths.paymentSummary:
        return { status: 200, body: price(String(call.body?.uuid), 2000) }
      case paths.prepay:
        return {
          status: 200,
          body: { message: 'ok', amount: call.body?.amount, card_id: 3, transaction_id: 'ch_1' },
        }
      case paths.createOrder:
        return { status: 200, body: { message: 'ok', data: { uuid: call.body?.uuid } } }
      default:
        return { status: 200, body: { ok: true, echoed: call.body } }
    }
  }
  return { fetch, seen, paths: () => seen.map((call) => `${call.method} ${call.path}`) }
}

function proxyOver(api: ReturnType<typeof fakeApi>, options: Partial<WidgetProxyOptions> = {}) {
  const logs: unknown[][] = []
  const handler = createWidgetProxy({
    apiBaseUrl: API,
    apiCode: CODE,
    allowedOrigins: [SHOP],
    maxOrderCents: 10_000,
    pickups: [SHOP_PICKUP],
    fetch: api.fetch,
    clock: manualClock(),
    logger: { warn: (...args) => logs.push(args), error: (...args) => logs.push(args) },
    ...options,
  })
  return { handler, logs }
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, {
    method: 'POST',
    headers: { Origin: SHOP, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const get = (path: string, headers: Record<string, string> = { Origin: SHOP }) =>
  new Request(`${SHOP}${path}`, { headers })

/** A valid wire order as the widget sends it, with its placeholder api code. */
function wireOrder(uuid: string) {
  return {
    ...toWireOrder(toOrderSubmission(validDraft(uuid), SUBMISSION_CONTEXT), 'delivery'),
    api_code: 'via-proxy',
  }
}

describe('createWidgetProxy: routes (issue 9, part 1 §7, part 2 §7)', () => {
  it("forwards an allowed call with the real api code in the call's own place, never the browser's", async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const pickup = { lat: 53.5, lng: -113.4 }
    await handler(
      post(paths.getTimeDistance, {
        api_code: 'via-proxy',
        api_key: 'forged',
        pickup_latitude: pickup.lat,
        pickup_longitude: pickup.lng,
        dropoff_latitude: 53.6,
        dropoff_longitude: -113.5,
      }),
    )
    await handler(post(paths.customTimes, { api_code: 'x', lat: 53.5, lon: -113.4, local_intercity: 0 }))
    await handler(post(paths.zoneFromCoordinate, { lat: 53.5, lon: -113.4, api_code: 'x' }))
    await handler(get(`${paths.companyInfo}?api_key=via-proxy&other=1`))
    await handler(get(paths.sizeCategories))
    const [timeDistance, customTimes, zone, info, sizes] = api.seen
    expect(timeDistance).toMatchObject({ path: paths.getTimeDistance, body: { api_code: CODE } })
    expect(timeDistance?.body).not.toHaveProperty('api_key')
    expect(customTimes?.body).toMatchObject({ api_code: CODE, api_key: CODE })
    expect(zone?.body).toEqual({ lat: 53.5, lon: -113.4 })
    expect(info).toMatchObject({ method: 'GET', path: paths.companyInfo, query: { api_key: CODE } })
    expect(sizes).toMatchObject({ method: 'GET', path: paths.sizeCategories, query: {} })
  })

  it.each([
    ['the cards list', 'GET', paths.cards],
    ['a card token', 'POST', paths.cardToken],
    ['prepay', 'POST', paths.prepay],
    ['the dashboard', 'POST', paths.ordersPage],
    ['a label', 'GET', paths.orderLabel.replace('{id}', '1')],
    ['the on-hold create', 'POST', paths.createOnHoldOrders],
    ['an account write', 'PATCH', paths.updateUser],
    ['a size categories POST', 'POST', paths.sizeCategories],
  ])('refuses %s with 404 and never forwards it', async (_name, method, path) => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const response = await handler(
      new Request(`${SHOP}${path}`, {
        method,
        headers: { Origin: SHOP },
        ...(method === 'GET' ? {} : { body: '{}' }),
      }),
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: messages.embedNotAvailable })
    expect(api.seen).toEqual([])
  })

  it('serves under its base path only', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api, { basePath: '/waybill/' })
    expect((await handler(get(`/waybill${paths.sizeCategories}`))).status).toBe(200)
    expect((await handler(get(paths.sizeCategories))).status).toBe(404)
    expect(api.paths()).toEqual([`GET ${paths.sizeCategories}`])
  })

  it('passes an upstream failure back with its status and JSON body', async () => {
    const api = fakeApi({
      [paths.zoneFromCoordinate]: () => ({ status: 422, body: { message: 'Not serviced' } }),
    })
    const { handler } = proxyOver(api)
    const response = await handler(post(paths.zoneFromCoordinate, { lat: 1, lon: 1 }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: 'Not serviced' })
  })

  it('answers 502 { message } when the courier API cannot be reached, and logs no api code', async () => {
    const api = fakeApi({ [paths.sizeCategories]: () => 'drop' })
    const { handler, logs } = proxyOver(api)
    const response = await handler(get(paths.sizeCategories))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      message: 'The waybill service could not be reached. Please try again.',
    })
    expect(logs.length).toBeGreaterThan(0)
  })

  it('gives up on an upstream that does not answer in 30 s: 504', async () => {
    const clock = manualClock()
    const api = fakeApi()
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })) as typeof globalThis.fetch
    const { handler } = proxyOver(api, { fetch: hanging, clock })
    const answer = handler(get(paths.sizeCategories))
    await Promise.resolve()
    await Promise.resolve()
    expect(clock.delays()).toEqual([30_000])
    clock.advance(30_000)
    const response = await answer
    expect(response.status).toBe(504)
    expect(await response.json()).toEqual({ message: messages.timedOut })
  })
})

describe('createWidgetProxy: CORS (issue 9)', () => {
  it('refuses an Origin outside the allow-list with 403, without forwarding', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const response = await handler(get(paths.sizeCategories, { Origin: 'https://evil.example' }))
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(api.seen).toEqual([])
  })

  it('answers a preflight from an allowed origin 204 with the origin, methods, headers, max-age and Vary', async () => {
    const { handler } = proxyOver(fakeApi())
    const response = await handler(
      new Request(`${SHOP}${paths.paymentSummary}`, {
        method: 'OPTIONS',
        headers: {
          Origin: SHOP,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    )
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': SHOP,
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'Accept, Content-Type',
      'access-control-max-age': '600',
      vary: 'Origin',
    })
  })

  it('refuses a preflight for a call the widget may not make', async () => {
    const { handler } = proxyOver(fakeApi())
    const response = await handler(
      new Request(`${SHOP}${paths.prepay}`, {
        method: 'OPTIONS',
        headers: { Origin: SHOP, 'Access-Control-Request-Method': 'POST' },
      }),
    )
    expect(response.status).toBe(404)
  })

  it('marks answers to an allowed origin with Allow-Origin (never *) and Vary', async () => {
    const { handler } = proxyOver(fakeApi())
    const response = await handler(get(paths.sizeCategories))
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(response.headers.get('vary')).toBe('Origin')
  })

  it('refuses an allow-list entry that is not an exact origin', () => {
    expect(() => proxyOver(fakeApi(), { allowedOrigins: ['https://shop.example/'] })).toThrow(TypeError)
    expect(() => proxyOver(fakeApi(), { allowedOrigins: ['*'] })).toThrow(TypeError)
  })
})

describe('createWidgetProxy: limits (issue 9)', () => {
  it('answers 429 with Retry-After past the per-client rate, per connection address', async () => {
    const clock = manualClock()
    const { handler } = proxyOver(fakeApi(), { clock, rateLimit: { requests: 2, windowMs: 60_000 } })
    const from = (ip: string) =>
      handler(get(paths.sizeCategories, { Origin: SHOP, 'X-Forwarded-For': `198.51.100.${Math.random()}` }), {
        remoteAddress: ip,
      })
    expect((await from('1.1.1.1')).status).toBe(200)
    clock.advance(15_000)
    expect((await from('1.1.1.1')).status).toBe(200)
    const refused = await from('1.1.1.1')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('45')
    expect(await refused.json()).toEqual({ message: messages.embedTooManyRequests })
    expect((await from('2.2.2.2')).status).toBe(200)
    clock.advance(45_000)
    expect((await from('1.1.1.1')).status).toBe(200)
  })

  it('never trusts a forged X-Forwarded-For: not without a connection, nor from a peer that is no trusted proxy (issue 22)', async () => {
    const forged = () =>
      get(paths.sizeCategories, {
        Origin: SHOP,
        'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250)}`,
      })
    const bare = proxyOver(fakeApi(), { rateLimit: { requests: 3, windowMs: 60_000 } })
    const statuses = []
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await bare.handler(forged())).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(bare.logs.map(([message]) => message)).toContainEqual(expect.stringContaining('no client address'))

    const direct = proxyOver(fakeApi(), {
      rateLimit: { requests: 3, windowMs: 60_000 },
      trustedProxies: ['10.0.0.2'],
    })
    statuses.length = 0
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await direct.handler(forged(), SHOPPER)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('behind a trusted reverse proxy, counts the address that proxy saw, whatever the client wrote before it', async () => {
    const { handler } = proxyOver(fakeApi(), {
      rateLimit: { requests: 1, windowMs: 60_000 },
      trustedProxies: ['10.0.0.2', '::ffff:10.0.0.3'],
    })
    const via = (header: string) =>
      handler(get(paths.sizeCategories, { Origin: SHOP, 'X-Forwarded-For': header }), {
        remoteAddress: '::ffff:10.0.0.2',
      })
    expect((await via('forged-1, 203.0.113.7, 10.0.0.3')).status).toBe(200)
    expect((await via('forged-2, 203.0.113.7, 10.0.0.3')).status).toBe(429)
    expect((await via('203.0.113.8')).status).toBe(200)
  })

  it('answers 413 to a body over 16 KB, without forwarding', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const response = await handler(post(paths.placesAutocomplete, { input: 'x'.repeat(17 * 1024) }))
    expect(response.status).toBe(413)
    expect(api.seen).toEqual([])
  })

  it('answers 400 to a body that is not a JSON object', async () => {
    const { handler } = proxyOver(fakeApi())
    expect((await handler(post(paths.placesAutocomplete, '[1,2]'))).status).toBe(400)
    expect((await handler(post(paths.placesAutocomplete, 'nope'))).status).toBe(400)
  })
})

describe('createWidgetProxy: the api code never reaches the browser or a log (issue 9)', () => {
  it('redacts the api code from an upstream answer that echoes it, and logs none', async () => {
    const api = fakeApi({
      [paths.placesGeocode]: (call) => ({
        status: 500,
        body: { message: `bad code ${String(call.body)}`, call },
      }),
      [paths.getTimeDistance]: (call) => ({ status: 200, body: { echo: call.body } }),
      [paths.sizeCategories]: () => {
        throw new Error(`connection to ${API}?api_key=${CODE} refused`)
      },
    })
    const { handler, logs } = proxyOver(api)
    const echoed = await handler(post(paths.getTimeDistance, { api_code: 'via-proxy' }))
    const text = await echoed.text()
    expect(text).not.toContain(CODE)
    expect(JSON.parse(text)).toEqual({ echo: { api_code: '[redacted]' } })
    expect(await (await handler(post(paths.placesGeocode, { address: 'x' }))).text()).not.toContain(CODE)
    expect((await handler(get(paths.sizeCategories))).status).toBe(502)
    expect(logs.length).toBeGreaterThan(0)
    expect(JSON.stringify(logs)).not.toContain(CODE)
  })

  it('filters company info to what the widget needs, and the sdk-core client still reads it', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const response = await handler(get(paths.companyInfo))
    const text = await response.text()
    expect(text).not.toContain(CODE)
    expect(text).not.toMatch(/dana@|7805550142|Dana|billing@|4242|owner_sin/)
    const client = createClient({
      baseUrl: SHOP,
      fetch: (input, init) => handler(new Request(input, init)),
      logger: { warn: () => {}, error: () => {} },
    })
    const account = await client.account.companyInfo('via-proxy')
    expect(account).toMatchObject({
      businessName: 'Prairie Parcel Co.',
      ...PROXY_BLANKED_ACCOUNT,
      hasCardOnAccount: false,
      isUserCredit: false,
      isEFTPayment: false,
      isExpressEnabled: true,
      defaultInsuranceValue: 100,
      rushDistance: 15,
      pickupAddress: { street: '10220 104 Ave NW', appt: 'Suite 200', city: 'Edmonton' },
      regionTimes: { start: '08:00', end: '20:00' },
      skippedDays: { local: ['25-12'], intercity: [], valet: [] },
    })
    expect(account.pickupHours.monday).toEqual({ start: '09:00', end: '16:00' })
  })
})

describe('createWidgetProxy: createOrder (issue 9; part 2 §4.5 prepay, §9 pricing)', () => {
  it('prices, prepays the card part once, then creates: a retried create charges nothing more', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const order = wireOrder('w-1')
    const first = await handler(post(paths.createOrder, order))
    expect(first.status).toBe(200)
    expect(api.paths()).toEqual([
      `POST ${paths.paymentSummary}`,
      `GET ${paths.companyInfo}`,
      `POST ${paths.prepay}`,
      `POST ${paths.createOrder}`,
    ])
    expect(api.seen[2]?.body).toEqual({ api_code: CODE, amount: 2100 })
    expect(api.seen[3]?.body).toMatchObject({ uuid: expect.stringMatching(UUID_V8), api_code: CODE })
    expect(api.seen[0]?.body).toEqual(api.seen[3]?.body)
    expect((await first.json()).data.uuid).toBe('w-1')

    const again = await handler(post(paths.createOrder, order))
    expect(again.status).toBe(200)
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
  })

  it('charges only what credit leaves, and nothing for an EFT account', async () => {
    const credit = fakeApi({
      [paths.companyInfo]: () => ({ status: 200, body: companyInfo({ useCredit: 1, credit: 500 }) }),
    })
    await proxyOver(credit).handler(post(paths.createOrder, wireOrder('w-credit')))
    expect(credit.seen.find((call) => call.path === paths.prepay)?.body).toMatchObject({ amount: 1600 })

    const eft = fakeApi({ [paths.companyInfo]: () => ({ status: 200, body: companyInfo({ eft: 1 }) }) })
    expect((await proxyOver(eft).handler(post(paths.createOrder, wireOrder('w-eft')))).status).toBe(200)
    expect(eft.paths()).not.toContain(`POST ${paths.prepay}`)
    expect(eft.paths()).toContain(`POST ${paths.createOrder}`)
  })

  it('refuses an order priced above the ceiling with 422: nothing charged or booked', async () => {
    const api = fakeApi({
      [paths.paymentSummary]: (call) => ({ status: 200, body: price(String(call.body?.uuid), 9600) }),
    })
    const response = await proxyOver(api).handler(post(paths.createOrder, wireOrder('w-dear')))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message:
        'This delivery costs more than this shop accepts online. Please contact the shop to arrange it.',
    })
    expect(api.paths()).toEqual([`POST ${paths.paymentSummary}`])
  })

  it("returns a refused prepay's status and message, books nothing, and lets a retry charge", async () => {
    let declines = true
    const api = fakeApi({
      [paths.prepay]: (call) =>
        declines
          ? { status: 402, body: { message: 'Unable to charge your card' } }
          : {
              status: 200,
              body: { message: 'ok', amount: call.body?.amount, card_id: 3, transaction_id: 'ch_2' },
            },
    })
    const { handler } = proxyOver(api)
    const refused = await handler(post(paths.createOrder, wireOrder('w-declined')))
    expect(refused.status).toBe(402)
    expect(await refused.json()).toEqual({ message: 'Unable to charge your card' })
    expect(api.paths()).not.toContain(`POST ${paths.createOrder}`)
    declines = false
    expect((await handler(post(paths.createOrder, wireOrder('w-declined')))).status).toBe(200)
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(2)
  })

  it('keeps a prepay whose answer was lost as charged: the retry books without charging again', async () => {
    let lose = true
    const api = fakeApi({
      [paths.prepay]: () => (lose ? 'drop' : { status: 500, body: { message: 'must not be called' } }),
    })
    const { handler, logs } = proxyOver(api)
    const lost = await handler(post(paths.createOrder, wireOrder('w-lost')))
    expect(lost.status).toBe(502)
    expect(await lost.json()).toEqual({ message: messages.paymentOutcomeUnknown })
    lose = false
    expect((await handler(post(paths.createOrder, wireOrder('w-lost')))).status).toBe(200)
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
    expect(JSON.stringify(logs)).not.toContain(CODE)
  })

  it('keeps a prepay answered 500 as maybe charged (a 5xx may come after the charge): the retry does not charge', async () => {
    let fail = true
    const api = fakeApi({
      [paths.prepay]: (call) =>
        fail
          ? { status: 500, body: { message: 'Server Error' } }
          : {
              status: 200,
              body: { message: 'ok', amount: call.body?.amount, card_id: 3, transaction_id: 'ch_3' },
            },
    })
    const { handler } = proxyOver(api)
    expect((await handler(post(paths.createOrder, wireOrder('w-500')))).status).toBe(502)
    fail = false
    expect((await handler(post(paths.createOrder, wireOrder('w-500')))).status).toBe(200)
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
  })

  it('forces what the widget never sets: no merchant card or driver, no photos, no valet, no on-hold, no amounts', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const forged = {
      ...wireOrder('w-forged'),
      card_id: 7,
      assign_my_fleet_driver: 12,
      is_assign_favourite_driver: 1,
      images: ['https://elsewhere.example/x.png'],
      is_valet: 1,
      is_vehicle_swap: 1,
      vin: '1HGCM82633A004352',
      status: 17,
      is_sweeten_deal: 1,
      sweeten_amount: 5000,
    }
    expect((await handler(post(paths.createOrder, forged))).status).toBe(200)
    const sent = api.seen.find((call) => call.path === paths.createOrder)?.body ?? {}
    expect(sent).toMatchObject({
      card_id: null,
      assign_my_fleet_driver: 0,
      is_assign_favourite_driver: 0,
      images: [],
      is_sweeten_deal: 0,
      sweeten_amount: 0,
    })
    for (const field of ['is_valet', 'is_vehicle_swap', 'vin', 'status'])
      expect(sent).not.toHaveProperty(field)
  })

  it('logs an order paid for that the courier refused to book; the retry books it without charging again', async () => {
    let refuse = true
    const api = fakeApi({
      [paths.createOrder]: (call) =>
        refuse
          ? { status: 422, body: { message: 'Address not serviced' } }
          : { status: 200, body: { message: 'ok', data: { id: 9, uuid: call.body?.uuid } } },
    })
    const { handler, logs } = proxyOver(api)
    expect((await handler(post(paths.createOrder, wireOrder('w-unbooked')))).status).toBe(422)
    expect(logs).toContainEqual([
      'widget proxy: an order paid for was not booked',
      { uuid: expect.stringMatching(UUID_V8), browserUuid: 'w-unbooked', amountCents: 2100, status: 422 },
    ])
    refuse = false
    await handler(post(paths.createOrder, wireOrder('w-unbooked')))
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
  })

  it('charges once when two creates of one uuid race', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const answers = await Promise.all([
      handler(post(paths.createOrder, wireOrder('w-race'))),
      handler(post(paths.createOrder, wireOrder('w-race'))),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
  })

  it('shares its store: a retry that reaches another process of the shop charges nothing more (issue 22)', async () => {
    const api = fakeApi()
    const store = memoryStore()
    const one = proxyOver(api, { store })
    const two = proxyOver(api, { store })
    expect((await one.handler(post(paths.createOrder, wireOrder('w-shared')))).status).toBe(200)
    expect((await two.handler(post(paths.createOrder, wireOrder('w-shared')))).status).toBe(200)
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
  })

  it('refuses an invalid order (422, naming the field), an edit (originalId) and a body over 64 KB (413)', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const { dropoff_name: _name, ...missing } = wireOrder('w-bad')
    const invalid = await handler(post(paths.createOrder, missing))
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({
      message: 'The delivery details are incomplete or invalid (dropoff_name).',
    })
    const edit = await handler(post(paths.createOrder, { ...wireOrder('w-edit'), originalId: 12 }))
    expect(edit.status).toBe(422)
    const large = await handler(
      post(paths.createOrder, { ...wireOrder('w-big'), description: 'x'.repeat(65 * 1024) }),
    )
    expect(large.status).toBe(413)
    // 20 KB is fine for an order (the 16 KB limit is for the other calls).
    const long = await handler(
      post(paths.createOrder, { ...wireOrder('w-long'), description: 'x'.repeat(20 * 1024) }),
    )
    expect(long.status).toBe(200)
    expect(api.paths().filter((call) => call.endsWith(paths.createOrder))).toHaveLength(1)
  })

  it('limits orders per client (distinct uuids): 429 with Retry-After', async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api, { orderLimit: { orders: 2, windowMs: 3_600_000 } })
    for (const uuid of ['o-1', 'o-2', 'o-2']) {
      expect((await handler(post(paths.createOrder, wireOrder(uuid)))).status).toBe(200)
    }
    const refused = await handler(post(paths.createOrder, wireOrder('o-3')))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
  })

  it('books through the sdk-core client pointed at the proxy with a placeholder api code', async () => {
    const api = fakeApi({
      [paths.createOrder]: () => ({ status: 500, body: { message: `no such code ${CODE}` } }),
    })
    const { handler } = proxyOver(api)
    const client = createClient({
      baseUrl: SHOP,
      fetch: (input, init) => handler(new Request(input, init)),
      logger: { warn: () => {}, error: () => {} },
      retry: false,
    })
    const submission = toOrderSubmission(validDraft('w-client'), SUBMISSION_CONTEXT)
    const estimate = await client.orders.paymentSummary('via-proxy', submission)
    expect(estimate.totalCents).toBe(2100)
    await expect(client.orders.create('via-proxy', submission)).rejects.toMatchObject({
      status: 500,
      message: 'no such code [redacted]',
    })
  })
})

describe('createWidgetProxy: a hostile shopper cannot reach other orders, money or routes (issue 22)', () => {
  /** A courier API that, as the real one, answers a create under a known uuid with the order it already holds. */
  function dedupingApi() {
    const orders = new Map<string, Record<string, unknown>>([
      ['victim-7', { id: 7, uuid: 'victim-7', dropoff_name: 'Vic Tim', dropoff_phonenumber: '7805550177' }],
    ])
    let next = 100
    return fakeApi({
      [paths.createOrder]: (call) => {
        const uuid = String(call.body?.uuid)
        const held = orders.get(uuid) ?? { ...call.body, id: next++, driver: { id: 3, name: 'Drew' } }
        orders.set(uuid, held)
        return { status: 200, body: { message: 'ok', data: held } }
      },
    })
  }

  it("derives the courier-side uuid with the proxy's secret: an existing order's uuid books a new order and leaks nothing", async () => {
    const api = dedupingApi()
    const { handler } = proxyOver(api)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await handler(post(paths.createOrder, wireOrder('victim-7')))
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(text).not.toContain('Vic Tim')
      expect(text).not.toContain('7805550177')
      expect(JSON.parse(text).data).toMatchObject({ id: 100, uuid: 'victim-7', dropoff_name: 'Dana Lee' })
    }
    const sent = api.seen.filter((call) => call.path === paths.createOrder).map((call) => call.body?.uuid)
    expect(sent[0]).toMatch(UUID_V8)
    expect(sent).toEqual([sent[0], sent[0]])

    const otherSecret = fakeApi()
    await proxyOver(otherSecret, { uuidSecret: 'another-secret' }).handler(
      post(paths.createOrder, wireOrder('victim-7')),
    )
    expect(otherSecret.seen.find((call) => call.path === paths.createOrder)?.body?.uuid).not.toBe(sent[0])
  })

  it("passes back only what this request booked: the shopper's own words, no driver, no photos", async () => {
    const api = fakeApi({
      [paths.createOrder]: () => ({
        status: 200,
        body: {
          message: 'ok',
          data: { id: 9, fee: 2100, dropoff_name: 'Someone Else', driver: { id: 3 }, photos: ['p.jpg'] },
        },
      }),
    })
    const answer = await proxyOver(api).handler(post(paths.createOrder, wireOrder('w-own')))
    const { data } = await answer.json()
    expect(data).toMatchObject({
      id: 9,
      fee: 2100,
      uuid: 'w-own',
      dropoff_name: 'Dana Lee',
      driver: null,
      photos: [],
    })
  })

  it('binds a charge to the details: a dearer resend under a charged uuid is refused, charged nothing and booked nothing', async () => {
    let lose = true
    const api = fakeApi({
      [paths.paymentSummary]: (call) => ({
        status: 200,
        body: price(String(call.body?.uuid), call.body?.dropoff_name === 'Dana Lee' ? 2000 : 9000),
      }),
      [paths.createOrder]: (call) =>
        lose ? 'drop' : { status: 200, body: { message: 'ok', data: { uuid: call.body?.uuid } } },
    })
    const { handler } = proxyOver(api)
    expect((await handler(post(paths.createOrder, wireOrder('w-bound')))).status).toBe(502)
    lose = false
    const dearer = { ...wireOrder('w-bound'), dropoff_name: 'Dear Customer' }
    const refused = await handler(post(paths.createOrder, dearer))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      message:
        'This delivery was already placed with other details. Please start a new delivery to change it.',
    })
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
    expect(api.seen.filter((call) => call.path === paths.createOrder)).toHaveLength(1)
    // The same details again: booked, with no second charge.
    expect((await handler(post(paths.createOrder, wireOrder('w-bound')))).status).toBe(200)
    expect(api.paths().filter((call) => call.endsWith(paths.prepay))).toHaveLength(1)
  })

  it('lets a corrected resend go after a create the courier refused and nothing was charged', async () => {
    let refuse = true
    const api = fakeApi({
      [paths.companyInfo]: () => ({ status: 200, body: companyInfo({ eft: 1 }) }),
      [paths.createOrder]: (call) =>
        refuse
          ? { status: 422, body: { message: 'Address not serviced' } }
          : { status: 200, body: { message: 'ok', data: { uuid: call.body?.uuid } } },
    })
    const { handler } = proxyOver(api)
    expect((await handler(post(paths.createOrder, wireOrder('w-fix')))).status).toBe(422)
    refuse = false
    const corrected = { ...wireOrder('w-fix'), dropoff_address: '10150 104 St NW, Edmonton' }
    expect((await handler(post(paths.createOrder, corrected))).status).toBe(200)
  })

  it("refuses a pickup the shop does not offer (422, nothing priced) and forces the shop's own in full", async () => {
    const api = fakeApi()
    const { handler } = proxyOver(api)
    const elsewhere = { ...wireOrder('w-route'), pickup_address: '4820 Gateway Blvd NW, Edmonton' }
    const refused = await handler(post(paths.createOrder, elsewhere))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ message: messages.embedPickupRefused })
    expect(api.seen).toEqual([])

    const rewritten = {
      ...wireOrder('w-rewrite'),
      pickup_address: ' 10020 100 st. NW,  edmonton',
      pickup_name: 'Not The Shop',
      pickup_phonenumber: '4035550000',
      pickup_latitude: 51.05,
      pickup_longitude: -114.07,
    }
    expect((await handler(post(paths.createOrder, rewritten))).status).toBe(200)
    expect(api.seen.find((call) => call.path === paths.createOrder)?.body).toMatchObject({
      pickup_name: 'Acme Bakery',
      pickup_address: '10020 100 St NW, Edmonton',
      pickup_unit: '4',
      pickup_phonenumber: '780-555-0100',
      pickup_latitude: 53.54,
      pickup_longitude: -113.49,
    })
  })

  it('needs at least one pickup', () => {
    expect(() => proxyOver(fakeApi(), { pickups: [] })).toThrow(TypeError)
  })
})
