import type { Infer } from 'superstruct'
import type { OrderSubmission, PremiumOptions } from '../domain/order.ts'
import type { WirePremiumOption, wireOrder } from './wire/orderPayload.ts'

/** One order on the wire, without the api code. */
export type WireOrder = Infer<ReturnType<typeof wireOrder>>

const PREMIUM_KEYS: Readonly<Record<keyof PremiumOptions, WirePremiumOption>> = {
  specialCare: 'special_care',
  loadNeeds: 'load_needs',
  unloadNeeds: 'unload_needs',
  alcoholDelivery: 'alcohol_delivery',
  requireRefrigeratedVehicle: 'require_refrigerated_vehicle',
  notRequireRefrigeratedVehicle: 'not_require_refrigerated_vehicle',
  requireInPersonConfirmation: 'require_in_person_confirmation',
  ageRestricted: 'is_age_restricted',
}

/**
 * The premium flags of an order: each true option as 1 (false ones are left out); drop-off method 1 and every
 * valet order add require_in_person_confirmation = 1, method 2 adds is_age_restricted = 1 (part 1 §3, part 2 §3.10).
 */
function premiumFlags(order: OrderSubmission): Partial<Record<WirePremiumOption, 1>> {
  const flags: Partial<Record<WirePremiumOption, 1>> = {}
  for (const [option, key] of Object.entries(PREMIUM_KEYS) as [keyof PremiumOptions, WirePremiumOption][]) {
    if (order.premiumOptions[option]) flags[key] = 1
  }
  if (order.dropoffMethod === 1 || order.valet) flags.require_in_person_confirmation = 1
  if (order.dropoffMethod === 2) flags.is_age_restricted = 1
  return flags
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

/** The fee fields an order is sent with, all zero: the server prices it (part 1 §3 'zeroed fee fields'). */
export const ZEROED_FEE_FIELDS = {
  applied_credit: 0,
  billable_amount: 0,
  delivery_fee: 0,
  premiums_fee: 0,
  promo_amount: 0,
  sub_total: 0,
  sweeten_amount: 0,
  tax_rate: 0,
  taxes: 0,
  is_sweeten_deal: 0,
} as const

/**
 * An order submission as the server reads it (part 1 §3 'Submission payload', part 2 §3.10): snake_case, 0/1
 * flags, `is_{product}_webapp` = 1, the uuid twice (uuid and client_uuid), the item as one zero-sized item and
 * the zeroed fee placeholders. The api code is added by the call that sends it.
 */
export function toWireOrder(order: OrderSubmission, product: string): WireOrder {
  const { pickup, dropoff, valet } = order
  return {
    [`is_${product}_webapp`]: 1,
    uuid: order.uuid,
    client_uuid: order.uuid,
    timezone: order.timezone,
    pickup_name: pickup.name,
    pickup_address: pickup.address,
    pickup_unit: pickup.unit,
    pickup_phonenumber: pickup.phone,
    pickup_email: pickup.email,
    pickup_latitude: pickup.lat,
    pickup_longitude: pickup.lng,
    dropoff_name: dropoff.name,
    dropoff_address: dropoff.address,
    dropoff_unit: dropoff.unit,
    dropoff_phonenumber: dropoff.phone,
    dropoff_email: dropoff.email,
    dropoff_latitude: dropoff.lat,
    dropoff_longitude: dropoff.lng,
    ...(order.userLocation && {
      user_latitude: order.userLocation.lat,
      user_longitude: order.userLocation.lng,
    }),
    ...(order.customerNote !== undefined && { customer_note: order.customerNote }),
    item_name: order.itemName,
    description: order.description,
    items: [{ name: order.itemName, length: 0, width: 0, height: 0, weight: 0 }],
    images: [...(order.images ?? [])],
    distance: order.distance ?? 0,
    duration: order.duration ?? 0,
    number_of_trip: 1,
    ...(order.polyline !== undefined && { polyline: order.polyline }),
    size_category_id: order.sizeCategoryId,
    weight_category_id: order.weightCategoryId,
    package_count: order.packageCount,
    multi_package: (order.multiPackage ?? []).map((line) => ({
      size_category_id: line.sizeCategoryId,
      weight_category_id: line.weightCategoryId,
      packages: line.packages,
    })),
    pickup_type: order.pickupType,
    pickup_early_datetime: order.pickupEarlyDatetime,
    pickup_later_datetime: order.pickupLaterDatetime,
    dropoff_type: order.dropoffType,
    dropoff_early_datetime: order.dropoffEarlyDatetime,
    dropoff_later_datetime: order.dropoffLaterDatetime,
    do_special_time: flag(order.doSpecialTime),
    is_express: flag(order.isExpress),
    is_intercity: flag(order.isIntercity),
    dropoff_method: order.dropoffMethod,
    drop_off_address_type: order.dropOffAddressType,
    ...premiumFlags(order),
    is_assign_favourite_driver: flag(order.isAssignFavouriteDriver),
    assign_my_fleet_driver: order.assignMyFleetDriver ?? 0,
    insurance_value: order.insuranceValue,
    card_id: order.cardId,
    originalId: order.originalId ?? null,
    ...(valet && {
      is_valet: 1,
      is_vehicle_swap: flag(valet.isVehicleSwap),
      vin: valet.vin,
      ro: valet.ro,
      license_plate: valet.licensePlate,
    }),
    ...(order.onHold && { status: 17 }),
    ...ZEROED_FEE_FIELDS,
  }
}
