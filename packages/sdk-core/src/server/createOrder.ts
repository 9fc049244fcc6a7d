import { validate } from 'superstruct'
import { ZEROED_FEE_FIELDS } from '../api/orderPayload.ts'
import { toPriceEstimate } from '../api/orderPrice.ts'
import type { WireNames } from '../api/wire/names.ts'
import { orderPayload } from '../api/wire/orderPayload.ts'
import { PaymentSummaryResponse } from '../api/wire/orders.ts'
import type { WaybillClient } from '../client.ts'
import type { Logger } from '../config.ts'
import { fillNames, fillText, messages } from '../domain/messages.ts'
import { ApiError, TimeoutError } from '../http/errors.ts'
import { availableCredit, orderTotal } from '../pricing/priceBreakdown.ts'
import { ORDER_BODY_LIMIT, parseObject, readLimited, withApiCode } from './body.ts'
import { type HmacKey, orderDigest, upstreamUuid } from './orderKey.ts'
import type { PickupFields } from './pickup.ts'
import type { WindowLimiter } from './rateLimit.ts'
import type { ProxyRoute } from './routes.ts'
import type { ProxyStore } from './store.ts'
import {
  callUpstream,
  messageReply,
  noAnswerReply,
  passBack,
  UPSTREAM_SLOW_TIMEOUT_MS,
  UPSTREAM_TIMEOUT_MS,
  type UpstreamContext,
  type UpstreamOutcome,
} from './upstream.ts'

/** What the order flow needs. */
export interface OrderFlowContext {
  readonly upstream: UpstreamContext
  readonly apiCode: string
  readonly names: WireNames
  readonly paymentSummaryPath: string
  readonly route: ProxyRoute
  readonly client: Pick<WaybillClient, 'account' | 'orders'>
  /** Where booked orders are recorded (one charge per uuid and details) and limits counted. */
  readonly store: ProxyStore
  /** The HMAC key the upstream uuids are derived with. */
  readonly uuidKey: Promise<HmacKey>
  /** The configured pickup a payload names, or undefined. */
  readonly pickupOf: (payload: Record<string, unknown>) => PickupFields | undefined
  readonly maxOrderCents: number
  readonly orderLimiter: WindowLimiter
  readonly logger: Logger
  readonly redact: (text: string) => string
  readonly now: () => number
}

/**
 * What the widget never sets, as the widget would send it: a shopper cannot pick the merchant's card or drivers,
 * attach photos, make the order a valet one, put it on hold or write its amounts.
 */
const WIDGET_FIELDS = {
  card_id: null,
  is_assign_favourite_driver: 0,
  assign_my_fleet_driver: 0,
  images: [],
  ...ZEROED_FEE_FIELDS,
} as const
const NOT_WIDGET_FIELDS = ['is_valet', 'is_vehicle_swap', 'vin', 'ro', 'license_plate', 'status'] as const

/** The order as the widget may send it: {@link WIDGET_FIELDS} forced, the valet and on-hold fields dropped. */
export function widgetOrderFields(body: Record<string, unknown>): Record<string, unknown> {
  const order: Record<string, unknown> = { ...body, ...WIDGET_FIELDS }
  for (const field of NOT_WIDGET_FIELDS) delete order[field]
  return order
}

/** What the answer to a create may hold of the courier's record: never a driver or photos, the shopper's words. */
const ANSWER_DROPPED = { driver: null, photos: [] } as const

/**
 * The courier's answer to a create, cut to what this request booked: the record's id, status, windows and amounts,
 * with the parties and texts as this request sent them and the browser's own uuid (issue 22: the answer can never
 * carry another order's personal data). Undefined when the answer is not a readable order.
 */
export function bookedAnswer(
  text: string,
  payload: Record<string, unknown>,
  browserUuid: string,
): string | undefined {
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return undefined
  const { data } = answer as { data: unknown }
  if (typeof data !== 'object' || data === null) return undefined
  const sent = Object.fromEntries(
    Object.entries(payload).filter(([field]) => /^(pickup|dropoff)_/.test(field) || field === 'description'),
  )
  const own = { uuid: browserUuid, ...('client_uuid' in data && { client_uuid: browserUuid }) }
  return JSON.stringify({ ...answer, data: { ...data, ...sent, ...ANSWER_DROPPED, ...own } })
}

/**
 * The proxy's createOrder (issue 9, issue 22): the body (≤ 64 KB) must name a configured pickup, which is then
 * forced in full; it is checked against the wire order payload with the real api code, and its uuid replaced by
 * one derived with the proxy's secret. It is priced upstream (payment summary) and refused above the price
 * ceiling. Its details are recorded under its uuid: a resend with other details is refused, and only the first
 * prepays the card part after credit (unless the account pays by EFT). Then the order is created upstream
 * (deduplicated by uuid). Requests for one uuid run one after the other in a process, and the store's record is
 * atomic across processes, so two tabs or two servers cannot both charge.
 */
export function createOrderFlow(
  ctx: OrderFlowContext,
): (request: Request, client: string) => Promise<Response> {
  const schema = orderPayload(ctx.names.product)
  const running = new Map<string, Promise<unknown>>()
  const text = (message: string) => fillNames(message, ctx.names)

  async function book(payload: Record<string, unknown>, browserUuid: string): Promise<Response> {
    const uuid = String(payload.uuid)
    const priced = await callUpstream(ctx.upstream, {
      method: 'POST',
      path: ctx.paymentSummaryPath,
      body: payload,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    })
    if (priced.kind !== 'answer') return unreachable(priced, 'payment summary')
    if (priced.status !== 200) return passBack(priced, ctx.redact, ctx.names)
    let answer: unknown
    try {
      answer = JSON.parse(priced.text)
    } catch {
      answer = undefined
    }
    const [failure, price] = validate(answer, PaymentSummaryResponse)
    if (failure) {
      ctx.logger.error('widget proxy: unreadable payment summary; nothing was booked', {
        field: failure.path.join('.'),
      })
      return messageReply(502, text(messages.embedUpstreamFailed))
    }
    const estimate = toPriceEstimate(price)
    if (orderTotal([estimate], 0).feeCents > ctx.maxOrderCents) {
      return messageReply(422, text(messages.embedOverCeiling))
    }

    let account: Awaited<ReturnType<OrderFlowContext['client']['account']['companyInfo']>>
    try {
      account = await ctx.client.account.companyInfo(ctx.apiCode)
    } catch (error) {
      return clientFailure(error, 'company info')
    }
    const total = orderTotal([estimate], availableCredit(account))
    if (!total.consistent) {
      // The amount a prepay would send is not the server's: a wrong charge is worse than a refusal.
      ctx.logger.error('widget proxy: the prices do not add up; nothing was charged', total.deliveries)
      return messageReply(502, messages.requestFailed)
    }
    const digest = await orderDigest(payload)
    const before = await ctx.store.recordOrder(uuid, digest)
    if (before !== null && before !== digest) return messageReply(409, text(messages.embedOrderChanged))
    const charging = !account.isEFTPayment && total.cardCents > 0
    const paid = { uuid, browserUuid, amountCents: total.cardCents }
    if (charging && before === null) {
      try {
        await ctx.client.orders.prepay(ctx.apiCode, total.cardCents)
      } catch (error) {
        // Only a refusal (4xx) proves nothing was charged: a 5xx may come after the charge.
        if (error instanceof ApiError && error.status < 500) {
          await ctx.store.forgetOrder(uuid)
          return messageReply(error.status, ctx.redact(error.message))
        }
        // The card may have been charged: the record stays, so a retry books without charging again.
        ctx.logger.warn('widget proxy: the prepay answer was lost; the order counts as paid', {
          ...paid,
          reason: ctx.redact(String(error)),
        })
        return messageReply(error instanceof TimeoutError ? 504 : 502, messages.paymentOutcomeUnknown)
      }
    }

    const created = await callUpstream(ctx.upstream, {
      method: 'POST',
      path: ctx.route.path,
      body: payload,
      timeoutMs: UPSTREAM_SLOW_TIMEOUT_MS,
    })
    if (created.kind !== 'answer') return unreachable(created, 'create order')
    if (created.status >= 400) {
      // Paid, not booked: a retry books it without charging again; if none comes, the courier refunds it.
      if (charging)
        ctx.logger.error('widget proxy: an order paid for was not booked', {
          ...paid,
          status: created.status,
        })
      // Neither paid nor booked: a corrected resend under the same uuid may go.
      else if (created.status < 500) await ctx.store.forgetOrder(uuid)
      return passBack(created, ctx.redact, ctx.names)
    }
    const booked = bookedAnswer(created.text, payload, browserUuid)
    if (booked === undefined) {
      ctx.logger.error('widget proxy: unreadable create order answer', { ...paid, status: created.status })
      return messageReply(502, text(messages.embedUpstreamFailed))
    }
    return passBack({ status: created.status, text: booked }, ctx.redact, ctx.names)
  }

  function unreachable(outcome: Exclude<UpstreamOutcome, { kind: 'answer' }>, call: string): Response {
    const reason = outcome.kind === 'unreachable' ? ctx.redact(String(outcome.reason)) : 'timeout'
    ctx.logger.error(`widget proxy: ${call} got no answer`, { reason })
    return noAnswerReply(outcome, ctx.names)
  }

  function clientFailure(error: unknown, call: string): Response {
    if (error instanceof ApiError) return messageReply(error.status, ctx.redact(error.message))
    ctx.logger.error(`widget proxy: ${call} failed`, { reason: ctx.redact(String(error)) })
    if (error instanceof TimeoutError) return messageReply(504, messages.timedOut)
    return messageReply(502, text(messages.embedUpstreamFailed))
  }

  return async (request, client) => {
    const read = await readLimited(request, ORDER_BODY_LIMIT)
    if (!read.ok) return messageReply(413, messages.embedTooLarge)
    const body = parseObject(read.text)
    if (!body) return messageReply(400, messages.embedUnreadable)
    // The widget only books new orders: an originalId would edit an existing order of the account.
    if (body.originalId !== undefined && body.originalId !== null) {
      return messageReply(422, text(fillText(messages.embedInvalidOrder, { field: 'originalId' })))
    }
    const pickup = ctx.pickupOf(body)
    if (!pickup) return messageReply(422, messages.embedPickupRefused)
    const sent = withApiCode({ ...widgetOrderFields(body), ...pickup }, ctx.route.apiCode, ctx.apiCode)
    const [failure] = validate(sent, schema)
    if (failure) {
      const field = failure.path.join('.') || String(failure.key ?? 'body')
      return messageReply(422, text(fillText(messages.embedInvalidOrder, { field })))
    }
    const browserUuid = String(sent.uuid)
    const limited = await ctx.orderLimiter.hit(client, ctx.now(), browserUuid)
    if (!limited.ok) {
      return messageReply(429, text(messages.embedTooManyOrders), {
        'Retry-After': String(limited.retryAfterSeconds),
      })
    }
    const uuid = await upstreamUuid(await ctx.uuidKey, browserUuid)
    const payload = { ...sent, uuid, ...(sent.client_uuid !== undefined && { client_uuid: uuid }) }
    for (let before = running.get(uuid); before; before = running.get(uuid)) {
      await before.catch(() => {})
    }
    const done = book(payload, browserUuid)
    running.set(uuid, done)
    try {
      return await done
    } finally {
      if (running.get(uuid) === done) running.delete(uuid)
    }
  }
}
