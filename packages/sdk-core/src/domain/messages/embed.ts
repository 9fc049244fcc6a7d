/**
 * Texts of the widget proxy, `@waybill/sdk-core/server` (issue 9 'Secrets never reach the browser'): what the
 * proxy answers the embedded widget in `{ message }` when it refuses a request itself. All our words: the spec
 * has no proxy (see docs/decisions/widget-and-proxy.md). `{product}` and `{brand}` are the configured names; see
 * `fillNames`.
 */
export const embedMessages = {
  /** 403: the page's origin is not on the proxy's allow-list. */
  embedOriginRefused: 'This website is not allowed to place {product} orders with this account.',
  /** 404: a call the widget never makes (cards, prepay, dashboard, labels …) or an unknown path. */
  embedNotAvailable: 'This request is not available to the order widget.',
  /** 400: a body that is not a JSON object. */
  embedUnreadable: 'The request could not be read.',
  /** 413: a body above the proxy's size limit. */
  embedTooLarge: 'The request is too large.',
  /** 422: an order payload the wire schema refuses; `{field}` names the first field at fault. */
  embedInvalidOrder: 'The {product} details are incomplete or invalid ({field}).',
  /** 422: the order's price is above the merchant's per-order ceiling; nothing was booked or charged. */
  embedOverCeiling:
    'This {product} costs more than this shop accepts online. Please contact the shop to arrange it.',
  /** 429: too many requests from one client in the window. */
  embedTooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** 429: too many orders from one client in the window. */
  embedTooManyOrders: 'Too many {product}s were ordered from this browser. Please try again later.',
  /** 422: the order's pickup is not one the proxy's configuration offers (a shopper cannot rewrite it). */
  embedPickupRefused: 'This pickup address is not offered by this shop.',
  /** 409: a create re-sent under an order's uuid with other details than the first, which may be charged. */
  embedOrderChanged:
    'This {product} was already placed with other details. Please start a new {product} to change it.',
  /** 502: the courier API could not be reached, or answered something the proxy cannot read. */
  embedUpstreamFailed: 'The {brand} service could not be reached. Please try again.',
} as const
