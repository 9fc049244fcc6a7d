import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import { ApiError } from '../../src/http/errors.ts'
import { freshAccount } from './accountFixtures.ts'
import { countingFetch, manualClock, silentLogger, useSandbox } from './fixtures.ts'
import { CALGARY_DROPOFF, delivery } from './orderFixtures.ts'

const sandbox = useSandbox()
const createPath = '/api/web/delivery'
const prepayPath = '/api/web/prepay-delivery'
let client: WaybillClient
let apiCode: string

beforeAll(async () => {
  client = createClient({ baseUrl: sandbox().url, logger: silentLogger })
  apiCode = await client.auth.login(sandbox().demo)
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )

/** How many of the demo account's orders carry this reference, counted through the dashboard. */
async function countByReference(reference: string): Promise<number> {
  const active = await client.dashboard.page(apiCode, {
    view: 3,
    pageIndex: 0,
    pageSize: 100,
    search: reference,
  })
  return active.total
}

describe('orders.paymentSummary (part 2 §7, §3.11, §9)', () => {
  it('prices a local delivery in cents: total = delivery + premiums + service/admin + taxes − credit', async () => {
    const account = await client.account.companyInfo(apiCode)
    const order = delivery({
      packageCount: 3,
      dropoffMethod: 1,
      insuranceValue: account.defaultInsuranceValue + 150,
      premiumOptions: { ...delivery().premiumOptions, specialCare: true, loadNeeds: true },
    })
    const price = await client.orders.paymentSummary(apiCode, order)
    const detail = price.premiumsFeeDetail
    expect(detail).toMatchObject({
      packageCountFeeCents: 600,
      specialCareFeeCents: 500,
      loadNeedsFeeCents: 1000,
      inpersonConfirmationFeeCents: 200,
      insuranceFeeCents: 450, // 3% of the $150 above the default insured value (part 1 §9)
      ageRestrictedFeeCents: 0,
      favouriteDriverFeeCents: 0,
    })
    expect(Object.keys(detail)).toHaveLength(15)
    expect(price.premiumsFeeCents).toBe(Object.values(detail).reduce((sum, cents) => sum + cents, 0))
    const km = Math.ceil(price.distanceMetres / 1000)
    expect(price.deliveryFeeCents).toBe(1200 + Math.max(0, km - 5) * 85)
    expect(price.subTotalCents).toBe(
      price.deliveryFeeCents + price.premiumsFeeCents + price.serviceAdminFeeCents,
    )
    expect([price.gstRate, price.pstRate]).toEqual([5, 0])
    expect(price.taxesCents).toBe(Math.round((price.subTotalCents * 5) / 100))
    expect(price.appliedCreditCents).toBe(0)
    expect(price.totalCents).toBe(price.subTotalCents + price.taxesCents)
    expect(price.uuid).toBe(order.uuid)
    expect(price.route.at(0)).toEqual({ lat: order.pickup.lat, lng: order.pickup.lng })
    expect(price.route.at(-1)).toEqual({ lat: order.dropoff.lat, lng: order.dropoff.lng })
    expect(price.deliverWindow).toBe('12:00 - 16:00')
  })

  it('prices Edmonton → Calgary at the intercity rate, whatever the client says', async () => {
    const price = await client.orders.paymentSummary(
      apiCode,
      delivery({ dropoff: CALGARY_DROPOFF, sizeCategoryId: 5, weightCategoryId: 9 }),
    )
    expect(price.distanceMetres).toBeGreaterThan(250_000)
    expect(price.deliveryFeeCents).toBe(8500 + Math.ceil(price.distanceMetres / 1000) * 30)
  })

  it('applies the account credit before any card charge (is_use_credit; part 2 §9)', async () => {
    const credit = await client.auth.login({ email: 'credit@waybill.test', password: 'waybill-credit' })
    const { credit: balance } = await client.account.companyInfo(credit)
    const price = await client.orders.paymentSummary(credit, delivery())
    expect(price.appliedCreditCents).toBe(Math.min(balance, price.feeCents))
    expect(price.totalCents).toBe(price.feeCents - price.appliedCreditCents)
  })

  it.each([
    [
      'an address marked [[unserviceable]]',
      delivery({ dropoff: { ...CALGARY_DROPOFF, address: '1 Main St [[unserviceable]]' } }),
    ],
    ['a point outside every zone', delivery({ dropoff: { ...CALGARY_DROPOFF, lat: 49.7, lng: -112.8 } })],
  ])("answers %s with 'This location is not currently serviced by waybill' (part 1 §8)", async (_, order) => {
    const error = await failure(client.orders.paymentSummary(apiCode, order))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      message: 'This location is not currently serviced by waybill',
    })
  })

  it("shows 'An error ocurred while processing your request' when the server gives no message (part 2 §8)", async () => {
    sandbox().inject({ path: '/api/web/delivery/payment-summary', kind: 'status', status: 422, body: {} })
    const error = await failure(client.orders.paymentSummary(apiCode, delivery()))
    expect(error).toMatchObject({ status: 422, message: 'An error ocurred while processing your request' })
  })

  it('accepts only HTTP 200 (part 2 §7): a 201 is a failure', async () => {
    sandbox().inject({ path: '/api/web/delivery/payment-summary', kind: 'status', status: 201, body: {} })
    await expect(client.orders.paymentSummary(apiCode, delivery())).rejects.toMatchObject({ status: 201 })
  })

  it('asks a quote again after a timed-out attempt, a dropped connection or a 5xx, like a read (issue 22)', async () => {
    const fetch = countingFetch()
    const quick = createClient({
      baseUrl: sandbox().url,
      fetch,
      timeoutMs: 150,
      retry: { attempts: 4, baseDelayMs: 1, maxDelayMs: 1 },
      logger: silentLogger,
    })
    const path = '/api/web/delivery/payment-summary'
    sandbox().inject({ path, kind: 'delay', ms: 400 })
    sandbox().inject({ path, kind: 'drop-before' })
    sandbox().inject({ path, kind: 'status', status: 503 })
    const order = delivery()
    const price = await quick.orders.paymentSummary(apiCode, order)
    expect(price.uuid).toBe(order.uuid)
    expect(fetch.calls.filter((call) => call === path)).toHaveLength(4)
  })
})

describe('orders.prepay (part 2 §7, §8)', () => {
  it("charges the account's card", async () => {
    const { cards } = await client.account.companyInfo(apiCode)
    const charge = await client.orders.prepay(apiCode, 4037)
    expect(charge).toMatchObject({ amountCents: 4037, cardId: cards[0]?.cardId })
    expect(charge.transactionId).toMatch(/^ch_\d{8}$/)
  })

  it("is never retried, and shows 'Unable to charge your card' when the server gives no message", async () => {
    const fetch = countingFetch()
    const counted = createClient({ baseUrl: sandbox().url, fetch, logger: silentLogger })
    sandbox().inject({ path: prepayPath, kind: 'status', status: 503, body: {} })
    const error = await failure(counted.orders.prepay(apiCode, 1000))
    expect(error).toMatchObject({ status: 503, message: 'Unable to charge your card' })
    sandbox().inject({ path: prepayPath, kind: 'drop-before' })
    await expect(counted.orders.prepay(apiCode, 1000)).rejects.toThrow()
    expect(fetch.calls.filter((path) => path === prepayPath)).toHaveLength(2)
  })

  it("shows the server's message: an account without a card", async () => {
    const { apiCode: fresh } = await freshAccount(client)
    await expect(client.orders.prepay(fresh, 1000)).rejects.toMatchObject({
      status: 402,
      message: 'There is no credit card associated with this account',
    })
  })

  it("declines when the reserved decline card is on file: 'Unable to charge your card'", async () => {
    const { apiCode: fresh } = await freshAccount(client)
    const card = { name: 'Ada King', expiryMonth: '12', expiryYear: '35', cvc: '123', postal: 'T5J0H6' }
    await client.cards.save(fresh, { ...card, number: '4000 0000 0000 0341' })
    await expect(client.orders.prepay(fresh, 1000)).rejects.toMatchObject({
      status: 402,
      message: 'Unable to charge your card',
    })
  })
})

describe('orders.create (part 2 §7, §4.5)', () => {
  it('creates a NEW order priced as the summary said, with the unit parsed from the address', async () => {
    const order = delivery({ packageCount: 2 })
    const price = await client.orders.paymentSummary(apiCode, order)
    const created = await client.orders.create(apiCode, order)
    expect(created).toMatchObject({
      uuid: order.uuid,
      status: 1,
      name: order.itemName,
      feeCents: price.feeCents,
    })
    expect(created.dropoff).toMatchObject({ name: 'Morgan Lee', unit: '12', lat: 53.5225, lng: -113.6242 })
    expect(created.pickupWindow).toBe('10:00 - 12:00')
  })

  it('answers a resend with the same uuid with the same order, never a second one', async () => {
    const order = delivery()
    const first = await client.orders.create(apiCode, order)
    const again = await client.orders.create(apiCode, { ...order, itemName: 'changed in between' })
    expect(again.id).toBe(first.id)
    expect(await countByReference(order.itemName)).toBe(1)
  })

  it('a dropped answer after commit, then the automatic retry, yields exactly one order (issue 3)', async () => {
    const clock = manualClock()
    const fetch = countingFetch()
    const retrying = createClient({
      baseUrl: sandbox().url,
      fetch,
      clock,
      random: () => 0.5,
      logger: silentLogger,
    })
    const order = delivery()
    sandbox().inject({ path: createPath, method: 'POST', kind: 'drop-after' })
    const pending = retrying.orders.create(apiCode, order)
    await vi.waitFor(() => expect(clock.delays()).toContain(225))
    clock.advance(225)
    const created = await pending
    expect(fetch.calls.filter((path) => path === createPath)).toHaveLength(2)
    expect(created.uuid).toBe(order.uuid)
    expect(await countByReference(order.itemName)).toBe(1)
  })

  it('accepts only HTTP 200 (part 2 §7): a 202 is a failure with the server message', async () => {
    sandbox().inject({
      path: createPath,
      method: 'POST',
      kind: 'status',
      status: 202,
      body: { message: 'Queued' },
    })
    await expect(client.orders.create(apiCode, delivery())).rejects.toMatchObject({
      status: 202,
      message: 'Queued',
    })
  })

  it('refuses an unserviceable address with the server message (part 2 §8)', async () => {
    const order = delivery({ pickup: { ...delivery().pickup, address: '[[unserviceable]] 1 Nowhere Rd' } })
    await expect(client.orders.create(apiCode, order)).rejects.toMatchObject({
      status: 422,
      message: 'This location is not currently serviced by waybill',
    })
  })

  it('creates a valet order ON HOLD when asked (part 1 §3: status 17)', async () => {
    const valet = { isVehicleSwap: false, vin: '1HGCM82633A004352', ro: 'RO-77', licensePlate: 'ABC-1234' }
    const created = await client.orders.create(
      apiCode,
      delivery({ valet, onHold: true, itemName: 'Jo - Valet' }),
    )
    expect(created).toMatchObject({ status: 17, isValet: true })
  })
})
