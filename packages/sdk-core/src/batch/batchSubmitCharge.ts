import type { WaybillClient } from '../client.ts'
import type { Logger } from '../config.ts'
import type { Account } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import type { PriceEstimate } from '../domain/price.ts'
import { availableCredit, type OrderTotal, orderTotal } from '../pricing/priceBreakdown.ts'
import { chargeCard } from '../summary/chargeCard.ts'
import type { PrepaymentLedger } from '../summary/prepaymentLedger.ts'

/** What prepaying a batch run needs. */
export interface BatchChargeContext {
  readonly client: Pick<WaybillClient, 'orders'>
  readonly apiCode: string
  readonly account: Account
  /** The batch list's charges: what is paid already. */
  readonly charges: PrepaymentLedger
  readonly logger: Logger
  /** Told just before the card is charged ('Prepaying `{product}`'). */
  readonly charging: () => void
  /** The clock the charge's record is dated with. */
  readonly now: () => number
}

/** One row of the run: its uuid and its price, when the batch was priced. */
export interface BatchChargeRow {
  readonly uuid: string
  readonly estimate: PriceEstimate | undefined
}

/** How the card part of a run ended: nothing to charge, charged, or failed in words. */
export type BatchChargeOutcome =
  | { readonly ok: true; readonly charged: boolean }
  | { readonly ok: false; readonly error: string }

/**
 * The total still to charge for `estimates` (part 2 §9 'credit once, first'): what the batch screen shows and what
 * {@link prepayBatch} charges are the same figure.
 */
export const batchChargeTotal = (estimates: readonly PriceEstimate[], account: Account | null): OrderTotal =>
  orderTotal(estimates, account === null ? 0 : availableCredit(account))

/** The uuids an earlier charge of the batch covers, or that were booked: none of them is charged again. */
export const paidUuids = (charges: PrepaymentLedger): Set<string> =>
  new Set([...charges.covered(), ...charges.booked()])

/** Whether the account pays a batch by card before it is sent (part 2 §4.5): never with EFT. */
export const prepaysByCard = (account: Account): boolean => !account.isEFTPayment

/**
 * Charges the card part of a batch run before any row is sent (part 2 §4.5 'Prepaying `{product}`', 'Prepay
 * Successful'; §8 'Prepay failure'), as the summary does: the rows no charge covers yet, their prices with the
 * credit applied first, never with EFT, and through the list's charges, so that a pending charge (a lost answer, a
 * tab closed mid-call) or a confirmed one is never made again for the same rows, whatever resumes the batch. A
 * row without a price, or prices that do not add up, charge nothing: a wrong charge is worse than a retry.
 */
export async function prepayBatch(
  ctx: BatchChargeContext,
  rows: readonly BatchChargeRow[],
): Promise<BatchChargeOutcome> {
  if (!prepaysByCard(ctx.account)) return { ok: true, charged: false }
  const paid = paidUuids(ctx.charges)
  const unpaid = rows.filter((row) => !paid.has(row.uuid))
  if (unpaid.length === 0) return { ok: true, charged: false }
  const estimates = unpaid.flatMap((row) => (row.estimate ? [row.estimate] : []))
  if (estimates.length < unpaid.length) {
    ctx.logger.error(
      'batch prepay: rows without a price; nothing was charged',
      unpaid.length - estimates.length,
    )
    return { ok: false, error: messages.requestFailed }
  }
  const total = batchChargeTotal(estimates, ctx.account)
  if (!total.consistent) {
    ctx.logger.error('batch prepay: the prices do not add up; nothing was charged', total.deliveries)
    return { ok: false, error: messages.requestFailed }
  }
  if (total.cardCents === 0) return { ok: true, charged: false }
  ctx.charging()
  const uuids = unpaid.map((row) => row.uuid)
  const outcome = await chargeCard(
    { client: ctx.client, apiCode: ctx.apiCode, ledger: ctx.charges, logger: ctx.logger, now: ctx.now },
    uuids,
    total.cardCents,
  )
  return outcome.ok ? { ok: true, charged: true } : outcome
}
