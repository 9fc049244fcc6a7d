import type { PickupTimeOption } from '@waybill/sdk-core'
import { type LocalMoment, parseClock, type TimeContext, toLocal, weekdayOf } from './localTime.ts'
import { type RushBlock, rushBlockAt } from './rush.ts'

/**
 * Why a server pickup option is not shown on a date (part 1 §5, part 2 §5.2); the `rush…` and `express…`
 * reasons apply to options of type 3 and 2 only.
 */
export type PickupOptionHidden =
  | 'cutOffPassed'
  | 'notServiceDay'
  | 'notLocal'
  | 'expressIntercity'
  | 'expressDisabled'
  | 'expressEditing'
  | 'rushNotToday'
  | 'rushAfterCutoff'
  | 'rushTooFar'

/** The trip and account facts pickup option visibility depends on, besides the date and `now`. */
export interface PickupOptionTrip {
  /** The trip is intercity (the server's isIntercity answer). */
  readonly isIntercity: boolean
  /** An existing delivery is being edited (Express is not offered then). */
  readonly isEditing: boolean
  /** The account may order Express (express_enabled). */
  readonly isExpressEnabled: boolean
  /** Trip distance in km, or null while unknown (Rush is then not offered). */
  readonly distanceKm: number | null
  /** The longest trip, in km, for which Rush is offered (rush_distance). */
  readonly rushDistance: number
}

/** What {@link pickupOptionStates} reads. */
export interface PickupOptionsInput extends PickupOptionTrip, TimeContext {
  /** The chosen pickup date, 'YYYY-MM-DD'. */
  readonly date: string
  /** The server's pickup options, in their order. */
  readonly options: readonly PickupTimeOption[]
}

/** One server pickup option on one date: shown or not, and why not. */
export interface PickupOptionState {
  /** Position of the option in the server's list. */
  readonly index: number
  /** The option as the server sent it. */
  readonly option: PickupTimeOption
  /** The option is shown. */
  readonly visible: boolean
  /** Why it is hidden; null when shown. */
  readonly hidden: PickupOptionHidden | null
}

const RUSH_HIDDEN: Record<RushBlock, PickupOptionHidden> = {
  notToday: 'rushNotToday',
  afterCutoff: 'rushAfterCutoff',
  tooFar: 'rushTooFar',
}

/**
 * Why one option is hidden on `date`, `today` being `now` converted once. The cut-off counts from its minute
 * on, and only today; the service days are the weekdays of `date`; a non-local option is hidden while the trip
 * is not intercity (the spec's words: a local option stays on an intercity trip, see
 * docs/decisions/time-windows.md).
 */
export function pickupOptionHiddenAt(
  option: PickupTimeOption,
  date: string,
  weekday: number,
  today: LocalMoment,
  trip: PickupOptionTrip,
): PickupOptionHidden | null {
  if (date === today.date && option.cutOffTime !== null) {
    const cutOff = parseClock(option.cutOffTime)
    if (cutOff !== undefined && today.minute >= cutOff) return 'cutOffPassed'
  }
  if (!option.serviceDays.includes(weekday)) return 'notServiceDay'
  if (option.deliveryType !== 'local' && !trip.isIntercity) return 'notLocal'
  if (option.type === 2) {
    // The account flag first: an account without express_enabled never sees Express, not even disabled.
    if (!trip.isExpressEnabled) return 'expressDisabled'
    if (trip.isIntercity) return 'expressIntercity'
    if (trip.isEditing) return 'expressEditing'
  }
  if (option.type === 3) {
    const block = rushBlockAt(today, { date, distanceKm: trip.distanceKm, rushDistance: trip.rushDistance })
    if (block !== null) return RUSH_HIDDEN[block]
  }
  return null
}

/**
 * Which of the server's pickup options are shown for a pickup date (part 1 §4 'Pickup time options', §5 'Pickup
 * date and time rules'; part 2 §4.4, §5.2): hidden once today's cut-off time has passed, on a weekday outside its
 * service days, or when it is not local while the trip is not intercity; Express (type 2) only for a local trip,
 * an account with express_enabled and a new delivery; Rush (type 3) only today, before 18:00 and within
 * rush_distance km.
 *
 * @example
 * ```ts
 * pickupOptionStates({ now, timeZone, date, options, isIntercity: false, isEditing: false,
 *   isExpressEnabled: true, distanceKm: 8, rushDistance: 15 }).filter((state) => state.visible)
 * ```
 */
export function pickupOptionStates(input: PickupOptionsInput): PickupOptionState[] {
  const today = toLocal(input.now, input.timeZone)
  const weekday = weekdayOf(input.date)
  return input.options.map((option, index) => {
    const hidden = pickupOptionHiddenAt(option, input.date, weekday, today, input)
    return { index, option, visible: hidden === null, hidden }
  })
}

/**
 * Only the pickup options shown for the date, in the server's order (part 1 §5).
 *
 * @internal
 */
export function visiblePickupOptions(input: PickupOptionsInput): PickupTimeOption[] {
  return pickupOptionStates(input)
    .filter((state) => state.visible)
    .map((state) => state.option)
}
