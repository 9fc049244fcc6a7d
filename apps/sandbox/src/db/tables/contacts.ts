import type { DatabaseSync } from 'node:sqlite'
import type { Infer } from 'superstruct'
import { create, enums, integer, nullable, number, string, type } from 'superstruct'
import { geocode } from '../../geo/geocoder.ts'
import { w3wPlace } from '../../geo/what3words.ts'

/**
 * Saved contacts of an account (part 1 §3 'Contact'). A what3words contact's address is stored as '///' and
 * the triple.
 */
export const CONTACTS_TABLE = `
  CREATE TABLE IF NOT EXISTS contacts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    unit TEXT,
    w3w TEXT,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    is_pickup INTEGER NOT NULL CHECK (is_pickup IN (0, 1)),
    is_dropoff INTEGER NOT NULL CHECK (is_dropoff IN (0, 1)),
    latitude REAL NOT NULL,
    longitude REAL NOT NULL,
    CHECK (is_pickup = 1 OR is_dropoff = 1)
  );
  CREATE INDEX IF NOT EXISTS contacts_by_user ON contacts (user_id);
`

const Flag = enums([0, 1])

/** A contacts row as the API answers it (without user_id). */
const ContactRow = type({
  id: integer(),
  name: string(),
  address: string(),
  unit: nullable(string()),
  w3w: nullable(string()),
  phone: string(),
  email: string(),
  is_pickup: Flag,
  is_dropoff: Flag,
  latitude: number(),
  longitude: number(),
})

/** A saved contact. */
export type ContactRow = Infer<typeof ContactRow>

/** A contact to save. */
export type NewContactRow = Omit<ContactRow, 'id'>

const COLUMNS = 'id, name, address, unit, w3w, phone, email, is_pickup, is_dropoff, latitude, longitude'

/** The account's contacts, oldest first. */
export function listContacts(db: DatabaseSync, userId: number): ContactRow[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM contacts WHERE user_id = ? ORDER BY id`)
    .all(userId)
    .map((row) => create(row, ContactRow))
}

/** Saves a contact for the account and returns it with its id. */
export function insertContact(db: DatabaseSync, userId: number, contact: NewContactRow): ContactRow {
  const row = db
    .prepare(
      `INSERT INTO contacts (user_id, name, address, unit, w3w, phone, email, is_pickup, is_dropoff, latitude,
         longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .get(
      userId,
      contact.name,
      contact.address,
      contact.unit,
      contact.w3w,
      contact.phone,
      contact.email,
      contact.is_pickup,
      contact.is_dropoff,
      contact.latitude,
      contact.longitude,
    )
  return create(row, ContactRow)
}

/** Deletes the account's contact; false when the account has no contact with that id. */
export function deleteContact(db: DatabaseSync, userId: number, id: number): boolean {
  return Number(db.prepare('DELETE FROM contacts WHERE id = ? AND user_id = ?').run(id, userId).changes) > 0
}

type SeedContact = readonly [
  name: string,
  address: string,
  unit: string | null,
  phone: string,
  email: string,
  pickup: 0 | 1,
  dropoff: 0 | 1,
]

/** The demo account's contacts: pickup and drop-off places in the three cities, one by what3words. */
const DEMO_CONTACTS: readonly SeedContact[] = [
  ['Riverbend Florist', '10220 Jasper Ave NW, Edmonton', null, '780-555-0110', 'orders@riverbend.test', 1, 1],
  ['Whyte Ave Books', '10450 Whyte Ave NW, Edmonton', 'Unit 2', '780-555-0123', 'shop@whytebooks.test', 0, 1],
  ['Gaetz Hardware', '4910 Gaetz Ave, Red Deer', null, '403-555-0177', 'yard@gaetzhw.test', 1, 0],
  ['Stephen Ave Studio', '300 Stephen Ave SW, Calgary', '#410', '403-555-0150', 'hello@studio.test', 0, 1],
  ['Market stall', '///prairie.wheat.lantern', null, '780-555-0199', 'stall@market.test', 0, 1],
]

/** The seeded demo account's id (its login is `DEMO_LOGIN` of `db/seed.ts`), if it exists. */
export function demoUserId(db: DatabaseSync): number | undefined {
  const row = db.prepare("SELECT id FROM users WHERE email = 'demo@waybill.test'").get()
  return row === undefined ? undefined : Number(row.id)
}

/** Seeds the demo account's contacts, placed by the sandbox's own geocoder and what3words. */
export function seedContacts(db: DatabaseSync): void {
  const userId = demoUserId(db)
  if (userId === undefined) return
  for (const [name, address, unit, phone, email, isPickup, isDropoff] of DEMO_CONTACTS) {
    const words = address.startsWith('///') ? address.slice(3) : null
    const geocoded = words ? undefined : geocode(address)
    const point = words ? w3wPlace(words)?.point : geocoded?.point
    if (!point) throw new Error(`seed contact ${name} does not geocode`)
    insertContact(db, userId, {
      name,
      address: geocoded?.formattedAddress ?? address,
      unit,
      w3w: words,
      phone,
      email,
      is_pickup: isPickup,
      is_dropoff: isDropoff,
      latitude: point.lat,
      longitude: point.lng,
    })
  }
}
