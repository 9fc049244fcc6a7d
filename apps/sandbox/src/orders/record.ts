import type { DatabaseSync } from 'node:sqlite'
import { productPlural } from '@waybill/sdk-core/wire'
import { windowText } from './localTime.ts'
import { routePoints } from './polyline.ts'
import { type ListedOrder, listedOrder } from './store.ts'

/** The cancellation penalty once a driver has accepted (status 3), cents (docs/contract/orders.md). */
export const CANCEL_FEE_CENTS = 1000

/** The drop-off method's label (part 2 §4.4), the record's dropoff_requirements. */
const REQUIREMENTS = [
  'Leave At Door (Contactless)',
  'In-Person',
  'Age Restricted (valid ID required, otherwise returned)',
]

/** An address as the order record lists it: the unit written in front, '#n', where the client gave one. */
function addressText(address: string, unit: string): string {
  return unit.trim() === '' ? address : `#${unit.trim()} ${address}`
}

/** The photo URLs of an order (the images column, a JSON list); [] for anything else. */
export function photosOf(row: Pick<ListedOrder, 'images'>): string[] {
  try {
    const images: unknown = JSON.parse(row.images)
    return Array.isArray(images) ? images.filter((url): url is string => typeof url === 'string') : []
  } catch {
    return []
  }
}

/** The cancelFee of a record: what cancelling costs now (status 3), else what it cost. */
export function cancelFeeOf(row: ListedOrder): number {
  return row.status === 3 ? CANCEL_FEE_CENTS : row.cancel_fee_cents
}

/** An order as the dashboard, bundles and create answer it (part 2 §3.1; wire/orderRecord.ts). */
export function toRecord(row: ListedOrder, product: string) {
  const route = routePoints(
    { lat: row.pickup_lat, lng: row.pickup_lng },
    { lat: row.dropoff_lat, lng: row.dropoff_lng },
  )
  const driver =
    row.driver_id === null || row.driver_first_name === null
      ? null
      : {
          id: row.driver_id,
          name: `${row.driver_first_name} ${row.driver_last_name ?? ''}`.trim(),
          first_name: row.driver_first_name,
          [`active${productPlural(product)}`]: Number(row.driver_active ?? 0),
        }
  return {
    id: row.id,
    [`${product}_id`]: row.id,
    [`${product}Id`]: row.id,
    uuid: row.uuid,
    name: row.name,
    item_name: row.item_name,
    status: row.status,
    description: row.description,
    package_count: row.package_count,
    dropoff_method: row.dropoff_method,
    drop_off_address_type: row.drop_off_address_type,
    pickup_type: row.pickup_type,
    dropoff_type: row.dropoff_type,
    pickup_early_datetime: row.pickup_early_datetime,
    pickup_later_datetime: row.pickup_later_datetime,
    dropoff_early_datetime: row.dropoff_early_datetime,
    dropoff_later_datetime: row.dropoff_later_datetime,
    pickup_date: row.pickup_date,
    pickup_window: windowText(row.pickup_early_datetime, row.pickup_later_datetime),
    deliver_date: row.dropoff_early_datetime.slice(0, 10),
    deliver_window: windowText(row.dropoff_early_datetime, row.dropoff_later_datetime),
    do_special_time: row.do_special_time,
    is_assign_favourite_driver: row.is_assign_favourite_driver,
    assign_my_fleet_driver: row.assign_my_fleet_driver,
    is_valet: row.is_valet,
    is_age_restricted: row.is_age_restricted,
    is_intercity: row.is_intercity,
    bundle_id: row.bundle_id,
    coords: JSON.stringify({ polyline: route }),
    coordinates: { polyline: route },
    completed_at: row.completed_at,
    created_at: row.created_at,
    dropoff_requirements: REQUIREMENTS[row.dropoff_method] ?? REQUIREMENTS[0],
    fee: row.fee_cents,
    feesweet: row.sweeten_amount_cents,
    cancelFee: cancelFeeOf(row),
    notes: { description: row.description },
    photos: photosOf(row),
    available: row.available,
    driver,
    pickup_name: row.pickup_name,
    pickup_address: addressText(row.pickup_address, row.pickup_unit),
    pickup_phonenumber: row.pickup_phone,
    pickup_email: row.pickup_email,
    pickup_latitude: row.pickup_lat,
    pickup_longitude: row.pickup_lng,
    dropoff_name: row.dropoff_name,
    dropoff_address: addressText(row.dropoff_address, row.dropoff_unit),
    dropoff_phonenumber: row.dropoff_phone,
    dropoff_email: row.dropoff_email,
    dropoff_latitude: row.dropoff_lat,
    dropoff_longitude: row.dropoff_lng,
  }
}

/** The record of one order by id. */
export function recordOf(db: DatabaseSync, id: number, product: string) {
  return toRecord(listedOrder(db, id), product)
}
