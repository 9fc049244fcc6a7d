import { along, type Point, trip } from '../geo/distance.ts'
import type { Script } from '../orders/reserved.ts'

/**
 * One stretch of an order's course: the status it shows, how long it lasts (simulated ms; `Infinity` for the
 * final one) and the driver's leg during it (from → to; none before a driver is assigned).
 */
export interface Phase {
  readonly status: number
  readonly durationMs: number
  readonly leg?: { readonly from: Point; readonly to: Point }
}

/** Waits between statuses, simulated ms (docs/sandbox-simulator.md). */
export const WAITS = { new: 30_000, awaitingAccept: 60_000, accepted: 60_000, loading: 120_000 } as const

/** The phase whose start assigns the driver (status 2 AWAITING DRIVER ACCEPT). */
export const ASSIGN_PHASE = 1

/** What an order's course depends on. */
export interface Course {
  readonly script: Script
  readonly pickup: Point
  readonly dropoff: Point
  /** Where the driver was when assigned; null before. */
  readonly driverFrom: Point | null
  readonly intercity: boolean
}

const still = (at: Point) => ({ from: at, to: at })

/**
 * The phases of an order's course, by script (part 1 §4 statuses):
 * - deliver: 1 NEW → 2 AWAITING DRIVER ACCEPT → 3 ACCEPTED → 50 PICKUP IN PROGRESS (driver to the pickup) →
 *   4 STARTED (loading) → 5 ENROUTE (first half of the route) → 51 IN TRANSIT (second half) → 6 DELIVERED;
 * - cancel-by-agent: 1 → 2 → 3 → 8 CANCELED BY AGENT;
 * - returning: 1 → 2 → 3 → 50 → 4 → 5 → 16 RETURNING (back to the pickup) → 18 RETURNED;
 * - payment-error: 1 → 11 PAYMENT ERROR.
 */
export function phasesOf(course: Course): Phase[] {
  const { pickup, dropoff } = course
  const start = course.driverFrom ?? pickup
  const middle = along(pickup, dropoff, 0.5)
  const toPickupMs = trip(start, pickup, false).durationSeconds * 1000
  const halfRouteMs = Math.round((trip(pickup, dropoff, course.intercity).durationSeconds * 1000) / 2)
  const opening: Phase[] = [{ status: 1, durationMs: WAITS.new }]
  if (course.script === 'payment-error') return [...opening, { status: 11, durationMs: Infinity }]
  const accepted: Phase[] = [
    { status: 2, durationMs: WAITS.awaitingAccept, leg: still(start) },
    { status: 3, durationMs: WAITS.accepted, leg: still(start) },
  ]
  if (course.script === 'cancel-by-agent') {
    return [...opening, ...accepted, { status: 8, durationMs: Infinity, leg: still(start) }]
  }
  const pickedUp: Phase[] = [
    { status: 50, durationMs: toPickupMs, leg: { from: start, to: pickup } },
    { status: 4, durationMs: WAITS.loading, leg: still(pickup) },
    { status: 5, durationMs: halfRouteMs, leg: { from: pickup, to: middle } },
  ]
  if (course.script === 'returning') {
    return [
      ...opening,
      ...accepted,
      ...pickedUp,
      { status: 16, durationMs: halfRouteMs, leg: { from: middle, to: pickup } },
      { status: 18, durationMs: Infinity, leg: still(pickup) },
    ]
  }
  return [
    ...opening,
    ...accepted,
    ...pickedUp,
    { status: 51, durationMs: halfRouteMs, leg: { from: middle, to: dropoff } },
    { status: 6, durationMs: Infinity, leg: still(dropoff) },
  ]
}

/** Where the driver is `elapsedMs` into a phase; undefined when no driver is assigned yet. */
export function driverPosition(phase: Phase, elapsedMs: number): Point | undefined {
  if (!phase.leg) return undefined
  const fraction =
    Number.isFinite(phase.durationMs) && phase.durationMs > 0 ? elapsedMs / phase.durationMs : 1
  return along(phase.leg.from, phase.leg.to, fraction)
}
