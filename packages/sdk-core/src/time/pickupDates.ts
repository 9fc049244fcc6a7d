import type { SkippedDays } from '@waybill/sdk-core'
import { addDays, dayMonth, type LocalMoment, type TimeContext, toLocal, weekdayOf } from './localTime.ts'

/** Which skipped-day list a pickup date is checked against (part 1 §5 'Pickup date and time rules'). */
export type PickupDateKind = 'local' | 'intercity' | 'valet'

/** Why a pickup date cannot be chosen; null when it can. */
export type PickupDateBlock = 'past' | 'skipped' | 'sunday' | 'valetAfterCutoff'

/** What `pickupDateState` and `pickupDateStates` read. */
export interface PickupDateInput extends TimeContext {
  /** Local, intercity or valet: picks the skipped-day list and the valet evening rule. */
  readonly kind: PickupDateKind
  /** The account's skipped days, 'DD-MM', per kind (skipped_days). */
  readonly skippedDays: SkippedDays
  /** Sundays may be chosen (is_sunday_delivery_enabled). */
  readonly isSundayDeliveryEnabled: boolean
}

/** Whether one pickup date can be chosen, and why not. */
export interface PickupDateState {
  /** The date, 'YYYY-MM-DD'. */
  readonly date: string
  /** The date can be chosen. */
  readonly selectable: boolean
  /** Why not; null when it can be chosen. */
  readonly block: PickupDateBlock | null
}

/** From this minute of the day (19:00) a valet pickup can no longer be booked for today (part 1 §5, §9). */
export const VALET_TODAY_CUTOFF_MINUTE = 19 * 60

/**
 * How many days ahead the date pickers and `pickupDateStates` offer (our choice, see
 * docs/decisions/time-windows.md).
 *
 * @internal
 */
export const PICKUP_HORIZON_DAYS = 14

/** The rules of `pickupDateState` once `now` is converted: callers that convert once use this. */
export function pickupDateStateAt(
  date: string,
  today: LocalMoment,
  input: Omit<PickupDateInput, 'now' | 'timeZone'>,
): PickupDateState {
  const block = blockOf(date, today, input)
  return { date, selectable: block === null, block }
}

function blockOf(
  date: string,
  today: LocalMoment,
  input: Omit<PickupDateInput, 'now' | 'timeZone'>,
): PickupDateBlock | null {
  if (date < today.date) return 'past'
  if (input.skippedDays[input.kind].includes(dayMonth(date))) return 'skipped'
  if (!input.isSundayDeliveryEnabled && weekdayOf(date) === 0) return 'sunday'
  if (input.kind === 'valet' && date === today.date && today.minute >= VALET_TODAY_CUTOFF_MINUTE) {
    return 'valetAfterCutoff'
  }
  return null
}

/**
 * Whether a pickup date can be chosen (part 1 §5 'Pickup date and time rules', part 2 §5.2): not before today,
 * not a skipped day of its kind ('DD-MM'), not a Sunday unless Sunday delivery is enabled, and for valet not
 * today from 19:00 on.
 *
 * @internal
 *
 * @example
 * ```ts
 * pickupDateState('2026-11-29', { now, timeZone, kind: 'local', skippedDays, isSundayDeliveryEnabled: false })
 * // { date: '2026-11-29', selectable: false, block: 'sunday' }
 * ```
 */
export function pickupDateState(date: string, input: PickupDateInput): PickupDateState {
  return pickupDateStateAt(date, toLocal(input.now, input.timeZone), input)
}

/**
 * Every date of the horizon, today first, each with whether it can be chosen (part 1 §5): what a date picker
 * greys out. `days` defaults to `PICKUP_HORIZON_DAYS`.
 */
export function pickupDateStates(input: PickupDateInput, days = PICKUP_HORIZON_DAYS): PickupDateState[] {
  const today = toLocal(input.now, input.timeZone)
  return Array.from({ length: days }, (_, offset) =>
    pickupDateStateAt(addDays(today.date, offset), today, input),
  )
}

/**
 * The first date of the horizon that can be chosen, or null when none can (part 1 §5).
 *
 * @internal
 */
export function firstSelectablePickupDate(input: PickupDateInput, days = PICKUP_HORIZON_DAYS): string | null {
  return pickupDateStates(input, days).find((state) => state.selectable)?.date ?? null
}
