import type { WireDropoffTime, WirePickupTime, WireTimeOption } from '@waybill/sdk-core/wire'
import type { Infer } from 'superstruct'
import { haversineMetres, type Point } from './distance.ts'
import { type Zone, zoneAt } from './zones.ts'

type PickupTime = Infer<typeof WirePickupTime>
type DropoffTime = Infer<typeof WireDropoffTime>
type TimeOption = Infer<typeof WireTimeOption>

/** The server's message when intercity time options are unavailable (part 1 §8 'Time options lookup failure'). */
export const INTERCITY_UNAVAILABLE = 'Intercity is not available at the moment.'

/** The server's message for a point outside every zone. */
export const NOT_SERVICED = 'This location is not currently serviced.'

/**
 * Reserved area (tests): around Red Deer's regional airport (Airport Dr, what3words 'intercity.not.available'),
 * intercity time options are unavailable, so the widget's 'Notification' path can be reached on purpose.
 */
export const INTERCITY_CLOSED_AREA = { centre: { lat: 52.1822, lng: -113.8944 }, radiusMetres: 1000 } as const

const WEEKDAYS = [1, 2, 3, 4, 5] as const
const MON_SAT = [1, 2, 3, 4, 5, 6] as const
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const

type Drop = Omit<DropoffTime, 'index' | 'is_special_timing' | 'is_next_day_do' | 'deliver_in_future_days'>

function standard(early: string | null, later: string, text: string): Drop {
  return { early_time: early, later_time: later, text }
}

/** Deliver before / after / between a time the user picks; the times are the latest allowed (part 1 §5). */
const SPECIAL: readonly DropoffTime[] = [
  { early_time: null, later_time: '20:00:00', text: 'Deliver before', index: 0 },
  { early_time: '18:00:00', later_time: null, text: 'Deliver after', index: 0 },
  { early_time: '20:00:00', later_time: '21:00:00', text: 'Deliver between', index: 0 },
].map((entry) => ({ ...entry, is_special_timing: 1, is_next_day_do: 0, deliver_in_future_days: 0 }))

const NEXT_DAY: DropoffTime = {
  early_time: '11:00:00',
  later_time: '17:00:00',
  text: 'Next day 11:00 - 17:00',
  is_special_timing: 0,
  is_next_day_do: 1,
  deliver_in_future_days: 1,
  index: 0,
}

/** A pickup window with its same-day drop-off windows, then the special and next-day options, indexed. */
function option(pickup: PickupTime, sameDay: readonly Drop[], extras = true): TimeOption {
  const sameDayTimes: DropoffTime[] = sameDay.map((drop) => ({
    ...drop,
    is_special_timing: 0,
    is_next_day_do: 0,
    deliver_in_future_days: 0,
    index: 0,
  }))
  const all = extras ? [...sameDayTimes, ...SPECIAL, NEXT_DAY] : sameDayTimes
  return { pickup_time: pickup, dropoff_time: all.map((drop, index) => ({ ...drop, index })) }
}

function pickup(
  early: string,
  later: string,
  text: string,
  cutOff: string | null,
  days: readonly number[],
  deliveryType: 'local' | 'intercity',
  type: 1 | 2 | 3,
): PickupTime {
  return {
    early_time: early,
    later_time: later,
    text,
    cut_off_time: cutOff,
    service_days: [...days] as PickupTime['service_days'],
    delivery_type: deliveryType,
    type,
  }
}

/** Local options: morning and afternoon windows, express and rush (part 1 §4 'Pickup time options'). */
function localOptions(zone: Zone): TimeOption[] {
  const days = zone.name === 'Red Deer' ? WEEKDAYS : MON_SAT
  const afternoonDays = zone.name === 'Edmonton' ? EVERY_DAY : days
  return [
    option(pickup('09:00:00', '12:00:00', 'Morning pickup 09:00 - 12:00', '08:30:00', days, 'local', 1), [
      standard('13:00:00', '17:00:00', 'Same day 13:00 - 17:00'),
      standard(null, '17:00:00', 'Same day by 17:00'),
      standard('17:00:00', '21:00:00', 'Evening 17:00 - 21:00'),
    ]),
    option(
      pickup('12:00:00', '16:00:00', 'Afternoon pickup 12:00 - 16:00', '11:30:00', afternoonDays, 'local', 1),
      [
        standard('17:00:00', '21:00:00', 'Evening 17:00 - 21:00'),
        standard(null, '21:00:00', 'Same day by 21:00'),
      ],
    ),
    option(pickup('07:00:00', '16:00:00', 'Express Delivery', '15:00:00', days, 'local', 2), [], false),
    option(pickup('07:00:00', '18:00:00', 'Rush', '18:00:00', EVERY_DAY, 'local', 3), [], false),
  ]
}

/** Intercity options: one morning window, same-day evening or next-day drop-off (no express, no rush). */
function intercityOptions(zone: Zone): TimeOption[] {
  const days = zone.name === 'Red Deer' ? WEEKDAYS : MON_SAT
  return [
    option(
      pickup('08:00:00', '11:00:00', 'Intercity pickup 08:00 - 11:00', '07:30:00', days, 'intercity', 1),
      [
        standard('15:00:00', '20:00:00', 'Same day 15:00 - 20:00'),
        standard(null, '20:00:00', 'Same day by 20:00'),
      ],
    ),
  ]
}

/** What the custom-times call answers for a point: options, or a failure with its status and message. */
export type TimeOptionsAnswer =
  | { readonly ok: true; readonly options: TimeOption[] }
  | { readonly ok: false; readonly status: number; readonly message: string }

/**
 * The time options at a point (part 1 §3 'Time options from the server'): local or intercity per the flag.
 * A point outside every zone is 404 'This location is not currently serviced.'; an intercity lookup inside
 * {@link INTERCITY_CLOSED_AREA} is 422 'Intercity is not available at the moment.'.
 */
export function timeOptionsAt(point: Point, intercity: boolean): TimeOptionsAnswer {
  const zone = zoneAt(point)
  if (!zone) return { ok: false, status: 404, message: NOT_SERVICED }
  if (
    intercity &&
    haversineMetres(point, INTERCITY_CLOSED_AREA.centre) <= INTERCITY_CLOSED_AREA.radiusMetres
  ) {
    return { ok: false, status: 422, message: INTERCITY_UNAVAILABLE }
  }
  return { ok: true, options: intercity ? intercityOptions(zone) : localOptions(zone) }
}
