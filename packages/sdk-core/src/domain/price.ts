import type { LatLng } from './account.ts'

/** The premium fees of a price estimate, cents (part 2 §3.11 premiums_fee_detail, every key). */
export interface PremiumFeeDetail {
  /** age_restricted_fee */
  readonly ageRestrictedFeeCents: number
  /** inperson_confirmation_fee */
  readonly inpersonConfirmationFeeCents: number
  /** package_count_fee */
  readonly packageCountFeeCents: number
  /** refrigerated_vehicle_fee */
  readonly refrigeratedVehicleFeeCents: number
  /** special_care_fee */
  readonly specialCareFeeCents: number
  /** do_special_time_fee */
  readonly doSpecialTimeFeeCents: number
  /** insurance_fee: 3% of the insured value above the account's default (part 1 §9). */
  readonly insuranceFeeCents: number
  /** drop_off_fee */
  readonly dropOffFeeCents: number
  /** pick_up_fee */
  readonly pickUpFeeCents: number
  /** multi_trip_fee */
  readonly multiTripFeeCents: number
  /** load_needs_fee */
  readonly loadNeedsFeeCents: number
  /** unload_needs_fee */
  readonly unloadNeedsFeeCents: number
  /** returning_an_item_fee */
  readonly returningAnItemFeeCents: number
  /** alcohol_delivery_fee */
  readonly alcoholDeliveryFeeCents: number
  /** favourite_driver_fee */
  readonly favouriteDriverFeeCents: number
}

/**
 * The server's price estimate of one delivery (part 1 §3 'Priced order result', part 2 §3.11, §9), in cents:
 * total = delivery + premiums + service/admin + taxes − credit.
 */
export interface PriceEstimate {
  /** The payload's uuid. */
  readonly uuid: string
  /** Delivery fee (distance and size). */
  readonly deliveryFeeCents: number
  /** Sum of the premium fees. */
  readonly premiumsFeeCents: number
  /** Each premium fee. */
  readonly premiumsFeeDetail: PremiumFeeDetail
  /** Service and admin fee. */
  readonly serviceAdminFeeCents: number
  /** delivery + premiums + service/admin. */
  readonly subTotalCents: number
  /** GST rate in percent. */
  readonly gstRate: number
  /** PST rate in percent. */
  readonly pstRate: number
  /** sub-total × (GST + PST) / 100. */
  readonly taxesCents: number
  /** Account credit applied before any card charge. */
  readonly appliedCreditCents: number
  /** sub-total + taxes. */
  readonly feeCents: number
  /** What is charged: sub-total + taxes − credit (billable_amount). */
  readonly totalCents: number
  /** Promotion amount. */
  readonly promoAmountCents: number
  /** Sweetener amount. */
  readonly sweetenAmountCents: number
  /** A sweetened deal. */
  readonly isSweetenDeal: boolean
  /** The account has custom pricing. */
  readonly customPricing: boolean
  /** Road distance in metres. */
  readonly distanceMetres: number
  /** Driving time in seconds. */
  readonly durationSeconds: number
  /** Encoded route polyline (Google format). */
  readonly polyline: string
  /** The route's points (coordinates.polyline). */
  readonly route: readonly LatLng[]
  /** Pickup point as priced. */
  readonly pickup: LatLng
  /** Drop-off point as priced. */
  readonly dropoff: LatLng
  /** Delivery window, 'HH:mm - HH:mm'. */
  readonly deliverWindow: string
}
