import type { SkippedDays, TimeOption } from '@waybill/sdk-core'
import { type DropoffOptionState, dropoffOptionState } from './dropoffOptions.ts'
import { addDays, parseClock, type TimeContext, toLocal, weekdayOf } from './localTime.ts'
import {
  PICKUP_HORIZON_DAYS,
  type PickupDateKind,
  type PickupDateState,
  pickupDateStateAt,
} from './pickupDates.ts'
import { type PickupOptionState, type PickupOptionTrip, pickupOptionHiddenAt } from './pickupOptions.ts'
import type { PickupType } from './typeCodes.ts'

/** What {@link timeOptionStates} reads: the server's options, the trip, the account's time settings and `now`. */
export interface TimeOptionStatesInput extends PickupOptionTrip, TimeContext {
  /** The server's time options for the pickup location (get-custom-times-from-coordinate). */
  readonly options: readonly TimeOption[]
  /** The account's skipped days (the local or intercity list applies, by the trip). */
  readonly skippedDays: SkippedDays
  /** Sundays may be chosen (is_sunday_delivery_enabled). */
  readonly isSundayDeliveryEnabled: boolean
  /** Hours from the pickup window's end to the earliest local special time (local_min_special_time). */
  readonly localMinSpecialTime: number
  /** The same for intercity trips (intercity_min_special_time). */
  readonly intercityMinSpecialTime: number
  /** Days of the horizon, today first; {@link PICKUP_HORIZON_DAYS} by default. */
  readonly days?: number
}

/** A pickup option on one date with the drop-off options that choosing it leaves. */
export interface PickupDayOption extends PickupOptionState {
  /** The pickup type choosing it gives: 3 for Rush, else 2 (Express may become 3 later, see `expressPlan`). */
  readonly pickupType: PickupType
  /**
   * Its drop-off options' states. They depend on the pickup window and type, not on the date, so every day
   * shares one array per pickup option.
   */
  readonly dropoffs: readonly DropoffOptionState[]
}

/** One date of the horizon: whether it can be chosen and every pickup option's state on it. */
export interface DayTimeOptions {
  /** 'YYYY-MM-DD'. */
  readonly date: string
  /** Whether the date can be chosen as the pickup date, and why not. */
  readonly dateState: PickupDateState
  /** Every server pickup option, in the server's order, shown or hidden on this date. */
  readonly pickups: readonly PickupDayOption[]
}

function dropoffsOf(entry: TimeOption, pickupType: PickupType, input: TimeOptionStatesInput) {
  const pickupLater = parseClock(entry.pickup.laterTime)
  return entry.dropoffs.map((option): DropoffOptionState => {
    if (pickupLater !== undefined) return dropoffOptionState(option, { ...input, pickupLater, pickupType })
    const kind = option.isSpecialTiming ? 'special' : option.isNextDay ? 'nextDay' : 'standard'
    const dayOffset = option.deliverInFutureDays
    return { index: option.index, option, kind, disabled: true, reason: 'noTimes', dayOffset, special: null }
  })
}

/**
 * Every pickup and drop-off option state for each day of the horizon (part 1 §5 'Pickup date and time rules',
 * part 2 §5.2): which dates can be chosen (today, skipped days of the trip's kind, Sundays), which pickup options
 * are shown on each (cut-off, service days, local/intercity, Express and Rush), and for each pickup option the
 * standard, next-day and special drop-off options it leaves. `now` is converted once; the rest is integers.
 *
 *
 * @example
 * ```ts
 * const days = timeOptionStates({ now: Date.now(), timeZone: 'America/Edmonton', options, ...account, ...trip })
 * days[0].pickups.filter((pickup) => pickup.visible)
 * ```
 */
export function timeOptionStates(input: TimeOptionStatesInput): DayTimeOptions[] {
  const today = toLocal(input.now, input.timeZone)
  const kind: PickupDateKind = input.isIntercity ? 'intercity' : 'local'
  const dateRules = {
    kind,
    skippedDays: input.skippedDays,
    isSundayDeliveryEnabled: input.isSundayDeliveryEnabled,
  }
  const perOption = input.options.map((entry) => {
    const pickupType: PickupType = entry.pickup.type === 3 ? 3 : 2
    return { entry, pickupType, dropoffs: dropoffsOf(entry, pickupType, input) }
  })
  const days: DayTimeOptions[] = []
  for (let offset = 0; offset < (input.days ?? PICKUP_HORIZON_DAYS); offset++) {
    const date = addDays(today.date, offset)
    const weekday = weekdayOf(date)
    const pickups = perOption.map(({ entry, pickupType, dropoffs }, index): PickupDayOption => {
      const hidden = pickupOptionHiddenAt(entry.pickup, date, weekday, today, input)
      return { index, option: entry.pickup, visible: hidden === null, hidden, pickupType, dropoffs }
    })
    days.push({ date, dateState: pickupDateStateAt(date, today, dateRules), pickups })
  }
  return days
}
