import { screen, waitFor, within } from '@testing-library/react'
import {
  type Account,
  ApiError,
  messages,
  type Order,
  type OrderSubmission,
  type PrepayResult,
  TimeoutError,
} from '@waybill/sdk-core'
import type { OrderList } from '@waybill/sdk-core/order'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../../test/fakeClient.ts'
import { ACCOUNT, accountWith, TEST_API_CODE } from '../../../test/fixtures.ts'
import { ORDER_NOW } from '../../../test/orderFixtures.ts'
import { renderSignedIn, renderWithWaybill, settle } from '../../../test/render.tsx'
import {
  orderListOf,
  priceEstimate,
  RAVI_DROPOFF,
  resetSummaryUuids,
  summaryDraft,
} from '../../../test/summaryFixtures.ts'
import { OrderSummaryScreen } from './OrderSummaryScreen.tsx'

beforeEach(() => {
  resetSummaryUuids()
  localStorage.clear()
  // The drafts' windows are valid at ORDER_NOW; time still runs, so the 100 ms between orders passes.
  vi.useFakeTimers({ now: ORDER_NOW, shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

/** The real order summary (`useOrderSummary`) over a fake client that prices, prepays and books. */
async function renderOwnSummary(
  orderList: OrderList,
  { account = ACCOUNT, prepare }: { account?: Account; prepare?: (orders: FakeOrders) => void } = {},
) {
  const fake = fakeClient({ account })
  const orders = {
    ...fake.client.orders,
    paymentSummary: vi.fn(async (_apiCode: string, order: OrderSubmission) => priceEstimate(order.uuid)),
    prepay: vi.fn(async (_apiCode: string, amountCents: number) => ({
      amountCents,
      cardId: 7,
      transactionId: 'tx-1',
    })),
    create: vi.fn(async (_apiCode: string, _order: OrderSubmission) => ({}) as Order),
  }
  prepare?.(orders)
  const client = { ...fake.client, orders }
  const onDone = vi.fn()
  const screenWith = (done: () => void) => (
    <OrderSummaryScreen
      orderList={orderList}
      manageCardsHref="/waybill/account"
      onEdit={vi.fn()}
      onAddDelivery={vi.fn()}
      onMakeDelivery={vi.fn()}
      onDone={done}
    />
  )
  // StrictMode, as the portal renders: each delivery is still priced once.
  const view = await renderSignedIn(screenWith(onDone), { client, strict: true })
  await settle()
  /** The screen again (Back, then the summary), over the same client and session. */
  const remount = (done: () => void) => renderWithWaybill(screenWith(done), { client, session: view.session })
  return { ...view, orders, onDone, orderList, remount, companyInfo: vi.mocked(client.account.companyInfo) }
}

type FakeOrders = Awaited<ReturnType<typeof renderOwnSummary>>['orders']

const totalText = () =>
  within(screen.getByRole('region', { name: 'Order total' })).getByText(/^\$/).textContent

const submitButton = () => screen.getByRole('button', { name: 'Submit delivery' }) as HTMLButtonElement

describe('useOrderSummary (sdk-core createOrderSummary behind the screen)', () => {
  it('prices each delivery with the payment summary call and totals the order (part 2 §7, §9)', async () => {
    const first = summaryDraft()
    const second = summaryDraft({ itemName: 'Cake order', dropoff: RAVI_DROPOFF })
    const { orders } = await renderOwnSummary(orderListOf([first, second]))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order total' })).toBeTruthy())
    expect(orders.paymentSummary).toHaveBeenCalledTimes(2)
    expect(orders.paymentSummary.mock.calls.map(([apiCode, order]) => [apiCode, order.uuid])).toEqual([
      [TEST_API_CODE, first.uuid],
      [TEST_API_CODE, second.uuid],
    ])
    expect(within(screen.getByRole('region', { name: 'Order total' })).getByText('$29.40')).toBeTruthy()
    expect(submitButton().disabled).toBe(false)
  })

  it("shows a price the server refused in its words, and 'Try again' asks it again (part 2 §8)", async () => {
    const { user, orders } = await renderOwnSummary(orderListOf([summaryDraft()]), {
      prepare: (orders) =>
        orders.paymentSummary.mockRejectedValueOnce(
          new ApiError('orders.paymentSummary', 422, undefined, 'This address is out of zone'),
        ),
    })
    const item = screen.getByRole('listitem', { name: 'Sourdough order' })
    await waitFor(() =>
      expect(within(item).getByRole('alert').textContent).toBe('This address is out of zone'),
    )
    expect(submitButton().disabled).toBe(true)
    await user.click(within(item).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order total' })).toBeTruthy())
    expect(orders.paymentSummary).toHaveBeenCalledTimes(2)
    expect(submitButton().disabled).toBe(false)
  })

  it('submits: prepays the card part, books the delivery, empties the order and goes on (part 2 §4.5)', async () => {
    const { user, orders, onDone, orderList } = await renderOwnSummary(orderListOf([summaryDraft()]))
    await waitFor(() => expect(submitButton().disabled).toBe(false))
    await user.click(submitButton())
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(orders.prepay).toHaveBeenCalledWith(TEST_API_CODE, 1470)
    expect(orders.create).toHaveBeenCalledOnce()
    expect(orderList.count()).toBe(0)
  })

  it('tells an account without any card, EFT or credit, and keeps Submit disabled (part 2 §2.2, §5.3)', async () => {
    await renderOwnSummary(orderListOf([summaryDraft()]), {
      account: accountWith({ hasCardOnAccount: false, cards: [] }),
    })
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order total' })).toBeTruthy())
    expect(screen.getByText('There is no credit card associated with this account')).toBeTruthy()
    expect(submitButton().disabled).toBe(true)
  })

  it('part 2 §4.5: keeps one summary per order list: after Back, the screen shows the submit running, no second charge', async () => {
    let pay: () => void = () => {}
    const { user, orders, onDone, orderList, unmount, remount } = await renderOwnSummary(
      orderListOf([summaryDraft()]),
      {
        prepare: (orders) =>
          orders.prepay.mockImplementationOnce(
            (_apiCode, amountCents) =>
              new Promise<PrepayResult>((resolve) => {
                pay = () => resolve({ amountCents, cardId: 7, transactionId: 'tx-1' })
              }),
          ),
      },
    )
    await waitFor(() => expect(submitButton().disabled).toBe(false))
    await user.click(submitButton())
    await waitFor(() => expect(orders.prepay).toHaveBeenCalledOnce())
    unmount()
    const backAgain = vi.fn()
    remount(backAgain)
    await settle()
    expect(screen.getByRole('dialog', { name: 'Submitting your order' })).toBeTruthy()
    const again = screen.getByRole('button', { name: 'Submit delivery', hidden: true }) as HTMLButtonElement
    expect(again.disabled).toBe(true)
    pay()
    await waitFor(() => expect(orderList.count()).toBe(0))
    expect(orders.prepay).toHaveBeenCalledOnce()
    expect(orders.create).toHaveBeenCalledOnce()
    // The screen that started the submit was left: it does not navigate.
    expect(onDone).not.toHaveBeenCalled()
  })

  it('part 2 §9: loads the account again after a submit settles, and the total then uses the fresh credit', async () => {
    const { user, session, companyInfo } = await renderOwnSummary(orderListOf([summaryDraft()]), {
      account: accountWith({ isUserCredit: true, credit: 1000 }),
      prepare: (orders) =>
        orders.prepay.mockRejectedValueOnce(new ApiError('orders.prepay', 402, 'Card declined')),
    })
    await waitFor(() => expect(totalText()).toBe('$4.70'))
    // Meanwhile another order spent the credit.
    companyInfo.mockResolvedValue(accountWith({ isUserCredit: true, credit: 0 }))
    await user.click(submitButton())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Prepay fail: Card declined'))
    expect(session.refreshAccount).toHaveBeenCalledOnce()
    await waitFor(() => expect(totalText()).toBe('$14.70'))
  })

  it('part 2 §8, issue 22: a prepay whose answer was lost locks the delivery and books only once the customer chooses', async () => {
    const { user, orders, onDone } = await renderOwnSummary(orderListOf([summaryDraft()]), {
      prepare: (orders) =>
        orders.prepay.mockRejectedValueOnce(
          new TimeoutError('orders.prepay', 90_000, messages.paymentOutcomeUnknown),
        ),
    })
    await waitFor(() => expect(submitButton().disabled).toBe(false))
    await user.click(submitButton())
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^Prepay fail: Payment not confirmed: the charge of \$\d+\.\d\d asked at /,
      ),
    )
    expect(orders.create).not.toHaveBeenCalled()
    const edit = screen.getByRole('button', { name: 'Edit Sourdough order' }) as HTMLButtonElement
    expect(edit.disabled).toBe(true)
    expect(submitButton().disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Book And Leave The Payment To The Courier' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(orders.prepay).toHaveBeenCalledOnce()
    expect(orders.create).toHaveBeenCalledOnce()
  })
})
