import type { DashboardView, StorageLike } from '@waybill/sdk-core'
import { createDashboardList, type DashboardList, type DashboardListState } from '@waybill/sdk-core/internal'
import { useEffect, useRef, useState } from 'react'
import { browserStorages } from '../provider/browserStorage.ts'
import { useSession } from '../provider/useSession.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Options of {@link useDashboardList}. */
export interface UseDashboardListOptions {
  /** The view of the page's `?view=` (1 done, 2 shared, 3 active); else the stored view, else 3. */
  readonly initialView?: DashboardView
  /** Where the filters and page are kept; the browser's localStorage by default. */
  readonly storage?: StorageLike
}

/** What {@link useDashboardList} returns. */
export interface UseDashboardListResult {
  /** The store: its setters are what the tabs, filters and pager call. */
  readonly list: DashboardList
  /** Its state as last rendered. */
  readonly state: DashboardListState
}

/**
 * The My Deliveries table's store (sdk-core `createDashboardList`, part 2 §2.1), one per mount, followed while
 * mounted (following it is what loads the page). A later `initialView` (the `?view=` changed) shows that view; a
 * sign-in after mount asks again.
 */
export function useDashboardList(
  { initialView, storage }: UseDashboardListOptions = {},
  component = 'useDashboardList',
): UseDashboardListResult {
  const { client, session } = useWaybill(component)
  const [list] = useState(() =>
    createDashboardList({
      client,
      apiCode: () => session.apiCode(),
      storage: storage ?? browserStorages().persistent,
      initialView,
    }),
  )
  const state = useStore(list)
  const signedIn = useSession((session) => session.status === 'loggedIn', component)
  const wasSignedIn = useRef(signedIn)

  useEffect(() => {
    if (initialView !== undefined) list.setView(initialView)
  }, [list, initialView])

  useEffect(() => {
    // Following the store asked at mount; only a sign-in that came later needs asking again.
    if (signedIn && !wasSignedIn.current) void list.reload()
    wasSignedIn.current = signedIn
  }, [list, signedIn])

  return { list, state }
}
