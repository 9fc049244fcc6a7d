import type { DatabaseSync } from 'node:sqlite'

/**
 * Favourite drivers per account (part 2 §2.7, §3.6) and each account's My Fleet join code. My Fleet
 * membership itself is `drivers.fleet_owner_id`.
 */
export const FLEET_TABLES = `
  CREATE TABLE IF NOT EXISTS favourite_drivers (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    driver_id INTEGER NOT NULL REFERENCES drivers (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, driver_id)
  );
  CREATE TABLE IF NOT EXISTS fleet_codes (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE
  );
`

function userId(db: DatabaseSync, email: string): number | undefined {
  const row = db.prepare('SELECT id FROM users WHERE email = ?').get(email)
  return row ? Number(row.id) : undefined
}

/**
 * Seeds the drivers-page data of the flag profiles (docs/contract/accounts.md): the fleet profile owns two
 * Edmonton drivers nobody else owns; the favourite-agent profile has two favourites and the all-flags profile
 * one. Runs after `seedDrivers`.
 */
export function seedFleet(db: DatabaseSync): void {
  const fleet = userId(db, 'fleet@waybill.test')
  if (fleet !== undefined) {
    db.prepare(
      `UPDATE drivers SET fleet_owner_id = ?, company = (SELECT business_name FROM businesses WHERE user_id = ?)
       WHERE id IN (SELECT id FROM drivers WHERE region_id = 1 AND fleet_owner_id IS NULL ORDER BY id LIMIT 2)`,
    ).run(fleet, fleet)
  }
  const favourite = db.prepare(
    `INSERT OR IGNORE INTO favourite_drivers (user_id, driver_id)
     SELECT ?, id FROM drivers WHERE region_id = ? ORDER BY id DESC LIMIT ?`,
  )
  const favourites = userId(db, 'favourite@waybill.test')
  if (favourites !== undefined) favourite.run(favourites, 1, 2)
  const flags = userId(db, 'flags@waybill.test')
  if (flags !== undefined) favourite.run(flags, 1, 1)
}
