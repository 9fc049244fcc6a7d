import type { DatabaseSync } from 'node:sqlite'
import type { DriverRow } from '../db/tables/drivers.ts'
import type { OrderRow } from '../db/tables/orders.ts'
import { haversineMetres } from '../geo/distance.ts'
import { zoneAt } from '../geo/zones.ts'
import { DRIVER_BUSY_STATUSES, statement } from '../orders/store.ts'

interface Candidate extends DriverRow {
  readonly busy: number
}

/**
 * The driver to assign an order to: its My Fleet driver when it names one of the account's; otherwise the nearest
 * online driver of the pickup's region (free drivers first, then busy ones), else the nearest online driver
 * anywhere. Drivers of another account's My Fleet are never chosen. Undefined when nobody is online.
 */
export function chooseDriver(db: DatabaseSync, order: OrderRow): DriverRow | undefined {
  const candidates = statement(
    db,
    `SELECT d.*, (SELECT count(*) FROM orders o WHERE o.driver_id = d.id
       AND o.status IN (${DRIVER_BUSY_STATUSES.join(', ')})) AS busy
     FROM drivers d WHERE d.online = 1 AND (d.fleet_owner_id IS NULL OR d.fleet_owner_id = ?)
     ORDER BY d.id`,
  ).all(order.user_id) as unknown as Candidate[]
  if (order.assign_my_fleet_driver !== null) {
    const own = candidates.find(
      (driver) => driver.id === order.assign_my_fleet_driver && driver.fleet_owner_id === order.user_id,
    )
    if (own) return own
  }
  const pickup = { lat: order.pickup_lat, lng: order.pickup_lng }
  const regionId = zoneAt(pickup)?.regionId
  const local = candidates.filter((driver) => driver.region_id === regionId)
  const pool = local.length > 0 ? local : candidates
  const ranked = [...pool].sort(
    (a, b) =>
      Number(a.busy > 0) - Number(b.busy > 0) ||
      haversineMetres(a, pickup) - haversineMetres(b, pickup) ||
      a.id - b.id,
  )
  return ranked[0]
}
