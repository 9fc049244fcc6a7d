import type { OnlineDriver } from '../domain/orderResults.ts'
import { distanceMetres } from './geoDistance.ts'

/** A reported position further than this from the last confirmed one, in metres, is a jump (part 2 §7, §9). */
export const DRIVER_JUMP_METRES = 2000

/**
 * How many consecutive far reports that agree with each other (each within `DRIVER_JUMP_METRES` of the
 * one before) confirm a driver's new position. A single jump is ignored as the spec says; without this a
 * wrongly confirmed first fix would pin the marker until the driver went off duty.
 */
export const DRIVER_JUMP_CONFIRMATIONS = 3

/**
 * A driver on the live map at its last confirmed position.
 *
 * @internal
 */
export interface LiveMapDriver {
  /** Driver id. */
  readonly id: number
  /** Latitude of the last confirmed position. */
  readonly lat: number
  /** Longitude of the last confirmed position. */
  readonly lng: number
  /** First name, as last reported. */
  readonly name?: string
  /** How many deliveries the driver carries, as last reported (`driver.active{product}s`). */
  readonly activeDeliveries?: number
}

/**
 * What the live map remembers of one driver between polls.
 *
 * @internal
 */
export interface TrackedDriver {
  /** The driver at its confirmed position. */
  readonly driver: LiveMapDriver
  /** The latest run of far reports not yet confirmed, or null: where the last one was and how many in a row. */
  readonly far: { readonly lat: number; readonly lng: number; readonly count: number } | null
}

/**
 * The drivers the live map tracks, by driver id.
 *
 * @internal
 */
export type DriverTracks = ReadonlyMap<number, TrackedDriver>

function tracked(report: OnlineDriver, lat: number, lng: number, far: TrackedDriver['far']): TrackedDriver {
  return {
    driver: { id: report.id, lat, lng, name: report.firstName, activeDeliveries: report.activeOrders },
    far,
  }
}

function sameDriver(driver: LiveMapDriver, report: OnlineDriver): boolean {
  return (
    driver.lat === report.position.lat &&
    driver.lng === report.position.lng &&
    driver.name === report.firstName &&
    driver.activeDeliveries === report.activeOrders
  )
}

/** One driver's next record: a near report moves it, a far one is held back until confirmed. */
function next(previous: TrackedDriver | undefined, report: OnlineDriver): TrackedDriver {
  const { lat, lng } = report.position
  if (!previous) return tracked(report, lat, lng, null)
  const { driver, far } = previous
  if (distanceMetres(driver, report.position) <= DRIVER_JUMP_METRES) {
    return far === null && sameDriver(driver, report) ? previous : tracked(report, lat, lng, null)
  }
  const count = far !== null && distanceMetres(far, report.position) <= DRIVER_JUMP_METRES ? far.count + 1 : 1
  if (count >= DRIVER_JUMP_CONFIRMATIONS) return tracked(report, lat, lng, null)
  // The jump is ignored: the confirmed position stays, the name and load follow the report.
  return tracked(report, driver.lat, driver.lng, { lat, lng, count })
}

/**
 * Applies one online-drivers poll (part 2 §7 getOnlineDrivers) to the tracked drivers, without changing them:
 * a position more than `DRIVER_JUMP_METRES` from the driver's last confirmed one is ignored and the
 * confirmed one kept, unless `DRIVER_JUMP_CONFIRMATIONS` far reports in a row agree; drivers absent from
 * the poll are dropped; a driver whose report changes nothing keeps its record (and `driver` object).
 *
 * @internal
 *
 * @example
 * ```ts
 * let tracks: DriverTracks = new Map()
 * tracks = applyDriverReports(tracks, await client.dashboard.onlineDrivers(apiCode))
 * const markers = driversOf(tracks)
 * ```
 */
export function applyDriverReports(
  tracks: DriverTracks,
  reports: readonly OnlineDriver[],
): Map<number, TrackedDriver> {
  const applied = new Map<number, TrackedDriver>()
  for (const report of reports) applied.set(report.id, next(tracks.get(report.id), report))
  return applied
}

/**
 * The drivers at their confirmed positions, in the order of the last poll.
 *
 * @internal
 */
export function driversOf(tracks: DriverTracks): LiveMapDriver[] {
  return Array.from(tracks.values(), (track) => track.driver)
}
