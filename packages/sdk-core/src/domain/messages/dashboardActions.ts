/**
 * Texts of a dashboard row's actions: the cancel modal's form and the edit warning modal (part 2 §2.1, §4.2).
 * Our words, except the edit warning, which quotes part 2 §4.2. `{name}` is the order's name and `{fee}` an
 * amount; see `fillText`.
 */
export const dashboardActionsMessages = {
  /** The cancel modal's title while the form is open (our words; part 2 §4.2 only gives the answer titles). */
  cancelOrderTitle: 'Cancel order {name}',
  /** The cancellation penalty shown before confirming, status 3 only (part 2 §4.2); see `fillText`. */
  cancelFeeNotice: 'Cancelling this order now costs a cancellation fee of {fee}.',
  /** Announced while the cancel request is on its way (part 2 §4.2 state 'submitting'). */
  cancelSubmitting: 'Cancelling order {name}…',
  /** The body under 'Success!!!' (part 2 §4.2 state 'success'). */
  cancelDone: 'Order {name} is cancelled.',
  /** Added under 'Success!!!' when the server charged a penalty (part 2 §4.2 cancelFee). */
  cancelFeeCharged: 'A cancellation fee of {fee} was charged.',
  /** The edit warning modal's title (part 2 §2.1 'edit warning modal'). */
  editWarningTitle: 'Edit order {name}?',
  /** The edit warning modal's body: part 2 §4.2 word for word. */
  editWarning: 'Editing is free but voids the old label and generates a new one.',

  // The cancel modal's form: our words (part 2 §4.2 gives the reasons, 'A comment is required' and Close only)
  /** The label of the cancel reason select, 'I changed my mind' first (ours; part 2 §4.2 'Cancel reasons'). */
  cancelReasonLabel: 'Reason',
  /** The label of the required cancel comment (ours; part 2 §4.2 'A comment is required'). */
  cancelCommentLabel: 'Comment',
  /** The cancel modal's submit button, hidden while submitting and after success (ours; part 2 §4.2). */
  cancelConfirm: 'Cancel order',
  /** The cancel modal's button that leaves the form without cancelling (ours). */
  cancelKeep: 'Keep order',
  // Its Close (part 2 §4.2's word) is the shared `close`.
  /** The accessible name of a row's group of actions (ours); its Edit and Cancel are the shared captions. */
  orderActionsGroup: 'Actions for {name}',
  /** A row's action that copies the order into a new draft (part 2 §4.2's word). */
  orderRepost: 'Repost',
  /** A row's link to the order's printable label (ours). */
  orderLabel: 'Label',
} as const
