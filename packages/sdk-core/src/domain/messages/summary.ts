/** Texts of saving a delivery to the order and of the summary's submit (part 1 §2; part 2 §2.3, §4.2). */
export const summaryMessages = {
  /**
   * The confirmation modal before a delivery is saved (part 1 §2, part 2 §2.3 state what it says, not its words:
   * ours). `{time}` is the pickup window's start 'HH:mm', `{date}` its date in words.
   */
  pickupReadyNotice:
    'Your packages must be ready for pickup at {time} on {date}. A fee may apply if they are not ready.',
  /** The same modal for a delivery without a pickup time yet (ours). */
  pickupReadyNoticeNoTime: 'Your packages must be ready for pickup. A fee may apply if they are not ready.',
} as const
