import type { TripEstimate } from '../domain/geo.ts'

/**
 * A trip as the order form shows it: whole minutes and whole kilometres, both rounded up (part 1 §9).
 *
 * @internal
 */
export interface TripEstimateDisplay {
  /** Driving time: seconds / 60, rounded up. */
  readonly minutes: number
  /** Road distance: metres / 1000, rounded up. */
  readonly km: number
}

/** Rounds up a non-negative quotient; a missing or negative figure shows 0. */
function ceilDivide(value: number, unit: number): number {
  return Number.isFinite(value) && value > 0 ? Math.ceil(value / unit) : 0
}

/**
 * The trip estimate's display (part 1 §9): minutes = ceil(duration seconds / 60), km = ceil(distance metres /
 * 1000).
 *
 * @internal
 *
 * @example
 * ```ts
 * tripEstimateDisplay({ durationSeconds: 1261, distanceMetres: 12001 }) // { minutes: 22, km: 13 }
 * ```
 */
export function tripEstimateDisplay(trip: TripEstimate): TripEstimateDisplay {
  return { minutes: ceilDivide(trip.durationSeconds, 60), km: ceilDivide(trip.distanceMetres, 1000) }
}
