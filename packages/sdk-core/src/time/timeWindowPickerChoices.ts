import type { PickupTimeOption } from '../domain/timeOptions.ts'
import type { OrderDraft } from '../draft/types.ts'
import type { DropoffOptionState } from './dropoffOptions.ts'
import { addDays, parseClock } from './localTime.ts'
import {
  betweenLaterBounds,
  NEXT_DAY_START_MINUTE,
  SPECIAL_BETWEEN_LATER_MAX_MINUTE,
  SPECIAL_WINDOW_END_MARGIN,
  type SpecialTimeBounds,
} from './specialTimes.ts'
import type { TimeWindow } from './timeWindow.ts'
import { WINDOW_MINIMUMS } from './windowRules.ts'

/**
 * The times picked in a special drop-off option (part 1 §5 'Special drop-off times'): the one time of 'before'
 * and 'after', or between's early time with its later time.
 */
export interface SpecialPick {
  /** Before: the time to deliver by; after: the time to deliver from; between: the early time. */
  readonly time: number
  /** Between only: the later time; null for before and after. */
  readonly later: number | null
}

/** A server pickup window as minutes of the day; null when a time cannot be read. */
export function pickupOptionWindow(option: PickupTimeOption): { start: number; end: number } | null {
  const start = parseClock(option.earlyTime)
  const end = parseClock(option.laterTime)
  return start === undefined || end === undefined ? null : { start, end }
}

/**
 * The window a standard or next-day drop-off option gives after a pickup window ending at `pickupEnd` on
 * `pickupDate`, on the option's day. An option with both times is that window; a 'by' option (no early time)
 * opens when the pickup window closes, or on a later day at 11:00 (the next-day start of part 1 §5), earlier
 * only to keep the 60-minute drop-off minimum. Null for a special option or an unreadable time.
 */
export function standardDropoffWindow(
  state: DropoffOptionState,
  pickupDate: string,
  pickupEnd: number,
): TimeWindow | null {
  if (state.kind === 'special' || state.option.laterTime === null) return null
  const end = parseClock(state.option.laterTime)
  if (end === undefined) return null
  const date = addDays(pickupDate, state.dayOffset)
  if (state.option.earlyTime !== null) {
    const start = parseClock(state.option.earlyTime)
    return start === undefined ? null : { date, start, end }
  }
  const opens = Math.min(NEXT_DAY_START_MINUTE, end - WINDOW_MINIMUMS.single.dropoff)
  return { date, start: state.dayOffset === 0 ? pickupEnd : Math.max(0, opens), end }
}

/**
 * The window of a special option with its picked times, or null when a time is outside the option's bounds
 * (`specialTimeBounds`, `betweenLaterBounds`). The side the user does not pick is as wide as the bounds allow:
 * 'before T' opens at the option's opening (its earliest time less the closing hour), 'after T' closes at 21:00,
 * the latest special time of the day.
 */
export function specialDropoffWindow(
  bounds: SpecialTimeBounds,
  pickupDate: string,
  pick: SpecialPick,
): TimeWindow | null {
  const { time, later } = pick
  if (time < bounds.earliest || time > bounds.latest) return null
  const date = addDays(pickupDate, bounds.dayOffset)
  if (bounds.variant === 'before') {
    return { date, start: bounds.earliest - SPECIAL_WINDOW_END_MARGIN, end: time }
  }
  if (bounds.variant === 'after') return { date, start: time, end: SPECIAL_BETWEEN_LATER_MAX_MINUTE }
  const laterBounds = betweenLaterBounds(bounds, time)
  if (laterBounds === null || later === null) return null
  if (later < laterBounds.earliest || later > laterBounds.latest) return null
  return { date, start: time, end: later }
}

/** The times a special option starts with when it is chosen: its earliest ones. */
export function defaultSpecialPick(bounds: SpecialTimeBounds): SpecialPick {
  const later = betweenLaterBounds(bounds, bounds.earliest)
  return { time: bounds.earliest, later: later === null ? null : later.earliest }
}

const sameWindow = (a: TimeWindow | null, b: TimeWindow) =>
  a !== null && a.date === b.date && a.start === b.start && a.end === b.end

/** The picks that would give `window` in a special option of these bounds (checked by the caller). */
function pickOf(bounds: SpecialTimeBounds, window: TimeWindow): SpecialPick {
  if (bounds.variant === 'before') return { time: window.end, later: null }
  return { time: window.start, later: bounds.variant === 'between' ? window.end : null }
}

/** The drop-off option a draft's drop-off window was chosen from, with its picks when special. */
export interface ChosenDropoff {
  /** The option's index (the server's). */
  readonly index: number
  /** The picked times of a special option; null for the others. */
  readonly pick: SpecialPick | null
}

/**
 * Which of `options` the draft's drop-off is: the option whose window, as {@link standardDropoffWindow} or
 * {@link specialDropoffWindow} gives it, is the draft's (special options only when the draft has a special
 * time). Two options can give the same window (between at its earliest times is also a 'before'): the one the
 * user chose, `preferred`, is tried first; a restored draft gets the first in the server's order. Null when
 * none matches.
 */
export function chosenDropoff(
  options: readonly DropoffOptionState[],
  draft: OrderDraft,
  preferred: number | null,
): ChosenDropoff | null {
  const { pickupDate, pickupEnd, dropoffDate, dropoffStart, dropoffEnd } = draft
  if (pickupDate === null || pickupEnd === null) return null
  if (dropoffDate === null || dropoffStart === null || dropoffEnd === null) return null
  const window = { date: dropoffDate, start: dropoffStart, end: dropoffEnd }
  const first = options.find((state) => state.index === preferred)
  for (const state of first ? [first, ...options] : options) {
    if ((state.kind === 'special') !== draft.doSpecialTime) continue
    if (state.special === null) {
      if (sameWindow(standardDropoffWindow(state, pickupDate, pickupEnd), window)) {
        return { index: state.index, pick: null }
      }
      continue
    }
    const pick = pickOf(state.special, window)
    if (sameWindow(specialDropoffWindow(state.special, pickupDate, pick), window)) {
      return { index: state.index, pick }
    }
  }
  return null
}
