/**
 * Texts of saving a delivery to the order, of the order summary screen 'Your order:' and of its submit (part 1 §2;
 * part 2 §2.2, §2.3, §4.2, §4.5). `{product}` is filled by `fillNames`, `{name}` by `fillText`.
 */
export const summaryMessages = {
  /**
   * The confirmation modal before a delivery is saved (part 1 §2, part 2 §2.3 state what it says, not its words:
   * ours). `{time}` is the pickup window's start 'HH:mm', `{date}` its date in words.
   */
  pickupReadyNotice:
    'Your packages must be ready for pickup at {time} on {date}. A fee may apply if they are not ready.',
  /** The same modal for a delivery without a pickup time yet (ours). */
  pickupReadyNoticeNoTime: 'Your packages must be ready for pickup. A fee may apply if they are not ready.',
  /** How the summary names a delivery without a reference name: `{n}` is its place in the order (ours). */
  unnamedDelivery: '{product} {n}',
  /**
   * Deliveries of the order that had already been booked (a stale copy, or another tab sent them): taken out of
   * the order, neither charged nor sent again (ours). `{names}` lists them, ', ' between.
   */
  alreadyBooked: 'Already booked, so not sent or charged again: {names}',
  /**
   * A delivery a card charge already covers, after a submit that failed: it is not charged again, and cannot be
   * edited or removed so that the payment stays with it (ours).
   */
  deliveryPaid: 'Already paid: it will not be charged again, so it can no longer be edited or removed.',
  // The summary screen (part 2 §2.2): the spec's words
  /** The summary screen's heading (part 2 §2.2 'Your order:'). */
  summaryHeading: 'Your order:',
  /** The empty summary's button, to the delivery-type chooser (part 2 §2.2 'Make a `{product}`'). */
  summaryMakeDelivery: 'Make a {product}',
  /** The summary's submit button (part 2 §2.2 'Submit `{product}`'). */
  summarySubmit: 'Submit {product}',
  /** The no-card notice's link to the account's cards (part 2 §2.2: the "Manage Payment" section). */
  summaryManagePayment: 'Manage Payment',
  /** A delivery's action: a new delivery keeping only its pickup (part 2 §2.2 'Add a `{product}`'). */
  summaryAddDelivery: 'Add a {product}',
  /** A delivery's action: a copy with an empty drop-off (part 2 §2.2 'Duplicate `{product}`'). */
  summaryDuplicateDelivery: 'Duplicate {product}',

  // The summary screen: our words (part 2 §2.2 lists the parts, not these texts)
  /** A delivery's pickup, in its facts and as its map marker's title 'Pickup: name' (ours). */
  summaryPickup: 'Pickup',
  /** A delivery's drop-off, in its facts and as its map marker's title 'Drop-off: name' (ours). */
  summaryDropoff: 'Drop-off',
  /** A delivery's reference name, in its facts (ours). */
  summaryReference: 'Reference',
  /** A delivery's pickup date and window, in its facts (ours). */
  summaryPickupWindow: 'Pickup window',
  /** A delivery's drop-off date and window, in its facts (ours). */
  summaryDropoffWindow: 'Drop-off window',
  /** The accessible name of the summary's map (ours). */
  summaryMapLabel: 'Map of the order',
  /** The accessible name of the order's totals (ours). */
  summaryTotalLabel: 'Order total',
  /** A delivery's price while it is being asked (ours: the spec shows prices, part 2 §3.11, no loading text). */
  priceLoading: 'Calculating the price…',
  /** Instead of the total of an edit of an order on the server (ours, after part 2 §4.2 'Editing is free'). */
  editNotCharged: 'Editing is free: this delivery is not charged again.',
  /** The title of the confirmation asked before a delivery leaves the order (ours: part 2 §2.2 has no such text). */
  removeDeliveryTitle: 'Remove delivery',
  /** The question of that confirmation; `{name}` is the delivery's name (ours). */
  removeDeliveryConfirm: 'Remove {name} from this order?',
  /** The title of the modal shown while the order is submitted (ours: part 2 §2.2 gives its text, not its title). */
  submitProgressTitle: 'Submitting your order',
  /** The accessible name of that modal's progress bar of the deliveries sent (ours). */
  submitProgressLabel: 'Deliveries sent',
  /** The count beside that progress bar, so that the progress is read, not only seen (ours, issue 21). */
  submitProgressCount: 'Deliveries sent: {sent} of {total}',
} as const
