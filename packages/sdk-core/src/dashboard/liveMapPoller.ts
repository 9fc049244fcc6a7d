import type { Clock } from '../config.ts'

/** One polling loop of the live map: never two runs at once, the next scheduled only once the last settles. */
export interface LiveMapPoller {
  /** Starts polling: runs at once unless a run is still in flight (its end schedules the next). */
  start(): void
  /** Stops polling: the pending timer is cleared; a run in flight finishes but schedules nothing. */
  stop(): void
  /** Runs again as soon as possible: at once, or right after the run in flight settles. Only while started. */
  now(): void
}

/** Creates a {@link LiveMapPoller} that calls `run` every `intervalMs` after the previous run settled. */
export function createLiveMapPoller(
  clock: Clock,
  intervalMs: number,
  run: () => Promise<void>,
): LiveMapPoller {
  let started = false
  let inFlight = false
  let again = false
  let timer: unknown

  const clear = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }

  async function tick(): Promise<void> {
    timer = undefined
    inFlight = true
    again = false
    // `run` logs its own failures; one that slips through must not end the loop either.
    await run().catch(() => undefined)
    inFlight = false
    if (!started) return
    if (again) void tick()
    else timer = clock.setTimeout(() => void tick(), intervalMs)
  }

  return {
    start() {
      if (started) return
      started = true
      if (!inFlight) void tick()
    },
    stop() {
      started = false
      again = false
      clear()
    },
    now() {
      if (!started) return
      if (inFlight) {
        again = true
        return
      }
      clear()
      void tick()
    },
  }
}
