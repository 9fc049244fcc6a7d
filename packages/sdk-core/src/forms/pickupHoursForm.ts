import { WEEKDAYS } from '../api/wire/account.ts'
import type { PickupHours, Weekday } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import { formatClock, parseClock } from '../time/localTime.ts'
import { hasNoErrors } from './patterns.ts'

/**
 * One weekday of the pickup hours form as the user set it.
 *
 * @internal
 */
export interface PickupDayValues {
  /** The day's checkbox: ticked means pickups that day; unticked shows 'No Pickups'. */
  readonly enabled: boolean
  /** When pickups start, 'HH:mm'; kept while the day is unticked, so ticking it again restores it. */
  readonly start: string
  /** When pickups end, 'HH:mm'. */
  readonly end: string
}

/**
 * The pickup hours form, sunday to saturday (part 1 §2 'Pickup hours').
 *
 * @internal
 */
export type PickupHoursValues = Readonly<Record<Weekday, PickupDayValues>>

/**
 * Field messages of the pickup hours form, by weekday; a valid day has none.
 *
 * @internal
 */
export type PickupHoursErrors = Partial<Record<Weekday, string>>

/**
 * The hours every day starts with: 09:00-16:00 (part 1 §2 'Pickup hours').
 *
 * @internal
 */
export const DEFAULT_PICKUP_DAY = { start: '09:00', end: '16:00' } as const

/**
 * Minutes between two options of the pickup hours pickers: the standard step (part 1 §9).
 *
 * @internal
 */
export const PICKUP_HOURS_STEP = 30

/**
 * The form's starting values: the saved hours, a day without pickups unticked (with the default times ready for
 * when it is ticked); every day ticked at 09:00-16:00 when no hours are given (part 1 §2 'Pickup hours').
 *
 * @internal
 *
 * @example
 * ```ts
 * pickupHoursValues().monday // { enabled: true, start: '09:00', end: '16:00' }
 * pickupHoursValues(account.pickupHours)
 * ```
 */
export function pickupHoursValues(hours?: PickupHours | null): PickupHoursValues {
  const entries = WEEKDAYS.map((day): [Weekday, PickupDayValues] => {
    if (!hours) return [day, { enabled: true, ...DEFAULT_PICKUP_DAY }]
    const window = hours[day]
    return [day, window ? { enabled: true, ...window } : { enabled: false, ...DEFAULT_PICKUP_DAY }]
  })
  return Object.fromEntries(entries) as Record<Weekday, PickupDayValues>
}

const PICKUP_HOUR_GRID: readonly string[] = Array.from({ length: 1440 / PICKUP_HOURS_STEP }, (_, index) =>
  formatClock(index * PICKUP_HOURS_STEP),
)

/**
 * The times a start or end picker offers: '00:00' to '23:30' every 30 minutes (part 1 §9). A `current` value off
 * that grid (e.g. a saved '09:15') comes first, so that the picker keeps showing it until the user changes it.
 *
 * @internal
 *
 * @example
 * ```ts
 * pickupHourOptions().slice(0, 2) // ['00:00', '00:30']
 * pickupHourOptions('09:15').slice(0, 2) // ['09:15', '00:00']
 * ```
 */
export function pickupHourOptions(current?: string): readonly string[] {
  return current && !PICKUP_HOUR_GRID.includes(current) ? [current, ...PICKUP_HOUR_GRID] : PICKUP_HOUR_GRID
}

/**
 * Checks the pickup hours form: a ticked day needs a start and an end ('Please Check Your Time') and its end must
 * come after its start ('End time must be after start time'; the spec gives no text). An unticked day is valid.
 *
 * @internal
 *
 * @example
 * ```ts
 * validatePickupHours({ ...values, monday: { enabled: true, start: '16:00', end: '09:00' } }).monday
 * // 'End time must be after start time'
 * ```
 */
export function validatePickupHours(values: PickupHoursValues): PickupHoursErrors {
  const errors: PickupHoursErrors = {}
  for (const day of WEEKDAYS) {
    const { enabled, start, end } = values[day]
    if (!enabled) continue
    const from = parseClock(start)
    const to = parseClock(end)
    if (from === undefined || to === undefined) errors[day] = messages.checkYourTime
    else if (to <= from) errors[day] = messages.pickupEndBeforeStart
  }
  return errors
}

/**
 * Whether {@link validatePickupHours} found nothing.
 *
 * @internal
 */
export function isPickupHoursValid(errors: PickupHoursErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * The hours `account.savePickupHours` sends, from valid form values: an unticked day is `null` ('No Pickups'),
 * a ticked one its times as 'HH:mm'.
 *
 * @internal
 *
 * @throws TypeError when a ticked day has no valid time: call it only after {@link validatePickupHours} found nothing.
 */
export function toPickupHours(values: PickupHoursValues): PickupHours {
  const entries = WEEKDAYS.map((day) => {
    const { enabled, start, end } = values[day]
    if (!enabled) return [day, null] as const
    const from = parseClock(start)
    const to = parseClock(end)
    if (from === undefined || to === undefined) throw new TypeError(`toPickupHours: no valid time on ${day}`)
    return [day, { start: formatClock(from), end: formatClock(to) }] as const
  })
  return Object.fromEntries(entries) as PickupHours
}

/**
 * A weekday as the screen names it, e.g. 'Sunday'.
 *
 * @internal
 */
export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1)
}
