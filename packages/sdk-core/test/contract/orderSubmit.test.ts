import { describe, expect, it } from 'vitest'
import { createClient, type WaybillClient } from '../../src/client.ts'
import type { Account } from '../../src/domain/account.ts'
import { createOrderList } from '../../src/draft/orderList.ts'
import { memoryStorage } from '../../src/session/storage.ts'
import { createOrderSummary } from '../../src/summary/orderSummary.ts'
import type { OrderSummary } from '../../src/summary/types.ts'
import { NOW } from '../draftFixtures.ts'
import { settle, validDraft } from '../summaryFixtures.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const createPath = '/api/web/delivery'
const prepayPath = '/api/web/prepay-delivery'

interface Signed {
  client: WaybillClient
  apiCode: string
  account: Account
  calls: string[]
}

async function signIn(login: { email: string; password: string }): Promise<Signed> {
  const fetch = countingFetch()
  const client = createClient({ baseUrl: sandbox().url, fetch, logger: silentLogger })
  const apiCode = await client.auth.login(login)
  const account = await client.account.companyInfo(apiCode)
  return { client, apiCode, account, calls: fetch.calls }
}

/** Two deliveries with a reference unique to the test, in an order list. */
function twoDeliveries(reference: string) {
  const orderList = createOrderList({ defaultInsuranceValue: 100 })
  for (const suffix of ['a', 'b']) {
    orderList.add(validDraft(`${reference}-${suffix}`, { itemName: `${reference} ${suffix}` }))
  }
  return orderList
}

async function openSummary(
  { client, apiCode, account }: Signed,
  orderList: ReturnType<typeof createOrderList>,
  storage = memoryStorage(),
  sleep: (ms: number) => Promise<void> = async () => {},
): Promise<OrderSummary> {
  const summary = createOrderSummary({
    client,
    orderList,
    apiCode: () => apiCode,
    account: () => account,
    now: () => NOW,
    storage,
    sleep,
  })
  summary.subscribe(() => {})
  for (let tries = 0; tries < 100 && !summary.getSnapshot().payment.canSubmit; tries++) await settle()
  return summary
}

async function activeOrders({ client, apiCode }: Signed, reference: string) {
  const page = await client.dashboard.page(apiCode, {
    view: 3,
    pageIndex: 0,
    pageSize: 100,
    search: reference,
  })
  return page.orders
}

describe('order summary submit against the sandbox (part 2 §4.5, §7, §8)', () => {
  it('a failed second create, then a retry, books exactly 2 orders and charges the card once', async () => {
    const signed = await signIn(sandbox().demo)
    const reference = `Summary ${Date.now().toString(36)}`
    const orderList = twoDeliveries(reference)
    const storage = memoryStorage()
    // The fault is armed between the two creates (the 100 ms gap), so it hits the second one.
    const sleep = async () => {
      sandbox().inject({
        path: createPath,
        method: 'POST',
        kind: 'status',
        status: 422,
        body: { message: 'Injected fault' },
      })
    }
    const summary = await openSummary(signed, orderList, storage, sleep)
    const cardCents = summary.getSnapshot().total?.cardCents
    expect(cardCents).toBeGreaterThan(0)

    expect(await summary.submit()).toBe(false)
    expect(summary.getSnapshot()).toMatchObject({ status: 'fail', error: 'Injected fault' })
    expect(orderList.getSnapshot().drafts.map((draft) => draft.itemName)).toEqual([`${reference} b`])

    // A reload: a new summary over the same stored prepayment and the list that kept the unbooked delivery.
    const retry = await openSummary(signed, orderList, storage)
    expect(await retry.submit()).toBe(true)
    expect(retry.getSnapshot().statusText).toBe('Done')

    const orders = await activeOrders(signed, reference)
    expect(orders.map((order) => order.name).sort()).toEqual([`${reference} a`, `${reference} b`])
    expect(signed.calls.filter((path) => path === prepayPath)).toHaveLength(1)
    expect(signed.calls.filter((path) => path === createPath)).toHaveLength(3)
  })

  it('a prepay whose answer is lost (charged, then dropped) books nothing until the customer chooses; never charged twice unasked (part 2 §4.5, §8; issue 22)', async () => {
    const signed = await signIn(sandbox().demo)
    const reference = `Lost ${Date.now().toString(36)}`
    const orderList = twoDeliveries(reference)
    const storage = memoryStorage()
    const summary = await openSummary(signed, orderList, storage)
    sandbox().inject({ path: prepayPath, method: 'POST', kind: 'drop-after' })
    expect(await summary.submit()).toBe(false)
    expect(summary.getSnapshot()).toMatchObject({ status: 'paymentUnconfirmed', statusText: 'Prepay fail' })
    expect(summary.getSnapshot().error).toMatch(/^Payment not confirmed: the charge of \$\d+\.\d\d asked at /)
    expect(summary.getSnapshot().deliveries.map((delivery) => delivery.paid)).toEqual([true, true])

    // A reload: submit alone books nothing; the customer's choice books, with no second charge.
    const retry = await openSummary(signed, orderList, storage)
    expect(await retry.submit()).toBe(false)
    expect(await activeOrders(signed, reference)).toEqual([])
    expect(await retry.bookUnpaid()).toBe(true)
    const orders = await activeOrders(signed, reference)
    expect(orders.map((order) => order.name).sort()).toEqual([`${reference} a`, `${reference} b`])
    expect(signed.calls.filter((path) => path === prepayPath)).toHaveLength(1)
  })

  it('a booked delivery added again (a stale draft) is neither charged nor sent (part 2 §4.5)', async () => {
    const signed = await signIn(sandbox().demo)
    const reference = `Stale ${Date.now().toString(36)}`
    const orderList = twoDeliveries(reference)
    const stale = orderList.getSnapshot().drafts[0]
    const storage = memoryStorage()
    const summary = await openSummary(signed, orderList, storage)
    expect(await summary.submit()).toBe(true)
    if (stale) orderList.add(stale)
    const again = await openSummary(signed, orderList, storage)
    expect(await again.submit()).toBe(true)
    expect(again.getSnapshot().notice).toBe(`Already booked, so not sent or charged again: ${reference} a`)
    expect(signed.calls.filter((path) => path === prepayPath)).toHaveLength(1)
    expect(signed.calls.filter((path) => path === createPath)).toHaveLength(2)
    expect(await activeOrders(signed, reference)).toHaveLength(2)
  })

  it('sends the deliveries of an on-hold account to the on-hold call: status 17 (part 2 §4.3, §4.5)', async () => {
    const signed = await signIn({ email: 'fleet@waybill.test', password: 'waybill-fleet' })
    expect(signed.account.isOnHoldEnabled).toBe(true)
    const reference = `Hold ${Date.now().toString(36)}`
    const summary = await openSummary(signed, twoDeliveries(reference))
    expect(await summary.submit()).toBe(true)
    const orders = await activeOrders(signed, reference)
    expect(orders.map((order) => order.status)).toEqual([17, 17])
    expect(signed.calls.filter((path) => path === createPath)).toHaveLength(0)
  })
})
