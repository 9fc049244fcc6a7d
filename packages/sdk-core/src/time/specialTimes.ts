import type { DropoffTimeOption } from '../domain/timeOptions.ts'
import { parseClock, roundUp } from './localTime.ts'

/** Deliver before, after or between times the user picks (part 1 §5 'Special drop-off times'). */
export type SpecialVariant = 'before' | 'after' | 'between'

/** The bounds of the time pickers of one special drop-off option; all minutes of the drop-off day. */
export interface SpecialTimeBounds {
  /** Before (the option carries only a later time), after (only an early time) or between (both). */
  readonly variant: SpecialVariant
  /** Days after the pickup date the drop-off happens (1 or more for next-day options). */
  readonly dayOffset: number
  /** Earliest time that can be picked; for between, the early time. */
  readonly earliest: number
  /** Latest time that can be picked; for between, the early time. */
  readonly latest: number
  /** Between only: the earliest later time before an early time is picked; null otherwise. */
  readonly laterEarliest: number | null
  /** Between only: the latest later time (21:00 at most); null otherwise. */
  readonly laterLatest: number | null
}

/**
 * What {@link specialTimeBounds} reads.
 *
 * @internal
 */
export interface SpecialTimeInput {
  /** The special drop-off option (is_special_timing). */
  readonly option: DropoffTimeOption
  /** End of the chosen pickup window, minute of the pickup day. */
  readonly pickupLater: number
  /** The trip is intercity: the intercity minimum special time applies, else the local one. */
  readonly isIntercity: boolean
  /** Hours from the pickup window's end to the earliest local special time (local_min_special_time). */
  readonly localMinSpecialTime: number
  /** The same for intercity trips (intercity_min_special_time). */
  readonly intercityMinSpecialTime: number
}

/** The latest special time, 20:00; 'between' allows its later time up to 21:00 (part 1 §5, part 2 §5.2). */
export const SPECIAL_MAX_MINUTE = 20 * 60

/** The latest later time of a 'between' special option, 21:00 (part 1 §5). */
export const SPECIAL_BETWEEN_LATER_MAX_MINUTE = 21 * 60

/** Next-day special times start at 11:00 on the next day (part 1 §5). */
export const NEXT_DAY_START_MINUTE = 11 * 60

/** The hour added to a picked time that closes the drop-off window (the 60-minute drop-off minimum, part 1 §5). */
export const SPECIAL_WINDOW_END_MARGIN = 60

/**
 * Standard pickers step 30 minutes (part 1 §9): special bounds are rounded up onto that grid, and the special
 * time selects offer their times on it.
 *
 * @internal
 */
export const SPECIAL_STEP = 30

/** The variant of a special option by the times it carries; null when it carries none. */
export function specialVariant(option: DropoffTimeOption): SpecialVariant | null {
  if (option.earlyTime !== null && option.laterTime !== null) return 'between'
  if (option.laterTime !== null) return 'before'
  if (option.earlyTime !== null) return 'after'
  return null
}

const capped = (time: string | null, fallback: number, cap: number) =>
  Math.min(time === null ? fallback : (parseClock(time) ?? fallback), cap)

/**
 * The picker bounds of a special drop-off option (part 1 §5 'Special drop-off times', part 2 §5.2), or null when
 * the option carries no time. The earliest time is the pickup window's end plus the local or intercity minimum
 * special time, plus 1 hour when the picked time closes the window (before; between's later time) — the times
 * that open it (after; between's early time) are the "flagged" ones without the hour. Next-day options
 * (is_next_day_do, or deliver_in_future_days above 0) start at 11:00 instead. The latest is the option's own
 * time, capped at 20:00 (21:00 for between's later time). Earliest times are rounded up to the 30-minute grid.
 * When an earliest exceeds its latest, the option cannot be used.
 *
 * @internal
 *
 * @example
 * ```ts
 * // 'Deliver before' 20:00 after a pickup ending 12:00, local minimum 3 hours: 16:00 to 20:00
 * specialTimeBounds({ option, pickupLater: 720, isIntercity: false, localMinSpecialTime: 3, intercityMinSpecialTime: 5 })
 * ```
 */
export function specialTimeBounds(input: SpecialTimeInput): SpecialTimeBounds | null {
  const { option } = input
  const variant = specialVariant(option)
  if (variant === null) return null
  const laterDay = option.isNextDay || option.deliverInFutureDays > 0
  const dayOffset = option.isNextDay ? Math.max(1, option.deliverInFutureDays) : option.deliverInFutureDays
  const hours = input.isIntercity ? input.intercityMinSpecialTime : input.localMinSpecialTime
  const opens = laterDay ? NEXT_DAY_START_MINUTE : input.pickupLater + Math.round(hours * 60)
  const opening = roundUp(opens, SPECIAL_STEP)
  const closing = roundUp(opens + SPECIAL_WINDOW_END_MARGIN, SPECIAL_STEP)
  if (variant === 'before') {
    const latest = capped(option.laterTime, SPECIAL_MAX_MINUTE, SPECIAL_MAX_MINUTE)
    return { variant, dayOffset, earliest: closing, latest, laterEarliest: null, laterLatest: null }
  }
  const latest = capped(option.earlyTime, SPECIAL_MAX_MINUTE, SPECIAL_MAX_MINUTE)
  if (variant === 'after') {
    return { variant, dayOffset, earliest: opening, latest, laterEarliest: null, laterLatest: null }
  }
  const laterLatest = capped(
    option.laterTime,
    SPECIAL_BETWEEN_LATER_MAX_MINUTE,
    SPECIAL_BETWEEN_LATER_MAX_MINUTE,
  )
  return { variant, dayOffset, earliest: opening, latest, laterEarliest: closing, laterLatest }
}

/**
 * Whether the bounds leave at least one time to pick (for between, an early and a later one).
 *
 * @internal
 */
export function specialTimesPossible(bounds: SpecialTimeBounds): boolean {
  if (bounds.earliest > bounds.latest) return false
  if (bounds.laterEarliest === null || bounds.laterLatest === null) return true
  return Math.max(bounds.laterEarliest, bounds.earliest + SPECIAL_WINDOW_END_MARGIN) <= bounds.laterLatest
}

/**
 * The later-time bounds of a 'between' option once its early time is picked: at least 1 hour after it (the
 * 60-minute drop-off minimum) and after `SpecialTimeBounds.laterEarliest`; null for other variants.
 *
 * @internal
 */
export function betweenLaterBounds(
  bounds: SpecialTimeBounds,
  early: number,
): { readonly earliest: number; readonly latest: number } | null {
  if (bounds.laterEarliest === null || bounds.laterLatest === null) return null
  const earliest = Math.max(bounds.laterEarliest, roundUp(early + SPECIAL_WINDOW_END_MARGIN, SPECIAL_STEP))
  return { earliest, latest: bounds.laterLatest }
}
