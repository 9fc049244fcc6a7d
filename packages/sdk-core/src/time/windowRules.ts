import { messages } from '../domain/messages.ts'
import { minutesUntil, toEpoch, toLocal } from './localTime.ts'
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
export interface WindowCheck {
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
  /** The current instant, epoch milliseconds: a pickup window may not have ended (batch: starts 15 minutes on). */
  readonly now: number
  /** The account timezone the windows' dates and minutes are read in. */
  readonly timeZone: string
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
 * its minimum — pickup type 3 is exempt from the pickup minimum (only the minimum), except in valet and batch
 * mode. The drop-off window must end after the pickup window starts, both read as real instants. A short batch
 * drop-off window reads 'Minimum Time Is 2 Hours' although it checks 15 minutes, as the spec says.
 */
export function checkWindows(check: WindowCheck): WindowProblems {
  return { pickupTime: pickupProblem(check), dropoffTime: dropoffProblem(check) }
}

function minimums(check: WindowCheck): { pickup: number; dropoff: number } {
  if (check.mode === 'single' && check.isExpress) return WINDOW_MINIMUMS.express
  return WINDOW_MINIMUMS[check.mode]
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
  const minimum = minimums(check).pickup
  // Type 3 (rush/asap) is exempt from the minimum only; valet's type 3 marks a soon or evening pickup, and a
  // batch keeps its 15 minutes (part 1 §4 'Time type codes', §5 'Valet pickup window', 'Batch mode').
  const exempt = check.pickupType === 3 && mode !== 'valet' && mode !== 'batch'
  if (!exempt && pickup.end - pickup.start < minimum) {
    return mode === 'shipment' ? messages.minimumTwoHours : minimumTimeMessage(minimum)
  }
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
  const { dropoff, mode } = check
  if (check.dropoffType === null) return messages.selectDropoffType
  if (!isSet(dropoff) || dropoff.end <= dropoff.start) return messages.checkYourTime
  if (endsTooEarly(dropoff, check)) return messages.checkYourTime
  const minimum = minimums(check).dropoff
  if (dropoff.end - dropoff.start >= minimum) return undefined
  if (mode === 'batch') return messages.minimumTwoHours
  if (mode === 'shipment') return messages.minimumOneHour
  return minimumTimeMessage(minimum)
}
