import { messages } from '../domain/messages.ts'
import type { OrderSubmission } from '../domain/order.ts'
import type { PriceEstimate } from '../domain/price.ts'
import type { BatchSubmissionContext } from '../draft/toBatchOrderSubmission.ts'
import { ValidationError, WaybillError } from '../http/errors.ts'
import { priceBreakdown } from '../pricing/priceBreakdown.ts'
import { derivedStore, type Mutable, sameData } from '../store.ts'
import { unconfirmedPayment, unconfirmedPaymentText } from '../summary/unconfirmedPayment.ts'
import { DEFAULT_TIMEZONE } from '../time/localTime.ts'
import { batchFormErrors, batchOrders, batchRowName } from './batchOrder.ts'
import { mayBeBooked } from './batchState.ts'
import type { BatchListRow, BatchSendOutcome } from './batchStateTypes.ts'
import { batchChargeTotal, paidUuids, prepayBatch } from './batchSubmitCharge.ts'
import { findOrderIds } from './batchSubmitLabels.ts'
import { createBatchPrices } from './batchSubmitPrices.ts'
import { BATCH_SEND_RETRY, type BatchSendItem, sendDirectRows, sendOnHoldRows } from './batchSubmitSend.ts'
import type {
  BatchSubmit,
  BatchSubmitOptions,
  BatchSubmitState,
  BatchSubmitStatus,
} from './batchSubmitTypes.ts'
import { type BatchSubmitInternals, batchSubmitView, isBusy } from './batchSubmitView.ts'

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const isBooked = ({ send }: BatchListRow) => send.state === 'accepted' || send.state === 'duplicated'

/**
 * The keys of the rows whose uuid an earlier row of the file already has, and that were never sent: duplicates,
 * never sent nor charged (part 2 §4.6 step 6).
 */
function repeatedUuidKeys(rows: readonly BatchListRow[]): Set<string> {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const entry of rows) {
    const uuid = entry.row.uuid ?? ''
    if (seen.has(uuid) && entry.send.state !== 'accepted' && entry.send.sends === 0) repeated.add(entry.key)
    seen.add(uuid)
  }
  return repeated
}

/**
 * Creates the estimate and submit engine of a batch (part 2 §4.5, §4.6 steps 4–6, §5.3, §8), over a batch list
 * that saves every row's uuid, booking record and card charge. `estimate` checks the form and prices each row not
 * yet booked. `submit` charges the card for the rows no charge covers yet (part 2 §4.5 prepay, never with EFT),
 * then books them: on-hold accounts send the rows without a My Fleet driver in on-hold lists of 10, the
 * others go as direct orders 100 ms apart; every request is saved as out before it leaves, so after a reload or a
 * crash a new engine over the restored list resumes with the same uuids and books nothing twice (the server
 * deduplicates by uuid; an on-hold resend answered 'duplicated' is our own earlier booking). When every row is
 * accepted their labels are sent and the batch clears.
 *
 * @example
 * ```ts
 * const list = createBatchList({ kind: 'oneToMany', storage: localStorage, logger: client.logger })
 * const engine = createBatchSubmit({ client, list, draft: () => batchDraft, apiCode: () => code, account: () => account })
 * if (engine.check() && (await engine.estimate())) await engine.submit()
 * ```
 */
export function createBatchSubmit(options: BatchSubmitOptions): BatchSubmit {
  const { client, list } = options
  const now = options.now ?? Date.now
  const timeZone = options.timeZone ?? DEFAULT_TIMEZONE
  const sleep = options.sleep ?? defaultSleep
  const logger = options.logger ?? client.logger
  let own: Mutable<BatchSubmitInternals> = {
    errors: [],
    estimateStatus: 'idle',
    estimateCurrent: false,
    alert: null,
    prices: [],
    total: null,
    status: 'idle',
    error: null,
    run: null,
    prepaid: false,
    unconfirmed: null,
  }
  let pricedFor: string | null = null
  const view = (): BatchSubmitState => {
    const current = pricedFor !== null && pricedFor === JSON.stringify(options.draft())
    return batchSubmitView(
      list.getSnapshot(),
      { ...own, estimateCurrent: current },
      options.account(),
      client.config,
      paidUuids(list.charges),
    )
  }
  // Follows the list while watched; the engine's own changes are published by `set`.
  const store = derivedStore([list], view, sameData)
  const publish = store.refresh
  const set = (changes: Partial<BatchSubmitInternals>) => {
    own = { ...own, ...changes }
    publish()
  }

  const context = (): BatchSubmissionContext | null => {
    const account = options.account()
    if (account === null) return null
    const userLocation = options.userLocation?.()
    return { now: now(), timeZone, account, ...(userLocation && { userLocation }) }
  }

  /** The rows' orders, or null with the failing sections shown (or the failure, logged: never thrown). */
  const ordersOf = (rows: readonly BatchListRow[], ctx: BatchSubmissionContext): OrderSubmission[] | null => {
    const draft = options.draft()
    if (draft === null) return null
    try {
      return batchOrders(
        draft,
        rows.map((entry) => entry.row),
        ctx,
      )
    } catch (error) {
      if (error instanceof ValidationError) {
        set({ errors: error.sections.map((section) => section.label), error: messages.checkSections })
      } else {
        logger.error('batch orders could not be built', error)
        set({ error: messages.requestFailed })
      }
      return null
    }
  }

  function check(): boolean {
    const draft = options.draft()
    const ctx = context()
    if (draft === null || ctx === null) return false
    const rows = list.getSnapshot().rows.filter((entry) => !isBooked(entry))
    const errors = batchFormErrors(
      draft,
      rows.map((entry) => entry.row),
      ctx,
    )
    set({ errors, error: null })
    return errors.length === 0
  }

  /** The prices obtained, kept by row and what was priced: a failed Continue loses none (part 2 §4.6 step 4, §8). */
  const kept = createBatchPrices()

  async function estimate(): Promise<boolean> {
    const apiCode = options.apiCode()
    const ctx = context()
    if (apiCode === null || ctx === null || own.estimateStatus === 'estimating' || isBusy(own.status))
      return false
    if (!check()) return false
    const draftJson = JSON.stringify(options.draft())
    const { rows: listed, revision } = list.getSnapshot()
    const rows = listed.filter((entry) => !isBooked(entry))
    const orders = ordersOf(rows, ctx)
    if (orders === null) return false
    set({ estimateStatus: 'estimating', status: 'idle', alert: null, error: null, prices: [], total: null })
    // Only the rows with no price kept for them as they are now are asked (issue 22: a quote is safe to keep).
    const result = await kept.price(
      rows.map((entry, index) => ({ key: entry.key, order: orders[index] as OrderSubmission })),
      {
        client,
        apiCode,
        ...(options.estimateConcurrency !== undefined && { concurrency: options.estimateConcurrency }),
      },
    )
    if (!result.ok) {
      logger.error('batch estimate failed', result.error)
      pricedFor = null
      set({ estimateStatus: 'failed', alert: messages.estimateFailed })
      return false
    }
    // The total is what submit will charge: the rows no charge covers yet, repeated uuids aside (never sent).
    const paid = paidUuids(list.charges)
    const repeated = repeatedUuidKeys(listed)
    const charged = rows.flatMap((entry, index) =>
      paid.has(entry.row.uuid ?? '') || repeated.has(entry.key) ? [] : [index],
    )
    const total = batchChargeTotal(
      charged.map((index) => result.estimates[index] as PriceEstimate),
      options.account(),
    )
    const prices = rows.map((entry, index) => {
      const estimate = result.estimates[index] as PriceEstimate
      return {
        key: entry.key,
        uuid: entry.row.uuid ?? '',
        name: batchRowName(entry.row, index + 1, client.config),
        estimate,
        breakdown: total.deliveries[charged.indexOf(index)] ?? priceBreakdown(estimate),
        paid: paid.has(entry.row.uuid ?? ''),
        charge: entry.charge,
      }
    })
    // A row changed while the prices were asked: they are not the batch's prices, Continue again.
    if (!list.markPriced(revision)) {
      pricedFor = null
      set({ estimateStatus: 'idle' })
      return false
    }
    pricedFor = draftJson
    set({ estimateStatus: 'estimated', prices, total })
    return true
  }

  /** Rows whose uuid an earlier row of the file already has: duplicates, never sent (part 2 §4.6 step 6). */
  const markRepeatedUuids = (rows: readonly BatchListRow[]) => {
    const repeated = repeatedUuidKeys(rows)
    list.settle(new Map([...repeated].map((key) => [key, { state: 'duplicated' as const }])))
  }

  /**
   * Booked rows leave the charges that paid them and are remembered as booked, so that they are never charged
   * again (the same file loaded again); a crash before this leaves them covered, which charges nothing either.
   */
  const releaseAccepted = () => {
    const accepted = list.getSnapshot().rows.filter((entry) => entry.send.state === 'accepted')
    list.charges.markBooked(...accepted.map((entry) => entry.row.uuid ?? ''))
  }

  /**
   * The order ids of the accepted rows: direct orders' from their answers, on-hold ones looked up by uuid (and
   * saved). Throws when rows are accepted and none is found.
   */
  async function acceptedOrderIds(apiCode: string): Promise<number[]> {
    const accepted = () => list.getSnapshot().rows.filter((entry) => entry.send.state === 'accepted')
    const unknown = accepted().filter((entry) => entry.send.orderId === null)
    if (unknown.length > 0) {
      const found = await findOrderIds(
        client.dashboard,
        apiCode,
        unknown.map((entry) => entry.row.uuid ?? ''),
      )
      const ids = new Map<string, number>()
      for (const entry of unknown) {
        const id = found.get(entry.row.uuid ?? '')
        if (id !== undefined) ids.set(entry.key, id)
      }
      list.setOrderIds(ids)
    }
    const rows = accepted()
    const ids = [
      ...new Set(rows.flatMap((entry) => (entry.send.orderId === null ? [] : [entry.send.orderId]))),
    ]
    const missing = rows.filter((entry) => entry.send.orderId === null).length
    if (missing > 0) logger.warn('batch labels: booked orders not found for their labels', missing)
    if (ids.length === 0 && rows.length > 0) throw new Error('no booked order of the batch was found')
    return ids
  }

  /**
   * The batch data clears with its rows (part 2 §4.6 step 6): the form starts afresh, keeping only what the screen
   * was opened as (its kind, batch and the chooser's intercity choice). Only once the list cleared: a batch another
   * tab took over keeps its form for that tab.
   */
  function clearForm(): void {
    const form = options.draft()
    if (form === null || !options.resetDraft) return
    options.resetDraft({ kind: form.kind, batch: form.batch, isIntercity: form.isIntercity })
  }

  /** Labels of the accepted rows (part 2 §4.6 step 6), then the batch clears; false when the labels failed. */
  async function labelsAndClear(apiCode: string): Promise<boolean> {
    set({ status: 'labels', error: null })
    try {
      const ids = await acceptedOrderIds(apiCode)
      if (ids.length > 0) await client.labels.sendLabels(apiCode, ids)
    } catch (error) {
      logger.error('batch labels failed', error)
      set({ status: 'labelsFailed', error: messages.labelsFailed })
      return false
    }
    releaseAccepted()
    if (list.clear()) clearForm()
    else logger.warn('batch labels: the batch could not be cleared (changed in another tab)')
    pricedFor = null
    set({ status: 'done', run: null, estimateStatus: 'idle', prices: [], total: null, errors: [] })
    return true
  }

  /**
   * Rows sent without an answer (in doubt, not accepted) may be booked: clearing them would lose a booked order. They
   * are looked up by uuid; those found count as accepted. False (with the reason shown) when one is not found, or
   * the lookup failed: submit again to confirm them first.
   */
  async function confirmUnanswered(apiCode: string, before: BatchSubmitStatus): Promise<boolean> {
    const unsure = list
      .getSnapshot()
      .rows.filter((entry) => mayBeBooked(entry.send) && entry.send.state !== 'accepted')
    if (unsure.length === 0) return true
    let found: Map<string, number>
    try {
      found = await findOrderIds(
        client.dashboard,
        apiCode,
        unsure.map((entry) => entry.row.uuid ?? ''),
      )
    } catch (error) {
      logger.error('batch labels: in-doubt rows could not be looked up', error)
      set({ status: before, error: messages.labelsFailed })
      return false
    }
    const outcomes = new Map<string, BatchSendOutcome>()
    for (const entry of unsure) {
      const id = found.get(entry.row.uuid ?? '')
      if (id !== undefined) outcomes.set(entry.key, { state: 'accepted', orderId: id })
    }
    list.settle(outcomes)
    if (outcomes.size === unsure.length) return true
    set({ status: before, error: messages.batchLabelsUnconfirmed })
    return false
  }

  /**
   * 'Get Labels for Accepted Data and clear Data' (part 2 §4.6 step 6): only when it shows, and never while a row
   * that may be booked is not confirmed.
   */
  async function labelsForAccepted(): Promise<boolean> {
    const shown = publish()
    const apiCode = options.apiCode()
    if (apiCode === null || !shown.canGetLabelsForAccepted) return false
    const before = own.status
    set({ status: 'labels', error: null })
    if (!(await confirmUnanswered(apiCode, before))) return false
    return labelsAndClear(apiCode)
  }

  async function submit(submitOptions: { readonly signal?: AbortSignal } = {}): Promise<boolean> {
    const shown = publish()
    const apiCode = options.apiCode()
    const ctx = context()
    if (apiCode === null || ctx === null || !shown.canSubmit) return false
    const account = options.account()
    if (account === null) return false
    // Another tab wrote the batch since (and may have booked and cleared it): nothing is charged or sent from here.
    if (!list.owns()) return fail('partial', messages.batchOpenElsewhere)
    markRepeatedUuids(list.getSnapshot().rows)
    const rows = list.getSnapshot().rows.filter((entry) => !isBooked(entry))
    const orders = rows.length === 0 ? [] : ordersOf(rows, ctx)
    if (orders === null) return false
    const items = rows.map((entry, index) => ({
      key: entry.key,
      order: orders[index] as OrderSubmission,
      inDoubt: entry.send.inDoubt,
      route: entry.send.route ?? (orders[index]?.onHold ? 'onHold' : 'create'),
    }))
    // No row may change or go while the run sends them (a removed row would be booked unseen, an edited one with
    // its old data).
    list.setRunning(true)
    set({
      status: 'submitting',
      prepaid: false,
      run: new Set(items.map((item) => item.key)),
      alert: null,
      error: null,
      errors: [],
    })
    try {
      const uuids = items.map((item) => item.order.uuid)
      // Never book silently on a charge whose answer never came (issue 22): the customer chooses first.
      if (unconfirmedPayment(list.charges, uuids)) return paymentUnconfirmed(uuids)
      const estimates = new Map(own.prices.map((price) => [price.key, price.estimate]))
      const charge = await prepayBatch(
        {
          client,
          apiCode,
          account,
          charges: list.charges,
          logger,
          charging: () => set({ status: 'prepaying' }),
          now,
        },
        items.map((item) => ({ uuid: item.order.uuid, estimate: estimates.get(item.key) })),
      )
      if (!charge.ok) {
        return unconfirmedPayment(list.charges, uuids)
          ? paymentUnconfirmed(uuids)
          : fail('prepayFail', charge.error)
      }
      set({ status: 'submitting', prepaid: charge.charged })
      const sendCtx = {
        orders: client.orders,
        apiCode,
        list: {
          beginSend: (...args: Parameters<typeof list.beginSend>) => withPublish(list.beginSend(...args)),
          settle: (...args: Parameters<typeof list.settle>) => withPublish(list.settle(...args)),
        },
        sleep,
        retry: options.retry ?? BATCH_SEND_RETRY,
        ...(submitOptions.signal && { signal: submitOptions.signal }),
      }
      const onHold: BatchSendItem[] = items.filter((item) => item.route === 'onHold')
      const direct: BatchSendItem[] = items.filter((item) => item.route === 'create')
      const stop = (await sendOnHoldRows(sendCtx, onHold)) ?? (await sendDirectRows(sendCtx, direct))
      if (stop === 'notSaved') {
        return fail(
          'partial',
          list.getSnapshot().elsewhere ? messages.batchOpenElsewhere : messages.batchNotSaved,
        )
      }
      if (stop === 'aborted') return fail('stopped', null)
    } catch (error) {
      logger.error('batch submit failed', error)
      return fail('partial', error instanceof WaybillError ? error.message : messages.requestFailed)
    } finally {
      releaseAccepted()
      list.setRunning(false)
    }
    const after = list.getSnapshot().rows
    if (after.every((entry) => entry.send.state === 'accepted')) return labelsAndClear(apiCode)
    return fail('partial', null)
  }

  function withPublish<T>(value: T): T {
    publish()
    return value
  }

  function fail(status: 'partial' | 'stopped' | 'prepayFail', error: string | null): false {
    set({ status, error })
    return false
  }

  /** Stops before any row is sent, saying what the unconfirmed charge was: the customer must choose. */
  function paymentUnconfirmed(uuids: readonly string[]): false {
    const charge = unconfirmedPayment(list.charges, uuids)
    if (!charge) return fail('prepayFail', messages.requestFailed)
    const error = unconfirmedPaymentText(charge, timeZone, client.config)
    logger.warn('batch prepay: a charge was never confirmed; nothing is booked until the customer chooses', {
      amountCents: charge.amountCents,
      askedAt: charge.askedAt,
    })
    set({
      status: 'paymentUnconfirmed',
      error,
      unconfirmed: { amountCents: charge.amountCents, askedAt: charge.askedAt },
    })
    return false
  }

  /** The customer's choice over the unconfirmed charges of the rows to book, then the submit. */
  async function decideAndSubmit(
    choice: 'chargeAgain' | 'leaveToCourier',
    submitOptions: { readonly signal?: AbortSignal } = {},
  ): Promise<boolean> {
    if (own.status !== 'paymentUnconfirmed') return false
    const uuids = list
      .getSnapshot()
      .rows.filter((entry) => !isBooked(entry))
      .map((entry) => entry.row.uuid ?? '')
    const charge = unconfirmedPayment(list.charges, uuids)
    for (const id of charge?.ids ?? []) list.charges.decide(id, choice, now())
    set({ status: 'idle', error: null, unconfirmed: null })
    return submit(submitOptions)
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    check,
    estimate,
    submit,
    labelsForAccepted,
    chargeAgain: (submitOptions) => decideAndSubmit('chargeAgain', submitOptions),
    bookUnpaid: (submitOptions) => decideAndSubmit('leaveToCourier', submitOptions),
    dismiss() {
      set({
        alert: null,
        error: null,
        ...(['partial', 'stopped', 'prepayFail'].includes(own.status) ? { status: 'idle' } : {}),
      })
    },
  }
}
