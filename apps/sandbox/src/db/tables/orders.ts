/**
 * Orders ({product}s): one row per delivery a business submitted (part 2 §3.1 'order', part 1 §3 'Submission
 * payload', part 2 §3.10 'Delivery order payload'). These columns are stable: other modules (labels, the
 * simulator, the dashboard query) read them. Add columns only through a migration; never rename one.
 *
 * | column                            | meaning                                                                   |
 * | --------------------------------- | ------------------------------------------------------------------------- |
 * | id                                | server id; also `{product}_id` and the dashboard's '{product} #'          |
 * | user_id                           | the account that submitted it (users.id)                                  |
 * | uuid                              | the client's uuid, UNIQUE per user: a resend with it returns this row     |
 * | name                              | 'Order Id' column: the reference (item_name) unless the client named it   |
 * | status                            | status code (part 1 §4): 1 NEW … 6 DELIVERED, 17 ON HOLD, 50, 51          |
 * | item_name                         | reference name (valet: customer name with ' - Valet' suffix)             |
 * | description                       | the semicolon-joined note (part 1 §3) or the batch description            |
 * | customer_note                     | 'Unit#: …' plus details (part 2 §3.10), or null                           |
 * | pickup_/dropoff_ name, address,   | party data as submitted; address without the unit; phone may hold several |
 * |   unit, phone, email, lat, lng    |   comma-separated numbers; unit '' when none                              |
 * | pickup_type, dropoff_type         | time type codes (2 scheduled, 3 rush, 5 urgent drop-off)                  |
 * | pickup_/dropoff_ early_datetime,  | the windows, 'YYYY-MM-DD HH:mm:ss' in the account's timezone              |
 * |   later_datetime                  |                                                                           |
 * | pickup_date                       | 'YYYY-MM-DD' of pickup_early_datetime (indexed: dashboard date filter)    |
 * | do_special_time                   | 0/1: a special drop-off time (before, after, between)                     |
 * | timezone                          | IANA zone the datetimes are in, e.g. 'America/Edmonton'                   |
 * | size_category_id, weight_category_id | size (1–6) and weight range (1–12) ids of the catalogue                |
 * | package_count, number_of_trip     | packages (≥ 1) and trips (1)                                              |
 * | multi_package                     | JSON list of { size_category_id, weight_category_id, packages }           |
 * | special_care, load_needs, unload_needs, alcohol_delivery, require_refrigerated_vehicle,                       |
 * |   not_require_refrigerated_vehicle, require_in_person_confirmation, is_age_restricted: premium options, 0/1    |
 * | dropoff_method                    | 0 leave at door, 1 in-person, 2 age restricted                            |
 * | drop_off_address_type             | 1 Home, 2 Business, 3 School, 4 Hospital, 5 Apartment Building            |
 * | is_intercity, is_express, is_valet, is_vehicle_swap: 0/1                                                      |
 * | vin, ro, license_plate            | valet extras, or null (also in the description)                           |
 * | is_assign_favourite_driver        | 0/1                                                                       |
 * | assign_my_fleet_driver            | the My Fleet driver chosen (drivers.id), or null                          |
 * | insurance_value                   | insured value in dollars (≥ the account's default)                        |
 * | card_id                           | the card it is paid with (cards.id), or null (credit, EFT)                |
 * | bundle_id                         | orders submitted together (a batch or one summary) share it, or null      |
 * | driver_id                         | the assigned driver (drivers.id), or null                                 |
 * | shared_with_user_id               | another account that sees it in its 'Shared' view (users.id), or null     |
 * | available                         | 0/1: packages ready ('Available for Pickup' column)                       |
 * | distance_metres, duration_seconds | the trip as priced                                                        |
 * | polyline                          | encoded polyline (Google format) of the route                             |
 * | delivery_fee_cents, premiums_fee_cents, service_admin_fee_cents, taxes_cents, applied_credit_cents,            |
 * |   fee_cents (sub-total + taxes), billable_amount_cents (fee − credit), sweeten_amount_cents: the price         |
 * | premiums_fee_detail               | JSON object of the premium fee keys of part 2 §3.11, cents                |
 * | cancel_fee_cents                  | cancellation penalty charged (0 unless cancelled once accepted)           |
 * | cancellation_reason_id, cancel_note | why the user cancelled (1–4) and their comment, or null                 |
 * | original_id                       | the order this one reposts or edits (orders.id), or null                  |
 * | images                            | JSON list of the photo URLs submitted (migration 3, db/schema.ts)         |
 * | completed_at                      | when it reached a final status, 'YYYY-MM-DD HH:mm:ss', or null            |
 * | created_at, updated_at            | 'YYYY-MM-DD HH:mm:ss' (account timezone); updated_at changes on edit      |
 */
export const ORDERS_TABLE = `
  CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    uuid TEXT NOT NULL,
    name TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    item_name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    customer_note TEXT,
    pickup_name TEXT NOT NULL,
    pickup_address TEXT NOT NULL,
    pickup_unit TEXT NOT NULL DEFAULT '',
    pickup_phone TEXT NOT NULL DEFAULT '',
    pickup_email TEXT NOT NULL DEFAULT '',
    pickup_lat REAL NOT NULL,
    pickup_lng REAL NOT NULL,
    dropoff_name TEXT NOT NULL,
    dropoff_address TEXT NOT NULL,
    dropoff_unit TEXT NOT NULL DEFAULT '',
    dropoff_phone TEXT NOT NULL DEFAULT '',
    dropoff_email TEXT NOT NULL DEFAULT '',
    dropoff_lat REAL NOT NULL,
    dropoff_lng REAL NOT NULL,
    pickup_type INTEGER NOT NULL,
    pickup_early_datetime TEXT NOT NULL,
    pickup_later_datetime TEXT NOT NULL,
    pickup_date TEXT NOT NULL,
    dropoff_type INTEGER NOT NULL,
    dropoff_early_datetime TEXT NOT NULL,
    dropoff_later_datetime TEXT NOT NULL,
    do_special_time INTEGER NOT NULL DEFAULT 0 CHECK (do_special_time IN (0, 1)),
    timezone TEXT NOT NULL DEFAULT 'America/Edmonton',
    size_category_id INTEGER NOT NULL,
    weight_category_id INTEGER NOT NULL,
    package_count INTEGER NOT NULL DEFAULT 1 CHECK (package_count >= 1),
    number_of_trip INTEGER NOT NULL DEFAULT 1,
    multi_package TEXT NOT NULL DEFAULT '[]',
    special_care INTEGER NOT NULL DEFAULT 0 CHECK (special_care IN (0, 1)),
    load_needs INTEGER NOT NULL DEFAULT 0 CHECK (load_needs IN (0, 1)),
    unload_needs INTEGER NOT NULL DEFAULT 0 CHECK (unload_needs IN (0, 1)),
    alcohol_delivery INTEGER NOT NULL DEFAULT 0 CHECK (alcohol_delivery IN (0, 1)),
    require_refrigerated_vehicle INTEGER NOT NULL DEFAULT 0 CHECK (require_refrigerated_vehicle IN (0, 1)),
    not_require_refrigerated_vehicle INTEGER NOT NULL DEFAULT 0 CHECK (not_require_refrigerated_vehicle IN (0, 1)),
    require_in_person_confirmation INTEGER NOT NULL DEFAULT 0 CHECK (require_in_person_confirmation IN (0, 1)),
    is_age_restricted INTEGER NOT NULL DEFAULT 0 CHECK (is_age_restricted IN (0, 1)),
    dropoff_method INTEGER NOT NULL DEFAULT 0 CHECK (dropoff_method BETWEEN 0 AND 2),
    drop_off_address_type INTEGER NOT NULL DEFAULT 1 CHECK (drop_off_address_type BETWEEN 1 AND 5),
    is_intercity INTEGER NOT NULL DEFAULT 0 CHECK (is_intercity IN (0, 1)),
    is_express INTEGER NOT NULL DEFAULT 0 CHECK (is_express IN (0, 1)),
    is_valet INTEGER NOT NULL DEFAULT 0 CHECK (is_valet IN (0, 1)),
    is_vehicle_swap INTEGER NOT NULL DEFAULT 0 CHECK (is_vehicle_swap IN (0, 1)),
    vin TEXT,
    ro TEXT,
    license_plate TEXT,
    is_assign_favourite_driver INTEGER NOT NULL DEFAULT 0 CHECK (is_assign_favourite_driver IN (0, 1)),
    assign_my_fleet_driver INTEGER,
    insurance_value REAL NOT NULL DEFAULT 0,
    card_id INTEGER,
    bundle_id INTEGER,
    driver_id INTEGER REFERENCES drivers (id) ON DELETE SET NULL,
    shared_with_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    available INTEGER NOT NULL DEFAULT 1 CHECK (available IN (0, 1)),
    distance_metres INTEGER NOT NULL DEFAULT 0,
    duration_seconds INTEGER NOT NULL DEFAULT 0,
    polyline TEXT NOT NULL DEFAULT '',
    delivery_fee_cents INTEGER NOT NULL DEFAULT 0,
    premiums_fee_cents INTEGER NOT NULL DEFAULT 0,
    premiums_fee_detail TEXT NOT NULL DEFAULT '{}',
    service_admin_fee_cents INTEGER NOT NULL DEFAULT 0,
    taxes_cents INTEGER NOT NULL DEFAULT 0,
    applied_credit_cents INTEGER NOT NULL DEFAULT 0,
    fee_cents INTEGER NOT NULL DEFAULT 0,
    billable_amount_cents INTEGER NOT NULL DEFAULT 0,
    sweeten_amount_cents INTEGER NOT NULL DEFAULT 0,
    cancel_fee_cents INTEGER NOT NULL DEFAULT 0,
    cancellation_reason_id INTEGER,
    cancel_note TEXT,
    original_id INTEGER,
    completed_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS orders_by_uuid ON orders (user_id, uuid);
  CREATE INDEX IF NOT EXISTS orders_by_user_status ON orders (user_id, status, id);
  CREATE INDEX IF NOT EXISTS orders_by_user_pickup_date ON orders (user_id, pickup_date);
  CREATE INDEX IF NOT EXISTS orders_by_shared_user ON orders (shared_with_user_id) WHERE shared_with_user_id IS NOT NULL;
  CREATE INDEX IF NOT EXISTS orders_by_bundle ON orders (user_id, bundle_id) WHERE bundle_id IS NOT NULL;
  CREATE INDEX IF NOT EXISTS orders_by_driver ON orders (driver_id, status) WHERE driver_id IS NOT NULL;
`

/** Status codes of part 1 §4 that end a delivery: the dashboard's 'Done' view (1) lists these. */
export const FINAL_STATUSES: readonly number[] = [6, 8, 9, 10, 11, 12, 15, 18, 19]

/** An orders row as stored (see the column table above). */
export interface OrderRow {
  readonly id: number
  readonly user_id: number
  readonly uuid: string
  readonly name: string
  readonly status: number
  readonly item_name: string
  readonly description: string
  readonly customer_note: string | null
  readonly pickup_name: string
  readonly pickup_address: string
  readonly pickup_unit: string
  readonly pickup_phone: string
  readonly pickup_email: string
  readonly pickup_lat: number
  readonly pickup_lng: number
  readonly dropoff_name: string
  readonly dropoff_address: string
  readonly dropoff_unit: string
  readonly dropoff_phone: string
  readonly dropoff_email: string
  readonly dropoff_lat: number
  readonly dropoff_lng: number
  readonly pickup_type: number
  readonly pickup_early_datetime: string
  readonly pickup_later_datetime: string
  readonly pickup_date: string
  readonly dropoff_type: number
  readonly dropoff_early_datetime: string
  readonly dropoff_later_datetime: string
  readonly do_special_time: number
  readonly timezone: string
  readonly size_category_id: number
  readonly weight_category_id: number
  readonly package_count: number
  readonly number_of_trip: number
  readonly multi_package: string
  readonly special_care: number
  readonly load_needs: number
  readonly unload_needs: number
  readonly alcohol_delivery: number
  readonly require_refrigerated_vehicle: number
  readonly not_require_refrigerated_vehicle: number
  readonly require_in_person_confirmation: number
  readonly is_age_restricted: number
  readonly dropoff_method: number
  readonly drop_off_address_type: number
  readonly is_intercity: number
  readonly is_express: number
  readonly is_valet: number
  readonly is_vehicle_swap: number
  readonly vin: string | null
  readonly ro: string | null
  readonly license_plate: string | null
  readonly is_assign_favourite_driver: number
  readonly assign_my_fleet_driver: number | null
  readonly insurance_value: number
  readonly card_id: number | null
  readonly bundle_id: number | null
  readonly driver_id: number | null
  readonly shared_with_user_id: number | null
  readonly available: number
  readonly distance_metres: number
  readonly duration_seconds: number
  readonly polyline: string
  readonly delivery_fee_cents: number
  readonly premiums_fee_cents: number
  readonly premiums_fee_detail: string
  readonly service_admin_fee_cents: number
  readonly taxes_cents: number
  readonly applied_credit_cents: number
  readonly fee_cents: number
  readonly billable_amount_cents: number
  readonly sweeten_amount_cents: number
  readonly cancel_fee_cents: number
  readonly cancellation_reason_id: number | null
  readonly cancel_note: string | null
  readonly original_id: number | null
  readonly images: string
  readonly completed_at: string | null
  readonly created_at: string
  readonly updated_at: string
}
