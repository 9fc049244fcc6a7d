import type {
  DropOffAddressType,
  DropoffMethod,
  PackageLine,
  PickupOptionType,
  PremiumOptions,
} from '@waybill/sdk-core'
import type { DropoffType, PickupType } from '../time/typeCodes.ts'

/** What is being ordered: a point-to-point delivery, a valet, or a vehicle swap (part 1 §1, §2 chooser). */
export type DeliveryKind = 'single' | 'valet' | 'vehicleSwap'

/** The batch a draft belongs to, when it was opened from one (part 1 §3 isManyToOne, isOneToMany). */
export type BatchKind = 'oneToMany' | 'manyToOne'

/**
 * One side of a draft (part 1 §3 'Party data'). A what3words party keeps its triple in `w3w` (no slashes) and
 * '///' plus the triple as its address when no street address was given (part 1 §3 'Contact').
 */
export interface DraftParty {
  /** The saved contact it was picked from, or null when typed. */
  readonly contactId: number | null
  /** Contact or business name. */
  readonly name: string
  /** Street address, or '///' and the triple for a what3words party. */
  readonly address: string
  /** Unit, suite or apartment; '' when none. */
  readonly unit: string
  /** One or several comma-separated phone numbers. */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** Latitude in degrees; 0 until located. */
  readonly lat: number
  /** Longitude in degrees; 0 until located. */
  readonly lng: number
  /** The what3words triple without slashes, or ''. */
  readonly w3w: string
}

/** A photo attached to a draft (part 1 §3 'Images': jpeg, png or pdf). */
export interface DraftPhoto {
  /** File name as chosen. */
  readonly name: string
  /** MIME type: 'image/jpeg', 'image/png' or 'application/pdf'. */
  readonly type: string
  /** Where it can be previewed or fetched (an object URL in a browser). */
  readonly url: string
}

/**
 * A delivery being written (part 1 §3 'Delivery draft'), in the SDK's terms: camelCase, times as a local date and
 * minutes of that day in the account timezone, null where nothing is chosen yet. Plain data: it is persisted as
 * JSON and survives a reload.
 */
export interface OrderDraft {
  /** Client uuid, fixed when the draft is created: resending it never books twice. */
  readonly uuid: string
  /** Single, valet or vehicle swap. */
  readonly kind: DeliveryKind
  /** The batch it was opened from, or null. */
  readonly batch: BatchKind | null
  /** The server's answer for this pickup and drop-off (isIntercity); false until asked. */
  readonly isIntercity: boolean
  /** An order already in the list or on the server is being edited (is_editing). */
  readonly isEditing: boolean
  /** Server id of the order it edits or reposts (originalId), or null. */
  readonly originalId: number | null
  /** Status of the order it edits, or null: 17 (on hold) edits go through updateExisting (part 2 §4.3). */
  readonly originalStatus: number | null
  /** Where the packages are picked up. */
  readonly pickup: DraftParty
  /** Where they go. */
  readonly dropoff: DraftParty
  /** Drop-off location type, or null. */
  readonly dropOffAddressType: DropOffAddressType | null
  /** Drop-off method, or null. */
  readonly dropoffMethod: DropoffMethod | null
  /** Selected size and weight toggles with their package counts (multi_package), in selection order. */
  readonly packages: readonly PackageLine[]
  /** Number of packages (package_count). */
  readonly packageCount: number
  /** Reference name (item_name); valet: the customer name. */
  readonly itemName: string
  /** Description, or the valet instructions. */
  readonly description: string
  /** Premium options. */
  readonly premiumOptions: PremiumOptions
  /** Valet: vehicle identification number. */
  readonly vin: string
  /** Valet: repair order number. */
  readonly ro: string
  /** Valet: license plate. */
  readonly licensePlate: string
  /** Offer to favourite drivers first. */
  readonly isAssignFavouriteDriver: boolean
  /** My Fleet driver id, or null. */
  readonly assignMyFleetDriver: number | null
  /** Insured value in dollars; never below the account default. */
  readonly insuranceValue: number
  /** Attached photos. */
  readonly photos: readonly DraftPhoto[]
  /** Pickup time option: 1 Your Delivery Windows, 2 Express Delivery, 3 Rush; null until chosen. */
  readonly pickupOption: PickupOptionType | null
  /** Pickup type, or null. */
  readonly pickupType: PickupType | null
  /** Pickup date 'YYYY-MM-DD', or null. */
  readonly pickupDate: string | null
  /** Pickup window start, minute of the day, or null. */
  readonly pickupStart: number | null
  /** Pickup window end, minute of the day, or null. */
  readonly pickupEnd: number | null
  /** Drop-off type, or null. */
  readonly dropoffType: DropoffType | null
  /** Drop-off date 'YYYY-MM-DD', or null. */
  readonly dropoffDate: string | null
  /** Drop-off window start, minute of the day, or null. */
  readonly dropoffStart: number | null
  /** Drop-off window end, minute of the day, or null. */
  readonly dropoffEnd: number | null
  /** A special drop-off time (before, after, between). */
  readonly doSpecialTime: boolean
  /** Express delivery. */
  readonly isExpress: boolean
  /** Road distance in metres, once estimated. */
  readonly distance: number
  /** Driving time in seconds, once estimated. */
  readonly duration: number
  /** Encoded route polyline, or ''. */
  readonly polyline: string
  /** The saved card paying, or null. */
  readonly cardId: number | null
}
