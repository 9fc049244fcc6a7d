/**
 * Texts of the label flows (part 2 §2.1, §4.2, §4.7, §8, §9): the bulk label modal, its no-selection warning and
 * the label reminder. Our words, except the size names, which are part 2 §9's; the modal's ok and fail texts are
 * the spec's, in the dashboard area (`labelsSent`, `labelsFailed`). `{product}` is filled by `fillNames`. Their
 * Cancel, Close and OK are the shared `cancel`, `close` and `ok`.
 */
export const labelsMessages = {
  /** The bulk label modal's title (part 2 §2.1 'Download All labels'). */
  labelsTitle: 'Download labels',
  /** Announced while the labels are being prepared (part 2 §4.7, between 'form' and 'ok' or 'fail'). */
  labelsSending: 'Preparing your labels…',
  /** The A6 label size, the default (part 2 §9 'A6 (4x6) default'). */
  labelSizeA6: 'A6 (4x6)',
  /** The A7 label size, `small` (part 2 §9 'A7 (3x4) small'). */
  labelSizeA7: 'A7 (3x4)',
  /** Labels sorted by the order name, A to Z (part 2 §9 'Label order: name ascending'). */
  labelOrderAsc: 'Name ascending',
  /** Labels sorted by the order name, Z to A (part 2 §9 'Label order: name descending'). */
  labelOrderDesc: 'Name descending',
  /** The warning modal's title when no row is ticked (part 2 §8 'No rows selected for labels'). */
  labelsNoSelectionTitle: 'No {product}s selected',
  /** The warning modal's body when no row is ticked (part 2 §8 'No rows selected for labels'). */
  labelsNoSelection:
    'Tick the {product}s whose labels you want in the Select column, then download them again.',
  /**
   * The text of the new window a label opens in, while its PDF is fetched (issue 21: no api code in its address); its
   * title is the Label link's own, `orderLabel`.
   */
  labelWindowLoading: 'Loading the label…',
  /** The label reminder modal's title (part 2 §2.1 'label reminder modal', §4.2). */
  labelReminderTitle: 'Print and attach the label',
  /** The label reminder: the label goes on the package (part 2 §4.2). */
  labelReminder: 'Print this label and attach it to the package before the driver picks it up.',
  /** The label reminder: editing voids the label (part 2 §4.2 'Editing … voids the old label'). */
  labelReminderEdit:
    'If you edit this {product}, this label becomes void: print the new label and attach it instead.',

  // The bulk label modal's fields and buttons (ours)
  /** The legend of the size choice (part 2 §9 'Label sizes'). */
  labelsSizeLabel: 'Size',
  /** The legend of the label order choice (part 2 §9 'Label order'). */
  labelsOrderLabel: 'Label order',
  /** The label of the optional pickup date, yyyy-MM-dd (part 2 §7 orderedlabels `pickupDate`). */
  labelsPickupDate: 'Pickup date',
  /** The button that clears the pickup date. */
  labelsClearDate: 'Clear pickup date',
  /** The label of the pickup window select, loaded for the date (part 2 §7 getPickupTimesForLabelsByDate). */
  labelsPickupTime: 'Pickup time',
  /** Under the pickup window select while no date is chosen. */
  labelsTimeNeedsDate: 'Choose a pickup date to pick one of its times.',
  /** Under the pickup window select while the date's windows are asked for. */
  labelsTimesLoading: 'Loading the pickup times…',
  /** Under the pickup window select when the date has no windows. */
  labelsNoTimes: 'No pickup times on this date: labels of the whole day come.',
  /** The pickup window select's first entry: no window, every time of the day. */
  labelsAnyTime: 'Any time',
  /** The label modal's submit button. */
  labelsSubmit: 'Get labels',
  /** The ok state's link to the PDF, opened in a new window (part 2 §4.7). */
  labelsOpen: 'Open the labels now',

  // The label reminder's choices (ours)
  /** The box that stops the reminder for 360 days (part 2 §4.2 cookie 'hidelabelreminder'). */
  labelReminderHide: "Don't show this again",
  /** The reminder's link that opens the label in a new window. */
  labelReminderPrint: 'Print label',
} as const
