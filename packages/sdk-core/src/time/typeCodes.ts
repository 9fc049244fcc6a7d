/**
 * The pickup and drop-off type codes (part 1 §4 'Time type codes'). The spec names only these; other codes are
 * "not shown" and never produced.
 */

import { minutesUntil, type TimeContext, toLocal } from './localTime.ts'
import type { TimeWindow } from './timeWindow.ts'

/** Pickup type: 2 a scheduled window, 3 rush / as soon as possible (exempt from the minimum window). */
export type PickupType = 2 | 3

/** Drop-off type: 2 a standard window, 5 a window ending soon (under 180 minutes, or a valet evening pickup). */
export type DropoffType = 2 | 5

/** A drop-off whose window ends sooner than this many minutes from now is type 5 (part 1 §4, §9). */
export const SOON_DROPOFF_MINUTES = 180

/** From this hour on a valet pickup is type 3 and its drop-off type 5 (part 1 §4, §9 'cutoff hour 17'). */
export const VALET_CUTOFF_HOUR = 17

/** A valet pickup starting sooner than this many minutes from now is type 3 (part 1 §4, §9). */
export const VALET_RUSH_LEAD_MINUTES = 90

/**
 * The pickup type a new pickup date starts with (part 1 §4: "changing the pickup date sets the pickup type by
 * whether the date is today"): 3 (as soon as possible) today, 2 (scheduled) on a later day. Choosing a pickup
 * option then sets it again (see docs/decisions/time-windows.md#the-clock).
 *
 * @example
 * ```ts
 * pickupTypeForDate({ now: Date.now(), timeZone: 'America/Edmonton', date: '2026-11-24' }) // 2 unless today
 * ```
 */
export function pickupTypeForDate(input: TimeContext & { readonly date: string }): PickupType {
  return pickupTypeOn(input.date, toLocal(input.now, input.timeZone).date)
}

/**
 * {@link pickupTypeForDate} with today already read: the draft's steps hold `today`, not the clock.
 *
 * @internal
 */
export function pickupTypeOn(date: string, today: string): PickupType {
  return date === today ? 3 : 2
}

/**
 * The drop-off type a window gives (part 1 §9): 5 when it ends under 180 real minutes from now, else 2. The window
 * is the one the rule reads: a chosen drop-off window, or for Express the pickup window (part 1 §4 'Time type
 * codes'). The valet form has {@link valetTypeCodes}.
 *
 * @example
 * ```ts
 * dropoffTypeForWindow({ now, timeZone, window: { date: '2026-11-23', start: 600, end: 660 } }) // 5 at 09:00
 * ```
 */
export function dropoffTypeForWindow(input: TimeContext & { readonly window: TimeWindow }): DropoffType {
  const { now, timeZone, window } = input
  return minutesUntil(now, window.date, window.end, timeZone) < SOON_DROPOFF_MINUTES ? 5 : 2
}

/** What {@link valetTypeCodes} reads: `now`, the timezone and the valet pickup window's date and start. */
export interface ValetTypeInput extends TimeContext {
  /** The valet pickup window; its end does not matter. */
  readonly pickup: Pick<TimeWindow, 'date' | 'start'>
}

/**
 * The type codes of a valet submission (part 1 §4): pickup 3 if it starts under 90 real minutes from now or at or
 * after 17:00, else 2; drop-off 5 if the pickup starts at 17:00 or later, else 2.
 *
 * @example
 * ```ts
 * valetTypeCodes({ now, timeZone, pickup: { date: '2026-11-23', start: 17 * 60 } })
 * // { pickupType: 3, dropoffType: 5 }
 * ```
 */
export function valetTypeCodes(input: ValetTypeInput): { pickupType: PickupType; dropoffType: DropoffType } {
  const { pickup } = input
  const evening = pickup.start >= VALET_CUTOFF_HOUR * 60
  const soon = minutesUntil(input.now, pickup.date, pickup.start, input.timeZone) < VALET_RUSH_LEAD_MINUTES
  return { pickupType: evening || soon ? 3 : 2, dropoffType: evening ? 5 : 2 }
}
