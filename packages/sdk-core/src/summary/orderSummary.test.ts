import { describe, expect, it, vi } from 'vitest'
import { NOW } from '../../test/draftFixtures.ts'
import {
  estimate,
  fakeOrders,
  SUMMARY_ACCOUNT,
  serverError,
  settle,
  validDraft,
} from '../../test/summaryFixtures.ts'
import type { OrdersApi } from '../api/orders.ts'
import type { Account } from '../domain/account.ts'
import type { PriceEstimate } from '../domain/price.ts'
import { createOrderList } from '../draft/orderList.ts'
import type { OrderDraft } from '../draft/types.ts'
import { createOrderSummary } from './orderSummary.ts'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function setup(
  drafts: OrderDraft[] = [validDraft('a'), validDraft('b')],
  account: Account = SUMMARY_ACCOUNT,
) {
  const orders = fakeOrders((uuid) => (uuid === 'a' ? 1000 : 2000))
  const logger = { warn: vi.fn(), error: vi.fn() }
  const orderList = createOrderList({ defaultInsuranceValue: 100 })
  for (const draft of drafts) orderList.add(draft)
  const summary = createOrderSummary({
    client: {
      orders: orders as unknown as OrdersApi,
      config: { baseUrl: 'http://127.0.0.1', brand: 'waybill', product: 'delivery' },
      logger,
    },
    orderList,
    apiCode: () => 'code-1',
    account: () => account,
    now: () => NOW,
    sleep: async () => {},
  })
  return { orders, orderList, summary, logger }
}

describe('createOrderSummary: prices (part 2 §2.2, §7 payment-summary, §9)', () => {
  it('prices each delivery with the payment summary call only while subscribed, in list order', async () => {
    const { orders, summary } = setup()
    await settle()
    expect(orders.paymentSummary).not.toHaveBeenCalled()
    summary.subscribe(() => {})
    await settle()
    const { deliveries, total } = summary.getSnapshot()
    expect(deliveries.map((d) => [d.uuid, d.state, d.breakdown?.totalCents])).toEqual([
      ['a', 'ready', 1050],
      ['b', 'ready', 2100],
    ])
    expect(total).toMatchObject({ feeCents: 3150, creditCents: 0, cardCents: 3150, consistent: true })
    expect(orders.paymentSummary.mock.calls[0]?.[1]).toMatchObject({ uuid: 'a', itemName: 'Parcel a' })
  })

  it('keeps the total null until every delivery is priced', async () => {
    const { orders, summary } = setup()
    const late = deferred<PriceEstimate>()
    orders.paymentSummary.mockImplementationOnce(() => late.promise)
    summary.subscribe(() => {})
    await settle()
    expect(summary.getSnapshot().deliveries.map((d) => d.state)).toEqual(['loading', 'ready'])
    expect(summary.getSnapshot().total).toBeNull()
    expect(summary.getSnapshot().payment.canSubmit).toBe(false)
    late.resolve(estimate('a', 1000))
    await settle()
    expect(summary.getSnapshot().total?.feeCents).toBe(3150)
    expect(summary.getSnapshot().payment.canSubmit).toBe(true)
  })

  it('prices a delivery again when its draft changes, and the newest answer wins', async () => {
    const { orders, orderList, summary } = setup([validDraft('a')])
    const first = deferred<PriceEstimate>()
    const second = deferred<PriceEstimate>()
    orders.paymentSummary.mockImplementationOnce(() => first.promise)
    orders.paymentSummary.mockImplementationOnce(() => second.promise)
    summary.subscribe(() => {})
    await settle()
    orderList.add(
      validDraft('a', {
        packageCount: 2,
        packages: [{ sizeCategoryId: 1, weightCategoryId: 1, packages: 2 }],
      }),
    )
    await settle()
    expect(orders.paymentSummary).toHaveBeenCalledTimes(2)
    second.resolve(estimate('a', 3000))
    first.resolve(estimate('a', 1000))
    await settle()
    expect(summary.getSnapshot().deliveries[0]?.estimate?.deliveryFeeCents).toBe(3000)
  })

  it("shows the server's text for a price that failed (part 2 §8), and asks again on reprice()", async () => {
    const { orders, summary } = setup([validDraft('a')])
    orders.paymentSummary.mockRejectedValueOnce(serverError('orders.paymentSummary', 'Too far'))
    summary.subscribe(() => {})
    await settle()
    expect(summary.getSnapshot().deliveries[0]).toMatchObject({ state: 'failed', error: 'Too far' })
    summary.reprice()
    await settle()
    expect(summary.getSnapshot().deliveries[0]).toMatchObject({ state: 'ready', error: null })
  })

  it("shows 'An error ocurred while processing your request' for an unexpected failure, and logs it", async () => {
    const { orders, summary, logger } = setup([validDraft('a')])
    orders.paymentSummary.mockRejectedValueOnce(new Error('boom'))
    summary.subscribe(() => {})
    await settle()
    expect(summary.getSnapshot().deliveries[0]?.error).toBe('An error ocurred while processing your request')
    expect(logger.error).toHaveBeenCalled()
  })

  it('part 2 §5.1, §8: a delivery that no longer passes the checks is not priced; it and its sections are named', async () => {
    const { orders, summary } = setup([
      validDraft('a', { pickupDate: '2026-11-20', dropoffDate: '2026-11-20' }),
    ])
    summary.subscribe(() => {})
    await settle()
    expect(orders.paymentSummary).not.toHaveBeenCalled()
    expect(summary.getSnapshot().deliveries[0]?.error).toBe(
      'Parcel a: Please check the following sections and try again: Pickup Time, Drop off Time',
    )
  })

  it('part 2 §5.1: names a delivery without a reference name by its place in the order', async () => {
    const { summary } = setup([validDraft('a'), validDraft('b', { itemName: ' ', pickupDate: '2026-11-20' })])
    summary.subscribe(() => {})
    await settle()
    expect(summary.getSnapshot().deliveries[1]?.error).toMatch(
      /^Delivery 2: Please check the following sections and try again: /,
    )
  })

  it('part 2 §9: applies the credit first, shared out in list order', async () => {
    const account = { ...SUMMARY_ACCOUNT, isUserCredit: true, credit: 1500 }
    const { summary } = setup(undefined, account)
    summary.subscribe(() => {})
    await settle()
    const { deliveries, total } = summary.getSnapshot()
    expect(total).toMatchObject({ feeCents: 3150, creditCents: 1500, cardCents: 1650 })
    expect(deliveries.map((d) => d.breakdown?.creditCents)).toEqual([1050, 450])
  })

  it('part 2 §4.2: an edit of an order on the server is not charged ("Editing is free")', async () => {
    const edit = validDraft('a', { originalId: 41, originalStatus: 1, isEditing: true })
    const { summary } = setup([edit, validDraft('b')])
    summary.subscribe(() => {})
    await settle()
    const { deliveries, total } = summary.getSnapshot()
    expect(deliveries.map((d) => [d.charged, d.paid])).toEqual([
      [false, false],
      [true, false],
    ])
    expect(deliveries[0]?.breakdown?.totalCents).toBe(1050)
    expect(total?.feeCents).toBe(2100)
  })

  it('forgets a removed delivery', async () => {
    const { orderList, summary } = setup()
    summary.subscribe(() => {})
    await settle()
    orderList.remove('a')
    await settle()
    expect(summary.getSnapshot().deliveries.map((d) => d.uuid)).toEqual(['b'])
    expect(summary.getSnapshot().total?.feeCents).toBe(2100)
  })
})

describe('createOrderSummary: payment (part 2 §2.2, §5.3, §6)', () => {
  const noCard = { hasCardOnAccount: false, cards: [] }
  it.each<[string, Partial<Account>, boolean, boolean]>([
    ['a saved card', {}, true, false],
    ['EFT without a card', { ...noCard, isEFTPayment: true }, true, true],
    ['credit covering the order without a card', { ...noCard, isUserCredit: true, credit: 3150 }, true, true],
    // Credit short of the order is no payment method for the rest: the card part could not be charged.
    [
      'credit short of the order without a card',
      { ...noCard, isUserCredit: true, credit: 3149 },
      false,
      true,
    ],
    ['credit short of the order with a card', { isUserCredit: true, credit: 500 }, true, false],
    ['no card, EFT or credit', noCard, false, true],
    ['a zero credit balance only', { ...noCard, isUserCredit: true }, false, true],
  ])('part 2 §5.3: with %s: canSubmit %s, noCard %s', async (_, flags, canSubmit, noCard) => {
    const { summary } = setup(undefined, { ...SUMMARY_ACCOUNT, ...flags })
    summary.subscribe(() => {})
    await settle()
    expect(summary.getSnapshot().payment).toEqual({ canSubmit, noCard })
  })

  it('cannot submit an empty order', async () => {
    const { summary } = setup([])
    summary.subscribe(() => {})
    await settle()
    expect(summary.getSnapshot()).toMatchObject({ total: null, payment: { canSubmit: false } })
    expect(await summary.submit()).toBe(false)
  })
})
