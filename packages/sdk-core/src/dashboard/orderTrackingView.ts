import type { LatLng } from '../domain/account.ts'
import { fillNames, fillText, messages } from '../domain/messages.ts'
import { OrderStatus } from '../domain/orderStatus.ts'
import { type DashboardStatus, dashboardStatus } from '../domain/statusRules.ts'
import { isFinalTrackingStatus, type OrderTracking } from '../domain/tracking.ts'
import { DEFAULT_TIMEZONE, formatClock, toLocal } from '../time/localTime.ts'
import { distanceMetres } from './geoDistance.ts'

/**
 * A point the tracking map draws: the pickup, the drop-off or the driver, named for assistive technology.
 *
 * @internal
 */
export interface TrackingMapPoint {
  /** Stable id: 'pickup', 'dropoff' or 'driver'. */
  readonly id: 'pickup' | 'dropoff' | 'driver'
  /** What it stands for (the map draws each kind its own way). */
  readonly kind: 'pickup' | 'dropoff' | 'driver'
  /** Its accessible name, plain text. */
  readonly title: string
  /** Where it is. */
  readonly position: LatLng
}

/**
 * Everything the public tracking page shows of one answer, as text (part 2 §2.1; our words).
 *
 * @internal
 */
export interface OrderTrackingView {
  /** The heading, 'Track your `{product}`'. */
  readonly title: string
  /** 'Order Id: `{name}`'. */
  readonly orderName: string
  /** The text before the badge, 'Status:'. */
  readonly statusLabel: string
  /** The status badge: the dashboard's short label and tone (part 2 §4.1). */
  readonly status: DashboardStatus
  /** 'Estimated arrival 16:42' while under way with an ETA, 'Delivered at 16:40' once delivered, else null. */
  readonly arrival: string | null
  /** 'Your driver: Sam' while a driver is assigned and the delivery under way, else null. */
  readonly driver: string | null
  /**
   * 'From Prairie Parcel Co., Edmonton' from the business's own address; 'From Edmonton' from another pickup (only
   * its city is public); null when neither a name nor a city is known.
   */
  readonly from: string | null
  /** 'To 8882 170 St NW, Edmonton, AB'. */
  readonly to: string
  /** The delivery is finished: nothing will change any more. */
  readonly final: boolean
  /**
   * The map's accessible name, centre, zoom and points (pickup, drop-off, then the driver when shown). A pickup
   * known only by its city is drawn at the city's centre as 'Pickup area: `{city}`', and not at all without a city.
   */
  readonly map: {
    readonly label: string
    readonly center: LatLng
    readonly zoom: number
    readonly points: readonly TrackingMapPoint[]
  }
}

/**
 * An instant as the tracking page shows it, in the delivery's zone: 'HH:mm' on the same local day as `now`,
 * 'YYYY-MM-DD HH:mm' on another; null for a text that is not an instant. An unknown zone reads as Edmonton's.
 *
 * @example
 * ```ts
 * trackingTimeText('2026-11-23T16:42:00Z', 'America/Edmonton', Date.parse('2026-11-23T15:00:00Z')) // '10:42'
 * ```
 */
export function trackingTimeText(iso: string, timeZone: string, now: number): string | null {
  const at = Date.parse(iso)
  if (!Number.isFinite(at)) return null
  let zone = timeZone
  try {
    toLocal(at, zone)
  } catch {
    zone = DEFAULT_TIMEZONE
  }
  const local = toLocal(at, zone)
  const clock = formatClock(local.minute)
  return local.date === toLocal(now, zone).date ? clock : `${local.date} ${clock}`
}

/** Web Mercator metres per pixel at zoom 0 on the equator (256-pixel tiles). */
const METRES_PER_PIXEL_AT_ZOOM_0 = 156_543.034
/** Pixels the pickup-to-drop-off span may take on the 400 px high map (part 1 §9), margins kept. */
const SPAN_PIXELS = 300

/**
 * The tracking map's zoom: the closest view (5 to 14) in which the pickup and drop-off fit within 300 px, so a
 * local delivery shows its streets and an intercity one both cities.
 */
export function trackingMapZoom(pickup: LatLng, dropoff: LatLng): number {
  const span = Math.max(distanceMetres(pickup, dropoff), 1)
  const latitude = ((pickup.lat + dropoff.lat) / 2) * (Math.PI / 180)
  const fits = Math.log2((METRES_PER_PIXEL_AT_ZOOM_0 * Math.cos(latitude) * SPAN_PIXELS) / span)
  return Math.min(14, Math.max(5, Math.floor(fits)))
}

function fromText({ name, city }: OrderTracking['pickup']): string | null {
  if (name !== null) {
    return city
      ? fillText(messages.trackingFrom, { name, city })
      : fillText(messages.trackingFromNoCity, { name })
  }
  return city ? fillText(messages.trackingFromCity, { city }) : null
}

function pickupPoint({ name, city, position }: OrderTracking['pickup']): TrackingMapPoint | null {
  const title =
    name !== null
      ? fillText(messages.trackingPickupMarker, { name })
      : city && fillText(messages.trackingPickupAreaMarker, { city })
  return title ? { id: 'pickup', kind: 'pickup', title, position } : null
}

function arrivalText(tracking: OrderTracking, final: boolean, now: number): string | null {
  if (!final && tracking.eta !== null) {
    const time = trackingTimeText(tracking.eta, tracking.timezone, now)
    return time && fillText(messages.trackingEta, { time })
  }
  if (tracking.status === OrderStatus.Delivered && tracking.completedAt !== null) {
    const time = trackingTimeText(tracking.completedAt, tracking.timezone, now)
    return time && fillText(messages.trackingDelivered, { time })
  }
  return null
}

/**
 * The tracking page's texts and map of one answer (part 2 §2.1): the dashboard's status label (part 2 §4.1), the
 * ETA while under way or the delivery time once delivered (local times of the delivery's zone), the driver's first
 * name while under way, where it comes from (the business, or only the city of a private pickup), and the pickup,
 * drop-off and driver points. All plain text.
 *
 * @example
 * ```ts
 * orderTrackingView(tracking, client.config, Date.now()).arrival // 'Estimated arrival 16:42'
 * ```
 */
export function orderTrackingView(
  tracking: OrderTracking,
  names: { readonly brand: string; readonly product: string },
  now: number,
): OrderTrackingView {
  const final = isFinalTrackingStatus(tracking.status)
  const driver = final ? null : tracking.driver
  const { pickup, dropoff } = tracking
  const points: TrackingMapPoint[] = []
  const pickupMarker = pickupPoint(pickup)
  if (pickupMarker) points.push(pickupMarker)
  points.push({
    id: 'dropoff',
    kind: 'dropoff',
    title: fillText(messages.trackingDropoffMarker, { address: dropoff.address }),
    position: dropoff.position,
  })
  if (driver) {
    const title = fillText(messages.trackingDriverMarker, { name: driver.firstName })
    points.push({ id: 'driver', kind: 'driver', title, position: driver.position })
  }
  return {
    title: fillNames(messages.trackingTitle, names),
    orderName: fillText(messages.trackingOrderName, { name: tracking.name }),
    statusLabel: messages.trackingStatusLabel,
    status: dashboardStatus(tracking.status),
    arrival: arrivalText(tracking, final, now),
    driver: driver && fillText(messages.trackingDriver, { name: driver.firstName }),
    from: fromText(pickup),
    to: fillText(messages.trackingTo, { address: dropoff.address }),
    final,
    map: {
      label: fillNames(messages.trackingMapLabel, names),
      center: {
        lat: (pickup.position.lat + dropoff.position.lat) / 2,
        lng: (pickup.position.lng + dropoff.position.lng) / 2,
      },
      zoom: trackingMapZoom(pickup.position, dropoff.position),
      points,
    },
  }
}

/**
 * What the tracking page says while its polls fail after an answer came: 'Could not refresh. Last updated at
 * 10:42.', `updatedAt` being when that answer came, shown in the delivery's zone like its other times.
 *
 * @example
 * ```ts
 * trackingStaleNotice(Date.parse('2026-11-23T16:42:00Z'), 'America/Edmonton', Date.parse('2026-11-23T16:45:00Z'))
 * // 'Could not refresh. Last updated at 10:42.'
 * ```
 */
export function trackingStaleNotice(updatedAt: number, timeZone: string, now: number): string {
  const time = trackingTimeText(new Date(updatedAt).toISOString(), timeZone, now) ?? ''
  return fillText(messages.trackingStale, { time })
}

/**
 * The tracking page's document title (the browser tab's name): '`{status}`: `{name}` – Track your `{product}`' once
 * the delivery is shown, so a background tab shows its progress; the not-found heading for a link that leads
 * nowhere; 'Track your `{product}`' before the first answer.
 *
 * @example
 * ```ts
 * trackingDocumentTitle(tracking, false, client.config) // 'In transit: PPC-1040 Book order – Track your delivery'
 * ```
 */
export function trackingDocumentTitle(
  tracking: OrderTracking | null,
  notFound: boolean,
  names: { readonly brand: string; readonly product: string },
): string {
  if (notFound) return fillNames(messages.trackingNotFoundTitle, names)
  if (!tracking) return fillNames(messages.trackingTitle, names)
  const status = dashboardStatus(tracking.status).label
  return fillText(fillNames(messages.trackingDocumentTitle, names), { status, name: tracking.name })
}
