/**
 * Our words around the batch estimate and submit (part 2 §4.6 steps 4–6, §8): the spec fixes the button texts and
 * the failure notice (in the batch area); these say what it leaves unquoted
 * (docs/decisions/batch-ordering.md#the-submit-exactly-once).
 */
export const batchSubmitMessages = {
  /** The submit button's progress after 'Submit `{product}s` & Get Labels' (part 2 §4.6 step 5 'n/total'). */
  batchSubmitProgress: '{done}/{total}',
  /** The failed rows' names under the failure notice (part 2 §8 'Failed batch rows'). */
  batchFailedNames: 'Failed: {names}',
  /** The duplicated rows' names, listed apart from the failed ones (part 2 §4.6 step 6). */
  batchDuplicatedNames: 'Duplicated: {names}',
  /**
   * A batch whose submit was interrupted (a reload, a crash, a lost connection) before every row was answered:
   * submitting again finishes it.
   */
  batchResume:
    'This batch was interrupted while it was being submitted. Submit it again to finish: no {product} already booked will be booked twice.',
  /** A row the server answered neither accepted nor failed: it stays unconfirmed and is sent again on retry. */
  batchRowUnconfirmed:
    'No answer came for this row; submitting again will confirm it without booking it twice.',
  /**
   * The batch could not be saved before a request: nothing more is sent, since a crash then could not tell which
   * rows were out (storage full or disabled).
   */
  batchNotSaved:
    'This batch could not be saved on this device, so nothing more was sent. Free some browser storage and submit again.',
  /**
   * Another tab changed this batch while this one was submitting it: this tab stops sending, and the batch goes on
   * from the saved one after a reload (nothing is booked twice).
   */
  batchOpenElsewhere:
    'This batch was changed in another tab, so nothing more was sent from this one. Reload the page to continue with it.',
  /**
   * 'Get Labels for Accepted Data and clear Data' while rows sent without an answer were not found booked: clearing
   * them could lose a booked {product}, so submit again first (it confirms them without booking twice).
   */
  batchLabelsUnconfirmed:
    'Some rows were sent without an answer and could not be confirmed yet. Submit again to confirm them, then get the labels.',
  /** A batch row name when the row has none (its position in the file). */
  batchUnnamedRow: 'Row {n}',
  /**
   * A card charge of the batch whose answer never came (lost, or the tab closed mid-charge): the card may or may not
   * have been charged, and nothing is booked until the customer chooses (issue 22; our words, see
   * docs/decisions/pricing-and-payment.md#a-charge-that-got-no-answer). `{amount}` is dollars, `{time}`
   * 'YYYY-MM-DD HH:mm' in the batch's time zone.
   */
  paymentNotConfirmed:
    'Payment not confirmed: the charge of {amount} asked at {time} got no answer, so your card may or may not have been charged. Nothing was booked. Charge the card again, or book the {product}s and leave the payment to the courier.',
  /** The choice to charge again after an unconfirmed payment. */
  paymentChargeAgain: 'Charge My Card Again',
  /** What charging again risks. */
  paymentChargeAgainWarning:
    'If the first charge went through, your card will be charged twice: the courier refunds the extra charge.',
  /** The choice to book without charging after an unconfirmed payment. */
  paymentBookUnpaid: 'Book And Leave The Payment To The Courier',
} as const
