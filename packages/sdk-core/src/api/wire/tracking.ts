import { integer, nullable, number, pattern, string, type } from 'superstruct'
import type { WireNames } from './names.ts'

/**
 * Paths of the public tracking call (part 2 §2.1 'Public tracking page: /order-tracking/`{uuid}`'; the spec shows
 * no call for it: docs/contract/tracking.md). `{uuid}` is the order's client uuid. It takes no api code.
 */
export function trackingPaths({ product }: WireNames) {
  return {
    /** GET: one delivery's public tracking: status, places, driver, ETA. No api code. */
    orderTracking: `/api/public/${product}/tracking/{uuid}`,
  } as const
}

/**
 * A trackable uuid: the RFC 4122 form (8-4-4-4-12 hex digits, any letter case). Orders whose client uuid has
 * another form (a batch row's order number) are not publicly trackable: such ids can be guessed.
 */
export const TRACKING_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** An instant as the tracking call writes it: ISO 8601 in UTC, e.g. '2026-11-23T16:42:00.000Z'. */
export const WireInstant = pattern(string(), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/)

/**
 * The pickup as the public sees it. The account's own address: the business's name, its city and where it is. Any
 * other pickup (a private person's, e.g. in a many-pickups batch): no name, its city and the city's centre. Never
 * a phone or an email.
 */
export const WireTrackingPickup = type({
  /** The business's name; null when the pickup is not the account's own address. */
  name: nullable(string()),
  /** One of the served cities, or null when the address names none. */
  city: nullable(string()),
  /** The pickup's latitude; the city centre's when `name` is null. */
  latitude: number(),
  /** The pickup's longitude; the city centre's when `name` is null. */
  longitude: number(),
})

/** The drop-off as the public sees it: the address (without unit) and where it is. No name, phone or email. */
export const WireTrackingDropoff = type({
  address: string(),
  latitude: number(),
  longitude: number(),
})

/** The assigned driver while the delivery is under way: first name and position only. */
export const WireTrackingDriver = type({
  first_name: string(),
  latitude: number(),
  longitude: number(),
})

/**
 * GET `/api/public/{product}/tracking/{uuid}`: 200 answer. Only this delivery's public data: its name, status, the
 * two places, the driver while under way, an ETA and the completion time (docs/contract/tracking.md).
 */
export const OrderTrackingResponse = type({
  /** The uuid asked for. */
  uuid: string(),
  /** The order's name ('Order Id' column: the reference or an order number). */
  name: string(),
  /** Status code (part 1 §4). */
  status: integer(),
  /** The IANA zone the delivery's times are shown in, e.g. 'America/Edmonton'. */
  timezone: string(),
  pickup: WireTrackingPickup,
  dropoff: WireTrackingDropoff,
  /** The driver while a driver is assigned and the delivery under way; null otherwise. */
  driver: nullable(WireTrackingDriver),
  /** The estimated drop-off time; null when unknown or finished. */
  eta: nullable(WireInstant),
  /** When it reached a final status; null before. */
  completed_at: nullable(WireInstant),
})
