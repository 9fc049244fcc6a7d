import type { Account, PriceEstimate } from '@waybill/sdk-core'
import { divideRounded } from './money.ts'
import { PREMIUM_FEE_FIELDS, PRICE_LINE_LABELS, type PriceLineKey } from './priceLabels.ts'

/** One line of a delivery's price: what it is, its label and its amount in cents (credit is negative). */
export interface PriceLine {
  /** Which fee the line shows. */
  readonly key: PriceLineKey
  /** Its label (see `PRICE_LINE_LABELS`). */
  readonly label: string
  /** Amount in cents; the credit line is negative. */
  readonly cents: number
}

/** A server figure of a price estimate that the spec's formula does not reproduce. */
export interface PriceDiscrepancy {
  /** The estimate's field. */
  readonly field: 'premiumsFeeCents' | 'subTotalCents' | 'taxesCents' | 'feeCents'
  /** What the server sent. */
  readonly serverCents: number
  /** What the formula gives (and what is shown). */
  readonly formulaCents: number
}

/** A delivery's price as shown: the lines and the figures of the formula of part 2 §9, in cents. */
export interface PriceBreakdown {
  /** Delivery fee, each non-zero premium, service/admin fee, taxes, and the credit when there is one. */
  readonly lines: readonly PriceLine[]
  /** Sum of the premium lines. */
  readonly premiumsCents: number
  /** delivery + premiums + service/admin. */
  readonly subTotalCents: number
  /** sub-total × (GST + PST) / 100, to the cent, half up. */
  readonly taxesCents: number
  /** sub-total + taxes: the price before credit. */
  readonly feeCents: number
  /** Credit applied to this delivery, 0 to the fee (its share of the order's credit, see {@link orderTotal}). */
  readonly creditCents: number
  /** fee − credit: never negative. */
  readonly totalCents: number
  /** The server's figures that differ from the formula (for the logger; the formula is shown). */
  readonly discrepancies: readonly PriceDiscrepancy[]
}

/** Tax rates are kept to 1/10,000 of a percent so that the tax sum is integer arithmetic. */
const RATE_SCALE = 10_000

/**
 * Taxes in cents = sub-total × (GST + PST) / 100 (part 2 §9), rounded to the cent, half up.
 *
 * @example
 * ```ts
 * taxesCents(1050, 5, 0) // 53 (52.5 rounds up)
 * ```
 */
export function taxesCents(subTotalCents: number, gstRate: number, pstRate: number): number {
  const rate = Math.round((gstRate + pstRate) * RATE_SCALE)
  return divideRounded(subTotalCents * rate, 100 * RATE_SCALE)
}

function discrepancies(estimate: PriceEstimate, formula: Omit<PriceBreakdown, 'lines' | 'discrepancies'>) {
  const pairs: [PriceDiscrepancy['field'], number, number][] = [
    ['premiumsFeeCents', estimate.premiumsFeeCents, formula.premiumsCents],
    ['subTotalCents', estimate.subTotalCents, formula.subTotalCents],
    ['taxesCents', estimate.taxesCents, formula.taxesCents],
    ['feeCents', estimate.feeCents, formula.feeCents],
  ]
  return pairs
    .filter(([, server, computed]) => server !== computed)
    .map(([field, serverCents, formulaCents]) => ({ field, serverCents, formulaCents }))
}

const line = (key: PriceLineKey, cents: number): PriceLine => ({ key, label: PRICE_LINE_LABELS[key], cents })

/**
 * The price lines of one delivery (part 1 §3 'Priced order result'; part 2 §3.11, §9): delivery fee, one line per
 * non-zero premium, service/admin fee, taxes, the credit (when any); total = delivery + premiums + service/admin +
 * taxes − credit. The lines are recomputed from the parts, so they always add up to the total shown; where the
 * server's own sums differ, `discrepancies` says so.
 *
 * `creditCents` is the credit this delivery gets. It is not the estimate's own `applied_credit`: the server prices
 * each delivery alone against the whole balance, so the order's credit is shared out by {@link orderTotal}.
 *
 * @example
 * ```ts
 * const { lines, totalCents } = priceBreakdown(estimate)
 * lines.map((l) => `${l.label} ${formatCents(l.cents)}`)
 * ```
 */
export function priceBreakdown(estimate: PriceEstimate, creditCents = 0): PriceBreakdown {
  const premiums = PREMIUM_FEE_FIELDS.map((key) => line(key, estimate.premiumsFeeDetail[key])).filter(
    (premium) => premium.cents !== 0,
  )
  const premiumsCents = premiums.reduce((sum, premium) => sum + premium.cents, 0)
  const subTotalCents = estimate.deliveryFeeCents + premiumsCents + estimate.serviceAdminFeeCents
  const taxes = taxesCents(subTotalCents, estimate.gstRate, estimate.pstRate)
  const feeCents = subTotalCents + taxes
  const credit = Math.min(Math.max(0, creditCents), Math.max(0, feeCents))
  const formula = {
    premiumsCents,
    subTotalCents,
    taxesCents: taxes,
    feeCents,
    creditCents: credit,
    totalCents: feeCents - credit,
  }
  const lines = [
    line('deliveryFee', estimate.deliveryFeeCents),
    ...premiums,
    line('serviceAdminFee', estimate.serviceAdminFeeCents),
    line('taxes', taxes),
    ...(credit > 0 ? [line('credit', -credit)] : []),
  ]
  return { lines, ...formula, discrepancies: discrepancies(estimate, formula) }
}

/** What a whole order costs and how it is paid, in cents (part 2 §9). */
export interface OrderTotal {
  /** Sum of the deliveries' fees (sub-total + taxes each), before credit. */
  readonly feeCents: number
  /** Account credit used: applied first, at most the fee. */
  readonly creditCents: number
  /** What the card pays (the prepay amount): fee − credit, never negative. */
  readonly cardCents: number
  /** Each delivery's price with its share of the credit, in the order given: credit goes to the first first. */
  readonly deliveries: readonly PriceBreakdown[]
  /**
   * Whether every server figure matches the formula. When not, the order should not be charged: the amount a
   * prepay would send is not the one the server computed (see docs/decisions/pricing-and-payment.md#pricing).
   */
  readonly consistent: boolean
}

/**
 * The credit an order may use: the account's balance when it pays with credit (is_use_credit), else 0.
 *
 * @example
 * ```ts
 * orderTotal(estimates, availableCredit(account))
 * ```
 */
export function availableCredit(account: Pick<Account, 'credit' | 'isUserCredit'>): number {
  return account.isUserCredit ? Math.max(0, account.credit) : 0
}

/**
 * The order's total over its deliveries with the account credit applied first, before any card charge
 * (part 2 §9): credit = min(balance, fees), card = fees − credit. Each estimate's own `appliedCreditCents` is not
 * summed: every delivery is priced alone against the whole balance, so the sum could count it several times.
 *
 * @example
 * ```ts
 * orderTotal([a, b], 1500) // { feeCents: 4200, creditCents: 1500, cardCents: 2700 }
 * ```
 */
export function orderTotal(estimates: readonly PriceEstimate[], creditBalanceCents: number): OrderTotal {
  let creditLeft = Math.max(0, creditBalanceCents)
  const deliveries = estimates.map((estimate) => {
    const breakdown = priceBreakdown(estimate, creditLeft)
    creditLeft -= breakdown.creditCents
    return breakdown
  })
  const feeCents = deliveries.reduce((sum, delivery) => sum + Math.max(0, delivery.feeCents), 0)
  const creditCents = deliveries.reduce((sum, delivery) => sum + delivery.creditCents, 0)
  return {
    feeCents,
    creditCents,
    cardCents: feeCents - creditCents,
    deliveries,
    consistent: deliveries.every((delivery) => delivery.discrepancies.length === 0),
  }
}
