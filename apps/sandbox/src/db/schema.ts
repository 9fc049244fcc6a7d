import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { RESOURCE_TABLES } from './tables/index.ts'
import { ORDERS_TABLE } from './tables/orders.ts'

/**
 * The schema, one entry per version. `PRAGMA user_version` records how many have been applied; each entry is
 * idempotent (`IF NOT EXISTS`) so a half-made file is repaired rather than rejected. Add a version; never
 * edit a shipped one.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    api_code TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    mobile TEXT,
    billing_address TEXT,
    operating_region_id INTEGER NOT NULL DEFAULT 1,
    credit_cents INTEGER NOT NULL DEFAULT 0,
    default_insurance_value REAL NOT NULL DEFAULT 100,
    enable_favourite_agent INTEGER NOT NULL DEFAULT 0 CHECK (enable_favourite_agent IN (0, 1)),
    is_pickup_availability INTEGER NOT NULL DEFAULT 0 CHECK (is_pickup_availability IN (0, 1)),
    on_hold INTEGER NOT NULL DEFAULT 0 CHECK (on_hold IN (0, 1)),
    enable_my_fleet INTEGER NOT NULL DEFAULT 0 CHECK (enable_my_fleet IN (0, 1)),
    valet_enabled INTEGER NOT NULL DEFAULT 0 CHECK (valet_enabled IN (0, 1)),
    express_enabled INTEGER NOT NULL DEFAULT 0 CHECK (express_enabled IN (0, 1)),
    express_max_time TEXT,
    rush_distance REAL NOT NULL DEFAULT 15,
    intercity_min_special_time INTEGER NOT NULL DEFAULT 120,
    local_min_special_time INTEGER NOT NULL DEFAULT 60,
    is_eft_payment INTEGER NOT NULL DEFAULT 0 CHECK (is_eft_payment IN (0, 1)),
    is_use_credit INTEGER NOT NULL DEFAULT 0 CHECK (is_use_credit IN (0, 1)),
    is_sunday_delivery_enabled INTEGER NOT NULL DEFAULT 0 CHECK (is_sunday_delivery_enabled IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  );
  CREATE TABLE IF NOT EXISTS businesses (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    business_name TEXT NOT NULL,
    street_address TEXT,
    appt_number TEXT,
    pickup_city TEXT,
    pickup_province TEXT,
    pickup_postal_code TEXT
  );
  CREATE TABLE IF NOT EXISTS pickup_hours (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
    open_time TEXT,
    close_time TEXT,
    PRIMARY KEY (user_id, weekday)
  );
  CREATE TABLE IF NOT EXISTS cards (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    brand TEXT NOT NULL,
    last4 TEXT NOT NULL CHECK (length(last4) = 4),
    expiry_month TEXT NOT NULL,
    expiry_year TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS cards_by_user ON cards (user_id);
  CREATE TABLE IF NOT EXISTS skipped_days (
    kind TEXT NOT NULL CHECK (kind IN ('local', 'intercity', 'valet')),
    day_month TEXT NOT NULL,
    PRIMARY KEY (kind, day_month)
  );
  `,
  // 2: the card's name and billing postal code, and the reserved test card that declines charges
  // (docs/contract/accounts.md). ALTER is not idempotent, but it commits with the version bump or not at all.
  `
  ALTER TABLE cards ADD COLUMN name TEXT NOT NULL DEFAULT '';
  ALTER TABLE cards ADD COLUMN postal TEXT NOT NULL DEFAULT '';
  ALTER TABLE cards ADD COLUMN declines_charges INTEGER NOT NULL DEFAULT 0 CHECK (declines_charges IN (0, 1));
  `,
  // 3: the photo URLs an order was submitted with (part 1 §3 'Images'), answered as its record's photos. The
  // resource tables are made after the migrations, so a fresh file gets the orders table as shipped here first.
  `${ORDERS_TABLE}
  ALTER TABLE orders ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
  `,
]

/** The schema version this sandbox writes. */
export const SCHEMA_VERSION = MIGRATIONS.length

/** Runs `work` in one transaction: all of it is committed, or none. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

function userVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get()
  return Number(row?.user_version ?? 0)
}

/**
 * Opens (creating when missing, with its parent directory) the sandbox database and brings its schema up
 * to date. `':memory:'` gives a private in-memory database.
 */
export function openDatabase(location: string): DatabaseSync {
  const inMemory = location === ':memory:'
  if (!inMemory) mkdirSync(dirname(resolve(location)), { recursive: true })
  const db = new DatabaseSync(location)
  try {
    db.exec('PRAGMA foreign_keys = ON')
    db.exec('PRAGMA busy_timeout = 5000')
    if (!inMemory) db.exec('PRAGMA journal_mode = WAL')
    const found = userVersion(db)
    if (found > SCHEMA_VERSION) {
      throw new Error(
        `The database ${location} has schema version ${found}, newer than this sandbox's ${SCHEMA_VERSION}. ` +
          'Delete it or use another --db path.',
      )
    }
    transaction(db, () => {
      MIGRATIONS.forEach((sql, index) => {
        if (index >= found) db.exec(sql)
      })
      for (const sql of RESOURCE_TABLES) db.exec(sql)
      db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
    })
    return db
  } catch (error) {
    db.close()
    throw error
  }
}
