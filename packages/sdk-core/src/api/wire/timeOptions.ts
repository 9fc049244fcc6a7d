import { array, enums, integer, nonempty, nullable, object, string, type } from 'superstruct'
import { WireFlag, WireTimeOfDay } from './common.ts'
import { WireLatitude, WireLongitude } from './geo.ts'

/**
 * POST /api/web/get-custom-times-from-coordinate: body (part 1 §7, part 2 §7). The spec sends the api code
 * twice, as api_key and api_code; local_intercity is 1 for an intercity trip.
 */
export const CustomTimesRequest = object({
  api_key: nonempty(string()),
  api_code: nonempty(string()),
  lat: WireLatitude,
  lon: WireLongitude,
  local_intercity: WireFlag,
})

/**
 * What a pickup time option is (part 1 §4 'Pickup time options'): 1 Your Delivery Windows, 2 Express
 * Delivery (local only), 3 Rush.
 */
export const WirePickupOptionType = enums([1, 2, 3])

/** A pickup_time entry (part 1 §3 'Time options from the server', part 2 §3.5). */
export const WirePickupTime = type({
  /** Start of the pickup window, 'HH:mm:ss'. */
  early_time: WireTimeOfDay,
  /** End of the pickup window, 'HH:mm:ss'. */
  later_time: WireTimeOfDay,
  /** Label shown to the user. */
  text: string(),
  /** After this time of day, 'HH:mm:ss', the option cannot be booked for today; null: no cut-off. */
  cut_off_time: nullable(WireTimeOfDay),
  /** Weekdays the option is offered, 0 = Sunday to 6 = Saturday. */
  service_days: array(enums([0, 1, 2, 3, 4, 5, 6])),
  /** 'local' or 'intercity': a local option is hidden on an intercity trip and the other way round. */
  delivery_type: enums(['local', 'intercity']),
  /** 1 delivery window, 2 express, 3 rush (part 1 §4). */
  type: WirePickupOptionType,
})

/**
 * A dropoff_time entry (part 1 §3, part 2 §3.5). A standard window has both times, or only later_time for
 * "by" a time. A special one (is_special_timing 1: deliver before, after or between a time the user picks)
 * carries the latest times the user may pick: before → later_time, after → early_time, between → both.
 */
export const WireDropoffTime = type({
  /** Start of the window, 'HH:mm:ss', or null. */
  early_time: nullable(WireTimeOfDay),
  /** End of the window, 'HH:mm:ss', or null. */
  later_time: nullable(WireTimeOfDay),
  /** Label shown to the user. */
  text: string(),
  /** 1: deliver before / after / between a time the user picks. */
  is_special_timing: WireFlag,
  /** 1: a next-day drop-off (starts at 11:00 the next day, part 1 §5). */
  is_next_day_do: WireFlag,
  /** How many days after the pickup date the drop-off happens: 0 same day. */
  deliver_in_future_days: integer(),
  /** Position of the option in the list. */
  index: integer(),
})

/** One entry of data.data: a pickup window and the drop-off options that go with it. */
export const WireTimeOption = type({
  /** The pickup window. */
  pickup_time: WirePickupTime,
  /** The drop-off options offered after that pickup window. */
  dropoff_time: array(WireDropoffTime),
})

/** POST /api/web/get-custom-times-from-coordinate: 200 answer; the list sits in data.data. */
export const CustomTimesResponse = type({ data: type({ data: array(WireTimeOption) }) })
