import {
  array,
  assign,
  integer,
  nonempty,
  nullable,
  number,
  object,
  optional,
  refine,
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
import type { WireNames } from './names.ts'

/** Paths of the account calls (part 1 §7, part 2 §7 'Account and cards'). */
export function accountPaths(_names: WireNames) {
  return {
    /** GET: the account behind an api code. */
    companyInfo: '/api/user/companyInfo',
  } as const
}

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
  /** Server id of the saved card; an order paid with it sends card_id. */
  card_id: integer(),
  /** Name on the card. */
  name: string(),
  /** The card number, masked by the server. */
  /** Masked as the server lists it, e.g. '**** 4242': a full card number (5+ digits in a row) is refused. */
  number: refine(string(), 'masked card number', (value) => !/\d{5}/.test(value)),
  /** Expiry month, two digits. */
  expiry_month: string(),
  /** Expiry year, two digits. */
  expiry_year: string(),
  /** Card brand, e.g. 'Visa'; not in the spec's list, so optional (the sandbox sends it). */
  brand: optional(string()),
})

/** The company-info user record (part 1 §3 'User/account'), less the product-keyed on-hold flag. */
export const WireCompanyUser = type({
  /** Login email of the business user. */
  email: string(),
  /** Mobile number, or null; PATCH /api/user/updateBusinessUsers sets it. */
  mobile: NullableString,
  /** First name of the business user. */
  first_name: string(),
  /** Last name of the business user. */
  last_name: string(),
  /** Credit balance in cents. */
  credit: integer(),
  /** Billing address, or null; may hold comma-separated emails (part 2 §5.6). */
  billing_address: NullableString,
  /** Insured value every delivery starts with, and the least the user may enter. */
  default_insurance_value: number(),
  /** 1: favourite drivers may be asked first. */
  enable_favourite_agent: WireFlag,
  /** 1: the dashboard shows the 'Available for Pickup' column. */
  is_pickup_availability: WireFlag,
  /** 1: the business may assign its own My Fleet drivers. */
  enable_my_fleet: WireFlag,
  /** 1: Valet and Vehicle Swap are offered. */
  valet_enabled: WireFlag,
  /** 1: Express Delivery may be offered. */
  express_enabled: WireFlag,
  /** Latest express drop-off, 'HH:mm'; null means 16:00. */
  express_max_time: nullable(WireHourMinute),
  /** Longest trip, in km, for which Rush is offered. */
  rush_distance: number(),
  /** Hours from the pickup window's end to the earliest intercity special drop-off time. */
  intercity_min_special_time: number(),
  /** Hours from the pickup window's end to the earliest local special drop-off time. */
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
  /** Business name shown in the page chrome. */
  business_name: string(),
  /** Street address of the pickup location, or null (POST /api/user/businessPickupAddress sets it). */
  business_street_address: NullableString,
  /** Suite or apartment number of the pickup location, or null. */
  business_appt_number: NullableString,
  /** City of the pickup location, or null. */
  business_pickup_city: NullableString,
  /** Province of the pickup location, or null. */
  business_pickup_province: NullableString,
  /** Postal code of the pickup location, or null. */
  business_pickup_postal_code: NullableString,
})

/** The operating region's opening and closing time. */
export const WireRegionTimes = type({ open: WireTimeOfDay, close: WireTimeOfDay })

/** Skipped days, 'DD-MM', per kind of delivery (part 1 §3). */
export const WireSkippedDays = type({
  /** Days with no local pickups. */
  local: array(WireDayMonth),
  /** Days with no intercity pickups. */
  intercity: array(WireDayMonth),
  /** Days with no valet pickups. */
  valet: array(WireDayMonth),
})

/** GET /api/user/companyInfo: 200 answer (part 1 §7). */
export function companyInfoResponse(product: string) {
  return type({
    /** The business user record, with its `on_hold_{product}` flag. */
    user: wireCompanyUser(product),
    /** Business name and pickup location. */
    business: WireBusiness,
    /** Saved cards; empty when the account has none. */
    cards: array(WireCard),
    /** Weekly pickup hours, `{day}_open` and `{day}_close` as 'HH:mm:ss'. */
    pickup: WirePickupHours,
    /** The account's available times, 'HH:mm'. */
    available_times: array(WireHourMinute),
    /** 1: the business pays by EFT. */
    is_eft_payment: WireFlag,
    /** 1: the credit balance pays for orders before any card charge. */
    is_use_credit: WireFlag,
    /** 1: Sunday pickups are allowed. */
    is_sunday_delivery_enabled: WireFlag,
    /** Centre of the operating region, for maps. */
    operating_region_lat_lng: WireLatLng,
    /** Opening and closing time of the operating region, 'HH:mm:ss'. */
    region_times: WireRegionTimes,
    /** Days on which pickups cannot be booked, per kind of delivery. */
    skipped_days: WireSkippedDays,
    /** Record id; not read by the SDK. */
    id: optional(integer()),
  })
}
