/** Texts any screen can show: failed calls, render errors, the zone check, yes/no columns (part 1 §8, part 2 §8). */
export const generalMessages = {
  /** Company info non-200 (part 1 §8): logged only. */
  companyInfoFailed: 'Error fetching company info',
  /** Any failed call whose server gave no message (part 2 §8). */
  requestFailed: 'An error ocurred while processing your request',
  /** No answer at all (not in the spec: our words, see docs/decisions/client-and-session.md). */
  networkFailed: 'We could not reach the server. Check your connection and try again.',
  /** No answer in time (not in the spec: our words, see docs/decisions/client-and-session.md). */
  timedOut: 'The server took too long to answer. Please try again.',
  /** Render error fallback (part 1 §8, part 2 §2.10). */
  renderFailed: 'Something went wrong.',
  /** Zone check failed for a what3words address or the batch edit modal (part 1 §5, §8; part 2 §8); see `fillNames`. */
  locationNotServiced: 'This location is not currently serviced by {brand}',
  /** Zone check failed for a contact block's address (part 2 §8 'Zone check failure'); see `fillNames`. */
  addressNotServiced: 'This address is not currently serviced by {brand}',
  /** A yes/no column, e.g. the contacts table's Pickup and Drop Off (part 1 §2 'Contacts screen'). */
  yes: 'YES',
  /** A yes/no column, e.g. the contacts table's Pickup and Drop Off (part 1 §2 'Contacts screen'). */
  no: 'NO',
  // Button captions many screens share (ours unless noted); one text, one entry.
  /** Closes a modal or an info window once there is nothing left to do in it (part 2 §4.2's word). */
  close: 'Close',
  /** Leaves a confirmation or a form without doing anything. */
  cancel: 'Cancel',
  /** Opens an item in its form: a delivery of the summary, an order of the dashboard. */
  edit: 'Edit',
  /** Takes an item out of a list, e.g. a delivery out of the order. */
  remove: 'Remove',
  /** Acknowledges a notice. */
  ok: 'OK',
  /** Asks a failed call again (a photo upload, a price). */
  tryAgain: 'Try again',
  /** The name of an alert's × button. */
  dismiss: 'Dismiss',
  /** Added to the accessible name of a link that opens a new window (a label, a PDF). */
  opensInNewWindow: '(opens in a new window)',
} as const
