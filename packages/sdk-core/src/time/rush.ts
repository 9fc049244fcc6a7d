import { type LocalMoment, minutesUntil, type TimeContext, toLocal } from './localTime.ts'
import type { TimeWindow } from './timeWindow.ts'
import { type DropoffType, type PickupType, SOON_DROPOFF_MINUTES } from './typeCodes.ts'

/** Rush is offered only before this minute of the day, 18:00 (part 1 §5, §9 'cutoff hour 18'). */
export const RUSH_CUTOFF_MINUTE = 18 * 60

/** The rush pickup starts on the next half hour (part 1 §9; part 2 §9 'rounds to 30 minutes'). */
export const RUSH_PICKUP_STEP = 30

/** The rush pickup window: 30 minutes from the next half hour (our choice, see docs/decisions/time-windows.md). */
export const RUSH_PICKUP_MINUTES = 30

/** The rush drop-off window is 2 hours wide (part 1 §9, part 2 §9). */
export const RUSH_DROPOFF_MINUTES = 120

/**
 * A rush pickup never starts before 07:00, the opening of the day (our choice, see docs/decisions/time-windows.md).
 */
export const RUSH_EARLIEST_MINUTE = 7 * 60

/**
 * Why Rush is not offered; null when it is.
 *
 * @internal
 */
export type RushBlock = 'notToday' | 'afterCutoff' | 'tooFar'

/** What `rushBlock` and {@link rushWindow} read. */
export interface RushInput extends TimeContext {
  /** The chosen pickup date, 'YYYY-MM-DD'. */
  readonly date: string
  /** Trip distance in km; null while it is not known (then Rush is not offered). */
  readonly distanceKm: number | null
  /** The longest trip, in km, for which Rush is offered (rush_distance). */
  readonly rushDistance: number
}

/** A rush order's windows and type codes. */
export interface RushWindow {
  /** The pickup window, from the next half hour. */
  readonly pickup: TimeWindow
  /** The 2-hour drop-off window, from the end of the pickup window. */
  readonly dropoff: TimeWindow
  /** Always 3: rush, as soon as possible (part 1 §4). */
  readonly pickupType: PickupType
  /** 5 when the drop-off window ends under 180 minutes from now, else 2 (part 1 §9). */
  readonly dropoffType: DropoffType
}

/** `rushBlock` once `now` is converted. */
export function rushBlockAt(
  today: LocalMoment,
  input: Pick<RushInput, 'date' | 'distanceKm' | 'rushDistance'>,
): RushBlock | null {
  if (input.date !== today.date) return 'notToday'
  if (today.minute >= RUSH_CUTOFF_MINUTE) return 'afterCutoff'
  if (input.distanceKm === null || input.distanceKm > input.rushDistance) return 'tooFar'
  return null
}

/**
 * Why Rush is not offered, or null when it is (part 1 §5 'Rush', part 2 §5.2): only for today, before 18:00,
 * and for a trip of at most rush_distance km.
 *
 * @internal
 */
export function rushBlock(input: RushInput): RushBlock | null {
  return rushBlockAt(toLocal(input.now, input.timeZone), input)
}

/**
 * The windows of a rush order, or null when Rush is not offered (part 1 §5, §9): the pickup from the next half
 * hour (never before 07:00) for 30 minutes, then a 2-hour drop-off window.
 *
 * @example
 * ```ts
 * rushWindow({ now, timeZone, date: '2026-11-23', distanceKm: 8, rushDistance: 15 })
 * // at 09:10: pickup 09:30–10:00, drop-off 10:00–12:00, pickupType 3, dropoffType 5
 * ```
 */
export function rushWindow(input: RushInput): RushWindow | null {
  const today = toLocal(input.now, input.timeZone)
  if (rushBlockAt(today, input) !== null) return null
  const start = Math.max(
    RUSH_EARLIEST_MINUTE,
    (Math.floor(today.minute / RUSH_PICKUP_STEP) + 1) * RUSH_PICKUP_STEP,
  )
  const pickup = { date: today.date, start, end: start + RUSH_PICKUP_MINUTES }
  const dropoff = { date: today.date, start: pickup.end, end: pickup.end + RUSH_DROPOFF_MINUTES }
  const untilEnd = minutesUntil(input.now, dropoff.date, dropoff.end, input.timeZone)
  return { pickup, dropoff, pickupType: 3, dropoffType: untilEnd < SOON_DROPOFF_MINUTES ? 5 : 2 }
}
