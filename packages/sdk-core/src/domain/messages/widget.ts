/**
 * Texts of the embeddable order widget (issue 9, `DeliveryOrderWidget`). The spec has no widget: these are our
 * words, kept short for a checkout page. `{product}` is the configured name; see `fillNames`.
 */
export const widgetMessages = {
  /** The reference name of a widget order when the merchant's page gives none (part 2 §5.3 needs one). */
  widgetReference: 'Online order',
  /** The widget's heading. */
  widgetTitle: 'Delivery',
  /** Before the pickup preset by the merchant. */
  widgetPickupFrom: 'Pickup from',
  /** The live quote's caption. */
  widgetQuoteLabel: 'Delivery price',
  /** Where the quote stands while the form is not complete. */
  widgetQuoteIncomplete: 'Enter the delivery address, size and time to see the price.',
  /** While the quote is asked. */
  widgetQuoteLoading: 'Getting the price…',
  /** The place-order button. */
  widgetPlaceOrder: 'Place {product} order',
  /** The place-order button while the order is sent. */
  widgetPlacing: 'Placing the order…',
  /** After the order was placed. */
  widgetPlaced: 'Your {product} is booked.',
  /** The merchant's account could not be had through the proxy: the widget cannot price or place orders. */
  widgetNotReady: 'The delivery form could not reach the shop. Please reload the page and try again.',
  /** In place of the optional map when its code could not load; the form still works without it. */
  widgetMapFailed: 'The map could not be shown. You can still place your order.',
  /** A new order after one was placed. */
  widgetNewOrder: 'Book another {product}',
} as const
