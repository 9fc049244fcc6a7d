import type { Point } from '../geo/distance.ts'
import { encodePolyline, routePoints } from './polyline.ts'
import type { Price, PricedOrder } from './pricing.ts'

/** The columns of an orders row, as `insertOrder` and `updateOrder` write them. */
export type OrderColumns = Record<string, string | number | null>

const flag = (value: number | undefined): 0 | 1 => (value === 1 ? 1 : 0)

/** The drop-off method a payload asks for: its dropoff_method, else read from the in-person and age flags. */
export function dropoffMethodOf(order: PricedOrder): 0 | 1 | 2 {
  if (order.dropoff_method !== undefined) return order.dropoff_method
  if (order.is_age_restricted === 1) return 2
  return order.require_in_person_confirmation === 1 ? 1 : 0
}

/** The route columns of a trip: the straight-line route, encoded. */
export function routeColumns(pickup: Point, dropoff: Point): { polyline: string } {
  return { polyline: encodePolyline(routePoints(pickup, dropoff)) }
}

/**
 * The columns an order payload and its price fill (see db/tables/orders.ts): party data, windows, options,
 * flags and money. Identity, status, timestamps and ownership are the caller's.
 */
export function orderColumns(order: PricedOrder, price: Price): OrderColumns {
  const pickup = { lat: order.pickup_latitude, lng: order.pickup_longitude }
  const dropoff = { lat: order.dropoff_latitude, lng: order.dropoff_longitude }
  return {
    item_name: order.item_name,
    description: order.description,
    customer_note: order.customer_note ?? null,
    pickup_name: order.pickup_name,
    pickup_address: order.pickup_address,
    pickup_unit: order.pickup_unit ?? '',
    pickup_phone: order.pickup_phonenumber,
    pickup_email: order.pickup_email,
    pickup_lat: pickup.lat,
    pickup_lng: pickup.lng,
    dropoff_name: order.dropoff_name,
    dropoff_address: order.dropoff_address,
    dropoff_unit: order.dropoff_unit ?? '',
    dropoff_phone: order.dropoff_phonenumber,
    dropoff_email: order.dropoff_email,
    dropoff_lat: dropoff.lat,
    dropoff_lng: dropoff.lng,
    pickup_type: order.pickup_type,
    pickup_early_datetime: order.pickup_early_datetime,
    pickup_later_datetime: order.pickup_later_datetime,
    pickup_date: order.pickup_early_datetime.slice(0, 10),
    dropoff_type: order.dropoff_type,
    dropoff_early_datetime: order.dropoff_early_datetime,
    dropoff_later_datetime: order.dropoff_later_datetime,
    do_special_time: flag(order.do_special_time),
    timezone: order.timezone,
    size_category_id: order.size_category_id,
    weight_category_id: order.weight_category_id,
    package_count: order.package_count,
    number_of_trip: order.number_of_trip ?? 1,
    multi_package: JSON.stringify(order.multi_package ?? []),
    special_care: flag(order.special_care),
    load_needs: flag(order.load_needs),
    unload_needs: flag(order.unload_needs),
    alcohol_delivery: flag(order.alcohol_delivery),
    require_refrigerated_vehicle: flag(order.require_refrigerated_vehicle),
    not_require_refrigerated_vehicle: flag(order.not_require_refrigerated_vehicle),
    require_in_person_confirmation: flag(order.require_in_person_confirmation),
    is_age_restricted: flag(order.is_age_restricted),
    dropoff_method: dropoffMethodOf(order),
    drop_off_address_type: order.drop_off_address_type ?? 1,
    is_intercity: price.intercity ? 1 : 0,
    is_express: flag(order.is_express),
    is_valet: flag(order.is_valet),
    is_vehicle_swap: flag(order.is_vehicle_swap),
    vin: order.vin ?? null,
    ro: order.ro ?? null,
    license_plate: order.license_plate ?? null,
    is_assign_favourite_driver: flag(order.is_assign_favourite_driver),
    assign_my_fleet_driver: order.assign_my_fleet_driver ? order.assign_my_fleet_driver : null,
    insurance_value: order.insurance_value ?? 0,
    card_id: order.card_id ?? null,
    original_id: order.originalId ?? null,
    images: JSON.stringify(order.images ?? []),
    distance_metres: price.distanceMetres,
    duration_seconds: price.durationSeconds,
    ...routeColumns(pickup, dropoff),
    delivery_fee_cents: price.deliveryFee,
    premiums_fee_cents: price.premiumsFee,
    premiums_fee_detail: JSON.stringify(price.premiumsFeeDetail),
    service_admin_fee_cents: price.serviceAdminFee,
    taxes_cents: price.taxes,
    applied_credit_cents: price.appliedCredit,
    fee_cents: price.fee,
    billable_amount_cents: price.billableAmount,
  }
}
