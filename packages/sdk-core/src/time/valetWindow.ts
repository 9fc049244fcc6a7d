import { roundUp, type TimeContext, toLocal } from './localTime.ts'
import { QUARTER_HOUR, type TimeWindow, windowFrom } from './timeWindow.ts'
import { type DropoffType, type PickupType, valetTypeCodes } from './typeCodes.ts'

/** A valet day opens at 07:00: the earliest pickup start on a later day (part 1 §5, §9). */
export const VALET_DAY_START_MINUTE = 7 * 60

/** The latest valet pickup start, 19:00 (part 1 §5). */
export const VALET_MAX_START_MINUTE = 19 * 60

/** The latest valet pickup end, 19:15 (part 1 §5, §9 'day window 07:00 to 19:15'). */
export const VALET_MAX_END_MINUTE = 19 * 60 + 15

/** Today the pickup starts at least this long after now rounded up to 15 minutes (part 1 §5, §9). */
export const VALET_MIN_LEAD_MINUTES = 30

/** Starts under this many minutes after today's minimum are shown red and bold (part 1 §5). */
export const VALET_RED_MINUTES = 30

const MINUTE_MS = 60_000

/**
 * What {@link valetPickupBounds} reads.
 *
 * @internal
 */
export interface ValetPickupInput extends TimeContext {
  /** The chosen pickup date, 'YYYY-MM-DD'. */
  readonly date: string
}

/**
 * One start time of the valet pickup picker.
 *
 * @internal
 */
export interface ValetSlot {
  /** Minute of the day (15-minute grid). */
  readonly start: number
  /** Today, under 30 minutes after the minimum start now + 30 (before the 07:00 floor): shown in red bold. */
  readonly red: boolean
}

/**
 * The valet pickup pickers' bounds for a date.
 *
 * @internal
 */
export interface ValetPickupBounds {
  /** 'YYYY-MM-DD'. */
  readonly date: string
  /** Earliest start: today now rounded up to 15 plus 30 (never before 07:00), else 07:00. */
  readonly minStart: number
  /** Latest start, 19:00. */
  readonly maxStart: number
  /** Latest end, 19:15. */
  readonly maxEnd: number
  /** Every start from the minimum to 19:00, every 15 minutes; empty when it is too late today. */
  readonly slots: readonly ValetSlot[]
}

/**
 * The valet pickup window's bounds (part 1 §5 'Valet pickup window', §9): today the earliest start is now
 * rounded up to 15 minutes plus 30 (and never before 07:00), on other days 07:00; starts go up to 19:00, ends up
 * to 19:15 and at least 15 minutes after the start. Today's starts under 30 minutes after the minimum are red
 * (the minimum by the lead time: before 06:00 the 07:00 opening is far enough away for none to be red).
 *
 * @internal
 *
 * @example
 * ```ts
 * valetPickupBounds({ now, timeZone, date: '2026-11-23' }) // at 09:05: minStart 585 (09:45), slots 09:45…19:00
 * ```
 */
export function valetPickupBounds(input: ValetPickupInput): ValetPickupBounds {
  const today = toLocal(input.now, input.timeZone)
  const isToday = input.date === today.date
  // Now rounded up to 15 counts its seconds: 09:00:30 rounds to 09:15, so the lead is never under 30 minutes.
  const nowMinute = today.minute + (input.now % MINUTE_MS === 0 ? 0 : 1)
  const leadStart = roundUp(nowMinute, QUARTER_HOUR) + VALET_MIN_LEAD_MINUTES
  const minStart = isToday ? Math.max(VALET_DAY_START_MINUTE, leadStart) : VALET_DAY_START_MINUTE
  const slots: ValetSlot[] = []
  if (input.date >= today.date) {
    for (let start = minStart; start <= VALET_MAX_START_MINUTE; start += QUARTER_HOUR) {
      slots.push({ start, red: isToday && start - leadStart < VALET_RED_MINUTES })
    }
  }
  return {
    date: input.date,
    minStart,
    maxStart: VALET_MAX_START_MINUTE,
    maxEnd: VALET_MAX_END_MINUTE,
    slots,
  }
}

/**
 * The ends the valet end picker offers for a start: 15 minutes after it up to 19:15, every 15 minutes.
 *
 * @internal
 */
export function valetEndSlots(start: number): number[] {
  const ends: number[] = []
  for (let end = start + QUARTER_HOUR; end <= VALET_MAX_END_MINUTE; end += QUARTER_HOUR) ends.push(end)
  return ends
}

/**
 * What {@link valetPlan} reads.
 *
 * @internal
 */
export interface ValetPlanInput extends TimeContext {
  /** The chosen valet pickup window. */
  readonly pickup: TimeWindow
  /** Driving time of the trip in whole minutes (duration seconds / 60, rounded up). */
  readonly travelMinutes: number
}

/**
 * The drop-off window and type codes a valet pickup window implies.
 *
 * @internal
 */
export interface ValetPlan {
  /** 15 minutes wide, from the pickup start plus the trip duration rounded up to 15. */
  readonly dropoff: TimeWindow
  /** 3 when the pickup starts under 90 minutes from now or at 17:00 or later, else 2 (part 1 §4). */
  readonly pickupType: PickupType
  /** 5 when the pickup starts at 17:00 or later, else 2 (part 1 §4). */
  readonly dropoffType: DropoffType
}

/**
 * The valet drop-off window and type codes (part 1 §4 'Time type codes', 'Other rules'): the drop-off window
 * opens at the pickup start plus the trip duration, rounded up to 15 minutes, and is 15 minutes wide (on the
 * next date if that passes midnight); the type codes follow {@link valetTypeCodes}.
 *
 * @internal
 */
export function valetPlan(input: ValetPlanInput): ValetPlan {
  const { pickup } = input
  const travel = Math.max(0, Math.ceil(input.travelMinutes))
  const dropoff = windowFrom(pickup.date, roundUp(pickup.start + travel, QUARTER_HOUR), QUARTER_HOUR)
  return { dropoff, ...valetTypeCodes({ now: input.now, timeZone: input.timeZone, pickup }) }
}
