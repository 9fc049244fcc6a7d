import type { WaybillClient } from '../client.ts'
import type { Logger } from '../config.ts'
import { messages } from '../domain/messages.ts'
import { ApiError } from '../http/errors.ts'
import type { PrepaymentLedger } from './prepaymentLedger.ts'

/** What charging the card needs. */
export interface ChargeContext {
  readonly client: Pick<WaybillClient, 'orders'>
  readonly apiCode: string
  readonly ledger: PrepaymentLedger
  readonly logger: Logger
}

/** How a charge ended: made, or why not in words (part 2 §8 'Prepay failure'). */
export type ChargeOutcome = { readonly ok: true } | { readonly ok: false; readonly error: string }

/** Gateways that answer for a server that may have charged the card and whose answer they lost. */
const ANSWER_LOST_STATUSES: ReadonlySet<number> = new Set([502, 504])

/**
 * Charges `amountCents` for the deliveries `uuids` (part 2 §4.5 prepay, §8). A 'pending' record is saved first,
 * so that a tab closed during the call still knows the card may have been charged; a charge the server made
 * confirms it; a definite refusal (the server's failure answer) drops it; a lost answer (timeout, dropped
 * connection, a gateway's 502 or 504) keeps it, and its deliveries count as paid: a missed charge can be
 * reconciled by the courier, a double charge cannot. Nothing is charged when the record cannot be saved.
 */
export async function chargeCard(
  ctx: ChargeContext,
  uuids: readonly string[],
  amountCents: number,
): Promise<ChargeOutcome> {
  const record = ctx.ledger.begin(uuids, amountCents)
  if (!record) {
    ctx.logger.error('prepay: the charge could not be recorded; nothing was charged')
    return { ok: false, error: messages.requestFailed }
  }
  try {
    ctx.ledger.confirm(record.id, await ctx.client.orders.prepay(ctx.apiCode, amountCents))
    return { ok: true }
  } catch (error) {
    if (error instanceof ApiError && !ANSWER_LOST_STATUSES.has(error.status)) {
      ctx.ledger.drop(record.id)
      return { ok: false, error: error.serverMessage ?? messages.unableToCharge }
    }
    ctx.logger.warn(
      'prepay: the answer was lost; its deliveries count as paid and will not be charged again',
      { uuids, amountCents, reason: String(error) },
    )
    return { ok: false, error: messages.paymentOutcomeUnknown }
  }
}
