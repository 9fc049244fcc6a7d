import type { DropoffTimeOption } from '@waybill/sdk-core'
import { parseClock } from './localTime.ts'
import { type SpecialTimeBounds, specialTimeBounds, specialTimesPossible } from './specialTimes.ts'
import type { PickupType } from './typeCodes.ts'

/** A drop-off option is standard, next-day (is_next_day_do) or special (is_special_timing). */
export type DropoffOptionKind = 'standard' | 'nextDay' | 'special'

/**
 * Why a drop-off option cannot be chosen: too soon after the pickup window (the 240 and 30 minute rules), a rush
 * pickup (type 3), no times to read, or special times that no longer fit the day.
 */
export type DropoffDisabled = 'tooSoonAfterPickup' | 'rushPickup' | 'noTimes' | 'specialTooLate'

/** What {@link dropoffOptionStates} reads. */
export interface DropoffOptionsInput {
  /** The drop-off options of the chosen pickup option. */
  readonly options: readonly DropoffTimeOption[]
  /** End of the chosen pickup window, minute of the pickup day. */
  readonly pickupLater: number
  /** The pickup type the order will have; type 3 disables every standard option. */
  readonly pickupType: PickupType
  /** The trip is intercity (picks the minimum special time). */
  readonly isIntercity: boolean
  /** Hours from the pickup window's end to the earliest local special time (local_min_special_time). */
  readonly localMinSpecialTime: number
  /** The same for intercity trips (intercity_min_special_time). */
  readonly intercityMinSpecialTime: number
}

/** One drop-off option after the chosen pickup window. */
export interface DropoffOptionState {
  /** The option's index (the server's). */
  readonly index: number
  /** The option as the server sent it. */
  readonly option: DropoffTimeOption
  /** Standard, next-day or special. */
  readonly kind: DropoffOptionKind
  /** The option cannot be chosen. */
  readonly disabled: boolean
  /** Why; null when it can be chosen. */
  readonly reason: DropoffDisabled | null
  /** Days after the pickup date the drop-off happens. */
  readonly dayOffset: number
  /** Special options: the bounds of their time pickers; null for others (and for a special one without times). */
  readonly special: SpecialTimeBounds | null
}

/** A drop-off 'by' a time (no early time) must be at least this many minutes after the pickup window (part 1 §5). */
export const BY_TIME_MIN_GAP_MINUTES = 240

/** A drop-off window with an early time must open at least this many minutes after the pickup window (part 1 §5). */
export const WINDOW_MIN_GAP_MINUTES = 30

const DAY_MINUTES = 1440

function standardReason(
  option: DropoffTimeOption,
  pickupLater: number,
  pickupType: PickupType,
): DropoffDisabled | null {
  if (pickupType === 3) return 'rushPickup'
  const dayStart = option.deliverInFutureDays * DAY_MINUTES - pickupLater
  if (option.earlyTime === null) {
    const later = option.laterTime === null ? undefined : parseClock(option.laterTime)
    if (later === undefined) return 'noTimes'
    return dayStart + later < BY_TIME_MIN_GAP_MINUTES ? 'tooSoonAfterPickup' : null
  }
  const early = parseClock(option.earlyTime)
  if (early === undefined) return 'noTimes'
  return dayStart + early < WINDOW_MIN_GAP_MINUTES ? 'tooSoonAfterPickup' : null
}

/** The state of one drop-off option (see {@link dropoffOptionStates}). */
export function dropoffOptionState(
  option: DropoffTimeOption,
  input: Omit<DropoffOptionsInput, 'options'>,
): DropoffOptionState {
  if (option.isSpecialTiming) {
    const special = specialTimeBounds({ ...input, option })
    const reason = special === null ? 'noTimes' : specialTimesPossible(special) ? null : 'specialTooLate'
    const dayOffset = special?.dayOffset ?? option.deliverInFutureDays
    return {
      index: option.index,
      option,
      kind: 'special',
      disabled: reason !== null,
      reason,
      dayOffset,
      special,
    }
  }
  if (option.isNextDay) {
    const dayOffset = Math.max(1, option.deliverInFutureDays)
    return {
      index: option.index,
      option,
      kind: 'nextDay',
      disabled: false,
      reason: null,
      dayOffset,
      special: null,
    }
  }
  const reason = standardReason(option, input.pickupLater, input.pickupType)
  return {
    index: option.index,
    option,
    kind: 'standard',
    disabled: reason !== null,
    reason,
    dayOffset: option.deliverInFutureDays,
    special: null,
  }
}

/**
 * The drop-off options after a pickup window (part 1 §5 'Standard drop-off options', 'Special drop-off times';
 * part 2 §5.2). A standard option — neither special nor next-day — is disabled when it has no early time and its
 * later time is under 240 minutes after the pickup window's end, when its early time is under 30 minutes after
 * it, or when the pickup type is 3; exactly 240 or 30 minutes is allowed. Times on later days
 * (deliver_in_future_days) count the days between. Next-day options stay enabled; special options carry their
 * picker bounds and are disabled only when no time fits.
 *
 * @example
 * ```ts
 * dropoffOptionStates({ options, pickupLater: 720, pickupType: 2, isIntercity: false,
 *   localMinSpecialTime: 3, intercityMinSpecialTime: 5 }).filter((state) => !state.disabled)
 * ```
 */
export function dropoffOptionStates(input: DropoffOptionsInput): DropoffOptionState[] {
  return input.options.map((option) => dropoffOptionState(option, input))
}
