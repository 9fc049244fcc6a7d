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
  /** When the charge is asked, epoch ms, as its record keeps it; the system clock by default. */
  readonly now?: () => number
}

/** How a charge ended: made, or why not in words (part 2 §8 'Prepay failure'). */
export type ChargeOutcome = { readonly ok: true } | { readonly ok: false; readonly error: string }

/**
 * Whether the server's answer proves the card was not charged: a refusal (4xx). A 5xx does not: the server, or a
 * gateway answering for it, may have failed after the charge.
 */
const refusedCharge = (error: unknown): error is ApiError => error instanceof ApiError && error.status < 500

/**
 * Charges `amountCents` for the deliveries `uuids` (part 2 §4.5 prepay, §8). A 'pending' record is saved first,
 * so that a tab closed during the call still knows the card may have been charged; a charge the server made
 * confirms it; a definite refusal (a 4xx) drops it; a lost answer (timeout, dropped connection, any 5xx) keeps
 * it, and its deliveries count as paid: a missed charge can be
 * reconciled by the courier, a double charge cannot. Nothing is charged when the record cannot be saved.
 */
export async function chargeCard(
  ctx: ChargeContext,
  uuids: readonly string[],
  amountCents: number,
): Promise<ChargeOutcome> {
  const record = ctx.ledger.begin(uuids, amountCents, (ctx.now ?? Date.now)())
  if (!record) {
    ctx.logger.error('prepay: the charge could not be recorded; nothing was charged')
    return { ok: false, error: messages.requestFailed }
  }
  try {
    ctx.ledger.confirm(record.id, await ctx.client.orders.prepay(ctx.apiCode, amountCents))
    return { ok: true }
  } catch (error) {
    if (refusedCharge(error)) {
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
