import type { DashboardApi } from '../api/dashboard.ts'
import { type Clock, type Logger, systemClock } from '../config.ts'
import type { OrderPosition } from '../domain/orderResults.ts'
import type { DashboardView } from '../domain/orderStatus.ts'
import { createValueStore, type Store } from '../store.ts'
import { applyDriverReports, type DriverTracks, driversOf, type LiveMapDriver } from './liveMapDrivers.ts'
import { createLiveMapPoller, watchSubscriptions } from './liveMapPoller.ts'

/**
 * How often the live map asks for the online drivers, in ms (part 2 §7, §9).
 *
 * @internal
 */
export const DRIVERS_POLL_MS = 15_000
/**
 * How often the live map asks for the deliveries' positions, in ms (part 2 §7, §9).
 *
 * @internal
 */
export const POSITIONS_POLL_MS = 30_000

/**
 * What a failed poll logs; the spec shows the user nothing (part 2 §8 'Map and polling errors').
 *
 * @internal
 */
export const LIVE_MAP_LOG = {
  drivers: 'Online drivers poll failed',
  positions: 'Delivery positions poll failed',
} as const

/**
 * Whether the page is hidden, and news of its changes: the browser's `document.visibilityState` passed in.
 *
 * @internal
 */
export interface VisibilitySource {
  /** True while the page is hidden (a background tab). */
  hidden(): boolean
  /** Calls `listener` when the visibility changes; returns the function that unsubscribes it. */
  subscribe(listener: () => void): () => void
}

/**
 * What the live map shows.
 *
 * @internal
 */
export interface LiveMapState {
  /** The drivers on duty at their last confirmed positions (part 2 §7 getOnlineDrivers). */
  readonly drivers: readonly LiveMapDriver[]
  /** Pickup, drop-off and driver positions of the deliveries in `view`; emptied when the view changes. */
  readonly positions: readonly OrderPosition[]
  /** The dashboard view the positions are for: 1 done, 2 shared, 3 active. */
  readonly view: DashboardView
}

/**
 * Options of {@link createLiveMap}.
 *
 * @internal
 */
export interface LiveMapOptions {
  /** The client's dashboard calls and logger (a `WaybillClient` will do). */
  readonly client: {
    readonly dashboard: Pick<DashboardApi, 'onlineDrivers' | 'positions'>
    readonly logger: Logger
  }
  /** The session's api code, read at each poll; a poll without one asks nothing and waits for the next. */
  readonly apiCode: () => string | null
  /** The first view. Default 3 (active). */
  readonly view?: DashboardView
  /** Timers. The system clock by default. */
  readonly clock?: Clock
  /** The page's visibility; polling pauses while it is hidden. Always visible when absent. */
  readonly visibility?: VisibilitySource
}

/**
 * The live map's store (part 2 §2.1): it polls while it has a subscriber and the page is visible.
 *
 * @internal
 */
export interface LiveMap extends Store<LiveMapState> {
  /** Shows another view's deliveries: the positions are emptied and asked for at once. */
  setView(view: DashboardView): void
}

/**
 * Creates the polling behind the dashboard's live map (part 2 §2.1, §7, §9). While subscribed to and the page is
 * visible it asks for the online drivers at once and then every 15 s, and for the view's delivery positions every
 * 30 s; the next poll is scheduled only once the previous one settled, so polls never overlap. A hidden page
 * pauses both, a visible one resumes at once; the last unsubscribe stops them. A failed poll is only logged and
 * the next one goes ahead (part 2 §8). Driver positions follow {@link applyDriverReports}; after a pause or stop
 * the first poll confirms every position afresh, as the drivers have moved meanwhile.
 *
 * @internal
 *
 * @example
 * ```ts
 * const map = createLiveMap({ client, apiCode: () => session.apiCode(), visibility })
 * const stop = map.subscribe(() => draw(map.getSnapshot().drivers))
 * map.setView(1)
 * ```
 */
export function createLiveMap(options: LiveMapOptions): LiveMap {
  const { client, apiCode, visibility } = options
  const clock = options.clock ?? systemClock
  const { get, set, store } = createValueStore<LiveMapState>({
    drivers: [],
    positions: [],
    view: options.view ?? 3,
  })
  let tracks: DriverTracks = new Map()
  let fresh = true
  let polling = false
  const subscriptions = watchSubscriptions<LiveMapState>(store, visibility, () => follow())

  const drivers = createLiveMapPoller(clock, DRIVERS_POLL_MS, async () => {
    const code = apiCode()
    if (!code) return
    try {
      const reports = await client.dashboard.onlineDrivers(code)
      tracks = applyDriverReports(fresh ? new Map() : tracks, reports)
      fresh = false
      set({ drivers: driversOf(tracks) })
    } catch (error) {
      client.logger.error(LIVE_MAP_LOG.drivers, error)
    }
  })

  const positions = createLiveMapPoller(clock, POSITIONS_POLL_MS, async () => {
    const code = apiCode()
    const { view } = get()
    if (!code) return
    try {
      const list = await client.dashboard.positions(code, view)
      if (view === get().view) set({ positions: list })
    } catch (error) {
      client.logger.error(LIVE_MAP_LOG.positions, error)
    }
  })

  /** Polls while someone watches and the page is visible. */
  function follow() {
    const watched = subscriptions.watched()
    if (watched === polling) return
    polling = watched
    if (watched) {
      fresh = true
      drivers.start()
      positions.start()
    } else {
      drivers.stop()
      positions.stop()
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: subscriptions.subscribe,
    setView(view) {
      if (view === get().view) return
      set({ view, positions: [] })
      positions.now()
    },
  }
}
