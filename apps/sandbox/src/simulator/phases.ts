import type { OrderRow } from '../db/tables/orders.ts'
import { along, type Point, trip } from '../geo/distance.ts'
import { instantOf } from '../orders/localTime.ts'
import type { Script } from '../orders/reserved.ts'

/**
 * One stretch of an order's course: the status it shows, how long it lasts (simulated ms; `Infinity` for the
 * final one) and the driver's leg during it (from → to; none before a driver is assigned).
 */
export interface Phase {
  readonly status: number
  readonly durationMs: number
  readonly leg?: { readonly from: Point; readonly to: Point }
  /** The simulated instant the phase starts, ms since the epoch: known when the course has its windows. */
  readonly startsAt?: number
}

/** Waits between statuses, simulated ms (docs/sandbox-simulator.md). */
export const WAITS = { new: 30_000, awaitingAccept: 60_000, accepted: 60_000, loading: 120_000 } as const

/** The phase whose start assigns the driver (status 2 AWAITING DRIVER ACCEPT). */
export const ASSIGN_PHASE = 1

/** Simulated ms from an order's creation until its driver sets off for the pickup: NEW, awaiting, accepted. */
const LEAD_MS = WAITS.new + WAITS.awaitingAccept + WAITS.accepted

/** When an order was created and its windows open and close, as instants (ms since the epoch). */
export interface CourseWindows {
  readonly createdAt: number
  readonly pickupOpensAt: number
  readonly pickupClosesAt: number
  readonly dropoffOpensAt: number
}

/** An order's creation and windows as instants; undefined when a datetime does not read. */
export function windowsOf(
  order: Pick<
    OrderRow,
    'created_at' | 'pickup_early_datetime' | 'pickup_later_datetime' | 'dropoff_early_datetime' | 'timezone'
  >,
): CourseWindows | undefined {
  const at = (local: string) => instantOf(local, order.timezone)
  const createdAt = at(order.created_at)
  const pickupOpensAt = at(order.pickup_early_datetime)
  const pickupClosesAt = at(order.pickup_later_datetime)
  const dropoffOpensAt = at(order.dropoff_early_datetime)
  if (createdAt === null || pickupOpensAt === null || pickupClosesAt === null || dropoffOpensAt === null) {
    return undefined
  }
  return { createdAt, pickupOpensAt, pickupClosesAt, dropoffOpensAt }
}

/**
 * The simulated instant an order's course starts (issue 22 item 10): accelerated time starts from the windows,
 * not from the clock. Never before the order was created, late enough that the driver cannot reach the pickup
 * before its window opens, and, as far as the pickup window allows, late enough that the drop-off is reached when
 * its window opens. `toDropoffMs` is the course from creation to the drop-off without the drive to the pickup
 * (which is unknown until a driver is assigned, so the drop-off is reached that much later).
 */
export function courseStartsAt(windows: CourseWindows, toDropoffMs: number): number {
  const forDropoff = Math.min(windows.dropoffOpensAt - toDropoffMs, windows.pickupClosesAt - LEAD_MS)
  return Math.max(windows.createdAt, windows.pickupOpensAt - LEAD_MS, forDropoff)
}

/** What an order's course depends on. */
export interface Course {
  readonly script: Script
  readonly pickup: Point
  readonly dropoff: Point
  /** Where the driver was when assigned; null before. */
  readonly driverFrom: Point | null
  readonly intercity: boolean
  /** The order's creation and windows: the course then runs in the windows' simulated time. */
  readonly windows?: CourseWindows | undefined
}

const still = (at: Point) => ({ from: at, to: at })

/**
 * The phases of an order's course, by script (part 1 §4 statuses):
 * - deliver: 1 NEW → 2 AWAITING DRIVER ACCEPT → 3 ACCEPTED → 50 PICKUP IN PROGRESS (driver to the pickup) →
 *   4 STARTED (loading) → 5 ENROUTE (first half of the route) → 51 IN TRANSIT (second half) → 6 DELIVERED;
 * - cancel-by-agent: 1 → 2 → 3 → 8 CANCELED BY AGENT;
 * - returning: 1 → 2 → 3 → 50 → 4 → 5 → 16 RETURNING (back to the pickup) → 18 RETURNED;
 * - payment-error: 1 → 11 PAYMENT ERROR.
 *
 * With the order's windows every phase has its simulated start: the course starts at {@link courseStartsAt}, so the
 * driver reaches the pickup (4 STARTED) no earlier than its window opens, and loading lasts until the drop-off
 * (6 DELIVERED) is reached no earlier than its window opens.
 */
export function phasesOf(course: Course): Phase[] {
  const { pickup, dropoff } = course
  const start = course.driverFrom ?? pickup
  const middle = along(pickup, dropoff, 0.5)
  const toPickupMs = trip(start, pickup, false).durationSeconds * 1000
  const halfRouteMs = Math.round((trip(pickup, dropoff, course.intercity).durationSeconds * 1000) / 2)
  const { windows } = course
  const startsAt = windows && courseStartsAt(windows, LEAD_MS + WAITS.loading + 2 * halfRouteMs)
  const reachesDropoff =
    startsAt === undefined ? undefined : startsAt + LEAD_MS + toPickupMs + WAITS.loading + 2 * halfRouteMs
  const holdMs =
    windows && reachesDropoff !== undefined ? Math.max(0, windows.dropoffOpensAt - reachesDropoff) : 0
  const timed = (phases: Phase[]) => (startsAt === undefined ? phases : withStarts(phases, startsAt))
  const opening: Phase[] = [{ status: 1, durationMs: WAITS.new }]
  if (course.script === 'payment-error') return timed([...opening, { status: 11, durationMs: Infinity }])
  const accepted: Phase[] = [
    { status: 2, durationMs: WAITS.awaitingAccept, leg: still(start) },
    { status: 3, durationMs: WAITS.accepted, leg: still(start) },
  ]
  if (course.script === 'cancel-by-agent') {
    return timed([...opening, ...accepted, { status: 8, durationMs: Infinity, leg: still(start) }])
  }
  const pickedUp: Phase[] = [
    { status: 50, durationMs: toPickupMs, leg: { from: start, to: pickup } },
    { status: 4, durationMs: WAITS.loading + holdMs, leg: still(pickup) },
    { status: 5, durationMs: halfRouteMs, leg: { from: pickup, to: middle } },
  ]
  if (course.script === 'returning') {
    return timed([
      ...opening,
      ...accepted,
      ...pickedUp,
      { status: 16, durationMs: halfRouteMs, leg: { from: middle, to: pickup } },
      { status: 18, durationMs: Infinity, leg: still(pickup) },
    ])
  }
  return timed([
    ...opening,
    ...accepted,
    ...pickedUp,
    { status: 51, durationMs: halfRouteMs, leg: { from: middle, to: dropoff } },
    { status: 6, durationMs: Infinity, leg: still(dropoff) },
  ])
}

/** The phases with their simulated starts, one after another from `startsAt`. */
function withStarts(phases: readonly Phase[], startsAt: number): Phase[] {
  let at = startsAt
  return phases.map((phase) => {
    const timed = { ...phase, startsAt: at }
    at += phase.durationMs
    return timed
  })
}

/** Where the driver is `elapsedMs` into a phase; undefined when no driver is assigned yet. */
export function driverPosition(phase: Phase, elapsedMs: number): Point | undefined {
  if (!phase.leg) return undefined
  const fraction =
    Number.isFinite(phase.durationMs) && phase.durationMs > 0 ? elapsedMs / phase.durationMs : 1
  return along(phase.leg.from, phase.leg.to, fraction)
}
