/**
 * The pickup and drop-off type codes (part 1 §4 'Time type codes'). The spec names only these; other codes are
 * "not shown" and never produced.
 */

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
 */
export function pickupTypeForDate(date: string, today: string): PickupType {
  return date === today ? 3 : 2
}

/**
 * The drop-off type of an express order (part 1 §4, §9): 5 when the window ends under 180 minutes from now.
 *
 * @internal
 */
export function expressDropoffType(minutesUntilWindowEnd: number): DropoffType {
  return minutesUntilWindowEnd < SOON_DROPOFF_MINUTES ? 5 : 2
}

/**
 * What {@link valetTypeCodes} needs: when the valet pickup starts.
 *
 * @internal
 */
export interface ValetPickupStart {
  /** Minute of the day the pickup window starts, local time. */
  readonly startMinute: number
  /** Real minutes from now until it starts. */
  readonly minutesUntilStart: number
}

/**
 * The type codes of a valet submission (part 1 §4): pickup 3 if it starts under 90 minutes from now or at or
 * after 17:00, else 2; drop-off 5 if the pickup starts at 17:00 or later, else 2.
 *
 * @internal
 */
export function valetTypeCodes(start: ValetPickupStart): {
  pickupType: PickupType
  dropoffType: DropoffType
} {
  const evening = start.startMinute >= VALET_CUTOFF_HOUR * 60
  return {
    pickupType: evening || start.minutesUntilStart < VALET_RUSH_LEAD_MINUTES ? 3 : 2,
    dropoffType: evening ? 5 : 2,
  }
}
