import type { OrdersApi } from '../api/orders.ts'
import { ON_HOLD_LIMIT } from '../api/wire/orders.ts'
import { messages } from '../domain/messages.ts'
import type { OrderSubmission } from '../domain/order.ts'
import type { Order } from '../domain/orderRecord.ts'
import { ApiError, ContractError, NetworkError, TimeoutError, WaybillError } from '../http/errors.ts'
import { DIRECT_ORDER_GAP_MS } from '../summary/bookDeliveries.ts'
import type { BatchList, BatchSendOutcome, BatchSendRoute } from './batchStateTypes.ts'

/** How an on-hold list is sent again after a lost answer, a 5xx or a 429 (the client does not resend it). */
export interface BatchSendRetry {
  /** Attempts per list in all, the first included. */
  readonly attempts: number
  /** Wait before the first resend, doubling after each. */
  readonly baseDelayMs: number
}

/** The default: 3 attempts, 1 s then 2 s apart. */
export const BATCH_SEND_RETRY: BatchSendRetry = { attempts: 3, baseDelayMs: 1_000 }

/** One row to send: its key in the list, its order, and whether an earlier send of ours may have booked it. */
export interface BatchSendItem {
  readonly key: string
  readonly order: OrderSubmission
  readonly inDoubt: boolean
}

/** What sending needs. */
export interface BatchSendContext {
  readonly orders: Pick<OrdersApi, 'create' | 'createOnHold'>
  readonly apiCode: string
  readonly list: Pick<BatchList, 'beginSend' | 'settle'>
  /** Waits between direct orders and before a resend. */
  readonly sleep: (ms: number) => Promise<void>
  readonly retry: BatchSendRetry
  /** Stops before the next request (the ones out are answered first). */
  readonly signal?: AbortSignal
}

/** Why sending stopped early: stopped by the signal, or the batch could not be saved before a request. */
export type BatchSendStop = 'aborted' | 'notSaved' | null

/** The answer proves the request did nothing: the server refused it (4xx, 429 included). */
function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}

/** Worth sending again: no answer, an unreadable one, a timeout, 408, 429 or a 5xx. */
function resendable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof ContractError)
    return true
  return error instanceof ApiError && (error.status === 408 || error.status === 429 || error.status >= 500)
}

/** A failure in words (part 2 §8 'Order submit failure'): the server's message, else the general text. */
function failureText(error: unknown): string {
  return error instanceof WaybillError ? error.message : messages.requestFailed
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let at = 0; at < items.length; at += size) result.push(items.slice(at, at + size))
  return result
}

/** Saves the rows as out before their request; when that fails they go back to failed and nothing is sent. */
function begin(ctx: BatchSendContext, items: readonly BatchSendItem[], route: BatchSendRoute): boolean {
  if (
    ctx.list.beginSend(
      items.map((item) => item.key),
      route,
    )
  )
    return true
  ctx.list.settle(
    new Map(
      items.map((item) => [
        item.key,
        { state: 'failed', inDoubt: item.inDoubt, error: messages.batchNotSaved } as const,
      ]),
    ),
  )
  return false
}

/**
 * What an on-hold answer did to each row (part 2 §7 'uuid (failed list), real_uuids, duplicated_uuids'): created
 * now is accepted; duplicated is accepted when an earlier send of ours may have booked it (a lost answer, a crash),
 * otherwise a duplicate from elsewhere (§4.6 step 6); failed, or left out of the answer, is failed.
 */
function onHoldOutcomes(
  items: readonly BatchSendItem[],
  answer: {
    realUuids: readonly string[]
    duplicatedUuids: readonly string[]
    failedUuids: readonly string[]
  },
): Map<string, BatchSendOutcome> {
  const real = new Set(answer.realUuids)
  const duplicated = new Set(answer.duplicatedUuids)
  const failed = new Set(answer.failedUuids)
  const outcomes = new Map<string, BatchSendOutcome>()
  for (const { key, order, inDoubt } of items) {
    if (real.has(order.uuid)) outcomes.set(key, { state: 'accepted' })
    else if (duplicated.has(order.uuid))
      outcomes.set(key, inDoubt ? { state: 'accepted' } : { state: 'duplicated' })
    else if (failed.has(order.uuid))
      outcomes.set(key, { state: 'failed', inDoubt, error: messages.requestFailed })
    // Left out of the answer: it may or may not be booked.
    else outcomes.set(key, { state: 'failed', inDoubt: true, error: messages.batchRowUnconfirmed })
  }
  return outcomes
}

/** Sends one on-hold list, resending it after a lost answer; settles every row of it. */
async function sendOnHoldList(ctx: BatchSendContext, list: readonly BatchSendItem[]): Promise<BatchSendStop> {
  let items = list
  for (let attempt = 1; ; attempt++) {
    if (!begin(ctx, items, 'onHold')) return 'notSaved'
    try {
      const answer = await ctx.orders.createOnHold(
        ctx.apiCode,
        items.map((item) => item.order),
      )
      ctx.list.settle(onHoldOutcomes(items, answer))
      return null
    } catch (error) {
      // This request may have booked them unless the server refused it: a resend's duplicates are then ours.
      const doubt = !refused(error)
      items = items.map((item) => ({ ...item, inDoubt: item.inDoubt || doubt }))
      const again = resendable(error) && attempt < ctx.retry.attempts && ctx.signal?.aborted !== true
      if (!again) {
        const text = failureText(error)
        ctx.list.settle(
          new Map(items.map((item) => [item.key, { state: 'failed', inDoubt: item.inDoubt, error: text }])),
        )
        return null
      }
      await ctx.sleep(ctx.retry.baseDelayMs * 2 ** (attempt - 1))
    }
  }
}

/**
 * Sends rows to on-hold in lists of up to 10 (part 2 §4.6 step 5, §9 'On-hold chunk size is 10 rows'), one list
 * at a time. Each list is saved as 'sending' before it leaves, and resent (same uuids) after a lost answer, a
 * timeout, a 5xx or a 429. Stops early on the signal, or when the batch cannot be saved.
 */
export async function sendOnHoldRows(
  ctx: BatchSendContext,
  items: readonly BatchSendItem[],
): Promise<BatchSendStop> {
  for (const list of chunks(items, ON_HOLD_LIMIT)) {
    if (ctx.signal?.aborted) return 'aborted'
    const stop = await sendOnHoldList(ctx, list)
    if (stop) return stop
  }
  return null
}

/** A date and time as its digits to the minute, whatever the separators ('2026-11-24 10:00:00' → '202611241000'). */
const minuteOf = (datetime: string) => datetime.replace(/\D/g, '').slice(0, 12)

/**
 * Whether the order the server answered is the one we sent: the server answers the order it already has for a
 * uuid, and an order number given in a file (the uuid) may be one a past batch booked with other content. Fields
 * the answer lacks are not held against it.
 */
function sameOrder(answered: Order, sent: OrderSubmission): boolean {
  const differs = (got: unknown, want: string, norm: (value: string) => string) =>
    typeof got === 'string' && norm(got) !== norm(want)
  const trim = (value: string) => value.trim()
  return !(
    differs(answered.itemName, sent.itemName, trim) ||
    differs(answered.pickupEarlyDatetime, sent.pickupEarlyDatetime, minuteOf) ||
    differs(answered.dropoffEarlyDatetime, sent.dropoffEarlyDatetime, minuteOf)
  )
}

/**
 * Sends rows as direct orders one by one, 100 ms apart (part 2 §4.5, §4.6 step 5). Each is saved as 'sending'
 * before it leaves; the client resends it after a lost answer (the server deduplicates by uuid), and what still
 * fails is failed (in doubt unless the server refused it). A row's first send answered with an order of other
 * content (its uuid, from the file's order number, was booked before by another batch) is duplicated (part 2 §4.6
 * step 6), not accepted. Stops early on the signal, or when the batch cannot be saved.
 */
export async function sendDirectRows(
  ctx: BatchSendContext,
  items: readonly BatchSendItem[],
): Promise<BatchSendStop> {
  for (const [index, item] of items.entries()) {
    if (ctx.signal?.aborted) return 'aborted'
    if (index > 0) await ctx.sleep(DIRECT_ORDER_GAP_MS)
    if (!begin(ctx, [item], 'create')) return 'notSaved'
    let outcome: BatchSendOutcome
    try {
      const order = await ctx.orders.create(ctx.apiCode, item.order)
      outcome =
        item.inDoubt || sameOrder(order, item.order)
          ? { state: 'accepted', orderId: order.id }
          : { state: 'duplicated' }
    } catch (error) {
      outcome = { state: 'failed', inDoubt: item.inDoubt || !refused(error), error: failureText(error) }
    }
    ctx.list.settle(new Map([[item.key, outcome]]))
  }
  return null
}
