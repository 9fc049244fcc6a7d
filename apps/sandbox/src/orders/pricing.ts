import type { PremiumFeeKey, wireOrder } from '@waybill/sdk-core/wire'
import type { Infer } from 'superstruct'
import { type Point, trip } from '../geo/distance.ts'
import { isIntercityTrip } from '../geo/zones.ts'

/** An order as priced: the payload's fields (part 1 §3, part 2 §3.10). */
export type PricedOrder = Infer<ReturnType<typeof wireOrder>>

/** What pricing needs of the account. */
export interface PricingAccount {
  /** Insured value included for free, dollars (part 1 §9). */
  readonly default_insurance_value: number
  /** Credit balance, cents. */
  readonly credit_cents: number
  /** 1: credit is applied before any card charge. */
  readonly is_use_credit: number
}

/** The sandbox's price list, cents (docs/contract/orders.md 'Pricing'). */
export const PRICES = {
  /** Local delivery: base fee per size tier (SMALL, MEDIUM, LARGE) and per started km beyond the first 5. */
  localBase: [1200, 1800, 2800],
  localPerKm: 85,
  localIncludedKm: 5,
  /** Intercity delivery: base fee per size tier and per started km. */
  intercityBase: [4500, 6000, 8500],
  intercityPerKm: 30,
  extraPackage: 300,
  specialCare: 500,
  loadNeeds: 1000,
  unloadNeeds: 1000,
  alcoholDelivery: 500,
  refrigeratedVehicle: 2500,
  inPersonConfirmation: 200,
  ageRestricted: 400,
  specialTime: 800,
  /** Percent of the insured value above the account's default (part 1 §9). */
  insurancePercent: 3,
  /** Express drop-off, or else an urgent drop-off (type 5). */
  expressDropOff: 1500,
  urgentDropOff: 1000,
  /** Rush pickup (type 3). */
  rushPickUp: 1000,
  favouriteDriver: 300,
  serviceAdmin: 150,
  /** Alberta: GST 5%, no PST. */
  gstRate: 5,
  pstRate: 0,
} as const

/** A priced order, cents (the money of part 2 §3.11). */
export interface Price {
  readonly intercity: boolean
  readonly distanceMetres: number
  readonly durationSeconds: number
  readonly deliveryFee: number
  readonly premiumsFeeDetail: Readonly<Record<PremiumFeeKey, number>>
  readonly premiumsFee: number
  readonly serviceAdminFee: number
  readonly subTotal: number
  readonly taxes: number
  readonly appliedCredit: number
  /** sub-total + taxes. */
  readonly fee: number
  /** fee − applied credit: what the card is charged. */
  readonly billableAmount: number
}

/** The size tier (0 SMALL, 1 MEDIUM, 2 LARGE) of a size category id 1–6. */
function tier(sizeCategoryId: number): 0 | 1 | 2 {
  return Math.min(2, Math.max(0, Math.floor((sizeCategoryId - 1) / 2))) as 0 | 1 | 2
}

function deliveryFee(distanceMetres: number, sizeCategoryId: number, intercity: boolean): number {
  const km = Math.ceil(distanceMetres / 1000)
  if (intercity) return PRICES.intercityBase[tier(sizeCategoryId)] + km * PRICES.intercityPerKm
  return PRICES.localBase[tier(sizeCategoryId)] + Math.max(0, km - PRICES.localIncludedKm) * PRICES.localPerKm
}

const when = (condition: boolean | number | undefined, cents: number) => (condition ? cents : 0)

function premiums(
  order: PricedOrder,
  account: PricingAccount,
  delivery: number,
): Record<PremiumFeeKey, number> {
  const insured = Math.max(0, (order.insurance_value ?? 0) - account.default_insurance_value)
  return {
    age_restricted_fee: when(order.is_age_restricted, PRICES.ageRestricted),
    inperson_confirmation_fee: when(order.require_in_person_confirmation, PRICES.inPersonConfirmation),
    package_count_fee: (order.package_count - 1) * PRICES.extraPackage,
    refrigerated_vehicle_fee: when(order.require_refrigerated_vehicle, PRICES.refrigeratedVehicle),
    special_care_fee: when(order.special_care, PRICES.specialCare),
    do_special_time_fee: when(order.do_special_time, PRICES.specialTime),
    insurance_fee: Math.round((insured * 100 * PRICES.insurancePercent) / 100),
    drop_off_fee: order.is_express
      ? PRICES.expressDropOff
      : when(order.dropoff_type === 5, PRICES.urgentDropOff),
    pick_up_fee: when(order.pickup_type === 3, PRICES.rushPickUp),
    multi_trip_fee: ((order.number_of_trip ?? 1) - 1) * delivery,
    load_needs_fee: when(order.load_needs, PRICES.loadNeeds),
    unload_needs_fee: when(order.unload_needs, PRICES.unloadNeeds),
    returning_an_item_fee: 0,
    alcohol_delivery_fee: when(order.alcohol_delivery, PRICES.alcoholDelivery),
    favourite_driver_fee: when(order.is_assign_favourite_driver, PRICES.favouriteDriver),
  }
}

/** The order's pickup and drop-off points. */
export function orderPoints(order: PricedOrder): { pickup: Point; dropoff: Point } {
  return {
    pickup: { lat: order.pickup_latitude, lng: order.pickup_longitude },
    dropoff: { lat: order.dropoff_latitude, lng: order.dropoff_longitude },
  }
}

/**
 * Prices an order in integer cents, deterministically (part 2 §9): delivery fee by road distance and size
 * (intercity by the zones, whatever the client said), the premium fees, the service/admin fee, GST 5% and PST 0
 * (Alberta), taxes = sub-total × (GST + PST) / 100, then the credit applied first when the account uses it.
 */
export function priceOrder(order: PricedOrder, account: PricingAccount): Price {
  const { pickup, dropoff } = orderPoints(order)
  const intercity = isIntercityTrip(pickup, dropoff)
  const { distanceMetres, durationSeconds } = trip(pickup, dropoff, intercity)
  const delivery = deliveryFee(distanceMetres, order.size_category_id, intercity)
  const premiumsFeeDetail = premiums(order, account, delivery)
  const premiumsFee = Object.values(premiumsFeeDetail).reduce((sum, cents) => sum + cents, 0)
  const subTotal = delivery + premiumsFee + PRICES.serviceAdmin
  const taxes = Math.round((subTotal * (PRICES.gstRate + PRICES.pstRate)) / 100)
  const fee = subTotal + taxes
  const appliedCredit = account.is_use_credit === 1 ? Math.min(Math.max(0, account.credit_cents), fee) : 0
  return {
    intercity,
    distanceMetres,
    durationSeconds,
    deliveryFee: delivery,
    premiumsFeeDetail,
    premiumsFee,
    serviceAdminFee: PRICES.serviceAdmin,
    subTotal,
    taxes,
    appliedCredit,
    fee,
    billableAmount: fee - appliedCredit,
  }
}
