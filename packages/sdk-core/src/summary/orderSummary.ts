import { fillNames, messages } from '../domain/messages.ts'
import { toOrderSubmission } from '../draft/toOrderSubmission.ts'
import type { OrderDraft } from '../draft/types.ts'
import { createProxyStore, subscribeWhileWatched } from '../store.ts'
import { DEFAULT_TIMEZONE } from '../time/localTime.ts'
import { type Booking, bookDeliveries } from './bookDeliveries.ts'
import { chargeCard } from './chargeCard.ts'
import { createPrepaymentLedger } from './prepaymentLedger.ts'
import { alreadyBookedText, deliveryName, failureWords } from './summaryTexts.ts'
import { isCharged, type PriceEntry, summaryView } from './summaryView.ts'
import type { OrderSummary, OrderSummaryOptions, OrderSummaryState, SubmitStatus } from './types.ts'
import { unconfirmedPayment, unconfirmedPaymentText } from './unconfirmedPayment.ts'

const BUSY: readonly SubmitStatus[] = ['submitting', 'prepaying', 'prepaid']

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Creates the order summary (part 2 §2.2, §4.5, §8, §9). While something subscribes, it prices each delivery of
 * the order list with the payment summary call (again when its draft changes; the newest answer wins) and totals
 * what is left to charge with the credit applied first. `submit` runs the process of §4.5: 'Submitting', the
 * card part prepaid (`Prepaying {product}`, 'Prepay Successful'; never with EFT, never twice for the same
 * deliveries, see the prepayment ledger in `storage`), the deliveries booked (on hold in lists of 10, the others
 * 100 ms apart, on-hold edits updated), each removed from the list as soon as it is booked, then 'Done'.
 * Create one per order list and share it: a second summary of the same list does not see the first one's submit
 * running (only its ledger).
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
    notice: null,
    progress: { sent: 0, total: 0 },
    unconfirmedCharge: null,
  })
  const drafts = () => orderList.getSnapshot().drafts
  // While a submit runs, the deliveries paid when it started: its own charge (pending, then made) does not turn
  // the amounts being charged into 'Already paid' and $0.00 behind the progress modal (issue 21). Null otherwise.
  let paidAtSubmit: ReadonlySet<string> | null = null
  // The ledger is read again each time: another summary, tab or reload may have written it.
  const publish = () => {
    const view = summaryView(
      drafts(),
      prices,
      options.account(),
      BUSY.includes(state.status),
      paidAtSubmit ?? ledger.covered(),
    )
    // After a charge with no answer, the customer chooses first (issue 22): Submit waits.
    const waiting = state.status === 'paymentUnconfirmed'
    Object.assign(state, view, waiting ? { payment: { ...view.payment, canSubmit: false } } : {})
  }
  const setStatus = (status: SubmitStatus, statusText: string | null) => {
    paidAtSubmit = BUSY.includes(status) ? (paidAtSubmit ?? ledger.covered()) : null
    Object.assign(state, { status, statusText })
    publish()
  }

  const nameOf = (draft: OrderDraft) => {
    const position = drafts().findIndex((each) => each.uuid === draft.uuid) + 1
    return deliveryName(draft, Math.max(1, position), client.config)
  }
  /** The words of a failure, the failing checks named after `draft` when given; the unexpected ones logged. */
  const words = (error: unknown, call: string, draft?: OrderDraft): string =>
    failureWords(error, (unexpected) => logger.error(`${call} failed`, unexpected), draft && nameOf(draft))
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
          settle({ state: 'failed', estimate: null, error: words(error, 'orders.paymentSummary', draft) }),
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

  // Prices follow the order list while someone listens.
  const subscribe = subscribeWhileWatched(store.subscribe, () => {
    const stop = orderList.subscribe(sync)
    sync()
    return stop
  })

  const fail = (status: 'fail' | 'prepayFail', error: string): false => {
    state.error = error
    setStatus(status, status === 'fail' ? messages.statusFail : messages.statusPrepayFail)
    return false
  }

  /** Stops before anything is booked, saying what the charge with no answer was (issue 22). */
  const paymentUnconfirmed = (uuids: readonly string[]): false => {
    const charge = unconfirmedPayment(ledger, uuids)
    if (!charge) return fail('prepayFail', messages.requestFailed)
    logger.warn(
      'orderSummary: a card charge was never confirmed; nothing is booked until the customer chooses',
      {
        amountCents: charge.amountCents,
        askedAt: charge.askedAt,
      },
    )
    state.error = unconfirmedPaymentText(charge, timeZone, client.config)
    state.unconfirmedCharge = { amountCents: charge.amountCents, askedAt: charge.askedAt }
    setStatus('paymentUnconfirmed', messages.statusPrepayFail)
    return false
  }

  /** Takes out of the order the deliveries already booked (a stale copy, another tab): never charged or sent again. */
  const dropBooked = () => {
    const booked = ledger.booked()
    const stale = drafts().filter((draft) => booked.has(draft.uuid))
    if (stale.length === 0) return
    const names = stale.map(nameOf)
    for (const draft of stale) orderList.remove(draft.uuid)
    logger.warn(
      'orderSummary: deliveries already booked were taken out of the order',
      stale.map((draft) => draft.uuid),
    )
    state.notice = alreadyBookedText(names)
    publish()
  }

  async function submit(): Promise<boolean> {
    publish()
    const apiCode = options.apiCode()
    const account = options.account()
    if (!state.payment.canSubmit || apiCode === null || account === null) return false
    Object.assign(state, { error: null, notice: null, unconfirmedCharge: null })
    setStatus('submitting', messages.statusSubmitting)
    dropBooked()
    const listed = drafts()
    const uuids = listed.map((draft) => draft.uuid)
    if (unconfirmedPayment(ledger, uuids)) return paymentUnconfirmed(uuids)
    const total = state.total
    state.progress = { sent: 0, total: listed.length }
    if (listed.length === 0) {
      setStatus('done', messages.statusDone)
      return true
    }
    if (total === null || !total.consistent) {
      // The amount a prepay would send is not the server's: a wrong charge is worse than a retry.
      logger.error('orderSummary: the prices do not add up; nothing was charged', total?.deliveries)
      return fail('fail', messages.requestFailed)
    }
    const bookings: Booking[] = []
    for (const draft of listed) {
      try {
        bookings.push({ draft, submission: submission(draft) })
      } catch (error) {
        return fail('fail', words(error, 'orderSummary.submit', draft))
      }
    }
    // The total was just made over these: the charged deliveries no charge covers yet.
    const covered = ledger.covered()
    const toCharge = listed.filter((draft) => isCharged(draft) && !covered.has(draft.uuid))
    if (total.cardCents > 0 && !account.isEFTPayment) {
      setStatus('prepaying', fillNames(messages.statusPrepaying, client.config))
      const toChargeUuids = toCharge.map((draft) => draft.uuid)
      const charge = await chargeCard(
        { client, apiCode, ledger, logger, now },
        toChargeUuids,
        total.cardCents,
      )
      if (!charge.ok) {
        return unconfirmedPayment(ledger, uuids)
          ? paymentUnconfirmed(uuids)
          : fail('prepayFail', charge.error)
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
          ledger.markBooked(uuid)
          orderList.remove(uuid)
          state.progress = { ...state.progress, sent: state.progress.sent + 1 }
        },
      })
    } catch (error) {
      return fail('fail', words(error, 'orderSummary.submit'))
    }
    setStatus('done', messages.statusDone)
    return true
  }

  /** The customer's choice over the charges with no answer of the order's deliveries, then the submit. */
  const decideAndSubmit = (choice: 'chargeAgain' | 'leaveToCourier') => {
    if (state.status !== 'paymentUnconfirmed') return Promise.resolve(false)
    const charge = unconfirmedPayment(
      ledger,
      drafts().map((draft) => draft.uuid),
    )
    for (const id of charge?.ids ?? []) ledger.decide(id, choice, now())
    state.unconfirmedCharge = null
    state.error = null
    setStatus('idle', null)
    return submit()
  }

  return {
    subscribe,
    getSnapshot: store.getSnapshot,
    submit,
    chargeAgain: () => decideAndSubmit('chargeAgain'),
    bookUnpaid: () => decideAndSubmit('leaveToCourier'),
    reprice() {
      for (const draft of drafts()) {
        const entry = prices.get(draft.uuid)
        if (entry && (entry.state === 'failed' || entry.waiting)) ask(draft, entry.key)
      }
      publish()
    },
    dismissError() {
      // The choice after a charge with no answer stays until it is made.
      if (state.status === 'paymentUnconfirmed') return
      Object.assign(state, { error: null, notice: null })
      if (state.status === 'fail' || state.status === 'prepayFail') setStatus('idle', null)
    },
  }
}
