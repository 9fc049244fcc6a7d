import type { GeoApi, Logger, Store, TimeOption } from '@waybill/sdk-core'
import type { LatLng } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import { hasCoordinates } from '../forms/patterns.ts'
import { ApiError } from '../http/errors.ts'
import { createValueStore, subscribeWhileWatched } from '../store.ts'
import type { OrderDraftStore } from './orderDraft.ts'
import type { OrderDraft } from './types.ts'

/** What a failed lookup logs (the spec shows the user none of these failures: part 1 §8). */
export const TRIP_LOOKUP_LOG = {
  intercity: 'Intercity check failed',
  timeDistance: 'Trip time and distance lookup failed',
  timeOptions: 'Time options lookup failed',
} as const

/** Where a {@link TripLookup} is: 'idle' while a side is not located (or no api code), then as the last lookup went. */
export type TripLookupStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** What a {@link TripLookup} holds for the draft's pickup and drop-off. */
export interface TripLookupState {
  /** 'idle' without both sides located, 'loading' while asking (the list empty), then 'ready' or 'failed'. */
  readonly status: TripLookupStatus
  /** The server's pickup and drop-off time options for this trip; empty until they arrive, or after a failure. */
  readonly timeOptions: readonly TimeOption[]
  /**
   * The text of the 'Notification' modal, or null: the server's message when the time options lookup failed with
   * one, or 'No Times Available Based On The Locations And Date Selected' for an empty list (part 1 §8).
   */
  readonly notification: string | null
  /**
   * False once a time options lookup failed with a server message, e.g. 'Intercity is not available at the
   * moment.' (part 1 §8 'intercity is marked down'); true again after an intercity lookup succeeds.
   */
  readonly intercityAvailable: boolean
}

/** Options of {@link createTripLookup}. */
export interface TripLookupOptions {
  /** The client's geo calls and logger (a `WaybillClient` will do). */
  readonly client: {
    readonly geo: Pick<GeoApi, 'isIntercity' | 'timeDistance' | 'customTimes'>
    readonly logger: Logger
  }
  /** The draft whose sides are looked up; it receives the intercity answer and the trip estimate. */
  readonly draft: OrderDraftStore
  /** The session's api code, read at each lookup; nothing is asked while it is null. */
  readonly apiCode: () => string | null
}

/**
 * The trip lookup of the Location details step. While it has a subscriber, it follows the draft: when both sides
 * are located, or move, it asks the server again.
 */
export interface TripLookup extends Store<TripLookupState> {
  /** Asks again for the draft's current sides (e.g. after a failure or a sign-in); resolves when done. */
  refresh(): Promise<void>
  /** The 'Notification' modal was closed. */
  dismissNotification(): void
}

/** The two ends of a trip, when both sides are located (part 1 §5 'Coordinates must be non-zero numbers'). */
function tripOf(draft: OrderDraft): { pickup: LatLng; dropoff: LatLng; key: string } | null {
  const { pickup, dropoff } = draft
  if (!hasCoordinates(pickup.lat, pickup.lng) || !hasCoordinates(dropoff.lat, dropoff.lng)) return null
  return {
    pickup: { lat: pickup.lat, lng: pickup.lng },
    dropoff: { lat: dropoff.lat, lng: dropoff.lng },
    key: `${pickup.lat},${pickup.lng};${dropoff.lat},${dropoff.lng}`,
  }
}

/**
 * Creates the trip lookup (part 1 §4 'Other rules', §7, §8 'Time options lookup failure'). Once both sides of the
 * draft are located it asks `geo.isIntercity` and `geo.timeDistance`, gives the draft the intercity answer (a
 * change clears its dates: `setIntercity`) and the trip estimate, then loads the time options
 * (`geo.customTimes` at the pickup, local or intercity). A failed time options lookup clears the list; a server
 * message is shown in the 'Notification' modal and marks intercity down; an empty list shows 'No Times Available
 * Based On The Locations And Date Selected'. A new lookup empties the previous trip's list; answers (and failures)
 * for sides that have moved since are dropped. It follows the draft only while subscribed to, and asks nothing
 * again for sides it already looked up (sides seen without an api code are asked about once a code is there).
 *
 * @example
 * ```ts
 * const lookup = createTripLookup({ client, draft, apiCode: () => session.apiCode() })
 * const stop = lookup.subscribe(() => show(lookup.getSnapshot().notification))
 * ```
 */
export function createTripLookup({ client, draft, apiCode }: TripLookupOptions): TripLookup {
  const { set, store } = createValueStore<TripLookupState>({
    status: 'idle',
    timeOptions: [],
    notification: null,
    intercityAvailable: true,
  })
  let latest = 0
  let lookedUp: string | null | undefined

  const settle = (status: TripLookupStatus, timeOptions: readonly TimeOption[] = []) =>
    set({ status, timeOptions })

  async function timeOptions(token: number, code: string, pickup: LatLng, intercity: boolean) {
    try {
      const list = await client.geo.customTimes(code, pickup, intercity)
      if (token !== latest) return
      set({
        status: 'ready',
        timeOptions: list,
        ...(intercity && { intercityAvailable: true }),
        ...(list.length === 0 && { notification: messages.noTimesAvailable }),
      })
    } catch (error) {
      if (token !== latest) return
      const said = error instanceof ApiError ? error.serverMessage?.trim() : undefined
      if (said) set({ status: 'failed', timeOptions: [], notification: said, intercityAvailable: false })
      else {
        settle('failed')
        client.logger.error(TRIP_LOOKUP_LOG.timeOptions, error)
      }
    }
  }

  async function lookUp(snapshot: OrderDraft): Promise<void> {
    const token = ++latest
    const trip = tripOf(snapshot)
    const code = apiCode()
    // A trip without an api code is not recorded: the sides are asked about once a code is there.
    lookedUp = trip && !code ? undefined : (trip?.key ?? null)
    if (!trip || !code) return settle('idle')
    settle('loading')
    const estimate = client.geo.timeDistance(code, trip.pickup, trip.dropoff).then(
      (answer) => {
        if (token === latest) draft.setTripEstimate(answer)
      },
      (error: unknown) => {
        if (token === latest) client.logger.error(TRIP_LOOKUP_LOG.timeDistance, error)
      },
    )
    try {
      const intercity = await client.geo.isIntercity(trip.pickup, trip.dropoff)
      if (token !== latest) return
      draft.setIntercity(intercity)
      await timeOptions(token, code, trip.pickup, intercity)
    } catch (error) {
      if (token !== latest) return
      client.logger.error(TRIP_LOOKUP_LOG.intercity, error)
      settle('failed')
    } finally {
      await estimate
    }
  }

  /** Looks up when the sides moved since the last lookup. */
  function lookUpMoved() {
    const snapshot = draft.getSnapshot()
    const key = tripOf(snapshot)?.key ?? null
    if (key === lookedUp) return
    void lookUp(snapshot)
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: subscribeWhileWatched(store.subscribe, () => {
      const stop = draft.subscribe(lookUpMoved)
      lookUpMoved()
      return stop
    }),
    refresh() {
      return lookUp(draft.getSnapshot())
    },
    dismissNotification() {
      set({ notification: null })
    },
  }
}
