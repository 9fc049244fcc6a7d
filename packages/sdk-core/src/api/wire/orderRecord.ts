import { array, assign, enums, integer, nullable, number, optional, string, type } from 'superstruct'
import { WireFlag, WireLatLng } from './common.ts'
import { productPlural } from './names.ts'

/** The `active{product}s` key of a driver: how many deliveries it is carrying. */
export type ActiveCountKey = `active${string}`

/** A driver's count of active deliveries, keyed `active{product}s` (part 2 §3.1, §3.4). */
export function wireActiveCount(product: string) {
  return type({ [`active${productPlural(product)}`]: integer() } as Record<
    ActiveCountKey,
    ReturnType<typeof integer>
  >)
}

/** The driver of a listed order (part 2 §3.1 'driver'). */
export function wireOrderDriver(product: string) {
  return assign(
    type({
      /** Driver id. */
      id: integer(),
      /** Full name, for the 'Delivery Agent' column. */
      name: string(),
      /** First name. */
      first_name: string(),
    }),
    wireActiveCount(product),
  )
}

/**
 * One order as the dashboard, bundles and create list it (part 2 §3.1): the record with its party data,
 * windows, flags, price in cents and driver. Extra fields are allowed: the sandbox also sends `{product}_id` and
 * `{product}Id` (both equal to id), which the client does not read.
 */
export function wireOrderRecord(product: string) {
  return type({
    /** Server id (`'{product}` #'). */
    id: integer(),
    /** The client's uuid the order was created with. */
    uuid: string(),
    /** 'Order Id' column: the reference, or an order number. */
    name: string(),
    item_name: string(),
    /** Status code (part 1 §4). */
    status: integer(),
    description: string(),
    package_count: integer(),
    /** 0 leave at door, 1 in-person, 2 age restricted (part 1 §3). */
    dropoff_method: enums([0, 1, 2]),
    /** 1 Home, 2 Business, 3 School, 4 Hospital, 5 Apartment Building (part 1 §3). */
    drop_off_address_type: enums([1, 2, 3, 4, 5]),
    pickup_type: integer(),
    dropoff_type: integer(),
    pickup_early_datetime: string(),
    pickup_later_datetime: string(),
    dropoff_early_datetime: string(),
    dropoff_later_datetime: string(),
    /** 'YYYY-MM-DD' of the pickup window. */
    pickup_date: string(),
    /** 'HH:mm - HH:mm'. */
    pickup_window: string(),
    deliver_date: string(),
    deliver_window: string(),
    do_special_time: WireFlag,
    is_assign_favourite_driver: WireFlag,
    assign_my_fleet_driver: nullable(integer()),
    is_valet: WireFlag,
    is_age_restricted: WireFlag,
    is_intercity: WireFlag,
    bundle_id: nullable(integer()),
    /** The route as JSON text, `{"polyline":[{lat,lng},…]}` (part 2 §3.1 'coords'). */
    coords: optional(string()),
    /** The route, parsed (part 2 §3.1 'coordinates.polyline'). */
    coordinates: type({ polyline: array(WireLatLng) }),
    completed_at: nullable(string()),
    created_at: string(),
    /** Drop-off requirements as text, e.g. 'In-Person Confirmation'. */
    dropoff_requirements: string(),
    /** Total price (sub-total plus taxes), cents. */
    fee: integer(),
    /** Sweetener amount, cents. */
    feesweet: integer(),
    /** Cancellation penalty, cents: what cancelling now costs, or what it cost. */
    cancelFee: integer(),
    notes: type({ description: string() }),
    photos: array(string()),
    /** 1: the packages are ready ('Available for Pickup'). */
    available: WireFlag,
    driver: nullable(wireOrderDriver(product)),
    pickup_name: string(),
    pickup_address: string(),
    pickup_phonenumber: string(),
    pickup_email: string(),
    pickup_latitude: number(),
    pickup_longitude: number(),
    dropoff_name: string(),
    dropoff_address: string(),
    dropoff_phonenumber: string(),
    dropoff_email: string(),
    dropoff_latitude: number(),
    dropoff_longitude: number(),
  })
}
