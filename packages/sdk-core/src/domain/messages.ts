import { productPlural } from '../api/wire/names.ts'
import { accountMessages } from './messages/account.ts'
import { authMessages } from './messages/auth.ts'
import { batchMessages } from './messages/batch.ts'
import { batchImportMessages } from './messages/batchImport.ts'
import { batchMappingMessages } from './messages/batchMapping.ts'
import { batchRowsMessages } from './messages/batchRows.ts'
import { batchScreenMessages } from './messages/batchScreen.ts'
import { batchSubmitMessages } from './messages/batchSubmit.ts'
import { batchTemplateMessages } from './messages/batchTemplate.ts'
import { batchValidateMessages } from './messages/batchValidate.ts'
import { chromeMessages } from './messages/chrome.ts'
import { contactsMessages } from './messages/contacts.ts'
import { dashboardMessages } from './messages/dashboard.ts'
import { dashboardActionsMessages } from './messages/dashboardActions.ts'
import { dashboardListMessages } from './messages/dashboardList.ts'
import { driversMessages } from './messages/drivers.ts'
import { embedMessages } from './messages/embed.ts'
import { generalMessages } from './messages/general.ts'
import { labelsMessages } from './messages/labels.ts'
import { mapsMessages } from './messages/maps.ts'
import { multiDeliveryMessages } from './messages/multiDelivery.ts'
import { onboardingMessages } from './messages/onboarding.ts'
import { orderFormMessages } from './messages/orderForm.ts'
import { orderingMessages } from './messages/ordering.ts'
import { photosMessages } from './messages/photos.ts'
import { shipmentMessages } from './messages/shipment.ts'
import { summaryMessages } from './messages/summary.ts'
import { timePickerMessages } from './messages/timePicker.ts'
import { trackingMessages } from './messages/tracking.ts'
import { widgetMessages } from './messages/widget.ts'

/**
 * Every user-facing text of the SDK, word for word as the spec writes them (typos included: customers'
 * support scripts depend on them). The texts live by area under `messages/`; this is the one catalogue.
 */
export const messages = {
  ...generalMessages,
  ...authMessages,
  ...onboardingMessages,
  ...chromeMessages,
  ...orderingMessages,
  ...summaryMessages,
  ...orderFormMessages,
  ...dashboardMessages,
  ...dashboardListMessages,
  ...dashboardActionsMessages,
  ...labelsMessages,
  ...batchMessages,
  ...batchImportMessages,
  ...batchMappingMessages,
  ...batchScreenMessages,
  ...batchSubmitMessages,
  ...batchValidateMessages,
  ...batchTemplateMessages,
  ...batchRowsMessages,
  ...multiDeliveryMessages,
  ...accountMessages,
  ...driversMessages,
  ...contactsMessages,
  ...mapsMessages,
  ...timePickerMessages,
  ...photosMessages,
  ...trackingMessages,
  ...embedMessages,
  ...widgetMessages,
  ...shipmentMessages,
} as const

/**
 * Fills a catalogue text's own placeholders (`{count}`, `{n}`, `{email}` …) with values, verbatim. Unknown
 * placeholders stay as they are; `{brand}` and `{product}` are {@link fillNames}' job.
 *
 * @example
 * ```ts
 * fillText(messages.orderSummaryCount, { count: 2 }) // 'Order Summary: 2'
 * ```
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values && name !== 'brand' && name !== 'product' ? String(values[name]) : placeholder,
  )
}

/** A key of the {@link messages} catalogue. */
export type MessageKey = keyof typeof messages

/** `{product}` (or its plural) where a sentence starts: at the start of the text or after '.', '!' or '?'. */
const PRODUCT_AT_SENTENCE_START = /(^|[.!?]\s+)\{product\}(s?)/g

/** A word with its first letter capitalised: 'delivery' → 'Delivery'. */
const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * Fills the `{brand}` and `{product}` placeholders of a catalogue text with the configured slugs;
 * `{product}s` becomes the plural ('delivery' → 'deliveries'). `{product}` starting a sentence (a heading such as
 * '{product} Batch (Many Drop Offs)') is capitalised, 'Delivery Batch (Many Drop Offs)'; elsewhere, and `{brand}`
 * (a name) everywhere, the slug is kept verbatim (issue 21).
 *
 * @example
 * ```ts
 * fillNames(messages.locationNotServiced, client.config) // 'This location is not currently serviced by waybill'
 * fillNames(messages.batchDetailsLocal, client.config) // 'Delivery Details (Local)'
 * ```
 */
export function fillNames(text: string, names: { readonly brand: string; readonly product: string }): string {
  const plural = productPlural(names.product)
  return text
    .replace(
      PRODUCT_AT_SENTENCE_START,
      (_, before: string, s: string) => `${before}${capitalised(s ? plural : names.product)}`,
    )
    .replaceAll('{product}s', plural)
    .replaceAll('{product}', names.product)
    .replaceAll('{brand}', names.brand)
}
