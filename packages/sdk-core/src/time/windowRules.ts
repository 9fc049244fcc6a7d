import { messages } from '../domain/messages.ts'
import type { DropoffType, PickupType } from './typeCodes.ts'

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
  /** Real minutes from now until the pickup window opens (batch: at least 15), or null when it is not set. */
  readonly minutesUntilPickup: number | null
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

const isSet = (window: WindowInput): boolean =>
  window.date !== null && window.start !== null && window.end !== null

const length = (window: WindowInput): number => (window.end ?? 0) - (window.start ?? 0)

/** `Minimum Time Is {n} Minutes` with `n` filled (part 1 §5). */
export function minimumTimeMessage(minutes: number): string {
  return messages.minimumTimeMinutes.replace('{n}', String(minutes))
}

/**
 * Checks the pickup and drop-off windows of a form (part 1 §5 'Single delivery checks', part 2 §5.1): a type must
 * be chosen, then the date and both times set, then each window at least its minimum — the pickup window is exempt
 * for pickup type 3, except in valet mode, where type 3 only marks a soon or evening pickup. A batch pickup also
 * starts 15 minutes from now at the earliest, and reports a short drop-off window as 'Minimum Time Is 2 Hours'
 * although it checks 15 minutes, as the spec says.
 */
export function checkWindows(check: WindowCheck): WindowProblems {
  return { pickupTime: pickupProblem(check), dropoffTime: dropoffProblem(check) }
}

function minimums(check: WindowCheck): { pickup: number; dropoff: number } {
  if (check.mode === 'single' && check.isExpress) return WINDOW_MINIMUMS.express
  return WINDOW_MINIMUMS[check.mode]
}

function pickupProblem(check: WindowCheck): string | undefined {
  if (check.pickupType === null) return messages.selectPickupType
  if (!isSet(check.pickup)) return messages.checkYourTime
  const minimum = minimums(check).pickup
  if (check.mode === 'batch') {
    if (length(check.pickup) < minimum) return minimumTimeMessage(minimum)
    if (check.minutesUntilPickup !== null && check.minutesUntilPickup < BATCH_MIN_LEAD_MINUTES) {
      return messages.minimumLeadTime
    }
    return undefined
  }
  // Valet windows keep their 15 minutes whatever the type: valet's type 3 marks a soon or evening pickup,
  // not a rush one (part 1 §5 'Valet pickup window': end at least 15 minutes after start).
  if ((check.pickupType === 3 && check.mode !== 'valet') || length(check.pickup) >= minimum) return undefined
  return check.mode === 'shipment' ? messages.minimumTwoHours : minimumTimeMessage(minimum)
}

function dropoffProblem(check: WindowCheck): string | undefined {
  if (check.dropoffType === null) return messages.selectDropoffType
  if (!isSet(check.dropoff)) return messages.checkYourTime
  const minimum = minimums(check).dropoff
  if (length(check.dropoff) >= minimum) return undefined
  if (check.mode === 'batch') return messages.minimumTwoHours
  if (check.mode === 'shipment') return messages.minimumOneHour
  return minimumTimeMessage(minimum)
}
