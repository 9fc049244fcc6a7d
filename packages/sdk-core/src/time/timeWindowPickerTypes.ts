import type { Account } from '../domain/account.ts'
import type { TimeOption } from '../domain/timeOptions.ts'
import type { OrderDraftStore } from '../draft/orderDraft.ts'
import type { Store } from '../store.ts'
import type { DropoffOptionState } from './dropoffOptions.ts'
import type { ExpressWindow } from './express.ts'
import type { PickupDateState } from './pickupDates.ts'
import type { PickupOptionHidden } from './pickupOptions.ts'
import type { RushWindow } from './rush.ts'
import type { SpecialTimeBounds } from './specialTimes.ts'
import type { PickupDayOption } from './timeOptionStates.ts'
import type { WindowProblems } from './windowRules.ts'

/* The public types of the time picker (`createTimeWindowPicker`): its options, its state and its actions. */

/**
 * The account settings the time picker reads (company info).
 *
 * @internal
 */
export type TimeWindowPickerAccount = Pick<
  Account,
  | 'isExpressEnabled'
  | 'expressMaxTime'
  | 'rushDistance'
  | 'localMinSpecialTime'
  | 'intercityMinSpecialTime'
  | 'skippedDays'
  | 'isSundayDeliveryEnabled'
>

/**
 * One of 'Your Delivery Windows': a server pickup window (type 1) on the chosen date.
 *
 * @internal
 */
export interface PickupWindowChoice extends PickupDayOption {
  /** The time check it would fail ('Please Check Your Time' once it has ended); null when it can be chosen. */
  readonly disabled: string | null
  /** The draft's pickup is this window. */
  readonly chosen: boolean
  /** It can be chosen now: shown and not disabled (a chosen window may stop being offered, e.g. at its cut-off). */
  readonly offered: boolean
}

/**
 * The express drop-off window the draft holds.
 *
 * @internal
 */
export interface ExpressSlotChoice {
  /** Drop-off window start, minute of the day. */
  readonly start: number
  /** Drop-off window end, minute of the day. */
  readonly end: number
  /** The start is still one of the picker's slots (a slot chosen earlier may have become too soon). */
  readonly offered: boolean
  /** The slot is shown red (part 1 §5). */
  readonly red: boolean
  /** The express premium applies (part 1 §5). */
  readonly premium: boolean
}

/**
 * The 'Express Delivery' section (part 1 §5 'Express').
 *
 * @internal
 */
export interface ExpressSection {
  /** The server's Express Delivery option (type 2) on the date; null when it sends none. */
  readonly option: PickupDayOption | null
  /** Shown: the option is offered, or withheld only because of an edit or an intercity trip (then disabled). */
  readonly visible: boolean
  /** Why the server's option is withheld; null when offered. */
  readonly hidden: PickupOptionHidden | null
  /** The picker's slots, or why there are none (`block`, and the message when too late); null when not shown. */
  readonly window: ExpressWindow | null
  /** The draft's pickup option is Express Delivery. */
  readonly selected: boolean
  /** The express window the draft holds, or null. */
  readonly chosen: ExpressSlotChoice | null
  /** The ends the later picker offers for the chosen start; empty without one. */
  readonly endSlots: readonly number[]
}

/**
 * The 'Rush' section (part 1 §5 'Rush').
 *
 * @internal
 */
export interface RushSection {
  /** The server's Rush option (type 3) on the date; null when it sends none. */
  readonly option: PickupDayOption | null
  /** Shown: today, before 18:00, within rush_distance, and the server's other rules. */
  readonly visible: boolean
  /** Why it is not shown; null when shown or absent. */
  readonly hidden: PickupOptionHidden | null
  /** The windows and type codes choosing it gives now; null when not shown. */
  readonly window: RushWindow | null
  /** The draft's pickup option is Rush. */
  readonly selected: boolean
  /** It can be chosen now: shown, with its windows (a chosen Rush stops being offered at 18:00). */
  readonly offered: boolean
}

/**
 * The special drop-off option the draft holds, with its picked times.
 *
 * @internal
 */
export interface SpecialChoice {
  /** The option's index (the server's). */
  readonly index: number
  /** The bounds of its pickers. */
  readonly bounds: SpecialTimeBounds
  /** Before: the time to deliver by; after: from; between: the early time. */
  readonly time: number
  /** Between: the later time; null otherwise. */
  readonly later: number | null
  /** Between: the later picker's bounds once the early time is picked; null otherwise. */
  readonly laterBounds: { readonly earliest: number; readonly latest: number } | null
}

/**
 * The drop-off options of the chosen pickup window or Rush (Express picks its own drop-off window).
 *
 * @internal
 */
export interface DropoffSection {
  /** Standard, next-day and special options with their states; empty before a pickup is chosen. */
  readonly options: readonly DropoffOptionState[]
  /** Index of the option the draft's drop-off window is, or null. */
  readonly chosen: number | null
  /** The chosen special option and its times, or null. */
  readonly special: SpecialChoice | null
}

/**
 * Everything the single-delivery form's time section shows for the draft's pickup date.
 *
 * @internal
 */
export interface TimeWindowPickerState {
  /** Today in the account timezone, 'YYYY-MM-DD'. */
  readonly today: string
  /** The draft's pickup date, or null. */
  readonly date: string | null
  /** The date picker's horizon, today first, with each date's state. */
  readonly dates: readonly PickupDateState[]
  /** The first date of the horizon that can be chosen; null when none can. */
  readonly firstSelectableDate: string | null
  /** The state of the draft's date; null without one or outside the horizon. */
  readonly dateState: PickupDateState | null
  /** 'Your Delivery Windows'; empty unless the draft's date can be chosen. */
  readonly windows: readonly PickupWindowChoice[]
  /** 'Express Delivery'. */
  readonly express: ExpressSection
  /** 'Rush'. */
  readonly rush: RushSection
  /** The drop-off options of the chosen pickup. */
  readonly dropoffs: DropoffSection
  /**
   * The time checks of the draft's choice (part 1 §5 'Single delivery checks'); also, under 'Pickup Time', a
   * chosen delivery window or Rush that is no longer offered.
   */
  readonly problems: WindowProblems
  /**
   * The draft's date can be chosen but no delivery window, Express or Rush is shown on it: the form shows 'No
   * Times Available Based On The Locations And Date Selected'.
   */
  readonly noTimes: boolean
}

/**
 * The trip facts the time picker needs, when they do not come from the draft.
 *
 * @internal
 */
export interface TimeWindowPickerTrip {
  /** The trip is intercity (the server's answer): Express is disabled, the intercity lists apply. */
  readonly intercity: boolean
  /** Trip distance in km as measured (not rounded), or null while unknown (Rush is then not offered). */
  readonly distanceKm: number | null
  /** Driving time in whole minutes; 0 while unknown. */
  readonly travelMinutes: number
}

/**
 * A store of time options the picker can follow, e.g. `createTripLookup`'s.
 *
 * @internal
 */
export type TimeOptionsSource = Store<{ readonly timeOptions: readonly TimeOption[] }>

/**
 * Options of `createTimeWindowPicker`.
 *
 * @internal
 */
export interface TimeWindowPickerOptions {
  /** The draft the choices are written to; its pickup date is the date shown. */
  readonly draft: OrderDraftStore
  /** The account's time settings, or a getter read at every re-evaluation. */
  readonly account: TimeWindowPickerAccount | (() => TimeWindowPickerAccount)
  /** The current instant, epoch milliseconds. */
  readonly now: () => number
  /** The account timezone; America/Edmonton by default. */
  readonly timeZone?: string
  /**
   * The server's time options for the pickup location (an empty list while none are loaded): a getter, read at
   * every re-evaluation, or a store whose snapshot holds them (the trip lookup), followed while subscribed to.
   */
  readonly timeOptions: (() => readonly TimeOption[]) | TimeOptionsSource
  /**
   * The trip, or a getter; by default the draft's: its intercity answer, its distance in metres / 1000 (the Rush
   * rule, part 1 §5) and its driving time in minutes rounded up (§9).
   */
  readonly trip?: TimeWindowPickerTrip | (() => TimeWindowPickerTrip)
  /**
   * Whose rules: the single form's ('single', the default), or the older shipment flow's ('shipment': the delivery
   * windows only, no Express or Rush, and its checks with the older minimums, part 1 §5 'Older checks').
   */
  readonly mode?: 'single' | 'shipment'
}

/**
 * The headless time picker of the single-delivery form: its state, and the user's choices as draft actions. It
 * follows the draft (and a time options store) only while it has subscribers; its actions re-read them anyway.
 *
 * @internal
 */
export interface TimeWindowPicker extends Store<TimeWindowPickerState> {
  /** Chooses the pickup date; false (refused) for a date outside the horizon or one that cannot be chosen. */
  chooseDate(date: string): boolean
  /**
   * Chooses a server pickup option by its index: a delivery window (pickup type 2, its window, the drop-off
   * cleared), Express Delivery (the section; a slot comes next) or Rush. False when it is not offered.
   */
  choosePickupOption(index: number): boolean
  /** Chooses an express drop-off window (`end` = start + 15 by default); false unless the pickers offer it. */
  chooseExpressSlot(start: number, end?: number): boolean
  /** Chooses Rush: pickup type 3, the next half hour, a 2-hour drop-off window; false when not offered. */
  chooseRush(): boolean
  /** Chooses a drop-off option by its index; a special one starts at its earliest times. False when disabled. */
  chooseDropoffOption(index: number): boolean
  /** Picks a special option's times (`later` for between only); false outside its bounds. */
  chooseSpecial(index: number, time: number, later?: number | null): boolean
  /**
   * Re-reads `now`, the time options, the account and the trip (the widget calls it every minute, and when
   * those change). The type codes of the draft's choice are planned again at the new `now`.
   */
  tick(): void
  /**
   * Does nothing: the picker follows the draft only while subscribed to.
   * @deprecated Unsubscribe instead; kept so that earlier callers still compile.
   */
  destroy(): void
}
