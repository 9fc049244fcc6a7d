/**
 * What a pickup time option is (part 1 §4 'Pickup time options'): 1 Your Delivery Windows, 2 Express
 * Delivery (local only), 3 Rush.
 */
export type PickupOptionType = 1 | 2 | 3

/** A pickup window the server offers at a location (part 1 §3 'Time options from the server'). */
export interface PickupTimeOption {
  /** Start of the window, 'HH:mm' (the wire's seconds cut). */
  readonly earlyTime: string
  /** End of the window, 'HH:mm'. */
  readonly laterTime: string
  /** Label to show. */
  readonly text: string
  /** After this time of day, 'HH:mm', the option is hidden for today (part 1 §5); null: no cut-off. */
  readonly cutOffTime: string | null
  /** Weekdays the option is offered on, 0 = Sunday to 6 = Saturday; hidden on other days (part 1 §5). */
  readonly serviceDays: readonly number[]
  /** 'local' or 'intercity': a non-local option is hidden on a local trip (part 1 §5, part 2 §5.2). */
  readonly deliveryType: 'local' | 'intercity'
  /** 1 delivery window, 2 express, 3 rush (part 1 §4). */
  readonly type: PickupOptionType
}

/**
 * A drop-off option (part 1 §3). A standard window has both times, or only `laterTime` for "by" a time. A
 * special one (deliver before, after or between a time the user picks) carries the latest times allowed:
 * before → `laterTime`, after → `earlyTime`, between → both.
 */
export interface DropoffTimeOption {
  /** Start of the window, 'HH:mm', or null. */
  readonly earlyTime: string | null
  /** End of the window, 'HH:mm', or null. */
  readonly laterTime: string | null
  /** Label to show. */
  readonly text: string
  /** Deliver before / after / between a time the user picks (is_special_timing). */
  readonly isSpecialTiming: boolean
  /** A next-day drop-off, from 11:00 the next day (is_next_day_do). */
  readonly isNextDay: boolean
  /** Days after the pickup date the drop-off happens; 0 the same day (deliver_in_future_days). */
  readonly deliverInFutureDays: number
  /** Position of the option in the list (index). */
  readonly index: number
}

/** A pickup window and the drop-off options that go with it: one entry of the server's time options. */
export interface TimeOption {
  /** The pickup window. */
  readonly pickup: PickupTimeOption
  /** The drop-off options after that window, in index order. */
  readonly dropoffs: readonly DropoffTimeOption[]
}
