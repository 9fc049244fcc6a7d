import type { WEEKDAYS } from '../api/wire/account.ts'

/** A day of the week, sunday to saturday, as the spec names them. */
export type Weekday = (typeof WEEKDAYS)[number]

/** A pickup window of one weekday, 'HH:mm'. */
export interface PickupDayHours {
  /** When the window opens, 'HH:mm'. */
  readonly start: string
  /** When the window closes, 'HH:mm'. */
  readonly end: string
}

/** Pickup hours per weekday; `null` means no pickups that day (part 1 §3 'Pickup hours'). */
export type PickupHours = Readonly<Record<Weekday, PickupDayHours | null>>

/** The business's pickup location (part 1 §3 'Pickup location'). */
export interface PickupAddress {
  /** Street address of the pickup location (business_street_address); '' when unset. */
  readonly street: string
  /** Suite or apartment number (business_appt_number); '' when unset. */
  readonly appt: string
  /** Pickup city (business_pickup_city); '' when unset. */
  readonly city: string
  /** Pickup province (business_pickup_province); '' when unset. */
  readonly province: string
  /** Canadian postal code of the pickup location (business_pickup_postal_code); '' when unset. */
  readonly postalCode: string
}

/** A saved card. The number is the server's masked form; a full card number never reaches the SDK. */
export interface SavedCard {
  /** Server id of the card (card_id); an order paid with this card sends it as card_id. */
  readonly cardId: number
  /** Name on the card. */
  readonly name: string
  /** The card number in the masked form the server lists it in. */
  readonly number: string
  /** Expiry month, two digits (expiry_month). */
  readonly expiryMonth: string
  /** Expiry year, two digits (expiry_year). */
  readonly expiryYear: string
  /** Card brand, e.g. 'Visa', or null when the server does not say. */
  readonly brand: string | null
}

/** Skipped days, 'DD-MM', per kind of delivery. */
export interface SkippedDays {
  /** Days, 'DD-MM', on which no local pickup can be booked. */
  readonly local: readonly string[]
  /** Days, 'DD-MM', on which no intercity pickup can be booked. */
  readonly intercity: readonly string[]
  /** Days, 'DD-MM', on which no valet pickup can be booked. */
  readonly valet: readonly string[]
}

/** A latitude/longitude pair. */
export interface LatLng {
  /** Latitude in decimal degrees. */
  readonly lat: number
  /** Longitude in decimal degrees. */
  readonly lng: number
}

/**
 * The business account as company info describes it (part 1 §3 'User/account'; names from part 2 §3.3).
 * Money is in cents.
 */
export interface Account {
  /** Login email of the business user. */
  readonly email: string
  /** Mobile number of the business user, or null when none is saved. */
  readonly mobile: string | null
  /** First name of the business user (first word of the full name given at sign-up). */
  readonly firstName: string
  /** Last name of the business user (the rest of the full name given at sign-up). */
  readonly lastName: string
  /** Business name shown in the page chrome; someone who is not a business enters their own name. */
  readonly businessName: string
  /** Billing address (billing_address), or null; the account form allows comma-separated emails here (part 2 §5.6). */
  readonly billingAddress: string | null
  /** Credit balance in cents. */
  readonly credit: number
  /** Cards saved on the account, to pay for orders. */
  readonly cards: readonly SavedCard[]
  /** A card is saved; without a card, EFT payment or credit an order cannot be submitted (part 2 §5.3). */
  readonly hasCardOnAccount: boolean
  /** Favourite drivers may be asked first (enable_favourite_agent). */
  readonly isFavouriteAgentEnable: boolean
  /** The dashboard shows the 'Available for Pickup' column (is_pickup_availability). */
  readonly isPickupAvailability: boolean
  /** New orders without a My Fleet driver are created on hold, status 17 (`on_hold_{product}`). */
  readonly isOnHoldEnabled: boolean
  /** The business may assign its own My Fleet drivers: fleet selector and fleet tab (enable_my_fleet). */
  readonly isMyFleetEnabled: boolean
  /** Valet and Vehicle Swap are offered in the delivery-type chooser (valet_enabled). */
  readonly isValetEnabled: boolean
  /** Express Delivery may be offered as a pickup time option (express_enabled). */
  readonly isExpressEnabled: boolean
  /** The business pays by EFT, so orders can be submitted without a card (is_eft_payment). */
  readonly isEFTPayment: boolean
  /** The credit balance pays for orders, applied before any card charge (is_use_credit). */
  readonly isUserCredit: boolean
  /** Sunday pickups are allowed; otherwise Sundays are disabled in the date picker (is_sunday_delivery_enabled). */
  readonly isSundayDeliveryEnabled: boolean
  /** Latest express drop-off, 'HH:mm' (16:00 when the server sends none, part 1 §9). */
  readonly expressMaxTime: string
  /** The account's available times, 'HH:mm', as company info lists them (available_times). */
  readonly availableTimes: readonly string[]
  /** Centre of the operating region. */
  readonly mapLatLng: LatLng
  /** Opening and closing time of the operating region, 'HH:mm'. */
  readonly regionTimes: PickupDayHours
  /** Longest trip, in km, for which Rush is offered. */
  readonly rushDistance: number
  /** Hours from the end of the pickup window to the earliest local special drop-off time (local_min_special_time). */
  readonly localMinSpecialTime: number
  /** Hours from the end of the pickup window to the earliest intercity special drop-off time (intercity_min_special_time). */
  readonly intercityMinSpecialTime: number
  /** Insured value every delivery starts with; the insurance input cannot go below it (default_insurance_value). */
  readonly defaultInsuranceValue: number
  /** Days on which pickups cannot be booked, per kind of delivery (skipped_days). */
  readonly skippedDays: SkippedDays
  /** The business's pickup location, from the company-info business record. */
  readonly pickupAddress: PickupAddress
  /** Weekly pickup hours, sunday to saturday, with the seconds cut from the server's times. */
  readonly pickupHours: PickupHours
}

/** The account form's fields (part 2 §2.6, §5.6), as `account.updateUser` sends them. */
export interface AccountUpdate {
  /** First name, 1-191 characters ('Please Add User First Name'). */
  readonly firstName: string
  /** Last name, 1-191 characters ('Please Add User Last Name'). */
  readonly lastName: string
  /** Business name, 1-191 characters ('Please Add User Business Name'). */
  readonly businessName: string
  /** Login email ('Please Add User E-mail & Verify Format'). */
  readonly email: string
  /** Mobile number, exactly 10 digits ('Please Add User Mobile Only 10 Digits Are Accepted'). */
  readonly mobile: string
  /** Billing address, up to 191 characters; comma-separated emails allowed; null or '' clears it. */
  readonly billingAddress: string | null
}

/** An operating region offered at sign-up. */
export interface Region {
  /** Region id, sent as operating_region in the sign-up payload. */
  readonly id: number
  /** Region name listed in the sign-up dropdown ('Select Operating Region'). */
  readonly name: string
}

/** A weight range of a size category, in kg. */
export interface WeightCategory {
  /** Weight category id, sent as weight_category_id with an order. */
  readonly id: number
  /** Lower bound of the range, in kg. */
  readonly low: number
  /** Upper bound of the range, in kg. */
  readonly high: number
}

/** A size category with its weight ranges (part 1 §3 'Size category'). */
export interface SizeCategory {
  /** Size category id, sent as size_category_id with an order. */
  readonly id: number
  /** Display name; the six categories come two per tier (SMALL, MEDIUM, LARGE). */
  readonly name: string
  /** The weight ranges a package of this size can be ordered with (weight_category). */
  readonly weightCategories: readonly WeightCategory[]
}
