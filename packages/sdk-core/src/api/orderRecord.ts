import type { Infer } from 'superstruct'
import type { Order, OrderPlace } from '../domain/orderRecord.ts'
import { productPlural } from './wire/names.ts'
import type { wireOrderRecord } from './wire/orderRecord.ts'

type WireOrderRecord = Infer<ReturnType<typeof wireOrderRecord>>

/**
 * The unit marker of an address text (part 2 §3.1): '#' then a number, 'home n' or 'apartment n'. The unit is
 * the number's digits; the marker token runs on to the next space or comma, so '#12A' is one token with unit '12'.
 */
const UNIT_MARKER = /(?:#\s*|\bhome\s+|\bapartment\s+)(\d+)[^\s,]*/i

/**
 * The unit written in an address text (part 2 §3.1): '#12', 'home 4' or 'apartment 305' give '12', '4' and
 * '305'; the digits only ('#12A' gives '12'); '' when there is none.
 *
 * @example
 * ```ts
 * parseUnit('#204 10220 104 Ave NW, Edmonton') // '204'
 * ```
 */
export function parseUnit(address: string): string {
  return UNIT_MARKER.exec(address)?.[1] ?? ''
}

/**
 * The address text with the unit marker {@link parseUnit} reads taken out (the whole token: '#12A', 'home 4'),
 * with the spaces and commas around it tidied; unchanged when there is none.
 *
 * @example
 * ```ts
 * addressWithoutUnit('8882 170 St NW #12A, Edmonton') // '8882 170 St NW, Edmonton'
 * ```
 */
export function addressWithoutUnit(address: string): string {
  if (!UNIT_MARKER.test(address)) return address
  return address
    .replace(UNIT_MARKER, '')
    .replace(/\s+,/g, ',')
    .replace(/,\s*,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
}

function place(record: WireOrderRecord, side: 'pickup' | 'dropoff'): OrderPlace {
  const address = record[`${side}_address`]
  return {
    name: record[`${side}_name`],
    address,
    unit: parseUnit(address),
    phone: record[`${side}_phonenumber`],
    email: record[`${side}_email`],
    lat: record[`${side}_latitude`],
    lng: record[`${side}_longitude`],
  }
}

/** A listed order in the SDK's terms (part 2 §3.1): 0/1 flags as booleans, money in cents, units parsed. */
export function toOrder(record: WireOrderRecord, product: string): Order {
  const { driver } = record
  const activeKey = `active${productPlural(product)}` as const
  return {
    id: record.id,
    uuid: record.uuid,
    name: record.name,
    itemName: record.item_name,
    status: record.status,
    description: record.description,
    packageCount: record.package_count,
    dropoffMethod: record.dropoff_method,
    dropOffAddressType: record.drop_off_address_type,
    pickupType: record.pickup_type,
    dropoffType: record.dropoff_type,
    pickupEarlyDatetime: record.pickup_early_datetime,
    pickupLaterDatetime: record.pickup_later_datetime,
    dropoffEarlyDatetime: record.dropoff_early_datetime,
    dropoffLaterDatetime: record.dropoff_later_datetime,
    pickupDate: record.pickup_date,
    pickupWindow: record.pickup_window,
    deliverDate: record.deliver_date,
    deliverWindow: record.deliver_window,
    doSpecialTime: record.do_special_time === 1,
    isAssignFavouriteDriver: record.is_assign_favourite_driver === 1,
    assignMyFleetDriver: record.assign_my_fleet_driver,
    isValet: record.is_valet === 1,
    isAgeRestricted: record.is_age_restricted === 1,
    isIntercity: record.is_intercity === 1,
    bundleId: record.bundle_id,
    route: record.coordinates.polyline.map(({ lat, lng }) => ({ lat, lng })),
    completedAt: record.completed_at,
    createdAt: record.created_at,
    dropoffRequirements: record.dropoff_requirements,
    feeCents: record.fee,
    feeSweetCents: record.feesweet,
    cancelFeeCents: record.cancelFee,
    notes: record.notes.description,
    photos: [...record.photos],
    available: record.available === 1,
    driver: driver && {
      id: driver.id,
      name: driver.name,
      firstName: driver.first_name,
      activeOrders: driver[activeKey] ?? 0,
    },
    pickup: place(record, 'pickup'),
    dropoff: place(record, 'dropoff'),
  }
}
