import { messages } from '@waybill/sdk-core'
import type { DeliveryPrice } from '@waybill/sdk-core/order'
import { formatCents, PRICE_LINE_LABELS } from '@waybill/sdk-core/rules'

/** Props of {@link SummaryPrice}. */
export interface SummaryPriceProps {
  /** The delivery's price from the order summary; undefined until the summary knows the delivery. */
  price: DeliveryPrice | undefined
  /** Asks the failed prices again. */
  onRetry: () => void
}

/**
 * One delivery's price (part 2 §3.11, §9): the lines of its breakdown (delivery fee, premiums, service/admin fee,
 * taxes, its share of the credit) and its total, unless it is not to be paid: an edit of an order on the server
 * ("Editing is free", part 2 §4.2) or a delivery already paid (`paid`); while it loads a status; when it failed
 * the server's text (or 'An error ocurred while processing your request', part 2 §8) and 'Try again'.
 */
export function SummaryPrice({ price, onRetry }: SummaryPriceProps) {
  if (price?.state === 'failed') {
    return (
      <div className="wb-summary__price wb-summary__price--failed">
        <p role="alert" className="wb-summary__price-error">
          {price.error ?? messages.requestFailed}
        </p>
        <button type="button" className="wb-button" onClick={onRetry}>
          {messages.tryAgain}
        </button>
      </div>
    )
  }
  const breakdown = price?.state === 'ready' ? price.breakdown : null
  if (!breakdown) {
    return (
      <p className="wb-summary__price wb-summary__price--loading" role="status">
        {messages.priceLoading}
      </p>
    )
  }
  const charged = price?.charged !== false
  // A paid delivery's total is not in the order's (SummaryDelivery says it is paid).
  const toPay = charged && price?.paid !== true
  return (
    <div className="wb-summary__price">
      <dl>
        {breakdown.lines.map((line) => (
          <div key={line.key} className="wb-summary__line">
            <dt>{line.label}</dt>
            <dd>{formatCents(line.cents)}</dd>
          </div>
        ))}
        {toPay && (
          <div className="wb-summary__line wb-summary__line--total">
            <dt>{PRICE_LINE_LABELS.total}</dt>
            <dd>{formatCents(breakdown.totalCents)}</dd>
          </div>
        )}
      </dl>
      {!charged && <p className="wb-summary__not-charged">{messages.editNotCharged}</p>}
    </div>
  )
}
