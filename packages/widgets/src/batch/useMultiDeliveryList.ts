import {
  createMultiDeliveryList,
  type MultiDeliveryList,
  type MultiDeliveryListState,
} from '@waybill/sdk-core/internal'
import { useEffect, useState } from 'react'
import { useSession } from '../provider/useSession.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** What {@link useMultiDeliveryList} returns. */
export interface UseMultiDeliveryListResult {
  /** The store: its pager and upload are what the screen calls. */
  readonly list: MultiDeliveryList
  /** Its state as last rendered. */
  readonly state: MultiDeliveryListState
}

/**
 * The `Multi-{product}` screen's store (sdk-core `createMultiDeliveryList`, part 2 §2.5), one per mount: the
 * uploaded files are listed on mount and again on a sign-in.
 */
export function useMultiDeliveryList(component = 'useMultiDeliveryList'): UseMultiDeliveryListResult {
  const { client, session } = useWaybill(component)
  const [list] = useState(() => createMultiDeliveryList({ client, apiCode: () => session.apiCode() }))
  const state = useStore(list)
  const signedIn = useSession((current) => current.status === 'loggedIn', component)
  useEffect(() => {
    // StrictMode asks twice on mount; the store keeps the newest answer.
    if (signedIn) void list.reload()
  }, [list, signedIn])
  return { list, state }
}
