/** Texts of saving a delivery to the order and of the summary's submit (part 1 §2; part 2 §2.3, §4.2, §4.5). */
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
} as const
