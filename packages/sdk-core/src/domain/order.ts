import type { LatLng } from './account.ts'

/** One side of a delivery: who and where (part 1 §3 'Party data'). */
export interface OrderParty {
  /** Contact or business name. */
  readonly name: string
  /** Street address without the unit. */
  readonly address: string
  /** Unit, suite or apartment; '' when none. */
  readonly unit: string
  /** One or several comma-separated phone numbers (phonenumber). */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** Latitude in decimal degrees. */
  readonly lat: number
  /** Longitude in decimal degrees. */
  readonly lng: number
  /** The what3words address, if the party was located by one. */
  readonly w3w?: string
}

/** The premium options of a delivery (part 1 §3 'Premium options'); each true one is sent as 1. */
export interface PremiumOptions {
  /** Special care handling. */
  readonly specialCare: boolean
  /** Help loading at pickup. */
  readonly loadNeeds: boolean
  /** Help unloading at drop-off. */
  readonly unloadNeeds: boolean
  /** The delivery carries alcohol. */
  readonly alcoholDelivery: boolean
  /** A refrigerated vehicle is required (intercity; excludes notRequireRefrigeratedVehicle). */
  readonly requireRefrigeratedVehicle: boolean
  /** No refrigerated vehicle is needed (intercity; excludes requireRefrigeratedVehicle). */
  readonly notRequireRefrigeratedVehicle: boolean
  /** Someone must confirm the drop-off in person. */
  readonly requireInPersonConfirmation: boolean
  /** Age restricted: valid ID required at drop-off (sent as is_age_restricted). */
  readonly ageRestricted: boolean
}

/** One package line of a multi-package delivery (part 1 §3 'multi_package'). */
export interface PackageLine {
  /** Size category id (1–6). */
  readonly sizeCategoryId: number
  /** Weight range id of that size. */
  readonly weightCategoryId: number
  /** How many packages of that size and weight (≥ 1). */
  readonly packages: number
}

/** Drop-off method code (part 1 §3): 0 leave at door, 1 in-person confirmation, 2 age restricted. */
export type DropoffMethod = 0 | 1 | 2

/** Drop-off location type (part 1 §3): 1 Home, 2 Business, 3 School, 4 Hospital, 5 Apartment Building. */
export type DropOffAddressType = 1 | 2 | 3 | 4 | 5

/**
 * One delivery as the summary, batch and valet flows submit it (part 1 §3 'Submission payload', part 2 §3.10).
 * Datetimes are 'YYYY-MM-DD HH:mm:ss' in `timezone`. The server prices it; no amount is sent.
 */
export interface OrderSubmission {
  /** The draft's client uuid: resending it never creates a second order. */
  readonly uuid: string
  /** IANA timezone of the datetimes, e.g. 'America/Edmonton'. */
  readonly timezone: string
  /** Where the packages are picked up. */
  readonly pickup: OrderParty
  /** Where they are delivered. */
  readonly dropoff: OrderParty
  /** Reference name (item_name); valet: the customer name with ' - Valet' or ' - Vehicle Swap'. */
  readonly itemName: string
  /** The description note (part 1 §3: description, units, VIN, RO and plate joined by semicolons). */
  readonly description: string
  /** 'Unit#: …' plus details (part 2 §3.10 customer_note), if any. */
  readonly customerNote?: string
  /** Size category id (1–6). */
  readonly sizeCategoryId: number
  /** Weight range id. */
  readonly weightCategoryId: number
  /** Number of packages (≥ 1). */
  readonly packageCount: number
  /** Package lines of a multi-package delivery. */
  readonly multiPackage?: readonly PackageLine[]
  /** Pickup type: 2 scheduled window, 3 rush (part 1 §4). */
  readonly pickupType: number
  /** Pickup window start, 'YYYY-MM-DD HH:mm:ss'. */
  readonly pickupEarlyDatetime: string
  /** Pickup window end, 'YYYY-MM-DD HH:mm:ss'. */
  readonly pickupLaterDatetime: string
  /** Drop-off type: 2 standard, 5 urgent (part 1 §4). */
  readonly dropoffType: number
  /** Drop-off window start, 'YYYY-MM-DD HH:mm:ss'. */
  readonly dropoffEarlyDatetime: string
  /** Drop-off window end, 'YYYY-MM-DD HH:mm:ss'. */
  readonly dropoffLaterDatetime: string
  /** A special drop-off time (deliver before, after, between). */
  readonly doSpecialTime: boolean
  /** Express delivery (local only). */
  readonly isExpress: boolean
  /** The trip crosses cities (as the server's isIntercity answered). */
  readonly isIntercity: boolean
  /** Drop-off method: 1 also sends require_in_person_confirmation = 1, 2 sends is_age_restricted = 1. */
  readonly dropoffMethod: DropoffMethod
  /** Drop-off location type. */
  readonly dropOffAddressType: DropOffAddressType
  /** Premium options; each true one is sent as 1. */
  readonly premiumOptions: PremiumOptions
  /** Offer the delivery to the account's favourite drivers first. */
  readonly isAssignFavouriteDriver: boolean
  /** The My Fleet driver's id, or null for none. */
  readonly assignMyFleetDriver: number | null
  /** Insured value in dollars (at least the account's default insured value). */
  readonly insuranceValue: number
  /** The saved card paying for it, or null (credit or EFT). */
  readonly cardId: number | null
  /** Road distance in metres as estimated (0 in batches). */
  readonly distance?: number
  /** Driving time in seconds as estimated (0 in batches). */
  readonly duration?: number
  /** Encoded route polyline, if known. */
  readonly polyline?: string
  /** Where the user is, if known (part 2 §3.10 user_latitude, user_longitude). */
  readonly userLocation?: LatLng
  /** Uploaded photo URLs. */
  readonly images?: readonly string[]
  /** The order this one edits or reposts (originalId). */
  readonly originalId?: number | null
  /** A valet or vehicle-swap order: sends is_valet = 1 and require_in_person_confirmation = 1 (part 1 §3). */
  readonly valet?: ValetDetails
  /** Create it ON HOLD (status 17): see `isOnHoldOrder` (part 1 §3, part 2 §4.3, §4.5). */
  readonly onHold?: boolean
}

/** The vehicle extras of a valet or vehicle-swap order (part 1 §3, part 2 §3.14). */
export interface ValetDetails {
  /** A vehicle swap rather than a valet (is_vehicle_swap). */
  readonly isVehicleSwap: boolean
  /** Vehicle identification number, 17 characters. */
  readonly vin: string
  /** Repair order number. */
  readonly ro: string
  /** License plate. */
  readonly licensePlate: string
}

/** An on-hold order being edited (part 2 §4.3): the submission with its server id. */
export interface OnHoldOrderUpdate extends OrderSubmission {
  /** Server id of the order on hold. */
  readonly id: number
}
