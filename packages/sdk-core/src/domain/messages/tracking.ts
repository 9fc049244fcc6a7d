/**
 * Texts of the public tracking page (part 2 §2.1 'Public tracking page: /order-tracking/`{uuid}`'; part 1 §2).
 * All our words: the spec shows none. `{name}` is the order's name, `{time}` a local time, `{status}` a status
 * label, `{city}` a city; see `fillText`. `{product}` is the configured name; see `fillNames`.
 */
export const trackingMessages = {
  /** The tracking page's heading. */
  trackingTitle: 'Track your {product}',
  /** The order's name under the heading ('Order Id' is the dashboard's column, part 2 §2.1). */
  trackingOrderName: 'Order Id: {name}',
  /** Before the status badge; with it, what the page's live region announces on a change. */
  trackingStatusLabel: 'Status:',
  /** The estimated drop-off time while the delivery is under way. */
  trackingEta: 'Estimated arrival {time}',
  /** When the delivery was delivered (status 6). */
  trackingDelivered: 'Delivered at {time}',
  /** The assigned driver while the delivery is under way (first name only). */
  trackingDriver: 'Your driver: {name}',
  /** Where the delivery is picked up: the business and its city. */
  trackingFrom: 'From {name}, {city}',
  /** Where the delivery is picked up, when the address names no served city. */
  trackingFromNoCity: 'From {name}',
  /** Where the delivery is picked up, when the pickup is not the business's own address: only its city. */
  trackingFromCity: 'From {city}',
  /** Where the delivery goes. */
  trackingTo: 'To {address}',
  /** The map's accessible name. */
  trackingMapLabel: 'Map of your {product}',
  /** The pickup marker's name. */
  trackingPickupMarker: 'Pickup: {name}',
  /** The pickup marker's name when only the pickup's city is shown (the marker sits at the city's centre). */
  trackingPickupAreaMarker: 'Pickup area: {city}',
  /** The drop-off marker's name. */
  trackingDropoffMarker: 'Drop off: {address}',
  /** The driver marker's name. */
  trackingDriverMarker: 'Your driver {name}',
  /** Shown until the first answer. */
  trackingLoading: 'Loading tracking details…',
  /** The heading when no delivery has this link (unknown or malformed uuid). */
  trackingNotFoundTitle: 'We could not find this {product}',
  /** The text under it. */
  trackingNotFound: 'The tracking link may be incomplete or mistyped. Check it with the sender.',
  /** The first answer failed (network, server): the page keeps trying. */
  trackingUnavailable: 'Tracking is unavailable right now. We will keep trying.',
  /** Later answers failed: what the page shows is as of `{time}`, when the last good answer came. */
  trackingStale: 'Could not refresh. Last updated at {time}.',
  /** The browser tab's title once the delivery is shown: its status label and the order's name. */
  trackingDocumentTitle: '{status}: {name} – Track your {product}',
  /** The visible text of a link to the tracking page. */
  trackingLinkText: 'Track',
  /** A tracking link's accessible name: it opens the page in a new tab (part 2 §2.1). */
  trackingLinkLabel: 'Track {name} (opens in a new tab)',
} as const
