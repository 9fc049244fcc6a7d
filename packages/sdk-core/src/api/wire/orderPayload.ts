import {
  array,
  assign,
  enums,
  integer,
  literal,
  nonempty,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
} from 'superstruct'
import { numberIn, WireFlag, WireId } from './common.ts'
import { WireLatitude, WireLongitude } from './geo.ts'

/** Most packages one delivery may carry: bounds the work a payload can ask for (labels are one page each). */
export const MAX_PACKAGES = 999

/**
 * Most trips one order may ask for (part 1 §3 number_of_trip; the client always sends 1): each further trip is
 * charged a delivery fee again, so an unbounded count is an unbounded price.
 */
export const MAX_TRIPS = 99

/**
 * Largest insured value in dollars (part 1 §9 gives a minimum, the account's default, and no maximum; we chose
 * one million: above any parcel a courier carries, and its 3% premium stays an exact number of cents).
 */
export const MAX_INSURANCE_VALUE = 1_000_000

/**
 * Largest amount of money, in cents, a request may name: one billion dollars, above the prepay of the largest
 * batch, and low enough that sums of many amounts stay exact.
 */
export const MAX_CENTS = 100_000_000_000

/**
 * A pickup type code (part 1 §4 'Time type codes'): 2 a scheduled window, 3 rush / as soon as possible. Typed
 * as a number, as the client's order submission carries it.
 */
export const WirePickupType = refine(integer(), 'pickup type', (code) => code === 2 || code === 3)

/** A drop-off type code (part 1 §4, §9): 2 a standard window, 5 a window that ends soon. */
export const WireDropoffType = refine(integer(), 'drop-off type', (code) => code === 2 || code === 5)

/** A date and time as orders carry them: 'YYYY-MM-DD HH:mm:ss' in the account's timezone (part 1 §3). */
export const WireOrderDateTime = pattern(
  string(),
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
)

/** An amount of money in cents, from 0 to {@link MAX_CENTS}. */
export const WireCents = size(integer(), 0, MAX_CENTS)

/** A length or weight of an item: the client sends zeros (part 1 §3 'items'). */
const ItemMeasure = numberIn(0, 1_000_000)

/** One package line of a multi-package order (part 1 §3 'multi_package'). */
export const WireMultiPackage = object({
  /** Size category id (1–6). */
  size_category_id: WireId,
  /** Weight range id of that size. */
  weight_category_id: WireId,
  /** Packages of this size and weight, 1 to 999. */
  packages: size(integer(), 1, MAX_PACKAGES),
})

/** One item of the submission: its name and zero dimensions (part 1 §3 'items'). */
export const WireOrderItem = object({
  name: string(),
  length: ItemMeasure,
  width: ItemMeasure,
  height: ItemMeasure,
  weight: ItemMeasure,
})

/** The premium options each sent as 1 when chosen (part 1 §3 'Premium options'; age restricted as is_age_restricted). */
export const WIRE_PREMIUM_OPTIONS = [
  'special_care',
  'load_needs',
  'unload_needs',
  'alcohol_delivery',
  'require_refrigerated_vehicle',
  'not_require_refrigerated_vehicle',
  'require_in_person_confirmation',
  'is_age_restricted',
] as const

/** A premium option key of the order payload. */
export type WirePremiumOption = (typeof WIRE_PREMIUM_OPTIONS)[number]

const OptionalFlag = optional(WireFlag)

const premiumFlags = Object.fromEntries(WIRE_PREMIUM_OPTIONS.map((key) => [key, OptionalFlag])) as Record<
  WirePremiumOption,
  typeof OptionalFlag
>

/**
 * The fields of one order as the summary, the batch and the valet form submit it: the union of part 1 §3
 * 'Submission payload' and part 2 §3.10 'Delivery order payload', less the api code and the product-keyed
 * `is_{product}_webapp` flag. The fee fields are the zeroed placeholders of part 1 §3: the server prices the
 * order itself.
 */
export const WireOrderFields = {
  /** The client's uuid of the draft: the server deduplicates by it. */
  uuid: nonempty(string()),
  /** The same uuid again (part 2 §3.10 client_uuid). */
  client_uuid: optional(string()),
  /** IANA timezone of the datetimes, e.g. 'America/Edmonton'. */
  timezone: nonempty(string()),
  pickup_name: nonempty(string()),
  pickup_address: nonempty(string()),
  pickup_unit: optional(string()),
  /** One or several comma-separated phone numbers. */
  pickup_phonenumber: string(),
  /** One or several comma-separated email addresses. */
  pickup_email: string(),
  pickup_latitude: WireLatitude,
  pickup_longitude: WireLongitude,
  dropoff_name: nonempty(string()),
  dropoff_address: nonempty(string()),
  dropoff_unit: optional(string()),
  dropoff_phonenumber: string(),
  dropoff_email: string(),
  dropoff_latitude: WireLatitude,
  dropoff_longitude: WireLongitude,
  /** Where the user was when ordering (part 2 §3.10), if known. */
  user_latitude: optional(WireLatitude),
  user_longitude: optional(WireLongitude),
  /** 'Unit#: …' plus details (part 2 §3.10). */
  customer_note: optional(string()),
  /** Reference name. */
  item_name: nonempty(string()),
  /** The semicolon-joined note (part 1 §3) or the batch description. */
  description: string(),
  items: optional(array(WireOrderItem)),
  /** Uploaded photo URLs (part 1 §3 'images'). */
  images: optional(array(string())),
  /** Trip distance in metres as the client estimated it (0 in batches), at most 10,000 km; the server measures its own. */
  distance: optional(numberIn(0, 10_000_000)),
  /** Trip duration in seconds as the client estimated it (0 in batches), at most about 115 days. */
  duration: optional(numberIn(0, 10_000_000)),
  /** Trips, 1 to {@link MAX_TRIPS}. */
  number_of_trip: optional(size(integer(), 1, MAX_TRIPS)),
  /** Encoded route polyline, if the client has one. */
  polyline: optional(string()),
  size_category_id: WireId,
  weight_category_id: WireId,
  /** Packages in the delivery, 1 to 999 (one label each). */
  package_count: size(integer(), 1, MAX_PACKAGES),
  multi_package: optional(array(WireMultiPackage)),
  /** 2 scheduled window, 3 rush (part 1 §4). */
  pickup_type: WirePickupType,
  pickup_early_datetime: WireOrderDateTime,
  pickup_later_datetime: WireOrderDateTime,
  /** 2 standard, 5 urgent (part 1 §4). */
  dropoff_type: WireDropoffType,
  dropoff_early_datetime: WireOrderDateTime,
  dropoff_later_datetime: WireOrderDateTime,
  do_special_time: optional(WireFlag),
  is_express: optional(WireFlag),
  is_intercity: WireFlag,
  /** 0 leave at door, 1 in-person, 2 age restricted (part 1 §3). */
  dropoff_method: optional(enums([0, 1, 2])),
  /** 1 Home, 2 Business, 3 School, 4 Hospital, 5 Apartment Building. */
  drop_off_address_type: optional(enums([1, 2, 3, 4, 5])),
  ...premiumFlags,
  is_assign_favourite_driver: optional(WireFlag),
  /** The My Fleet driver's id; 0 for none. */
  assign_my_fleet_driver: optional(size(integer(), 0, Number.MAX_SAFE_INTEGER)),
  /** Insured value in dollars, 0 to {@link MAX_INSURANCE_VALUE}. */
  insurance_value: optional(numberIn(0, MAX_INSURANCE_VALUE)),
  card_id: optional(nullable(WireId)),
  /** The order this one edits or reposts. */
  originalId: optional(nullable(WireId)),
  is_valet: optional(WireFlag),
  is_vehicle_swap: optional(WireFlag),
  vin: optional(string()),
  ro: optional(string()),
  license_plate: optional(string()),
  /** 17 (ON HOLD): an on-hold account's valet order, or one without a My Fleet driver (part 1 §3, part 2 §4.3). */
  status: optional(literal(17)),
  applied_credit: optional(WireCents),
  billable_amount: optional(WireCents),
  delivery_fee: optional(WireCents),
  premiums_fee: optional(WireCents),
  promo_amount: optional(WireCents),
  sub_total: optional(WireCents),
  sweeten_amount: optional(WireCents),
  /** Percent. */
  tax_rate: optional(numberIn(0, 100)),
  taxes: optional(WireCents),
  is_sweeten_deal: optional(WireFlag),
}

/** The `is_{product}_webapp` key of an order payload. */
export type WebappKey = `is_${string}_webapp`

/** One order without the api code: an entry of the on-hold update (part 2 §4.3), keyed by the product. */
export function wireOrder(product: string) {
  const one = literal(1)
  const webapp = { [`is_${product}_webapp`]: one } as Record<WebappKey, typeof one>
  return assign(object(WireOrderFields), object(webapp))
}

/**
 * The order payload of payment summary, create and on-hold (part 1 §3, part 2 §3.10): every order field plus
 * `is_{product}_webapp` = 1 and the api code. Strict: an unknown field is rejected.
 */
export function orderPayload(product: string) {
  return assign(wireOrder(product), object({ api_code: nonempty(string()) }))
}
