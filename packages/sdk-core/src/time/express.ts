import { messages } from '../domain/messages.ts'
import { minutesUntil, parseClock, roundUp, type TimeContext, toLocal } from './localTime.ts'
import { QUARTER_HOUR, type TimeWindow } from './timeWindow.ts'
import { type DropoffType, dropoffTypeForWindow, type PickupType } from './typeCodes.ts'

/** Express drop-off starts about this many minutes plus the travel time from now (part 1 §5). */
export const EXPRESS_LEAD_MINUTES = 60

/** The latest express drop-off when the account has no express_max_time, 16:00 (part 1 §9). */
export const EXPRESS_DEFAULT_LATEST_MINUTE = 16 * 60

/** The day opens at 07:00: no express window, drop-off or generated pickup, starts earlier (part 1 §9). */
export const EXPRESS_DAY_START_MINUTE = 7 * 60

/** Slots this close to the earliest one (strictly under) are shown red (part 1 §5). */
export const EXPRESS_RED_MINUTES = 45

/** Slots this close to the earliest one (strictly under) carry the express premium (part 1 §5). */
export const EXPRESS_PREMIUM_MINUTES = 30

/** Same-day express whose drop-off starts under this many minutes from now gets pickup type 3 (part 1 §5). */
export const EXPRESS_RUSH_MINUTES = 30

const MINUTE_MS = 60_000

/** What `expressWindow` reads. */
export interface ExpressInput extends TimeContext {
  /** The chosen date, 'YYYY-MM-DD' (pickup and drop-off are on the same day). */
  readonly date: string
  /** Driving time of the trip in whole minutes (duration seconds / 60, rounded up). */
  readonly travelMinutes: number
  /** The account's latest express drop-off, 'HH:mm' (express_max_time); absent, null or unreadable: 16:00. */
  readonly expressMaxTime?: string | null
  /** The trip is intercity: Express is not offered. */
  readonly isIntercity: boolean
  /** An existing delivery is being edited: Express is not offered. */
  readonly isEditing: boolean
}

/** One start time of the express drop-off picker. */
export interface ExpressSlot {
  /** Minute of the day the drop-off window would open (on the 15-minute grid). */
  readonly start: number
  /** Under 45 minutes after the earliest slot: shown red. */
  readonly red: boolean
  /** Under 30 minutes after the earliest slot: the express premium applies. */
  readonly premium: boolean
}

/** Why Express cannot be ordered. */
export type ExpressBlock = 'editing' | 'intercity' | 'tooLate'

/** The express drop-off picker for a date, or why there is none. */
export type ExpressWindow =
  | {
      readonly available: true
      /** 'YYYY-MM-DD'. */
      readonly date: string
      /** The earliest drop-off start. */
      readonly earliestStart: number
      /** The latest drop-off end (express_max_time). */
      readonly latestEnd: number
      /** Every start that leaves a 15-minute window before the latest end, earliest first. */
      readonly slots: readonly ExpressSlot[]
    }
  | {
      readonly available: false
      /** Why not. */
      readonly block: ExpressBlock
      /** 'We are sorry, it is not possible to do an express delivery by now' when too late; else null. */
      readonly message: string | null
    }

const travelOf = (minutes: number) => Math.max(0, Math.ceil(minutes))

/**
 * The express drop-off picker (part 1 §5 'Express', part 2 §5.2): 15-minute steps from the earliest start,
 * now + 60 minutes + travel (the end now + 75 + travel) rounded up to 15 — on a later date, and never before,
 * the start that puts the generated pickup window at 07:00 or later. Windows end by express_max_time (default
 * 16:00); when even the earliest window cannot, Express is not possible. Slots under 45 minutes after the
 * earliest are red, under 30 premium. Editing and intercity trips never get Express.
 *
 * @example
 * ```ts
 * expressWindow({ now, timeZone, date: '2026-11-23', travelMinutes: 20, isIntercity: false, isEditing: false })
 * // at 09:00: { available: true, earliestStart: 630 (10:30), latestEnd: 960, slots: [...] }
 * ```
 */
export function expressWindow(input: ExpressInput): ExpressWindow {
  if (input.isEditing) return { available: false, block: 'editing', message: null }
  if (input.isIntercity) return { available: false, block: 'intercity', message: null }
  const tooLate = { available: false, block: 'tooLate', message: messages.expressNotPossible } as const
  const travel = travelOf(input.travelMinutes)
  const latestEnd = parseClock(input.expressMaxTime ?? '') ?? EXPRESS_DEFAULT_LATEST_MINUTE
  let earliestStart = roundUp(EXPRESS_DAY_START_MINUTE + QUARTER_HOUR + travel, QUARTER_HOUR)
  const today = toLocal(input.now, input.timeZone)
  if (input.date < today.date) return tooLate
  if (input.date === today.date) {
    // Rounded up to the whole minute first, so the seconds of `now` never eat into the lead.
    const soonestMs =
      Math.ceil(input.now / MINUTE_MS) * MINUTE_MS + (EXPRESS_LEAD_MINUTES + travel) * MINUTE_MS
    const soonest = toLocal(soonestMs, input.timeZone)
    if (soonest.date !== input.date) return tooLate
    earliestStart = Math.max(earliestStart, roundUp(soonest.minute, QUARTER_HOUR))
  }
  if (earliestStart + QUARTER_HOUR > latestEnd) return tooLate
  const slots: ExpressSlot[] = []
  for (let start = earliestStart; start + QUARTER_HOUR <= latestEnd; start += QUARTER_HOUR) {
    const after = start - earliestStart
    slots.push({ start, red: after < EXPRESS_RED_MINUTES, premium: after < EXPRESS_PREMIUM_MINUTES })
  }
  return { available: true, date: input.date, earliestStart, latestEnd, slots }
}

/**
 * The ends the later picker offers once a start is chosen (part 1 §5: "later start is chosen start plus 15"):
 * from start + 15 to the latest end, every 15 minutes.
 *
 * @internal
 */
export function expressEndSlots(latestEnd: number, start: number): number[] {
  const ends: number[] = []
  for (let end = start + QUARTER_HOUR; end <= latestEnd; end += QUARTER_HOUR) ends.push(end)
  return ends
}

/**
 * What {@link expressPlan} reads.
 *
 * @internal
 */
export interface ExpressPlanInput extends TimeContext {
  /** The chosen express drop-off window. */
  readonly dropoff: TimeWindow
  /** Driving time of the trip in whole minutes. */
  readonly travelMinutes: number
}

/**
 * The pickup window and type codes an express drop-off window implies.
 *
 * @internal
 */
export interface ExpressPlan {
  /** The generated 15-minute pickup window. */
  readonly pickup: TimeWindow
  /** 3 when the drop-off starts under 30 minutes from now on a same-day order, else 2. */
  readonly pickupType: PickupType
  /** 5 when the pickup window ends under 180 minutes from now, else 2 (part 1 §4). */
  readonly dropoffType: DropoffType
}

/**
 * The pickup window and type codes of an express order (part 1 §4, §5 'Express'): the pickup window opens at
 * the drop-off start minus the travel time minus 15 minutes, rounded DOWN to 15 (so the driver has at least
 * that margin), and lasts 15 minutes, the express pickup minimum. With a window fresh from
 * `expressWindow` the pickup opens at 07:00 or later and over 30 minutes from now; a window chosen
 * earlier and re-planned later may fall under the 30-minute rule and become pickup type 3.
 *
 * @internal
 */
export function expressPlan(input: ExpressPlanInput): ExpressPlan {
  const { dropoff, now, timeZone } = input
  const opens = dropoff.start - travelOf(input.travelMinutes) - QUARTER_HOUR
  const start = Math.max(0, Math.floor(opens / QUARTER_HOUR) * QUARTER_HOUR)
  const pickup = { date: dropoff.date, start, end: start + QUARTER_HOUR }
  const sameDay = dropoff.date === toLocal(now, timeZone).date
  const untilDropoff = minutesUntil(now, dropoff.date, dropoff.start, timeZone)
  return {
    pickup,
    pickupType: sameDay && untilDropoff < EXPRESS_RUSH_MINUTES ? 3 : 2,
    dropoffType: dropoffTypeForWindow({ now, timeZone, window: pickup }),
  }
}
