import {
  array,
  assign,
  enums,
  integer,
  nonempty,
  number,
  object,
  optional,
  type Struct,
  size,
  string,
  type,
} from 'superstruct'
import { WireFlag, WireId, WireLatLng } from './common.ts'
import { WireLatitude, WireLongitude } from './geo.ts'
import type { WireNames } from './names.ts'
import { MAX_CENTS, WireCents, wireOrder } from './orderPayload.ts'
import { wireOrderRecord } from './orderRecord.ts'

/** Most orders one on-hold call may carry (part 2 §7, §9 'On-hold chunk size is 10 rows'). */
export const ON_HOLD_LIMIT = 10

/** Paths of the order calls (part 2 §7 'Summary, pricing and submit' and 'Dashboard and orders'). */
export function ordersPaths({ product }: WireNames) {
  return {
    /** POST: prices an order payload. */
    paymentSummary: `/api/web/${product}/payment-summary`,
    /** POST: charges the account's card. */
    prepay: `/api/web/prepay-${product}`,
    /** POST: creates one order (deduplicated by its uuid). */
    createOrder: `/api/web/${product}`,
    /** POST: creates up to 10 orders on hold (status 17). */
    createOnHoldOrders: `/api/web/${product}/on-hold`,
    /** POST: updates an order on hold. */
    updateOnHoldOrder: `/api/web/on-hold-${product}/updateExisting`,
    /** PATCH: cancels an order; `{id}` is the order id. */
    cancelOrder: `/api/web/${product}/{id}/cancel`,
    /** POST: the older cancel call. */
    cancelOrderOld: `/api/user/cancel${product}`,
  } as const
}

/** The premium fee keys of the price response, in cents (part 2 §3.11). */
export const PREMIUM_FEE_KEYS = [
  'age_restricted_fee',
  'inperson_confirmation_fee',
  'package_count_fee',
  'refrigerated_vehicle_fee',
  'special_care_fee',
  'do_special_time_fee',
  'insurance_fee',
  'drop_off_fee',
  'pick_up_fee',
  'multi_trip_fee',
  'load_needs_fee',
  'unload_needs_fee',
  'returning_an_item_fee',
  'alcohol_delivery_fee',
  'favourite_driver_fee',
] as const

/** A premium fee key of part 2 §3.11. */
export type PremiumFeeKey = (typeof PREMIUM_FEE_KEYS)[number]

/** premiums_fee_detail: every key of part 2 §3.11, cents. */
export const WirePremiumsFeeDetail = type(
  Object.fromEntries(PREMIUM_FEE_KEYS.map((key) => [key, WireCents])) as Record<
    PremiumFeeKey,
    typeof WireCents
  >,
)

/**
 * POST `/api/web/{product}/payment-summary`: 200 answer, the price estimate (part 1 §3 'Priced order result',
 * part 2 §3.11). Money in cents; rates in percent.
 */
export const PaymentSummaryResponse = type({
  delivery_fee: WireCents,
  premiums_fee: WireCents,
  premiums_fee_detail: WirePremiumsFeeDetail,
  service_admin_fee: WireCents,
  /** Credit applied before any card charge. */
  applied_credit: WireCents,
  /** delivery + premiums + service/admin. */
  sub_total: WireCents,
  gst_rate: number(),
  pst_rate: number(),
  /** gst_rate + pst_rate. */
  tax_rate: number(),
  /** sub_total × (gst_rate + pst_rate) / 100. */
  taxes: WireCents,
  /** sub_total + taxes. */
  fee: WireCents,
  /** What the card is charged: fee − applied_credit. */
  billable_amount: WireCents,
  promo_amount: WireCents,
  sweeten_amount: WireCents,
  is_sweeten_deal: WireFlag,
  custom_pricing: WireFlag,
  /** Road distance in metres. */
  distance: number(),
  /** Driving time in seconds. */
  duration: number(),
  /** Encoded route polyline (Google format). */
  polyline: string(),
  coordinates: type({ polyline: array(WireLatLng) }),
  pickup_latitude: number(),
  pickup_longitude: number(),
  dropoff_latitude: number(),
  dropoff_longitude: number(),
  /** The drop-off window as text, 'HH:mm - HH:mm'. */
  deliver_window: string(),
  /** The payload's uuid. */
  uuid: string(),
})

/** POST `/api/web/prepay-{product}`: body (part 2 §7). */
export const PrepayRequest = object({
  api_code: nonempty(string()),
  /** Cents, 1 to {@link MAX_CENTS}. */
  amount: size(integer(), 1, MAX_CENTS),
})

/** POST `/api/web/prepay-{product}`: 200 answer. */
export const PrepayResponse = type({
  message: string(),
  /** Amount charged, cents. */
  amount: integer(),
  /** The card charged. */
  card_id: integer(),
  /** The charge's reference. */
  transaction_id: string(),
})

/** POST `/api/web/{product}`: 200 answer, the order (a resend with the same uuid answers the same order). */
export function createOrderResponse(product: string) {
  return type({ message: string(), data: wireOrderRecord(product) })
}

/** POST `/api/web/{product}/on-hold`: 200 answer (part 2 §7, §4.6). */
export const OnHoldResponse = type({
  /** uuids that failed. */
  uuid: array(string()),
  /** uuids created now. */
  real_uuids: array(string()),
  /** uuids that already existed (sent before): not created again. */
  duplicated_uuids: array(string()),
})

/** Party data of the on-hold update (part 1 §3 'Party data'). */
export const WireOrderPartyData = object({
  name: nonempty(string()),
  address: nonempty(string()),
  unit: optional(string()),
  phonenumber: string(),
  email: string(),
  latitude: WireLatitude,
  longitude: WireLongitude,
  w3w: optional(string()),
})

/** An on-hold order as the update sends it: the order fields with its server id (part 2 §4.3). */
export function wireOnHoldOrder(product: string) {
  return assign(wireOrder(product), object({ id: WireId }))
}

/**
 * POST `/api/web/on-hold-{product}/updateExisting`: body (part 2 §7, §4.3): the order keyed by the product (see
 * {@link wireOnHoldOrder}; the key is known only at run time, so it is checked but not typed), the pickup and
 * drop-off data and the api code.
 */
export function updateOnHoldRequest(product: string) {
  return object({
    pickupData: WireOrderPartyData,
    dropoffData: WireOrderPartyData,
    api_code: nonempty(string()),
    ...productKeyed(product, wireOnHoldOrder(product)),
  })
}

/** A field whose key is the product slug (or built from it): checked at run time, absent from the inferred type. */
function productKeyed<T, S>(key: string, schema: Struct<T, S>): Record<never, never> {
  return { [key]: schema }
}

/** The cancellation reasons (part 2 §4.2): 1 I changed my mind, 2 Not needed anymore, 3 Too expensive, 4 Nobody came/Too slow. */
export const WireCancelReason = enums([1, 2, 3, 4])

/**
 * PATCH `/api/web/{product}/{id}/cancel`: body (part 2 §3.7, §7). `{product}_id` may be sent too (part 2 §3.7) and
 * must then be the path's id.
 */
export function cancelOrderRequest(product: string) {
  return object({
    cancellation_reason_id: WireCancelReason,
    note: string(),
    api_code: nonempty(string()),
    ...productKeyed(`${product}_id`, optional(WireId)),
  })
}

/** Cancel answers, both calls: the message must be 'ok' (part 2 §7). */
export const CancelResponse = type({
  message: string(),
  /** The cancellation penalty charged, cents (0 before acceptance). */
  cancel_fee: optional(WireCents),
  /** The status after cancelling (9 CANCELED BY USER). */
  status: optional(integer()),
})

/** POST `/api/user/cancel{product}`: body (part 2 §7, older cancel): api_key and `{product}_id`. */
export function cancelOrderOldRequest(product: string) {
  return object({ api_key: nonempty(string()), ...productKeyed(`${product}_id`, WireId) })
}
