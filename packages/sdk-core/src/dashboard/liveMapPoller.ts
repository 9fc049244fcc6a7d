import type { Clock } from '../config.ts'
import { type Store, subscribeWhileWatched } from '../store.ts'
import type { VisibilitySource } from './liveMap.ts'

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

/** A store's subscribers, counted, with the page's visibility watched while there is any. */
export interface WatchedSubscriptions<T> {
  /** The store's `subscribe`, counting subscribers; each call's unsubscribe works once. */
  subscribe: Store<T>['subscribe']
  /** Whether anyone watches and the page is visible: when polling makes sense. */
  watched(): boolean
}

/**
 * Counts the subscribers of `store` and watches `visibility` while there is at least one; `follow` is called
 * whenever either changes, to start or stop polling as `watched()` says.
 */
export function watchSubscriptions<T>(
  store: Pick<Store<T>, 'subscribe'>,
  visibility: VisibilitySource | undefined,
  follow: () => void,
): WatchedSubscriptions<T> {
  let subscribed = false
  return {
    watched: () => subscribed && !visibility?.hidden(),
    subscribe: subscribeWhileWatched(store.subscribe, () => {
      subscribed = true
      const stopWatching = visibility?.subscribe(follow)
      follow()
      return () => {
        subscribed = false
        stopWatching?.()
        follow()
      }
    }),
  }
}
