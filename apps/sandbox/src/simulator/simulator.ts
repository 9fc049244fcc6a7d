import type { DatabaseSync } from 'node:sqlite'
import { transaction } from '../db/schema.ts'
import type { OrderSimulationRow } from '../db/tables/orderSimulation.ts'
import type { OrderRow } from '../db/tables/orders.ts'
import { localDateTime } from '../orders/localTime.ts'
import type { Script } from '../orders/reserved.ts'
import { statement } from '../orders/store.ts'
import { chooseDriver } from './dispatch.ts'
import { ASSIGN_PHASE, driverPosition, type Phase, phasesOf, windowsOf } from './phases.ts'

/** automatic: orders move on a timer; manual: only when stepped; off: never. */
export type SimulatorMode = 'automatic' | 'manual' | 'off'

/** Time and timers, injected so tests never wait (the system clock by default). */
export interface SimulatorClock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Calls `callback` after `ms`; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown
  /** Cancels a timer. */
  clearTimeout(handle: unknown): void
}

/** How the courier simulator runs (`SandboxOptions.simulator`). */
export interface SimulatorOptions {
  /** Default 'manual' in-process; `npm start` runs 'automatic'. */
  readonly mode?: SimulatorMode
  /** Simulated ms per real ms in automatic mode; default 60 (a 20-minute course takes 20 s). */
  readonly speed?: number
  /** Default: the system clock (timers unref'd). */
  readonly clock?: SimulatorClock
  /** Real ms between automatic ticks; default 1000. */
  readonly tickMs?: number
}

/** One manual step: by default every simulated order enters its next phase; with `ms`, simulated time passes. */
export interface StepOptions {
  /** Simulated milliseconds to let pass instead of one whole phase. */
  readonly ms?: number
}

/** What the simulator exposes to tests and the dev endpoint. */
export interface SimulatorControl {
  readonly mode: SimulatorMode
  readonly speed: number
  /** Advances every simulated order; returns how many changed status. Throws when the mode is 'off'. */
  step(options?: StepOptions): { readonly advanced: number }
}

/** The simulator as the sandbox holds it. */
export interface Simulator extends SimulatorControl {
  /** The simulator's clock: order timestamps use it too. */
  now(): number
  /** Puts a newly created order on its course (call inside the create transaction). */
  track(orderId: number, script: Script): void
  /** Stops the automatic timer. Safe to call twice. */
  stop(): void
}

const systemClock: SimulatorClock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms)
    timer.unref()
    return timer
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

type SimulatedOrder = OrderRow & Omit<OrderSimulationRow, 'order_id'>

/** Creates the courier simulator over a database (docs/sandbox-simulator.md). */
export function createSimulator(db: DatabaseSync, options: SimulatorOptions = {}): Simulator {
  const { mode = 'manual', speed = 60, clock = systemClock, tickMs = 1000 } = options
  if (!(Number.isFinite(speed) && speed > 0))
    throw new RangeError(`Simulator speed must be positive, got ${speed}`)
  let timer: unknown
  let stopped = false

  function moveDriver(driverId: number | null, phase: Phase | undefined, elapsedMs: number): void {
    const at = phase && driverPosition(phase, elapsedMs)
    if (driverId === null || !at) return
    statement(db, 'UPDATE drivers SET lat = ?, lng = ? WHERE id = ?').run(at.lat, at.lng, driverId)
  }

  /** Moves one order by a whole phase or by simulated ms; true when its status changed. */
  function advance(order: SimulatedOrder, by: number | 'phase'): boolean {
    const windows = windowsOf(order)
    const course = (driverFrom: { lat: number; lng: number } | null) =>
      phasesOf({
        script: order.script as Script,
        pickup: { lat: order.pickup_lat, lng: order.pickup_lng },
        dropoff: { lat: order.dropoff_lat, lng: order.dropoff_lng },
        driverFrom,
        intercity: order.is_intercity === 1,
        windows,
      })
    let driverFrom =
      order.driver_from_lat === null || order.driver_from_lng === null
        ? null
        : { lat: order.driver_from_lat, lng: order.driver_from_lng }
    let phases = course(driverFrom)
    let driverId = order.driver_id
    // Cancelled by the user, or changed by someone else: the course ends here.
    if (phases[order.phase]?.status !== order.status) {
      statement(db, 'DELETE FROM order_simulation WHERE order_id = ?').run(order.id)
      return false
    }
    let phase = order.phase
    let elapsed = order.elapsed_ms
    /** Enters the next phase; false when it needs a driver and nobody is online. */
    const enterNext = (): boolean => {
      if (phase + 1 === ASSIGN_PHASE) {
        const driver = chooseDriver(db, order)
        if (!driver) return false
        driverId = driver.id
        driverFrom = { lat: driver.lat, lng: driver.lng }
        phases = course(driverFrom)
      }
      phase += 1
      return true
    }
    if (by === 'phase') {
      if (phase < phases.length - 1 && enterNext()) elapsed = 0
    } else {
      elapsed += by
      while (phase < phases.length - 1) {
        const duration = phases[phase]?.durationMs ?? Infinity
        if (elapsed < duration) break
        if (!enterNext()) {
          elapsed = 0
          break
        }
        elapsed -= duration
      }
    }
    const current = phases[phase]
    const status = current?.status ?? order.status
    const final = current !== undefined && !Number.isFinite(current.durationMs)
    moveDriver(driverId, current, elapsed)
    if (status !== order.status || driverId !== order.driver_id) {
      // In the order's simulated time (its course runs from its windows), not the clock's.
      const completedAt = final ? localDateTime(current.startsAt ?? clock.now(), order.timezone) : null
      statement(
        db,
        'UPDATE orders SET status = ?, driver_id = ?, completed_at = coalesce(?, completed_at) WHERE id = ?',
      ).run(status, driverId, completedAt, order.id)
    }
    if (final) {
      statement(db, 'DELETE FROM order_simulation WHERE order_id = ?').run(order.id)
    } else {
      statement(
        db,
        'UPDATE order_simulation SET phase = ?, elapsed_ms = ?, driver_from_lat = ?, driver_from_lng = ? WHERE order_id = ?',
      ).run(
        phase,
        Math.max(0, Math.round(elapsed)),
        driverFrom?.lat ?? null,
        driverFrom?.lng ?? null,
        order.id,
      )
    }
    return status !== order.status
  }

  function advanceAll(by: number | 'phase'): number {
    return transaction(db, () => {
      const orders = statement(
        db,
        `SELECT o.*, s.script, s.phase, s.elapsed_ms, s.driver_from_lat, s.driver_from_lng
         FROM order_simulation s JOIN orders o ON o.id = s.order_id ORDER BY o.id`,
      ).all() as unknown as SimulatedOrder[]
      return orders.filter((order) => advance(order, by)).length
    })
  }

  function tick(last: number): void {
    if (stopped) return
    const now = clock.now()
    try {
      advanceAll(Math.max(0, now - last) * speed)
    } catch (error) {
      // The database closed under the timer (the sandbox is stopping): stop quietly. Anything else is a bug the
      // log must show, since automatic mode stops here.
      stopped = true
      const closed = error instanceof Error && /not open|closed/i.test(error.message)
      if (!closed) console.error('[sandbox] the courier simulator stopped:', error)
      return
    }
    timer = clock.setTimeout(() => tick(now), tickMs)
  }

  if (mode === 'automatic') {
    const started = clock.now()
    timer = clock.setTimeout(() => tick(started), tickMs)
  }

  return {
    mode,
    speed,
    now: () => clock.now(),
    track(orderId, script) {
      statement(db, 'INSERT OR IGNORE INTO order_simulation (order_id, script) VALUES (?, ?)').run(
        orderId,
        script,
      )
    },
    step(stepOptions = {}) {
      if (mode === 'off') throw new Error('The courier simulator is off.')
      const { ms } = stepOptions
      if (ms !== undefined && !(Number.isFinite(ms) && ms >= 0)) {
        throw new RangeError(`A simulator step is a non-negative number of ms, got ${ms}`)
      }
      return { advanced: advanceAll(ms === undefined ? 'phase' : ms) }
    },
    stop() {
      stopped = true
      if (timer !== undefined) clock.clearTimeout(timer)
      timer = undefined
    },
  }
}
