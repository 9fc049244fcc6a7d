import { createTripLookup, type OrderDraftStore, type TripLookup } from '@waybill/sdk-core/order'
import { useRecreated } from '../provider/useRecreated.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/**
 * The trip lookup of a draft (sdk-core `createTripLookup`, part 1 §4, §7, §8), for the owner of the order form:
 * created once per draft (kept in state, so React never drops it) and followed while the owner is mounted, so
 * Location details and the time picker share its time options and a return to Location details asks nothing
 * again. Pass it to `LocationDetails` as `tripLookup`; read its state with `useStore`.
 */
export function useTripLookup(draft: OrderDraftStore, component = 'useTripLookup'): TripLookup {
  const { client, session } = useWaybill(component)
  const lookup = useRecreated(
    () => createTripLookup({ client, draft, apiCode: () => session.apiCode() }),
    [draft],
  )
  // Subscribes without re-rendering: the owner reads the lookup's state where it shows it.
  useStore(lookup, () => true)
  return lookup
}
