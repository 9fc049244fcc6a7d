import type { DatabaseSync } from 'node:sqlite'

/**
 * Delivery agents (drivers): a separate role, seen in the portal only as map markers, in the agent column and
 * on the drivers page (part 2 §1, §3.4, §3.6). `fleet_owner_id` marks a driver of an account's My Fleet;
 * `lat`/`lng` is the last position the courier simulator reported.
 */
export const DRIVERS_TABLE = `
  CREATE TABLE IF NOT EXISTS drivers (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    company TEXT NOT NULL,
    image_profile TEXT,
    region_id INTEGER NOT NULL,
    lat REAL NOT NULL,
    lng REAL NOT NULL,
    online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
    fleet_owner_id INTEGER REFERENCES users (id) ON DELETE SET NULL
  );
  CREATE INDEX IF NOT EXISTS drivers_by_region ON drivers (region_id, online);
`

/** A driver row. */
export interface DriverRow {
  readonly id: number
  readonly first_name: string
  readonly last_name: string
  readonly company: string
  readonly image_profile: string | null
  readonly region_id: number
  readonly lat: number
  readonly lng: number
  readonly online: number
  readonly fleet_owner_id: number | null
}

const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan']
const LAST = ['Nguyen', 'Singh', 'Tremblay', 'Okafor', 'MacLeod', 'Roy', 'Chen', 'Dubois']
const CENTRES: Record<number, readonly [number, number]> = {
  1: [53.541427, -113.500434],
  2: [52.268112, -113.811422],
  3: [51.044733, -114.071883],
}

/**
 * Seeds 24 drivers, eight around each city, at fixed offsets from its centre (deterministic: the same every run).
 * The demo account's My Fleet holds none; the all-flags account (user 2) owns the first two Edmonton drivers.
 */
export function seedDrivers(db: DatabaseSync): void {
  const insert = db.prepare(
    `INSERT INTO drivers (first_name, last_name, company, image_profile, region_id, lat, lng, online, fleet_owner_id)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
  )
  for (const [region, [lat, lng]] of Object.entries(CENTRES)) {
    FIRST.forEach((first, index) => {
      const angle = (index / FIRST.length) * 2 * Math.PI
      const radius = 0.02 + 0.01 * (index % 3)
      const fleetOwner = region === '1' && index < 2 ? 2 : null
      insert.run(
        first,
        LAST[(index + Number(region)) % LAST.length] ?? 'Driver',
        fleetOwner ? 'All Flags Logistics' : 'Waybill Couriers',
        Number(region),
        lat + radius * Math.sin(angle),
        lng + radius * 1.6 * Math.cos(angle),
        index % 4 === 3 ? 0 : 1,
        fleetOwner,
      )
    })
  }
}
