import { messages } from '@waybill/sdk-core'
import { formatCents, type OrderTotal, PRICE_LINE_LABELS } from '@waybill/sdk-core/rules'

/** Props of {@link SummaryTotals}. */
export interface SummaryTotalsProps {
  /** The order's total; null until every delivery is priced. */
  total: OrderTotal | null
}

/**
 * The order's totals (part 2 §2.2, §9): the account credit applied first, when there is some, and the total left
 * to pay, which is the sum of the deliveries' totals shown above (deliveries already paid have none). Nothing
 * until every delivery to pay is priced.
 */
export function SummaryTotals({ total }: SummaryTotalsProps) {
  if (!total) return null
  return (
    <section className="wb-summary__totals" aria-label={messages.summaryTotalLabel}>
      <dl>
        {total.creditCents > 0 && (
          <div className="wb-summary__line">
            <dt>{PRICE_LINE_LABELS.credit}</dt>
            <dd>{formatCents(-total.creditCents)}</dd>
          </div>
        )}
        <div className="wb-summary__line wb-summary__line--total">
          <dt>{PRICE_LINE_LABELS.total}</dt>
          <dd>{formatCents(total.cardCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
