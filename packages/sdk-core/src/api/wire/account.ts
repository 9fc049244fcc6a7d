import {
  array,
  assign,
  integer,
  nonempty,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct'
import {
  NullableString,
  WireDayMonth,
  WireFlag,
  WireHourMinute,
  WireLatLng,
  WireTimeOfDay,
} from './common.ts'

/** GET /api/user/companyInfo: query (part 1 §7). */
export const CompanyInfoQuery = object({ api_key: nonempty(string()) })

/** The weekdays in the order the spec lists them, sunday to saturday (part 1 §2 'Pickup hours'). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const

const pickupHourFields = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}_open`, nullable(WireTimeOfDay)],
    [`${day}_close`, nullable(WireTimeOfDay)],
  ]),
) as Record<`${(typeof WEEKDAYS)[number]}_${'open' | 'close'}`, ReturnType<typeof nullable<string, null>>>

/** Pickup hours per weekday, 'HH:mm:ss'; null means no pickups that day. */
export const WirePickupHours = type(pickupHourFields)

/** A saved card as the server lists it: never a full number (part 2 §3.12). */
export const WireCard = type({
  card_id: integer(),
  name: string(),
  number: string(),
  expiry_month: string(),
  expiry_year: string(),
})

/** The company-info user record (part 1 §3 'User/account'), less the product-keyed on-hold flag. */
export const WireCompanyUser = type({
  email: string(),
  mobile: NullableString,
  first_name: string(),
  last_name: string(),
  credit: integer(),
  billing_address: NullableString,
  default_insurance_value: number(),
  enable_favourite_agent: WireFlag,
  is_pickup_availability: WireFlag,
  enable_my_fleet: WireFlag,
  valet_enabled: WireFlag,
  express_enabled: WireFlag,
  express_max_time: nullable(WireHourMinute),
  rush_distance: number(),
  intercity_min_special_time: number(),
  local_min_special_time: number(),
})

/** The `on_hold_{product}` key of the user record. */
export type OnHoldKey = `on_hold_${string}`

/** The user record with its `on_hold_{product}` flag, keyed by the product slug. */
export function wireCompanyUser(product: string) {
  const onHold = { [`on_hold_${product}`]: WireFlag } as Record<OnHoldKey, typeof WireFlag>
  return assign(WireCompanyUser, type(onHold))
}

/** The business record: name and pickup location (part 1 §3 'Pickup location'). */
export const WireBusiness = type({
  business_name: string(),
  business_street_address: NullableString,
  business_appt_number: NullableString,
  business_pickup_city: NullableString,
  business_pickup_province: NullableString,
  business_pickup_postal_code: NullableString,
})

/** The operating region's opening and closing time. */
export const WireRegionTimes = type({ open: WireTimeOfDay, close: WireTimeOfDay })

/** Skipped days, 'DD-MM', per kind of delivery (part 1 §3). */
export const WireSkippedDays = type({
  local: array(WireDayMonth),
  intercity: array(WireDayMonth),
  valet: array(WireDayMonth),
})

/** GET /api/user/companyInfo: 200 answer (part 1 §7). */
export function companyInfoResponse(product: string) {
  return type({
    user: wireCompanyUser(product),
    business: WireBusiness,
    cards: array(WireCard),
    pickup: WirePickupHours,
    available_times: array(WireHourMinute),
    is_eft_payment: WireFlag,
    is_use_credit: WireFlag,
    is_sunday_delivery_enabled: WireFlag,
    operating_region_lat_lng: WireLatLng,
    region_times: WireRegionTimes,
    skipped_days: WireSkippedDays,
    id: optional(integer()),
  })
}
