import type { SessionState } from '@waybill/sdk-core'
import { useStore } from './useStore.ts'
import { useWaybill } from './WaybillContext.ts'

/** Reads the session of the nearest {@link WaybillProvider} through a selector. */
export function useSession<TSelected>(
  selector: (state: SessionState) => TSelected,
  component = 'useSession',
): TSelected {
  return useStore(useWaybill(component).session, selector)
}
