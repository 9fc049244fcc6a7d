/**
 * Texts of the many drop-offs and many pickups screens (part 2 §2.4, §4.6 steps 4–6): the spec's title and heading
 * word for word, then our words for what it names without quoting (the confirmation, the price list, the map).
 * `{count}` is filled by `fillText`, `{product}` by `fillNames`.
 */
export const batchScreenMessages = {
  /** The many drop-offs screen's title (part 2 §2.4); see `fillNames`. */
  batchOneToManyTitle: '{product} Batch (Many Drop Offs)',
  /** The many pickups screen's title (part 2 §2.4); see `fillNames`. */
  batchManyToOneTitle: '{product} Batch (Many Pickups)',
  /** The batch screen's heading for an intercity batch (part 2 §2.4); see `fillNames`. */
  batchDetailsIntercity: '{product} Details (Intercity)',
  /** The batch screen's heading for a local batch (part 2 §2.4); see `fillNames`. */
  batchDetailsLocal: '{product} Details (Local)',
  /** The confirmation modal's title before the rows are priced (part 2 §4.6 step 4). */
  batchConfirmTitle: 'Price this batch',
  /** The confirmation modal's text (part 2 §4.6 step 4); see `fillText` and `fillNames`. */
  batchConfirmText:
    'Each of the {count} {product}s of this batch will now be priced. You can submit them afterwards.',
  /** The confirmation modal's button (part 2 §4.6 step 4). */
  batchConfirm: 'Confirm',
  /** The accessible name of the per-delivery price list (part 2 §2.4 'a per-delivery list'). */
  batchPricesLabel: 'Price of each {product}',
  /** Beside a row an earlier charge of the batch paid for (part 2 §4.5): it is not in the total to charge. */
  batchRowPaid: 'Paid, not charged again',
  /**
   * Beside a row whose charge was asked and has no answer yet, or lost one (issue 22): the card may or may not have
   * been charged, so 'Paid' would be untrue.
   */
  batchRowChargePending: 'Charge not confirmed',
  /** Beside a row the customer chose to book without a confirmed charge (issue 22): the courier settles it. */
  batchRowLeftToCourier: 'Payment left to the courier',
  /** Beside Remove of a paid row: removing it leaves its charge paying for nothing (part 2 §4.5). */
  batchRowPaidRemove:
    'This row is paid. Removed, it will not be booked, and its charge stays for the courier to settle with you.',
  /** The accessible name of the batch map (part 2 §2.4 'a map'); see `fillNames`. */
  batchMapLabel: 'Map of the batch {product}s',
  /** The batch's special timing choice (part 2 §2.4 'special timing', §3.10 do_special_time). */
  batchSpecialTiming: 'Special timing: deliver within the drop-off window exactly',
  /** Under the special timing choice: it is a premium option, priced per {product} (do_special_time_fee). */
  batchSpecialTimingHint: 'A special timing fee is added to each {product}; the estimate shows it.',
  /** The title of the modal shown while the batch is submitted (part 2 §9 'the submit modal'). */
  batchSubmittingTitle: 'Submitting the batch',
} as const
