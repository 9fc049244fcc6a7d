import { fillNames, messages } from '../domain/messages.ts'
import { toOrderSubmission } from '../draft/toOrderSubmission.ts'
import type { OrderDraft } from '../draft/types.ts'
import { ValidationError, WaybillError } from '../http/errors.ts'
import { availableCredit, orderTotal } from '../pricing/priceBreakdown.ts'
import { createProxyStore } from '../store.ts'
import { DEFAULT_TIMEZONE } from '../time/localTime.ts'
import { type Booking, bookDeliveries } from './bookDeliveries.ts'
import { createPrepaymentLedger } from './prepaymentLedger.ts'
import { isCharged, type PriceEntry, summaryView } from './summaryView.ts'
import type { OrderSummary, OrderSummaryOptions, OrderSummaryState, SubmitStatus } from './types.ts'

const BUSY: readonly SubmitStatus[] = ['submitting', 'prepaying', 'prepaid']

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Creates the order summary (part 2 §2.2, §4.5, §8, §9). While something subscribes, it prices each delivery of
 * the order list with the payment summary call (again when its draft changes; the newest answer wins) and totals
 * them with the credit applied first. `submit` runs the process of §4.5: 'Submitting', the card part prepaid
 * (`Prepaying {product}`, 'Prepay Successful'; never with EFT, never twice for the same deliveries, see the
 * prepayment ledger), the deliveries booked (on hold in lists of 10, the others 100 ms apart, on-hold edits
 * updated), each removed from the list as soon as it is booked, then 'Done'.
 *
 * @example
 * ```ts
 * const summary = createOrderSummary({ client, orderList, apiCode: () => code, account: () => account })
 * summary.subscribe(render)
 * if (summary.getSnapshot().payment.canSubmit && (await summary.submit())) goToDashboard()
 * ```
 */
export function createOrderSummary(options: OrderSummaryOptions): OrderSummary {
  const { client, orderList } = options
  const now = options.now ?? Date.now
  const timeZone = options.timeZone ?? DEFAULT_TIMEZONE
  const sleep = options.sleep ?? defaultSleep
  const logger = options.logger ?? client.logger
  const ledger = createPrepaymentLedger(options.storage, logger)
  const prices = new Map<string, PriceEntry>()
  let token = 0

  const { state, store } = createProxyStore<OrderSummaryState>({
    deliveries: [],
    total: null,
    payment: { canSubmit: false, noCard: false },
    status: 'idle',
    statusText: null,
    error: null,
    progress: { sent: 0, total: 0 },
  })
  const drafts = () => orderList.getSnapshot().drafts
  const publish = () =>
    Object.assign(state, summaryView(drafts(), prices, options.account(), BUSY.includes(state.status)))
  const setStatus = (status: SubmitStatus, statusText: string | null) => {
    Object.assign(state, { status, statusText })
    publish()
  }

  /** The words of a failure: the error's own (user-facing) text, else the general one, logged. */
  const words = (error: unknown, call: string): string => {
    if (error instanceof ValidationError) {
      return [error.message, ...error.sections.map((section) => section.label)].join(' ')
    }
    if (error instanceof WaybillError) return error.message
    logger.error(`${call} failed`, error)
    return messages.requestFailed
  }
  const submission = (draft: OrderDraft) => {
    const account = options.account()
    if (!account) throw new TypeError('orderSummary: no account')
    return toOrderSubmission(draft, { now: now(), timeZone, account })
  }

  const ask = (draft: OrderDraft, key: string) => {
    const mine = ++token
    const apiCode = options.apiCode()
    const entry = { key, token: mine, estimate: null, error: null }
    if (apiCode === null || options.account() === null) {
      prices.set(draft.uuid, { ...entry, state: 'loading', waiting: true })
      return
    }
    prices.set(draft.uuid, { ...entry, state: 'loading', waiting: false })
    const settle = (next: Pick<PriceEntry, 'state' | 'estimate' | 'error'>) => {
      // Newest answer wins: a draft changed (or re-asked) since has a newer token.
      if (prices.get(draft.uuid)?.token !== mine) return
      prices.set(draft.uuid, { ...entry, ...next, waiting: false })
      publish()
    }
    Promise.resolve()
      .then(() => client.orders.paymentSummary(apiCode, submission(draft)))
      .then(
        (estimate) => settle({ state: 'ready', estimate, error: null }),
        (error: unknown) =>
          settle({ state: 'failed', estimate: null, error: words(error, 'orders.paymentSummary') }),
      )
  }

  /** Prices the drafts that are new, changed, or waiting; forgets the removed ones. */
  const sync = () => {
    const listed = drafts()
    for (const draft of listed) {
      const key = JSON.stringify(draft)
      const entry = prices.get(draft.uuid)
      if (!entry || entry.key !== key || entry.waiting) ask(draft, key)
    }
    const uuids = new Set(listed.map((draft) => draft.uuid))
    for (const uuid of prices.keys()) if (!uuids.has(uuid)) prices.delete(uuid)
    publish()
  }

  let listeners = 0
  let stopList: (() => void) | undefined
  const subscribe = (listener: () => void) => {
    const unsubscribe = store.subscribe(listener)
    if (listeners++ === 0) {
      stopList = orderList.subscribe(sync)
      sync()
    }
    let active = true
    return () => {
      if (!active) return
      active = false
      unsubscribe()
      if (--listeners === 0) stopList?.()
    }
  }

  const fail = (status: 'fail' | 'prepayFail', error: string) => {
    state.error = error
    setStatus(status, status === 'fail' ? messages.statusFail : messages.statusPrepayFail)
    return false
  }

  async function submit(): Promise<boolean> {
    publish()
    const apiCode = options.apiCode()
    const account = options.account()
    const total = state.total
    if (!state.payment.canSubmit || apiCode === null || account === null || total === null) return false
    const listed = drafts()
    state.error = null
    state.progress = { sent: 0, total: listed.length }
    setStatus('submitting', messages.statusSubmitting)
    if (!total.consistent) {
      // The amount a prepay would send is not the server's: a wrong charge is worse than a retry.
      logger.error('orderSummary: the prices do not add up; nothing was charged', total.deliveries)
      return fail('fail', messages.requestFailed)
    }
    let bookings: Booking[]
    try {
      bookings = listed.map((draft) => ({ draft, submission: submission(draft) }))
    } catch (error) {
      return fail('fail', words(error, 'orderSummary.submit'))
    }
    const covered = ledger.covered()
    const toCharge = listed.filter((draft) => isCharged(draft) && !covered.has(draft.uuid))
    const estimates = toCharge.map((draft) => state.deliveries.find((d) => d.uuid === draft.uuid)?.estimate)
    const cardCents = orderTotal(
      estimates.filter((estimate) => estimate != null),
      availableCredit(account),
    ).cardCents
    if (cardCents > 0 && !account.isEFTPayment) {
      setStatus('prepaying', fillNames(messages.statusPrepaying, client.config))
      try {
        const charge = await client.orders.prepay(apiCode, cardCents)
        ledger.add(
          toCharge.map((draft) => draft.uuid),
          charge,
        )
      } catch (error) {
        return fail('prepayFail', error instanceof WaybillError ? error.message : messages.unableToCharge)
      }
      setStatus('prepaid', messages.statusPrepaySuccessful)
    }
    try {
      await bookDeliveries(bookings, {
        client,
        apiCode,
        account,
        sleep,
        booked(uuid) {
          orderList.remove(uuid)
          state.progress = { ...state.progress, sent: state.progress.sent + 1 }
        },
      })
    } catch (error) {
      return fail('fail', words(error, 'orderSummary.submit'))
    }
    ledger.clear()
    setStatus('done', messages.statusDone)
    return true
  }

  return {
    subscribe,
    getSnapshot: store.getSnapshot,
    submit,
    reprice() {
      for (const draft of drafts()) {
        const entry = prices.get(draft.uuid)
        if (entry && (entry.state === 'failed' || entry.waiting)) ask(draft, entry.key)
      }
      publish()
    },
    dismissError() {
      state.error = null
      if (state.status === 'fail' || state.status === 'prepayFail') setStatus('idle', null)
    },
  }
}
