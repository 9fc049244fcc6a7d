import { createTripLookup, type OrderDraftStore, type TripLookupState } from '@waybill/sdk-core'
import { useMemo } from 'react'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** What {@link useTripLookup} returns: the lookup's state and its actions. */
export interface UseTripLookupResult extends TripLookupState {
  /** Asks the server again for the draft's current sides. */
  refresh(): Promise<void>
  /** Closes the 'Notification' modal. */
  dismissNotification(): void
}

/**
 * The trip lookup of a draft (sdk-core `createTripLookup`, part 1 §4, §7, §8): while mounted, once both sides are
 * located it asks whether the trip is intercity, its time and distance, and its time options, with the session's
 * api code.
 */
export function useTripLookup(draft: OrderDraftStore, component = 'useTripLookup'): UseTripLookupResult {
  const { client, session } = useWaybill(component)
  const lookup = useMemo(
    () => createTripLookup({ client, draft, apiCode: () => session.apiCode() }),
    [client, session, draft],
  )
  const state = useStore(lookup)
  return { ...state, refresh: lookup.refresh, dismissNotification: lookup.dismissNotification }
}
