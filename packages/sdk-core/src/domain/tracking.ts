import { TRACKING_UUID_PATTERN } from '../api/wire/tracking.ts'
import type { LatLng } from './account.ts'
import { OrderStatus, type OrderStatusCode } from './orderStatus.ts'

/**
 * The pickup as the public tracking page shows it, no contact details: the business's name, city and position when
 * it is the account's own address; only its city and the city's centre for any other pickup (a private person's,
 * e.g. in a many-pickups batch; docs/contract/tracking.md).
 */
export interface TrackingPickup {
  /** The business's name; null when the pickup is not the account's own address (then `position` is approximate). */
  readonly name: string | null
  /** One of the served cities, or null when the address names none. */
  readonly city: string | null
  /** Where it is; the centre of its city when `name` is null. */
  readonly position: LatLng
}

/** The drop-off as the public tracking page shows it: the address (without unit), no name or contact details. */
export interface TrackingDropoff {
  /** The street address. */
  readonly address: string
  /** Where it is. */
  readonly position: LatLng
}

/** The assigned driver while the delivery is under way: first name and position only. */
export interface TrackingDriver {
  /** First name. */
  readonly firstName: string
  /** Where the driver is now. */
  readonly position: LatLng
}

/**
 * One delivery as its public tracking page sees it (part 2 §2.1 '/order-tracking/`{uuid}`'): nothing of the
 * account beyond that delivery (docs/contract/tracking.md).
 */
export interface OrderTracking {
  /** The client uuid the delivery was created with: the page's id. */
  readonly uuid: string
  /** The order's name: the reference or an order number ('Order Id'). */
  readonly name: string
  /** Status code (part 1 §4; see `OrderStatus`). */
  readonly status: number
  /** The IANA zone its times are shown in, e.g. 'America/Edmonton'. */
  readonly timezone: string
  /** Where it is picked up. */
  readonly pickup: TrackingPickup
  /** Where it goes. */
  readonly dropoff: TrackingDropoff
  /** The driver while assigned and under way, else null. */
  readonly driver: TrackingDriver | null
  /** The estimated drop-off time, ISO 8601 (UTC); null when unknown or finished. */
  readonly eta: string | null
  /** When it reached a final status, ISO 8601 (UTC); null before. */
  readonly completedAt: string | null
}

/**
 * How often the tracking page asks for news, in ms: as often as the dashboard asks for drivers (part 2 §9).
 *
 * @internal
 */
export const TRACKING_POLL_MS = 15_000

/**
 * How many 404 answers in a row (no good answer between them) make a tracking page that had shown its delivery
 * 'not found' for good. One may be a blip of the server; before any answer a single 404 is enough.
 *
 * @internal
 */
export const TRACKING_NOT_FOUND_POLLS = 2

/**
 * Whether the tracking page gives its link up as 'not found' after `notFoundInRow` 404 answers in a row
 * (docs/contract/tracking.md): at the first one while the delivery was never shown (an unknown or mistyped link),
 * only at the {@link TRACKING_NOT_FOUND_POLLS}th once it had been (the page keeps the last answer until then).
 *
 * @internal
 *
 * @example
 * ```ts
 * isTrackingNotFound(1, false) // true: the link never worked
 * isTrackingNotFound(1, true) // false: shown before, ask again
 * ```
 */
export function isTrackingNotFound(notFoundInRow: number, shown: boolean): boolean {
  return notFoundInRow >= (shown ? TRACKING_NOT_FOUND_POLLS : 1)
}

/** The route of the public tracking page (part 1 §2, part 2 §2.1); `{uuid}` is the order's client uuid. */
export const TRACKING_ROUTE = '/order-tracking/{uuid}'

/**
 * Statuses after which a delivery never moves again: delivered, cancelled (by agent, user, admin, at pickup),
 * payment error, restricted and returned (part 1 §4). The tracking page stops asking once one is reached. 15
 * HELP REQUEST COMPLETED is not among them: the dashboard still shows it as out for delivery.
 */
export const FINAL_TRACKING_STATUSES: readonly OrderStatusCode[] = [
  OrderStatus.Delivered,
  OrderStatus.CanceledByAgent,
  OrderStatus.CanceledByUser,
  OrderStatus.CanceledByAdmin,
  OrderStatus.PaymentError,
  OrderStatus.Restricted,
  OrderStatus.Returned,
  OrderStatus.CanceledAtPickedUp,
]

const FINAL: readonly number[] = FINAL_TRACKING_STATUSES

/**
 * Whether a delivery in `status` is finished: the tracking page stops polling (part 1 §4).
 *
 * @example
 * ```ts
 * isFinalTrackingStatus(6) // true: delivered
 * isFinalTrackingStatus(51) // false: in transit
 * ```
 */
export function isFinalTrackingStatus(status: number): boolean {
  return FINAL.includes(status)
}

/**
 * Whether `uuid` can be tracked publicly: the RFC 4122 form only (docs/contract/tracking.md). Anything else is
 * answered 'not found' without asking the server.
 */
export function isTrackingUuid(uuid: string): boolean {
  return TRACKING_UUID_PATTERN.test(uuid)
}

/**
 * The path of a delivery's public tracking page, `/order-tracking/{uuid}` (part 1 §2), or null when its uuid is
 * not trackable ({@link isTrackingUuid}): a dashboard offers no tracking link then.
 *
 * @example
 * ```ts
 * trackingPath(order.uuid) // '/order-tracking/3b241101-e2bb-4255-8caf-4136c566a962'
 * ```
 */
export function trackingPath(uuid: string): string | null {
  return isTrackingUuid(uuid) ? TRACKING_ROUTE.replace('{uuid}', uuid) : null
}
