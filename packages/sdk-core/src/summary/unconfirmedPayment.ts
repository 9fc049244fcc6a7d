import { fillNames, fillText, messages } from '../domain/messages.ts'
import { formatCents } from '../pricing/money.ts'
import { formatClock, toLocal } from '../time/localTime.ts'
import type { PrepaymentLedger } from './prepaymentLedger.ts'

/** Charges whose answer never came, over deliveries still to book: the customer must choose (issue 22). */
export interface UnconfirmedPayment {
  /** What was asked of the card, cents, over every such charge. */
  readonly amountCents: number
  /** When the first of them was asked, epoch ms; null when not known. */
  readonly askedAt: number | null
  /** The ledger records, to decide over. */
  readonly ids: readonly string[]
}

/**
 * The pending charges that cover deliveries of `uuids` (part 2 §4.5 prepay; issue 22 'never book silently on an
 * unconfirmed payment'): their answer was lost, or the tab closed, so the card may or may not have been charged.
 * Null when there is none.
 */
export function unconfirmedPayment(
  charges: PrepaymentLedger,
  uuids: Iterable<string>,
): UnconfirmedPayment | null {
  const wanted = new Set(uuids)
  const pending = charges
    .records()
    .filter((record) => record.state === 'pending' && record.uuids.some((uuid) => wanted.has(uuid)))
  if (pending.length === 0) return null
  const times = pending.flatMap((record) => (typeof record.askedAt === 'number' ? [record.askedAt] : []))
  return {
    amountCents: pending.reduce((sum, record) => sum + record.amountCents, 0),
    askedAt: times.length > 0 ? Math.min(...times) : null,
    ids: pending.map((record) => record.id),
  }
}

/**
 * 'Payment not confirmed: the charge of $21.00 asked at 2026-11-23 09:05 got no answer, …' (issue 22): the amount
 * and the time in `timeZone`, as the summary, the batch screen and the batch script say it.
 *
 * @example
 * ```ts
 * unconfirmedPaymentText({ amountCents: 2100, askedAt: Date.UTC(2026, 10, 23, 16, 5), ids: [] }, 'America/Edmonton', names)
 * ```
 */
export function unconfirmedPaymentText(
  charge: Pick<UnconfirmedPayment, 'amountCents' | 'askedAt'>,
  timeZone: string,
  names: { readonly brand: string; readonly product: string },
): string {
  const local = charge.askedAt === null ? null : toLocal(charge.askedAt, timeZone)
  return fillText(fillNames(messages.paymentNotConfirmed, names), {
    amount: formatCents(charge.amountCents),
    time: local === null ? 'an unknown time' : `${local.date} ${formatClock(local.minute)}`,
  })
}
