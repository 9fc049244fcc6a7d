import { screen, within } from '@testing-library/react'
import type { OrderList, OrderSummaryState } from '@waybill/sdk-core/order'
import { beforeEach, describe, expect, it } from 'vitest'
import { settle } from '../../../test/render.tsx'
import {
  orderListOf,
  pricedState,
  priceEstimate,
  renderSummaryScreen,
  resetSummaryUuids,
  summaryDraft,
} from '../../../test/summaryFixtures.ts'

beforeEach(resetSummaryUuids)

/** {@link renderSummaryScreen} in `state`, over one delivery unless told. */
const renderSummary = (
  state: Partial<OrderSummaryState>,
  orderList: OrderList = orderListOf([summaryDraft()]),
) => renderSummaryScreen(orderList, state)

const submitButton = () => screen.getByRole('button', { name: 'Submit delivery' }) as HTMLButtonElement

/** A deferred `submit()` answer: the test resolves it when the process ends. */
function deferred() {
  let resolve: (value: boolean) => void = () => {}
  const promise = new Promise<boolean>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('OrderSummaryScreen submit (part 2 §2.2, §4.5, §8)', () => {
  it("keeps 'Submit delivery' disabled until the summary allows it (part 2 §5.3)", async () => {
    const { set } = await renderSummary({ payment: { canSubmit: false, noCard: false } })
    expect(submitButton().disabled).toBe(true)
    await set({ payment: { canSubmit: true, noCard: false } })
    expect(submitButton().disabled).toBe(false)
  })

  it('tells an account without a card so, with a link to manage its cards (part 2 §2.2, §8)', async () => {
    await renderSummary({ payment: { canSubmit: false, noCard: true } })
    expect(screen.getByText('There is no credit card associated with this account')).toBeTruthy()
    expect(
      screen.getByText(
        '* Save a payment method (credit card) to your account in the "Manage Payment" section',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Manage Payment' }).getAttribute('href')).toBe('/waybill/account')
  })

  it('says nothing about cards when the account has one', async () => {
    await renderSummary({ payment: { canSubmit: true, noCard: false } })
    expect(screen.queryByText('There is no credit card associated with this account')).toBeNull()
  })

  it('shows the submitting modal with the process status announced, then goes on after Done', async () => {
    const draft = summaryDraft()
    const { user, summary, set, onDone } = await renderSummary(
      pricedState([priceEstimate(draft.uuid)]),
      orderListOf([draft]),
    )
    const answer = deferred()
    summary.submit.mockImplementation(() => answer.promise)
    await user.click(submitButton())
    expect(summary.submit).toHaveBeenCalledOnce()
    await set({ status: 'submitting', statusText: 'Submitting', progress: { sent: 0, total: 1 } })
    const dialog = screen.getByRole('dialog', { name: 'Submitting your order' })
    expect(dialog.textContent).toContain(
      'Your order is being submitted. This may take up to a minute while payment is being processed',
    )
    const status = within(dialog).getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('Submitting')
    await set({ status: 'prepaying', statusText: 'Prepaying delivery' })
    expect(status.textContent).toBe('Prepaying delivery')
    await set({ status: 'prepaid', statusText: 'Prepay Successful', progress: { sent: 1, total: 1 } })
    expect(within(dialog).getByRole('progressbar', { name: 'Deliveries sent' }).getAttribute('value')).toBe(
      '1',
    )
    // Issue 21: the progress in words too.
    expect(dialog.textContent).toContain('Deliveries sent: 1 of 1')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Submitting your order' })).toBeTruthy()
    expect(onDone).not.toHaveBeenCalled()
    await set({ status: 'done', statusText: 'Done' })
    answer.resolve(true)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onDone).toHaveBeenCalledOnce()
  })

  it("shows a failed submit in words: 'Prepay fail' and the reason, until dismissed (part 2 §8 prepay failure)", async () => {
    const { user, summary, set, onDone } = await renderSummary({
      payment: { canSubmit: true, noCard: false },
    })
    summary.submit.mockResolvedValue(false)
    await user.click(submitButton())
    await set({ status: 'prepayFail', statusText: 'Prepay fail', error: 'Unable to charge your card' })
    expect(onDone).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Prepay fail: Unable to charge your card')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(summary.dismissError).toHaveBeenCalledOnce()
    await set({ status: 'idle', statusText: null, error: null })
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('does not go on after the screen was left while the order was submitted', async () => {
    const { user, summary, onDone, unmount } = await renderSummary({
      payment: { canSubmit: true, noCard: false },
    })
    const answer = deferred()
    summary.submit.mockImplementation(() => answer.promise)
    await user.click(submitButton())
    unmount()
    answer.resolve(true)
    await settle()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('tells which deliveries were already booked and taken out uncharged, until dismissed (part 2 §4.5)', async () => {
    const { user, summary } = await renderSummary({
      status: 'done',
      statusText: 'Done',
      notice: 'Already booked, so not sent or charged again: Sourdough order',
    })
    const notice = screen.getByText('Already booked, so not sent or charged again: Sourdough order')
    expect(notice.getAttribute('role')).toBe('status')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(summary.dismissError).toHaveBeenCalledOnce()
  })

  it("shows an order failure's server text after 'Fail' (part 2 §8 order submit failure)", async () => {
    await renderSummary({
      status: 'fail',
      statusText: 'Fail',
      error: 'An error ocurred while processing your request',
    })
    expect(screen.getByRole('alert').textContent).toBe('Fail: An error ocurred while processing your request')
  })

  it('after a charge with no answer, says so and offers the two ways on, by keyboard too (issue 22)', async () => {
    const words =
      'Payment not confirmed: the charge of $21.00 asked at 2026-11-23 09:05 got no answer, so your card may or may not have been charged. Nothing was booked. Charge the card again, or book the deliveries and leave the payment to the courier.'
    const { user, summary } = await renderSummary({
      status: 'paymentUnconfirmed',
      statusText: 'Prepay fail',
      error: words,
      unconfirmedCharge: { amountCents: 2100, askedAt: 0 },
      payment: { canSubmit: false, noCard: false },
    })
    expect(screen.getByRole('alert').textContent).toBe(`Prepay fail: ${words}`)
    expect(submitButton().disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
    screen.getByRole('button', { name: 'Book And Leave The Payment To The Courier' }).focus()
    await user.keyboard('{Enter}')
    expect(summary.bookUnpaid).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Charge My Card Again' }))
    expect(summary.chargeAgain).toHaveBeenCalledOnce()
  })
})
