import type { DatabaseSync } from 'node:sqlite'
import { localDateTime } from '../../orders/localTime.ts'
import { orderColumns } from '../../orders/orderColumns.ts'
import { type PricedOrder, priceOrder } from '../../orders/pricing.ts'
import { insertOrder } from '../../orders/store.ts'

/** A drop-off place of the seeded history: name, address, unit, lat, lng. */
type Place = readonly [name: string, address: string, unit: string, lat: number, lng: number]

const PLACES: readonly Place[] = [
  ['Whyte Avenue Books', '10325 82 Ave NW, Edmonton, AB T6E 1Z9', '', 53.5184, -113.4953],
  ['Jasper Dental Clinic', '11011 Jasper Ave NW, Edmonton, AB T5K 0K6', '305', 53.5413, -113.5117],
  ['Kingsway Print Shop', '10951 Kingsway NW, Edmonton, AB T5H 3Y6', '', 53.5622, -113.5054],
  ['Morgan Lee', '8882 170 St NW, Edmonton, AB T5T 4M2', '', 53.5225, -113.6242],
  ['Mill Woods Family Pharmacy', '2331 66 St NW, Edmonton, AB T6K 4B4', '12', 53.456, -113.432],
  ['Sherwood Park Hardware', '2020 Sherwood Dr, Sherwood Park, AB T8A 3H9', '', 53.54, -113.295],
  ['Priya Sharma', '375 St Albert Trail, St. Albert, AB T8N 0R3', '1102', 53.633, -113.628],
  ['Windermere Vet Hospital', '6104 Currents Dr NW, Edmonton, AB T6W 0L8', '', 53.435, -113.611],
  ['Sam Okafor', '1755 91 St SW, Edmonton, AB T6X 1M7', '', 53.41, -113.465],
  ['Terwillegar High School', '14035 23 Ave NW, Edmonton, AB T6R 3L6', '', 53.443, -113.575],
  ['Clareview Bakery', '4211 139 Ave NW, Edmonton, AB T5Y 2W8', '', 53.603, -113.403],
  ['Calgary Barclay Office', '200 Barclay Parade SW, Calgary, AB T2P 4R5', '1500', 51.051, -114.076],
  ['Kensington Flowers', '1632 14 Ave NW, Calgary, AB T2N 1M5', '', 51.0655, -114.0962],
  ['Red Deer Home Supply', '4915 49 St, Red Deer, AB T4N 1V3', '', 52.2681, -113.8112],
]

/** One seeded order: status, pickup day from the seed day, place index, pickup hour, reference, driver, bundle. */
type Spec = readonly [
  status: number,
  day: number,
  place: number,
  hour: number,
  ref: string,
  driver: number | null,
  bundle: number | null,
]

/**
 * The demo account's history: 36 orders of its own across the active and done views and their statuses, over the
 * last four weeks and the next two days (bundles 1 and 2 hold a batch each), plus 4 orders of the all-flags account
 * shared with it (the 'Shared' view).
 */
const DEMO_ORDERS: readonly Spec[] = [
  [1, 0, 0, 13, 'PPC-1040 Book order', null, null],
  [1, 1, 4, 10, 'PPC-1041 Prescription refill', null, null],
  [1, 2, 11, 9, 'PPC-1042 Quarterly reports', null, null],
  [2, 0, 2, 11, 'PPC-1039 Brochures', null, null],
  [3, 0, 1, 10, 'PPC-1038 Dental molds', 3, null],
  [3, 0, 5, 12, 'PPC-1037 Hinges and brackets', 5, 1],
  [50, 0, 6, 9, 'PPC-1036 Signed contract', 6, 1],
  [4, 0, 3, 9, 'PPC-1035 Birthday gift', 7, 1],
  [5, 0, 7, 9, 'PPC-1034 Lab samples', 3, 1],
  [5, 0, 12, 8, 'PPC-1033 Bouquet supplies', 21, null],
  [51, 0, 8, 8, 'PPC-1032 Spare keys', 5, null],
  [16, 0, 9, 8, 'PPC-1031 Yearbooks', 6, null],
  [17, 1, 10, 10, 'PPC-1030 Catering trays', null, null],
  [17, 2, 13, 11, 'PPC-1029 Paint samples', null, null],
  [6, -1, 0, 10, 'PPC-1028 Book order', 3, null],
  [6, -1, 2, 13, 'PPC-1027 Posters', 5, 2],
  [6, -1, 5, 13, 'PPC-1026 Fasteners', 6, 2],
  [6, -1, 6, 13, 'PPC-1025 Documents', 7, 2],
  [6, -2, 1, 9, 'PPC-1024 Dental molds', 3, null],
  [6, -3, 11, 9, 'PPC-1023 Quarterly reports', 19, null],
  [6, -4, 3, 11, 'PPC-1022 Anniversary gift', 5, null],
  [6, -6, 8, 14, 'PPC-1021 Spare keys', 6, null],
  [6, -8, 4, 10, 'PPC-1020 Prescription refill', 7, null],
  [6, -9, 13, 9, 'PPC-1019 Paint samples', 13, null],
  [6, -12, 9, 12, 'PPC-1018 Report cards', 3, null],
  [6, -15, 7, 10, 'PPC-1017 Vaccines', 5, null],
  [6, -19, 10, 11, 'PPC-1016 Catering trays', 6, null],
  [6, -25, 12, 9, 'PPC-1015 Bouquet supplies', 22, null],
  [8, -2, 2, 15, 'PPC-1014 Flyers', 7, null],
  [8, -10, 6, 10, 'PPC-1013 Documents', 3, null],
  [9, -1, 0, 15, 'PPC-1012 Book order', null, null],
  [9, -5, 3, 10, 'PPC-1011 Gift basket', 5, null],
  [9, -14, 8, 9, 'PPC-1010 Keys', null, null],
  [10, -7, 1, 13, 'PPC-1009 Dental molds', null, null],
  [11, -11, 4, 10, 'PPC-1008 Prescription refill', null, null],
  [18, -20, 10, 12, 'PPC-1007 Catering trays', 6, null],
]

/** Orders of the all-flags account (Edmonton) shared with the demo account. */
const SHARED_ORDERS: readonly Spec[] = [
  [5, 0, 1, 10, 'AFL-2003 Medical supplies', 7, null],
  [1, 1, 3, 12, 'AFL-2004 Office chairs', null, null],
  [6, -3, 5, 9, 'AFL-2002 Pallet of tiles', 3, null],
  [6, -9, 8, 11, 'AFL-2001 Spare parts', 5, null],
]

const FINAL = new Set([6, 8, 9, 10, 11, 12, 15, 18, 19])
const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

interface Pickup {
  readonly name: string
  readonly address: string
  readonly lat: number
  readonly lng: number
}

function payload(spec: Spec, pickup: Pickup, index: number, now: number): PricedOrder {
  const [status, day, placeIndex, hour, ref] = spec
  const [name, address, unit, lat, lng] = PLACES[placeIndex % PLACES.length] as Place
  const date = localDateTime(now + day * DAY_MS).slice(0, 10)
  const at = (h: number) => `${date} ${pad(h)}:00:00`
  return {
    is_delivery_webapp: 1,
    uuid: `seed-${pickup.name.slice(0, 3).toLowerCase()}-${String(index + 1).padStart(4, '0')}`,
    timezone: 'America/Edmonton',
    pickup_name: pickup.name,
    pickup_address: pickup.address,
    pickup_phonenumber: '7805550142',
    pickup_email: 'shipping@prairieparcel.test',
    pickup_latitude: pickup.lat,
    pickup_longitude: pickup.lng,
    dropoff_name: name,
    dropoff_address: address,
    dropoff_unit: unit,
    dropoff_phonenumber: `780555${String(1000 + index * 37).slice(-4)}`,
    dropoff_email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.test`,
    dropoff_latitude: lat,
    dropoff_longitude: lng,
    item_name: ref,
    description: status === 17 ? 'Call on arrival' : '',
    size_category_id: 1 + (index % 6),
    weight_category_id: 1 + ((index * 2) % 12),
    package_count: 1 + (index % 3),
    pickup_type: 2,
    pickup_early_datetime: at(hour),
    pickup_later_datetime: at(hour + 2),
    dropoff_type: 2,
    dropoff_early_datetime: at(hour + 2),
    dropoff_later_datetime: at(hour + 5),
    is_intercity: 0,
    dropoff_method: (index % 5 === 0 ? 1 : 0) as 0 | 1,
    drop_off_address_type: (index % 5 === 0 ? 2 : 1) as 1 | 2,
    ...(index % 7 === 0 ? { special_care: 1 as const } : {}),
    ...(index % 5 === 0 ? { require_in_person_confirmation: 1 as const } : {}),
    insurance_value: index % 4 === 0 ? 250 : 100,
  }
}

function seedFor(
  db: DatabaseSync,
  owner: number,
  sharedWith: number | null,
  specs: readonly Spec[],
  now: number,
) {
  const account = db
    .prepare('SELECT credit_cents, default_insurance_value FROM users WHERE id = ?')
    .get(owner)
  const business = db
    .prepare('SELECT business_name, street_address, pickup_city FROM businesses WHERE user_id = ?')
    .get(owner)
  const pickup: Pickup = {
    name: String(business?.business_name ?? 'Business'),
    address: `${String(business?.street_address ?? '10220 104 Ave NW')}, ${String(business?.pickup_city ?? 'Edmonton')}, AB`,
    lat: 53.5461,
    lng: -113.4938,
  }
  const pricing = {
    default_insurance_value: Number(account?.default_insurance_value ?? 100),
    credit_cents: 0,
    is_use_credit: 0,
  }
  specs.forEach((spec, index) => {
    const [status, , , hour, , driver, bundle] = spec
    const order = payload(spec, pickup, index, now)
    const price = priceOrder(order, pricing)
    const created = localDateTime(now + (spec[1] - 1) * DAY_MS).slice(0, 10)
    insertOrder(db, {
      user_id: owner,
      uuid: order.uuid,
      name: order.item_name,
      status,
      bundle_id: bundle,
      ...orderColumns(order, price),
      driver_id: driver,
      shared_with_user_id: sharedWith,
      available: status === 1 && index % 2 === 1 ? 0 : 1,
      cancel_fee_cents: status === 9 && driver !== null ? 1000 : 0,
      cancellation_reason_id: status === 9 ? 1 + (index % 4) : null,
      cancel_note: status === 9 ? 'Customer picked it up in store' : null,
      completed_at: FINAL.has(status)
        ? `${order.dropoff_early_datetime.slice(0, 10)} ${pad(hour + 3)}:17:00`
        : null,
      created_at: `${created} 16:${pad(index % 60)}:00`,
      updated_at: `${created} 16:${pad(index % 60)}:00`,
    })
  })
}

/**
 * Seeds the demo account's order history (see DEMO_ORDERS), dated from `now` in the Edmonton timezone: the same
 * orders, statuses, drivers and bundles every time. Runs inside the seed transaction, once per database.
 */
export function seedOrders(db: DatabaseSync, now = Date.now()): void {
  const idOf = (email: string) => db.prepare('SELECT id FROM users WHERE email = ?').get(email)?.id
  const demo = idOf('demo@waybill.test')
  const flags = idOf('flags@waybill.test')
  if (demo === undefined) return
  seedFor(db, Number(demo), null, DEMO_ORDERS, now)
  if (flags !== undefined) seedFor(db, Number(flags), Number(demo), SHARED_ORDERS, now)
}
