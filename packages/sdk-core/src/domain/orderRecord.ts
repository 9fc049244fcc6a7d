import type { LatLng } from './account.ts'
import type { DropOffAddressType, DropoffMethod, OrderParty } from './order.ts'

/**
 * One side of a listed order. The unit is parsed from the address text ('#n', 'home n', 'apartment n'), or ''
 * when none (part 2 §3.1); a listed order carries no what3words address.
 */
export type OrderPlace = Omit<OrderParty, 'w3w'>

/** The driver of a listed order (part 2 §3.1 'driver'). */
export interface OrderDriver {
  /** Driver id. */
  readonly id: number
  /** Full name ('Delivery Agent' column). */
  readonly name: string
  /** First name. */
  readonly firstName: string
  /** How many deliveries the driver is carrying (`active{product}s)`. */
  readonly activeOrders: number
}

/** A delivery as the dashboard lists it (part 2 §3.1). Money in cents; datetimes as the server writes them. */
export interface Order {
  /** Server id (`'{product}` #'). */
  readonly id: number
  /** The client uuid it was created with; also the public tracking page's id (`/order-tracking/{uuid})`. */
  readonly uuid: string
  /** 'Order Id' column: the reference or an order number. */
  readonly name: string
  /** Reference name. */
  readonly itemName: string
  /** Status code (part 1 §4; see `OrderStatus`). */
  readonly status: number
  /** The description note. */
  readonly description: string
  /** Number of packages. */
  readonly packageCount: number
  /** Drop-off method. */
  readonly dropoffMethod: DropoffMethod
  /** Drop-off location type. */
  readonly dropOffAddressType: DropOffAddressType
  /** Pickup type (2 scheduled, 3 rush). */
  readonly pickupType: number
  /** Drop-off type (2 standard, 5 urgent). */
  readonly dropoffType: number
  /** Pickup window start, 'YYYY-MM-DD HH:mm:ss'. */
  readonly pickupEarlyDatetime: string
  /** Pickup window end, 'YYYY-MM-DD HH:mm:ss'. */
  readonly pickupLaterDatetime: string
  /** Drop-off window start, 'YYYY-MM-DD HH:mm:ss'. */
  readonly dropoffEarlyDatetime: string
  /** Drop-off window end, 'YYYY-MM-DD HH:mm:ss'. */
  readonly dropoffLaterDatetime: string
  /** Pickup date, 'YYYY-MM-DD'. */
  readonly pickupDate: string
  /** Pickup window, 'HH:mm - HH:mm'. */
  readonly pickupWindow: string
  /** Delivery date, 'YYYY-MM-DD'. */
  readonly deliverDate: string
  /** Delivery window, 'HH:mm - HH:mm'. */
  readonly deliverWindow: string
  /** A special drop-off time was chosen. */
  readonly doSpecialTime: boolean
  /** Offered to favourite drivers first. */
  readonly isAssignFavouriteDriver: boolean
  /** The My Fleet driver chosen, or null. */
  readonly assignMyFleetDriver: number | null
  /** A valet or vehicle-swap order. */
  readonly isValet: boolean
  /** Age restricted. */
  readonly isAgeRestricted: boolean
  /** Crosses cities. */
  readonly isIntercity: boolean
  /** Orders submitted together share a bundle id; null when alone. */
  readonly bundleId: number | null
  /** The route (coordinates.polyline). */
  readonly route: readonly LatLng[]
  /** When it reached a final status, or null ('Completed Date' column). */
  readonly completedAt: string | null
  /** When it was created. */
  readonly createdAt: string
  /** Drop-off requirements as text. */
  readonly dropoffRequirements: string
  /** Price (sub-total plus taxes), cents. */
  readonly feeCents: number
  /** Sweetener amount (feesweet), cents. */
  readonly feeSweetCents: number
  /** Cancellation penalty (cancelFee), cents: what cancelling costs now (status 3), or what it cost. */
  readonly cancelFeeCents: number
  /** Notes (notes.description). */
  readonly notes: string
  /** Photo URLs. */
  readonly photos: readonly string[]
  /** Packages ready ('Available for Pickup'). */
  readonly available: boolean
  /** The assigned driver, or null. */
  readonly driver: OrderDriver | null
  /** Pickup side. */
  readonly pickup: OrderPlace
  /** Drop-off side. */
  readonly dropoff: OrderPlace
}
