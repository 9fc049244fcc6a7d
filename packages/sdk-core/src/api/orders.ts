import { messages } from '../domain/messages.ts'
import type { OnHoldOrderUpdate, OrderParty, OrderSubmission } from '../domain/order.ts'
import type { Order } from '../domain/orderRecord.ts'
import type { CancelResult, OnHoldResult, PrepayResult } from '../domain/orderResults.ts'
import type { CancelReasonId } from '../domain/orderStatus.ts'
import type { PriceEstimate } from '../domain/price.ts'
import { ApiError, ContractError, NetworkError, TimeoutError } from '../http/errors.ts'
import type { Transport } from '../http/transport.ts'
import { toWireOrder } from './orderPayload.ts'
import { toPriceEstimate } from './orderPrice.ts'
import { toOrder } from './orderRecord.ts'
import type { ApiPaths, WireNames } from './wire/names.ts'
import {
  CancelResponse,
  createOrderResponse,
  ON_HOLD_LIMIT,
  OnHoldResponse,
  PaymentSummaryResponse,
  PrepayResponse,
} from './wire/orders.ts'

/**
 * Per-attempt timeout of calls that charge a card: the spec tells the user it "may take up to a minute while
 * payment is being processed" (part 2 §2.2), so the client waits longer than that before giving up.
 */
export const PAYMENT_TIMEOUT_MS = 90_000

export { ON_HOLD_LIMIT }

/** Pricing, payment, creation and cancellation of deliveries. */
export interface OrdersApi {
  /**
   * Prices one delivery (part 2 §7 `POST /api/web/{product}/payment-summary`): only 200 counts; a failure shows
   * the server's message, else 'An error ocurred while processing your request'. Retried like a read, and after
   * a timed-out attempt too: a quote is safe to ask again (issue 22).
   */
  paymentSummary(apiCode: string, order: OrderSubmission): Promise<PriceEstimate>
  /**
   * Charges the account's card `amountCents` (part 2 §7 `POST /api/web/prepay-{product}`). Never retried: a
   * resend could charge twice. A failure shows the server's message, else 'Unable to charge your card'.
   */
  prepay(apiCode: string, amountCents: number): Promise<PrepayResult>
  /**
   * Creates one delivery (part 2 §7 `POST /api/web/{product}`); only HTTP 200 counts as success. Retried after
   * a lost answer: the server deduplicates by the order's uuid, so a resend returns the same order.
   */
  create(apiCode: string, order: OrderSubmission): Promise<Order>
  /**
   * Creates up to 10 deliveries ON HOLD (status 17) (part 2 §7 `POST /api/web/{product}/on-hold`). More than 10,
   * or none, throws a TypeError before sending. Not retried here: a resend reports the orders a lost answer had
   * booked as duplicates, so only a caller that knows it sent them may resend (the batch engine, `createBatchSubmit`,
   * counts those as accepted).
   */
  createOnHold(apiCode: string, orders: readonly OrderSubmission[]): Promise<OnHoldResult>
  /**
   * Saves an edited on-hold delivery (part 2 §4.3, §7 `POST /api/web/on-hold-{product}/updateExisting`), with
   * its pickup and drop-off data.
   */
  updateOnHold(
    apiCode: string,
    order: OnHoldOrderUpdate,
    pickupData: OrderParty,
    dropoffData: OrderParty,
  ): Promise<Order>
  /**
   * Cancels a delivery (part 2 §4.2, §7 `PATCH /api/web/{product}/{id}/cancel`) in status 1, 3 or 17, with a
   * reason (1–4) and a required comment; the answer's message must be 'ok'. Status 3 costs a cancellation fee.
   */
  cancel(apiCode: string, id: number, reasonId: CancelReasonId, note: string): Promise<CancelResult>
  /** The older cancel (part 2 §7 `POST /api/user/cancel{product}`); a failure carries the server's message. */
  cancelOld(apiCode: string, id: number): Promise<void>
}

/** An order as the pricing and creation calls send it. */
function orderBody(order: OrderSubmission, apiCode: string, product: string) {
  return { ...toWireOrder(order, product), api_code: apiCode }
}

/**
 * Pricing and creating one delivery alone, for clients that do nothing else with orders (the order widget's):
 * `createOrdersApi` is built on them.
 */
export function createOrderPlacingCalls(
  transport: Transport,
  paths: ApiPaths,
  names: WireNames,
): Pick<OrdersApi, 'paymentSummary' | 'create'> {
  const { product } = names
  const orderResponse = createOrderResponse(product)
  return {
    async paymentSummary(apiCode, order) {
      const price = await transport.request({
        call: 'orders.paymentSummary',
        method: 'POST',
        path: paths.paymentSummary,
        body: orderBody(order, apiCode, product),
        response: PaymentSummaryResponse,
        okStatus: 200,
        // A quote: asking again changes nothing on the server, so a lost answer (dropped, timed out, 408, 429, 5xx)
        // is asked again with the read backoff instead of failing the price (issue 22).
        retry: true,
        retryOnTimeout: true,
      })
      return toPriceEstimate(price)
    },

    async create(apiCode, order) {
      const { data } = await transport.request({
        call: 'orders.create',
        method: 'POST',
        path: paths.createOrder,
        body: orderBody(order, apiCode, product),
        response: orderResponse,
        okStatus: 200,
        // The server deduplicates by the order's client uuid, the same on every resend: a lost answer
        // (dropped, timed out) is resent safely and yields the one order.
        retry: true,
        retryOnTimeout: true,
        timeoutMs: PAYMENT_TIMEOUT_MS,
      })
      return toOrder(data, product)
    },
  }
}

/** Builds the order calls; `names.product` keys the payloads (`is_{product}_webapp`, `{product}_id`). */
export function createOrdersApi(transport: Transport, paths: ApiPaths, names: WireNames): OrdersApi {
  const { product } = names
  const orderResponse = createOrderResponse(product)
  const party = (data: OrderParty) => ({
    name: data.name,
    address: data.address,
    unit: data.unit,
    phonenumber: data.phone,
    email: data.email,
    latitude: data.lat,
    longitude: data.lng,
    ...(data.w3w !== undefined && { w3w: data.w3w }),
  })

  return {
    ...createOrderPlacingCalls(transport, paths, names),

    async prepay(apiCode, amountCents) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`A prepay amount is a positive whole number of cents, got ${amountCents}`)
      }
      try {
        const charge = await transport.request({
          call: 'orders.prepay',
          method: 'POST',
          path: paths.prepay,
          body: { api_code: apiCode, amount: amountCents },
          response: PrepayResponse,
          // part 2 §2.2: "may take up to a minute while payment is being processed". Never retried.
          timeoutMs: PAYMENT_TIMEOUT_MS,
        })
        return { amountCents: charge.amount, cardId: charge.card_id, transactionId: charge.transaction_id }
      } catch (error) {
        if (error instanceof ApiError && error.serverMessage === undefined) {
          throw new ApiError(error.call, error.status, undefined, messages.unableToCharge)
        }
        // The answer was lost after the request left: the card may have been charged.
        if (error instanceof TimeoutError) {
          throw new TimeoutError(error.call, error.timeoutMs, messages.paymentOutcomeUnknown)
        }
        if (error instanceof NetworkError || error instanceof ContractError) {
          throw new NetworkError(error.call, { cause: error }, messages.paymentOutcomeUnknown)
        }
        throw error
      }
    },

    async createOnHold(apiCode, orders) {
      if (orders.length === 0 || orders.length > ON_HOLD_LIMIT) {
        throw new TypeError(`An on-hold list holds 1 to ${ON_HOLD_LIMIT} orders, got ${orders.length}`)
      }
      const answer = await transport.request({
        call: 'orders.createOnHold',
        method: 'POST',
        path: paths.createOnHoldOrders,
        body: orders.map((order) => orderBody(order, apiCode, product)),
        response: OnHoldResponse,
        timeoutMs: PAYMENT_TIMEOUT_MS,
      })
      return {
        failedUuids: answer.uuid,
        realUuids: answer.real_uuids,
        duplicatedUuids: answer.duplicated_uuids,
      }
    },

    async updateOnHold(apiCode, order, pickupData, dropoffData) {
      const { data } = await transport.request({
        call: 'orders.updateOnHold',
        method: 'POST',
        path: paths.updateOnHoldOrder,
        body: {
          [product]: { ...toWireOrder(order, product), id: order.id },
          pickupData: party(pickupData),
          dropoffData: party(dropoffData),
          api_code: apiCode,
        },
        response: orderResponse,
      })
      return toOrder(data, product)
    },

    async cancel(apiCode, id, reasonId, note) {
      const call = 'orders.cancel'
      const answer = await transport.request({
        call,
        method: 'PATCH',
        path: paths.cancelOrder.replace('{id}', encodeURIComponent(String(id))),
        body: { cancellation_reason_id: reasonId, note, api_code: apiCode },
        response: CancelResponse,
      })
      // The spec's check: a 200 whose message is not 'ok' is a failure all the same (part 2 §7).
      if (answer.message !== 'ok') throw new ApiError(call, 200, answer.message || undefined)
      return { cancelFeeCents: answer.cancel_fee ?? 0, status: answer.status ?? 9 }
    },

    async cancelOld(apiCode, id) {
      await transport.request({
        call: 'orders.cancelOld',
        method: 'POST',
        path: paths.cancelOrderOld,
        body: { api_key: apiCode, [`${product}_id`]: id },
        response: CancelResponse,
      })
    },
  }
}
