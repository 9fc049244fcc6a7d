import type { TrackingApi } from '../api/tracking.ts'
import { type Clock, type Logger, systemClock } from '../config.ts'
import {
  isFinalTrackingStatus,
  isTrackingNotFound,
  isTrackingUuid,
  type OrderTracking,
  TRACKING_POLL_MS,
} from '../domain/tracking.ts'
import { ApiError } from '../http/errors.ts'
import { createValueStore, type Store } from '../store.ts'
import type { VisibilitySource } from './liveMap.ts'
import { createLiveMapPoller, watchSubscriptions } from './liveMapPoller.ts'
import {
  type OrderTrackingView,
  orderTrackingView,
  trackingDocumentTitle,
  trackingStaleNotice,
} from './orderTrackingView.ts'

/**
 * What a failed tracking poll logs; the page keeps showing the last answer (part 2 §8 'Map and polling errors').
 *
 * @internal
 */
export const ORDER_TRACKING_LOG = 'Tracking poll failed'

/**
 * Where the tracking page is: 'loading' until the first answer, 'found' once one came (kept through later failed
 * polls and a single 404), 'not-found' for an unknown or malformed id (or a shown delivery answered 404 twice in a
 * row), 'unavailable' while the first answers fail.
 *
 * @internal
 */
export type OrderTrackingPhase = 'loading' | 'found' | 'not-found' | 'unavailable'

/**
 * What the public tracking page shows.
 *
 * @internal
 */
export interface OrderTrackingState {
  /** Where the page is. */
  readonly phase: OrderTrackingPhase
  /** The last good answer; null before one came and when not found. */
  readonly tracking: OrderTracking | null
  /** The texts and map of {@link OrderTrackingState.tracking}, made when it came; null with it. */
  readonly view: OrderTrackingView | null
  /** When the last good answer came, ms since the epoch (the clock's); null before one came and when not found. */
  readonly updatedAt: number | null
  /** How many polls in a row failed (network, server, a first 404 of a shown delivery); 0 after a good answer. */
  readonly failedPolls: number
  /**
   * 'Could not refresh. Last updated at 10:42.' while the polls since the last good answer failed, so the page does
   * not show old data as current; null otherwise (cleared by the next good answer).
   */
  readonly staleNotice: string | null
  /** The page's document title: the status and order name once shown, else the page's heading. */
  readonly documentTitle: string
}

/**
 * Options of {@link createOrderTracking}.
 *
 * @internal
 */
export interface OrderTrackingOptions {
  /** The client's tracking call, names and logger (a `WaybillClient` will do). */
  readonly client: {
    readonly tracking: Pick<TrackingApi, 'get'>
    readonly config: { readonly brand: string; readonly product: string }
    readonly logger: Logger
  }
  /** The delivery's uuid, from the page's address (`/order-tracking/{uuid}`). */
  readonly uuid: string
  /** Timers and the time the texts are made at. The system clock by default. */
  readonly clock?: Clock
  /** The page's visibility; polling pauses while it is hidden. Always visible when absent. */
  readonly visibility?: VisibilitySource
}

/**
 * The public tracking page's store (part 2 §2.1): it polls while it has a subscriber and the page is visible.
 *
 * @internal
 */
export type OrderTrackingStore = Store<OrderTrackingState>

/**
 * Creates the polling behind a delivery's public tracking page, `/order-tracking/{uuid}` (part 2 §2.1; issue 7:
 * status, map with the driver, ETA, no login). While subscribed to and the page is visible it asks at once and then
 * every 15 s, the next poll scheduled only once the previous one settled, so polls never overlap; a hidden page
 * pauses it and a visible one asks again at once. Polling stops for good once the delivery reaches a final status
 * (`isFinalTrackingStatus`) or the link is given up as 'not-found' (`isTrackingNotFound`: the first 404 before any
 * answer, two in a row once the delivery was shown); a malformed uuid is 'not-found' without asking. A failed poll
 * is logged and the last answer kept with a `staleNotice` saying when it came, cleared by the next good answer;
 * while no answer ever came the page is 'unavailable' and polling goes on.
 *
 * @internal
 *
 * @example
 * ```ts
 * const tracking = createOrderTracking({ client, uuid, visibility })
 * const stop = tracking.subscribe(() => render(tracking.getSnapshot()))
 * ```
 */
export function createOrderTracking(options: OrderTrackingOptions): OrderTrackingStore {
  const { client, uuid, visibility } = options
  const clock = options.clock ?? systemClock
  const trackable = isTrackingUuid(uuid)
  const names = client.config
  const { get, set, store } = createValueStore<OrderTrackingState>({
    phase: trackable ? 'loading' : 'not-found',
    tracking: null,
    view: null,
    updatedAt: null,
    failedPolls: 0,
    staleNotice: null,
    documentTitle: trackingDocumentTitle(null, !trackable, names),
  })
  let finished = !trackable
  let polling = false
  /** 404 answers since the last good one. */
  let notFoundInRow = 0
  const subscriptions = watchSubscriptions<OrderTrackingState>(store, visibility, () => follow())

  function found(tracking: OrderTracking) {
    const now = clock.now()
    notFoundInRow = 0
    set({
      phase: 'found',
      tracking,
      view: orderTrackingView(tracking, names, now),
      updatedAt: now,
      failedPolls: 0,
      staleNotice: null,
      documentTitle: trackingDocumentTitle(tracking, false, names),
    })
    if (isFinalTrackingStatus(tracking.status)) finish()
  }

  function notFound() {
    set({
      phase: 'not-found',
      tracking: null,
      view: null,
      updatedAt: null,
      staleNotice: null,
      documentTitle: trackingDocumentTitle(null, true, names),
    })
    finish()
  }

  function failed(error: unknown) {
    client.logger.error(ORDER_TRACKING_LOG, error)
    const { tracking, updatedAt, failedPolls } = get()
    set(
      tracking === null || updatedAt === null
        ? { failedPolls: failedPolls + 1, phase: 'unavailable' }
        : {
            failedPolls: failedPolls + 1,
            staleNotice: trackingStaleNotice(updatedAt, tracking.timezone, clock.now()),
          },
    )
  }

  const poller = createLiveMapPoller(clock, TRACKING_POLL_MS, async () => {
    try {
      found(await client.tracking.get(uuid))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        notFoundInRow += 1
        if (isTrackingNotFound(notFoundInRow, get().tracking !== null)) return notFound()
      }
      failed(error)
    }
  })

  /** Polls while someone watches, the page is visible and the delivery can still change. */
  function follow() {
    const watched = subscriptions.watched() && !finished
    if (watched === polling) return
    polling = watched
    if (watched) poller.start()
    else poller.stop()
  }

  function finish() {
    finished = true
    follow()
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: subscriptions.subscribe,
  }
}
