/**
 * Texts of the older shipment flow at `/shipment` (part 1 §2 'Shipment (older flow)', §3 'Older shipment draft').
 * The size names and the banner are ours: the spec names the sizes small/medium/large/xlarge only.
 */
export const shipmentMessages = {
  /** The older small size, in the description note of its items. */
  shipmentSizeSmall: 'Small',
  /** The older medium size. */
  shipmentSizeMedium: 'Medium',
  /** The older large size. */
  shipmentSizeLarge: 'Large',
  /** The older extra-large size (xlarge). */
  shipmentSizeExtraLarge: 'Extra large',
  /** The banner over `/shipment`: the older form still works, the current one is the chooser. */
  shipmentOlderFlow: 'This is the older shipment form. New deliveries are booked from the delivery types.',
  /** The banner's link to the chooser. */
  shipmentToChooser: 'Choose a delivery type',
} as const
