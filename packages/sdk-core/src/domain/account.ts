import type { WEEKDAYS } from '../api/wire/account.ts'

/** A day of the week, sunday to saturday, as the spec names them. */
export type Weekday = (typeof WEEKDAYS)[number]

/** A pickup window of one weekday, 'HH:mm'. */
export interface PickupDayHours {
  readonly start: string
  readonly end: string
}

/** Pickup hours per weekday; `null` means no pickups that day (part 1 §3 'Pickup hours'). */
export type PickupHours = Readonly<Record<Weekday, PickupDayHours | null>>

/** The business's pickup location (part 1 §3 'Pickup location'). */
export interface PickupAddress {
  readonly street: string
  readonly appt: string
  readonly city: string
  readonly province: string
  readonly postalCode: string
}

/** A saved card. The number is the server's masked form; a full card number never reaches the SDK. */
export interface SavedCard {
  readonly cardId: number
  readonly name: string
  readonly number: string
  readonly expiryMonth: string
  readonly expiryYear: string
}

/** Skipped days, 'DD-MM', per kind of delivery. */
export interface SkippedDays {
  readonly local: readonly string[]
  readonly intercity: readonly string[]
  readonly valet: readonly string[]
}

/** A latitude/longitude pair. */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

/**
 * The business account as company info describes it (part 1 §3 'User/account'; names from part 2 §3.3).
 * Money is in cents.
 */
export interface Account {
  readonly email: string
  readonly mobile: string | null
  readonly firstName: string
  readonly lastName: string
  readonly businessName: string
  readonly billingAddress: string | null
  /** Credit balance in cents. */
  readonly credit: number
  readonly cards: readonly SavedCard[]
  readonly hasCardOnAccount: boolean
  readonly isFavouriteAgentEnable: boolean
  readonly isPickupAvailability: boolean
  readonly isOnHoldEnabled: boolean
  readonly isMyFleetEnabled: boolean
  readonly isValetEnabled: boolean
  readonly isExpressEnabled: boolean
  readonly isEFTPayment: boolean
  readonly isUserCredit: boolean
  readonly isSundayDeliveryEnabled: boolean
  /** Latest express drop-off, 'HH:mm' (16:00 when the server sends none, part 1 §9). */
  readonly expressMaxTime: string
  readonly availableTimes: readonly string[]
  /** Centre of the operating region. */
  readonly mapLatLng: LatLng
  /** Opening and closing time of the operating region, 'HH:mm'. */
  readonly regionTimes: PickupDayHours
  /** Longest trip, in km, for which Rush is offered. */
  readonly rushDistance: number
  readonly localMinSpecialTime: number
  readonly intercityMinSpecialTime: number
  readonly defaultInsuranceValue: number
  readonly skippedDays: SkippedDays
  readonly pickupAddress: PickupAddress
  readonly pickupHours: PickupHours
}

/** An operating region offered at sign-up. */
export interface Region {
  readonly id: number
  readonly name: string
}

/** A weight range of a size category, in kg. */
export interface WeightCategory {
  readonly id: number
  readonly low: number
  readonly high: number
}

/** A size category with its weight ranges (part 1 §3 'Size category'). */
export interface SizeCategory {
  readonly id: number
  readonly name: string
  readonly weightCategories: readonly WeightCategory[]
}
