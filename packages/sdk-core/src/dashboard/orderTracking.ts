import { ref } from 'valtio/vanilla'
import type { TrackingApi } from '../api/tracking.ts'
import { type Clock, type Logger, systemClock } from '../config.ts'
import {
  isFinalTrackingStatus,
  isTrackingUuid,
  type OrderTracking,
  TRACKING_POLL_MS,
} from '../domain/tracking.ts'
import { ApiError } from '../http/errors.ts'
import { createProxyStore, type Store } from '../store.ts'
import type { VisibilitySource } from './liveMap.ts'
import { createLiveMapPoller, watchSubscriptions } from './liveMapPoller.ts'
import { type OrderTrackingView, orderTrackingView } from './orderTrackingView.ts'

/** What a failed tracking poll logs; the page keeps showing the last answer (part 2 §8 'Map and polling errors'). */
export const ORDER_TRACKING_LOG = 'Tracking poll failed'

/**
 * Where the tracking page is: 'loading' until the first answer, 'found' once one came (kept through later failed
 * polls), 'not-found' for an unknown or malformed id, 'unavailable' while the first answers fail.
 */
export type OrderTrackingPhase = 'loading' | 'found' | 'not-found' | 'unavailable'

/** What the public tracking page shows. */
export interface OrderTrackingState {
  /** Where the page is. */
  readonly phase: OrderTrackingPhase
  /** The last good answer; null before one came and when not found. */
  readonly tracking: OrderTracking | null
  /** The texts and map of {@link OrderTrackingState.tracking}, made when it came; null with it. */
  readonly view: OrderTrackingView | null
}

/** Options of {@link createOrderTracking}. */
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

/** The public tracking page's store (part 2 §2.1): it polls while it has a subscriber and the page is visible. */
export type OrderTrackingStore = Store<OrderTrackingState>

/**
 * Creates the polling behind a delivery's public tracking page, `/order-tracking/{uuid}` (part 2 §2.1; issue 7:
 * status, map with the driver, ETA, no login). While subscribed to and the page is visible it asks at once and then
 * every 15 s, the next poll scheduled only once the previous one settled, so polls never overlap; a hidden page
 * pauses it and a visible one asks again at once. Polling stops for good once the delivery reaches a final status
 * (`isFinalTrackingStatus`) or the server answers 404 ('not-found'); a malformed uuid is 'not-found' without asking.
 * A failed poll is only logged and the last answer kept; while no answer ever came the page is 'unavailable' and
 * polling goes on.
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
  const { state, store } = createProxyStore<OrderTrackingState>({
    phase: trackable ? 'loading' : 'not-found',
    tracking: null,
    view: null,
  })
  let finished = !trackable
  let polling = false
  const subscriptions = watchSubscriptions<OrderTrackingState>(store, visibility, () => follow())

  const poller = createLiveMapPoller(clock, TRACKING_POLL_MS, async () => {
    try {
      const tracking = await client.tracking.get(uuid)
      state.tracking = ref(tracking)
      state.view = ref(orderTrackingView(tracking, client.config, clock.now()))
      state.phase = 'found'
      if (isFinalTrackingStatus(tracking.status)) finish()
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        state.phase = 'not-found'
        state.tracking = null
        state.view = null
        finish()
        return
      }
      client.logger.error(ORDER_TRACKING_LOG, error)
      if (state.tracking === null) state.phase = 'unavailable'
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
