import { fillNames, messages } from '@waybill/sdk-core'
import type { WidgetQuote as Quote } from '@waybill/sdk-core/internal'
import { formatCents } from '@waybill/sdk-core/rules'
import { useWaybill } from '../provider/WaybillContext.ts'

/** The live price of the shopper's delivery, announced politely as it changes. */
export function WidgetQuote({ id, quote }: { id: string; quote: Quote }) {
  const { client } = useWaybill('DeliveryOrderWidget')
  const text =
    quote.state === 'ready'
      ? formatCents(quote.breakdown.totalCents)
      : quote.state === 'loading'
        ? messages.widgetQuoteLoading
        : quote.state === 'failed'
          ? quote.error
          : messages.widgetQuoteIncomplete
  return (
    <p className={`wb-widget__quote wb-widget__quote--${quote.state}`} aria-live="polite" id={id}>
      <span className="wb-widget__quote-label">{fillNames(messages.widgetQuoteLabel, client.config)}: </span>
      <span className="wb-widget__quote-value">{text}</span>
    </p>
  )
}
