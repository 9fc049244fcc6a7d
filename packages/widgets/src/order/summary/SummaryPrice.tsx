import { type DeliveryPrice, formatCents, messages, PRICE_LINE_LABELS } from '@waybill/sdk-core'

// our words: propose messages.priceLoading (the spec shows prices but no text while they load).
/** Shown while a delivery's price is being asked. */
export const PRICE_LOADING = 'Calculating the price…'

// our words: propose messages.editNotCharged (part 2 §4.2 "Editing is free").
/** Shown instead of the total of an edit of an order already on the server: it is not charged again. */
export const EDIT_NOT_CHARGED = 'Editing is free: this delivery is not charged again.'

/** Caption of the button that asks a failed price again. */
export const PRICE_RETRY = 'Try again'

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
          {PRICE_RETRY}
        </button>
      </div>
    )
  }
  const breakdown = price?.state === 'ready' ? price.breakdown : null
  if (!breakdown) {
    return (
      <p className="wb-summary__price wb-summary__price--loading" role="status">
        {PRICE_LOADING}
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
      {!charged && <p className="wb-summary__not-charged">{EDIT_NOT_CHARGED}</p>}
    </div>
  )
}
