import type { Clock } from '../src/config.ts'

/** A clock whose time moves only when the test says so. */
export interface ManualClock extends Clock {
  /** Runs every pending timer now, whatever its delay. */
  fireAll(): void
  /** Moves time on by `ms`, running the timers that fall due. */
  advance(ms: number): void
  /** How many timers are pending. */
  pending(): number
  /** The delays the pending timers were set with. */
  delays(): number[]
}

/** A clock at `start` (Saturday 2026-11-21 09:00 Edmonton by default) whose timers fire only when told. */
export function manualClock(start = Date.UTC(2026, 10, 21, 15)): ManualClock {
  let now = start
  const timers = new Map<number, { due: number; ms: number; callback: () => void }>()
  let next = 0
  return {
    now: () => now,
    setTimeout(callback, ms) {
      timers.set(++next, { due: now + ms, ms, callback })
      return next
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    fireAll() {
      now += 1
      const due = [...timers.values()]
      timers.clear()
      for (const timer of due) timer.callback()
    },
    advance(ms) {
      now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.due > now) continue
        timers.delete(id)
        timer.callback()
      }
    },
    pending: () => timers.size,
    delays: () => [...timers.values()].map((timer) => timer.ms),
  }
}

/** Real time, every timer cut to `maxMs` at most: a client's timeouts and retry waits (Retry-After too) become short. */
export function cappedClock(maxMs: number): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, Math.min(ms, maxMs)),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
}
