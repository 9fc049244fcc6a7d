import { createOrderDraft, type DeliveryKind, type Logger, type OrderDraftStore } from '@waybill/sdk-core'
import { browserStorages, useSession } from '@waybill/widgets'
import { useEffect } from 'react'

/** The drafts of the order forms, one per kind, each kept in localStorage under its own key. */
export type OrderDrafts = (kind: DeliveryKind) => OrderDraftStore

/**
 * Makes the drafts of one signed-in visit: a store per kind, created when its form first opens, so the single and
 * valet forms each keep their own draft across reloads (part 1 §3 'Locally persisted state').
 */
export function createOrderDrafts(logger: Logger): OrderDrafts {
  const stores = new Map<DeliveryKind, OrderDraftStore>()
  return (kind) => {
    let store = stores.get(kind)
    if (!store) {
      store = createOrderDraft({
        kind,
        defaultInsuranceValue: 0,
        now: Date.now,
        storage: browserStorages().persistent,
        logger,
      })
      stores.set(kind, store)
    }
    return store
  }
}

/** Gives a draft the account's defaults (insured value, sizes) once they are loaded. */
export function useDraftDefaults(draft: OrderDraftStore): void {
  const defaultInsuranceValue = useSession((state) => state.account?.defaultInsuranceValue)
  const sizeCategories = useSession((state) => state.sizeCategories)
  useEffect(() => {
    if (defaultInsuranceValue !== undefined) draft.setDefaults({ defaultInsuranceValue, sizeCategories })
  }, [draft, defaultInsuranceValue, sizeCategories])
}
