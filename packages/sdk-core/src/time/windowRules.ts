import { messages } from '../domain/messages.ts'
import { minutesUntil, type TimeContext, toEpoch, toLocal } from './localTime.ts'
import type { TimeWindow } from './timeWindow.ts'
import type { DropoffType, PickupType } from './typeCodes.ts'
import { valetPickupBounds } from './valetWindow.ts'

/**
 * Which minimums a form checks its windows with (part 1 §5 'Single delivery checks', §9): the single form, the
 * valet form (15-minute windows, part 1 §5 'Valet pickup window'), a batch (part 1 §5 'Batch mode') or the
 * older shipment flow ('Older checks').
 */
export type WindowMode = 'single' | 'valet' | 'batch' | 'shipment'

/** A window as a form holds it: a local date and minutes of that day; null where nothing is chosen yet. */
export interface WindowInput {
  /** 'YYYY-MM-DD', or null. */
  readonly date: string | null
  /** Minute of the day the window opens, or null. */
  readonly start: number | null
  /** Minute of the day the window closes, or null. */
  readonly end: number | null
}

/** What {@link checkWindows} reads. */
export interface WindowCheck extends TimeContext {
  /** Which minimums apply. */
  readonly mode: WindowMode
  /** Express windows have 15-minute minimums. */
  readonly isExpress: boolean
  /** The pickup type, or null when none is chosen. */
  readonly pickupType: PickupType | null
  /** The drop-off type, or null when none is chosen. */
  readonly dropoffType: DropoffType | null
  /** The pickup window. */
  readonly pickup: WindowInput
  /** The drop-off window. */
  readonly dropoff: WindowInput
}

/** The message of each failing window; a window without one is valid. */
export interface WindowProblems {
  /** Under 'Pickup Time'. */
  readonly pickupTime?: string
  /** Under 'Drop off Time'. */
  readonly dropoffTime?: string
}

/** Minimum window lengths in minutes (part 1 §9). */
export const WINDOW_MINIMUMS = {
  single: { pickup: 30, dropoff: 60 },
  express: { pickup: 15, dropoff: 15 },
  valet: { pickup: 15, dropoff: 15 },
  batch: { pickup: 15, dropoff: 15 },
  shipment: { pickup: 120, dropoff: 60 },
} as const

/** A batch pickup starts at least this many minutes from now (part 1 §5, §9). */
export const BATCH_MIN_LEAD_MINUTES = 15

const isSet = (window: WindowInput): window is TimeWindow =>
  window.date !== null && window.start !== null && window.end !== null

/** What {@link windowLengthProblem} reads: which window, under which minimums. */
export interface WindowLengthCheck {
  /** The pickup or the drop-off window. */
  readonly side: 'pickup' | 'dropoff'
  /** Which minimums apply. */
  readonly mode: WindowMode
  /** An express order ('single' mode): 15-minute minimums. */
  readonly isExpress?: boolean
  /** The pickup type: 3 exempts a single or shipment pickup window from its minimum. */
  readonly pickupType?: PickupType | null
}

/** `Minimum Time Is {n} Minutes` with `n` filled (part 1 §5). */
export function minimumTimeMessage(minutes: number): string {
  return messages.minimumTimeMinutes.replace('{n}', String(minutes))
}

/**
 * Checks the pickup and drop-off windows of a form (part 1 §5 'Single delivery checks', 'Pickup date and time
 * rules'; part 2 §5.1, §5.2). Each window needs its type, its date and both times, and must end after it starts
 * ('Please Check Your Time'). The pickup window may not be on a past date nor have ended by `now` (a window that
 * has opened but not closed may still be chosen); a valet pickup keeps to the valet bounds of
 * `valetPickupBounds`; a batch pickup starts 15 minutes from now at the earliest. Then each window is at least
 * its minimum ({@link windowLengthProblem}). The drop-off window must end after the pickup window starts, both
 * read as real instants.
 */
export function checkWindows(check: WindowCheck): WindowProblems {
  return { pickupTime: pickupProblem(check), dropoffTime: dropoffProblem(check) }
}

/**
 * Whether one window is long enough (part 1 §5, §9), and the message under its field when not; the window's
 * other checks (its date, its end after its start, `now`) are {@link checkWindows}'. A pickup of type 3 is exempt
 * from its minimum, except in valet and batch mode. A short batch drop-off window reads 'Minimum Time Is 2 Hours'
 * although it checks 15 minutes, as the spec says.
 *
 * @example
 * ```ts
 * windowLengthProblem({ start: 600, end: 620 }, { side: 'pickup', mode: 'single' }) // 'Minimum Time Is 30 Minutes'
 * windowLengthProblem({ start: 600, end: 615 }, { side: 'pickup', mode: 'single', isExpress: true }) // undefined
 * ```
 */
export function windowLengthProblem(
  window: Pick<TimeWindow, 'start' | 'end'>,
  check: WindowLengthCheck,
): string | undefined {
  const { mode, side } = check
  const minimums =
    mode === 'single' && check.isExpress === true ? WINDOW_MINIMUMS.express : WINDOW_MINIMUMS[mode]
  const minimum = minimums[side]
  // Type 3 (rush/asap) is exempt from the minimum only; valet's type 3 marks a soon or evening pickup, and a
  // batch keeps its 15 minutes (part 1 §4 'Time type codes', §5 'Valet pickup window', 'Batch mode').
  const exempt = side === 'pickup' && check.pickupType === 3 && mode !== 'valet' && mode !== 'batch'
  if (exempt || window.end - window.start >= minimum) return undefined
  if (mode === 'shipment') return side === 'pickup' ? messages.minimumTwoHours : messages.minimumOneHour
  if (mode === 'batch' && side === 'dropoff') return messages.minimumTwoHours
  return minimumTimeMessage(minimum)
}

/** The pickup window is on a past date or has ended by now (part 1 §5, part 2 §5.2). */
function hasEnded(pickup: TimeWindow, check: WindowCheck): boolean {
  const today = toLocal(check.now, check.timeZone).date
  return pickup.date < today || toEpoch(pickup.date, pickup.end, check.timeZone) <= check.now
}

/** A valet start before today's minimum (or 07:00), after 19:00, or an end after 19:15 (part 1 §5, §9). */
function outsideValetBounds(pickup: TimeWindow, check: WindowCheck): boolean {
  const bounds = valetPickupBounds({ now: check.now, timeZone: check.timeZone, date: pickup.date })
  return pickup.start < bounds.minStart || pickup.start > bounds.maxStart || pickup.end > bounds.maxEnd
}

function pickupProblem(check: WindowCheck): string | undefined {
  const { pickup, mode } = check
  if (check.pickupType === null) return messages.selectPickupType
  if (!isSet(pickup) || pickup.end <= pickup.start) return messages.checkYourTime
  // A batch window that has ended also starts under 15 minutes from now: it keeps the batch's own message.
  if (mode !== 'batch' && hasEnded(pickup, check)) return messages.checkYourTime
  if (mode === 'valet' && outsideValetBounds(pickup, check)) return messages.checkYourTime
  const short = windowLengthProblem(pickup, { ...check, side: 'pickup' })
  if (short !== undefined) return short
  if (
    mode === 'batch' &&
    minutesUntil(check.now, pickup.date, pickup.start, check.timeZone) < BATCH_MIN_LEAD_MINUTES
  ) {
    return messages.minimumLeadTime
  }
  return undefined
}

/** The drop-off window has ended by now or ends by the time the pickup window starts, as real instants. */
function endsTooEarly(dropoff: TimeWindow, check: WindowCheck): boolean {
  const end = toEpoch(dropoff.date, dropoff.end, check.timeZone)
  if (end <= check.now) return true
  return isSet(check.pickup) && end <= toEpoch(check.pickup.date, check.pickup.start, check.timeZone)
}

function dropoffProblem(check: WindowCheck): string | undefined {
  const { dropoff } = check
  if (check.dropoffType === null) return messages.selectDropoffType
  if (!isSet(dropoff) || dropoff.end <= dropoff.start) return messages.checkYourTime
  if (endsTooEarly(dropoff, check)) return messages.checkYourTime
  return windowLengthProblem(dropoff, { ...check, side: 'dropoff' })
}
