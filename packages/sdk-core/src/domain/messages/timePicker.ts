/** Texts of the time pickers: the single form's time section and the valet pickup time (part 1 §2, §4, §5). */
export const timePickerMessages = {
  // The pickup time options (part 1 §4 'Time type codes'; part 2 §4.4)
  /** Pickup time option 1 (part 1 §4). */
  pickupOptionWindows: 'Your Delivery Windows',
  /** Pickup time option 2 (part 1 §4). */
  pickupOptionExpress: 'Express Delivery',
  /** Pickup time option 3 (part 1 §4). */
  pickupOptionRush: 'Rush',

  // Our words where the spec states a rule without a text (docs/decisions/time-windows.md#the-pickers)
  /** While the time options of the trip are being loaded. */
  timesLoading: 'Loading the available times…',
  /** Marks a slot the spec shows in red: close to the earliest one (part 1 §5 'Express', 'Valet pickup window'). */
  timeSlotSoon: 'short notice',
  /** Marks an express slot that carries the express premium (part 1 §5 'Express'). */
  timeSlotPremium: 'express premium',
  /** Under a chosen express slot that carries the premium (part 1 §5 'Express'). */
  expressPremiumApplies: 'An express premium applies to this drop-off time.',
  /** Valet: today is still selectable but every start has passed (part 1 §5, from 18:31 until 19:00). */
  valetNoStartsLeft: 'No pickup times are left on this date. Please choose another date.',
} as const
