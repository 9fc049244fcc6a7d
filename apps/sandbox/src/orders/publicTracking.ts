import type { DatabaseSync } from 'node:sqlite'
import { phasesOf, windowsOf } from '../simulator/phases.ts'
import { instantOf } from './localTime.ts'
import { driverClearOfPickup, isAccountPickup, publicPickup } from './publicPickup.ts'
import { statement } from './store.ts'

/**
 * The statuses in which the driver is working on this delivery: on the way to its pickup (50), loading (4), on the
 * way to its drop-off (5, 51). Before that (2 not yet accepted, 3 accepted but maybe on other jobs) and after, the
 * driver's name and position are none of the link holder's business. For a private pickup the driver shows later
 * still (`driverClearOfPickup`).
 */
export const PUBLIC_DRIVER_STATUSES: readonly number[] = [50, 4, 5, 51]

/**
 * What the public tracking call reads of one order: only the columns it may show, the account's business address
 * (to tell its own pickup from a private one), the driver's first name and position, and the simulator's progress
 * (null columns when the simulator does not move the order).
 */
export interface TrackedOrderRow {
  readonly uuid: string
  readonly name: string
  readonly status: number
  readonly timezone: string
  readonly pickup_name: string
  readonly pickup_address: string
  readonly pickup_lat: number
  readonly pickup_lng: number
  readonly dropoff_address: string
  readonly dropoff_lat: number
  readonly dropoff_lng: number
  readonly is_intercity: number
  readonly created_at: string
  readonly pickup_early_datetime: string
  readonly pickup_later_datetime: string
  readonly dropoff_early_datetime: string
  readonly completed_at: string | null
  readonly business_street: string | null
  readonly business_city: string | null
  readonly driver_id: number | null
  readonly driver_first_name: string | null
  readonly driver_lat: number | null
  readonly driver_lng: number | null
  readonly phase: number | null
  readonly elapsed_ms: number | null
  readonly driver_from_lat: number | null
  readonly driver_from_lng: number | null
}

/**
 * The order a tracking uuid names, any account's. Undefined when none, and when two accounts sent the same uuid
 * (it is unique per account only): neither may see the other's delivery through its own link.
 */
export function findTrackedOrder(db: DatabaseSync, uuid: string): TrackedOrderRow | undefined {
  const rows = statement(
    db,
    `SELECT o.uuid, o.name, o.status, o.timezone, o.pickup_name, o.pickup_address, o.pickup_lat, o.pickup_lng,
       o.dropoff_address, o.dropoff_lat, o.dropoff_lng, o.is_intercity, o.completed_at, o.driver_id,
       o.created_at, o.pickup_early_datetime, o.pickup_later_datetime, o.dropoff_early_datetime,
       b.street_address AS business_street, b.pickup_city AS business_city,
       d.first_name AS driver_first_name, d.lat AS driver_lat, d.lng AS driver_lng,
       s.phase, s.elapsed_ms, s.driver_from_lat, s.driver_from_lng
     FROM orders o LEFT JOIN businesses b ON b.user_id = o.user_id LEFT JOIN drivers d ON d.id = o.driver_id
       LEFT JOIN order_simulation s ON s.order_id = o.id
     WHERE o.uuid = ? ORDER BY o.id LIMIT 2`,
  ).all(uuid) as unknown as TrackedOrderRow[]
  return rows.length === 1 ? rows[0] : undefined
}

/**
 * Simulated ms left until the drop-off, from the order's place in the normal course (docs/sandbox-simulator.md):
 * the rest of the current phase and every phase after it. Null before a driver is assigned, when the simulator
 * does not move the order, or when its status is not on the way to a drop-off (returning, cancelled). The course
 * is always the normal one, so a reserved script never shows in the estimate.
 */
export function remainingCourseMs(row: TrackedOrderRow): number | null {
  if (row.phase === null || row.elapsed_ms === null || row.driver_id === null) return null
  if (row.driver_from_lat === null || row.driver_from_lng === null) return null
  const phases = phasesOf({
    script: 'deliver',
    pickup: { lat: row.pickup_lat, lng: row.pickup_lng },
    dropoff: { lat: row.dropoff_lat, lng: row.dropoff_lng },
    driverFrom: { lat: row.driver_from_lat, lng: row.driver_from_lng },
    intercity: row.is_intercity === 1,
    windows: windowsOf(row),
  })
  const current = phases[row.phase]
  if (!current || current.status !== row.status || !Number.isFinite(current.durationMs)) return null
  let remaining = Math.max(0, current.durationMs - row.elapsed_ms)
  for (const phase of phases.slice(row.phase + 1)) {
    if (Number.isFinite(phase.durationMs)) remaining += phase.durationMs
  }
  return remaining
}

/** 'YYYY-MM-DD HH:mm:ss' wall-clock time in `timeZone` as an ISO 8601 instant (UTC); null for another text. */
export function localToIso(local: string, timeZone: string): string | null {
  const instant = instantOf(local, timeZone)
  return instant === null ? null : new Date(instant).toISOString()
}

/** The simulator's clock and speed: the ETA is its now plus the simulated time left, run `speed` times faster. */
export interface TrackingClock {
  /** The simulator's clock, ms since the epoch. */
  now(): number
  /** Simulated ms per clock ms (60 by default). */
  readonly speed: number
}

/**
 * The public answer of one order (docs/contract/tracking.md): name, status, zone, the pickup (its name, city and
 * position when it is the account's own address; else only its city and the city's centre), the drop-off's address
 * and position, the driver's first name and position while under way (for a private pickup only once clear of
 * it), the ETA and the completion time as ISO instants. Nothing else of the order or its account.
 */
export function publicTracking(row: TrackedOrderRow, clock: TrackingClock | undefined) {
  const pickup = { lat: row.pickup_lat, lng: row.pickup_lng }
  const own = isAccountPickup(row.pickup_address, pickup, {
    street: row.business_street,
    city: row.business_city,
  })
  const underWay = PUBLIC_DRIVER_STATUSES.includes(row.status)
  const at =
    row.driver_lat !== null && row.driver_lng !== null ? { lat: row.driver_lat, lng: row.driver_lng } : null
  const driver =
    underWay && row.driver_first_name !== null && at && (own || driverClearOfPickup(row.status, at, pickup))
      ? { first_name: row.driver_first_name, latitude: at.lat, longitude: at.lng }
      : null
  const remaining = clock ? remainingCourseMs(row) : null
  const eta =
    clock && remaining !== null
      ? new Date(Math.round(clock.now() + remaining / clock.speed)).toISOString()
      : null
  return {
    uuid: row.uuid,
    name: row.name,
    status: row.status,
    timezone: row.timezone,
    pickup: publicPickup({ name: row.pickup_name, address: row.pickup_address, position: pickup }, own),
    dropoff: { address: row.dropoff_address, latitude: row.dropoff_lat, longitude: row.dropoff_lng },
    driver,
    eta,
    completed_at: row.completed_at === null ? null : localToIso(row.completed_at, row.timezone),
  }
}
