import { describe, expect, it, vi } from 'vitest'
import { ACME_PICKUP, NOW } from '../../test/draftFixtures.ts'
import { estimate, fakeOrders, SUMMARY_ACCOUNT, serverError, validDraft } from '../../test/summaryFixtures.ts'
import type { OrdersApi } from '../api/orders.ts'
import type { Account } from '../domain/account.ts'
import type { OrderSubmission } from '../domain/order.ts'
import { createOrderDraft } from '../draft/orderDraft.ts'
import type { OrderDraft } from '../draft/types.ts'
import { createWidgetOrder, PROXY_API_CODE, type WidgetPickup } from './widgetOrder.ts'

const ACME: WidgetPickup = {
  name: ACME_PICKUP.name,
  address: ACME_PICKUP.address,
  phone: ACME_PICKUP.phone,
  email: ACME_PICKUP.email,
  lat: ACME_PICKUP.lat,
  lng: ACME_PICKUP.lng,
}

function setup(draft: OrderDraft = validDraft('w-1'), account: Account | null = SUMMARY_ACCOUNT) {
  const orders = fakeOrders()
  orders.create.mockImplementation(
    async (_code: string, order: OrderSubmission) => ({ id: 501, uuid: order.uuid }) as never,
  )
  const store = createOrderDraft({
    kind: 'single',
    defaultInsuranceValue: 100,
    now: () => NOW,
    logger: quiet(),
  })
  store.load(draft)
  const engine = createWidgetOrder({
    client: { orders: orders as unknown as OrdersApi, logger: quiet() },
    draft: store,
    apiCode: () => PROXY_API_CODE,
    account: () => account,
    now: () => NOW,
    pickup: ACME,
    reference: 'Order #1001',
  })
  return { orders, store, engine }
}

const quiet = () => ({ warn: vi.fn(), error: vi.fn() })

describe('createWidgetOrder (issue 9: the embeddable order widget; part 2 §3.11, §7, §8)', () => {
  it('quotes only a complete delivery, with the price lines of part 2 §3.11', async () => {
    const { orders, engine } = setup({
      ...validDraft('w-1'),
      dropoff: { ...validDraft('w-1').dropoff, lat: 0 },
    })
    await engine.quote()
    expect(engine.getSnapshot().quote).toEqual({ state: 'incomplete' })
    expect(orders.paymentSummary).not.toHaveBeenCalled()

    const complete = setup()
    await complete.engine.quote()
    expect(complete.engine.getSnapshot().quote).toMatchObject({
      state: 'ready',
      breakdown: { feeCents: 1050, totalCents: 1050 },
      // The estimate itself too: its route draws the widget's map.
      estimate: await complete.orders.paymentSummary.mock.results[0]?.value,
    })
  })

  it('keeps the newest quote when answers come back out of order', async () => {
    const { orders, engine, store } = setup()
    let answerFirst: (value: ReturnType<typeof estimate>) => void = () => {}
    orders.paymentSummary.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
    const first = engine.quote()
    store.setPackageCount(2)
    orders.paymentSummary.mockResolvedValueOnce(estimate('w-1', 2000))
    await engine.quote()
    answerFirst(estimate('w-1', 1000))
    await first
    expect(engine.getSnapshot().quote).toMatchObject({ state: 'ready', breakdown: { feeCents: 2100 } })
  })

  it("says why a quote failed in the server's words (part 2 §8 'Payment summary failure')", async () => {
    const { orders, engine } = setup()
    orders.paymentSummary.mockRejectedValueOnce(serverError('orders.paymentSummary', 'Address not serviced'))
    await engine.quote()
    expect(engine.getSnapshot().quote).toEqual({ state: 'failed', error: 'Address not serviced' })
  })

  it('places the order directly, never on hold and never prepaid from the browser', async () => {
    const { orders, engine } = setup(validDraft('w-1'), { ...SUMMARY_ACCOUNT, isOnHoldEnabled: true })
    expect(await engine.place()).toBe(true)
    expect(engine.getSnapshot()).toMatchObject({ status: 'placed', order: { id: 501, uuid: 'w-1' } })
    const sent = orders.create.mock.calls[0]?.[1]
    expect(sent).toMatchObject({
      uuid: 'w-1',
      itemName: 'Order #1001',
      pickup: { name: ACME.name, lat: ACME.lat },
    })
    expect(sent?.onHold).not.toBe(true)
    expect(orders.createOnHold).not.toHaveBeenCalled()
    expect(orders.prepay).not.toHaveBeenCalled()
    expect(await engine.place()).toBe(false)
    expect(orders.create).toHaveBeenCalledTimes(1)
  })

  it('a failed order keeps its uuid: placing again sends the same delivery (the server deduplicates)', async () => {
    const { orders, engine } = setup()
    orders.create.mockRejectedValueOnce(serverError('orders.create', 'This order is over the price limit'))
    expect(await engine.place()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      status: 'failed',
      error: 'This order is over the price limit',
    })
    expect(await engine.place()).toBe(true)
    expect(orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['w-1', 'w-1'])
  })

  it('lists the failing sections word for word instead of sending an incomplete order (part 2 §5.1)', async () => {
    const { orders, engine } = setup({ ...validDraft('w-1'), packages: [] })
    expect(await engine.place()).toBe(false)
    expect(engine.getSnapshot().error).toBe('Please check the following sections and try again:')
    expect(engine.getSnapshot().sections.length).toBeGreaterThan(0)
    expect(orders.create).not.toHaveBeenCalled()
  })

  it("says the form is not ready instead of doing nothing while the merchant's account is missing", async () => {
    const { orders, engine } = setup(validDraft('w-1'), null)
    expect(await engine.place()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      status: 'failed',
      error: 'The delivery form could not reach the shop. Please reload the page and try again.',
    })
    expect(orders.create).not.toHaveBeenCalled()
  })

  it('starts over with a new delivery and the same pickup once placed', async () => {
    const { engine, store } = setup()
    await engine.place()
    engine.startOver()
    expect(store.getSnapshot().uuid).not.toBe('w-1')
    expect(store.getSnapshot()).toMatchObject({ itemName: 'Order #1001', pickup: { name: ACME.name } })
    expect(engine.getSnapshot()).toMatchObject({
      status: 'idle',
      order: null,
      quote: { state: 'incomplete' },
    })
  })
})
