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
import type { FixedWindowLimiter } from './rateLimit.ts'
import type { ProxyRoute } from './routes.ts'
import type { ChargeRegistry } from './types.ts'
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
  readonly charges: ChargeRegistry
  readonly maxOrderCents: number
  readonly orderLimiter: FixedWindowLimiter
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

/**
 * The proxy's createOrder (issue 9): the body (≤ 64 KB) is checked against the wire order payload with the real
 * api code, priced upstream (payment summary), refused above the price ceiling, the card part after credit is
 * prepaid once per uuid unless the account pays by EFT, then the order is created upstream (deduplicated by uuid).
 * Requests for one uuid run one after the other, so two tabs cannot both charge.
 */
export function createOrderFlow(
  ctx: OrderFlowContext,
): (request: Request, client: string) => Promise<Response> {
  const schema = orderPayload(ctx.names.product)
  const running = new Map<string, Promise<unknown>>()
  const text = (message: string) => fillNames(message, ctx.names)

  async function book(payload: Record<string, unknown>, uuid: string): Promise<Response> {
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
    const charging = !account.isEFTPayment && total.cardCents > 0
    if (charging && (await ctx.charges.claim(uuid))) {
      try {
        await ctx.client.orders.prepay(ctx.apiCode, total.cardCents)
      } catch (error) {
        // Only a refusal (4xx) proves nothing was charged: a 5xx may come after the charge.
        if (error instanceof ApiError && error.status < 500) {
          await ctx.charges.release?.(uuid)
          return messageReply(error.status, ctx.redact(error.message))
        }
        // The card may have been charged: the uuid stays claimed, so a retry books without charging again.
        ctx.logger.warn('widget proxy: the prepay answer was lost; the order counts as paid', {
          uuid,
          amountCents: total.cardCents,
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
    if (charging && created.status >= 400) {
      // Paid, not booked: a retry books it without charging again; if none comes, the courier refunds it.
      ctx.logger.error('widget proxy: an order paid for was not booked', {
        uuid,
        amountCents: total.cardCents,
        status: created.status,
      })
    }
    return passBack(created, ctx.redact, ctx.names)
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
    const payload = withApiCode(widgetOrderFields(body), ctx.route.apiCode, ctx.apiCode)
    const [failure] = validate(payload, schema)
    if (failure) {
      const field = failure.path.join('.') || String(failure.key ?? 'body')
      return messageReply(422, text(fillText(messages.embedInvalidOrder, { field })))
    }
    const uuid = String(payload.uuid)
    const limited = ctx.orderLimiter.hit(client, ctx.now(), uuid)
    if (!limited.ok) {
      return messageReply(429, text(messages.embedTooManyOrders), {
        'Retry-After': String(limited.retryAfterSeconds),
      })
    }
    for (let before = running.get(uuid); before; before = running.get(uuid)) {
      await before.catch(() => {})
    }
    const done = book(payload, uuid)
    running.set(uuid, done)
    try {
      return await done
    } finally {
      if (running.get(uuid) === done) running.delete(uuid)
    }
  }
}
