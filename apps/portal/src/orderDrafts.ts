import type { Logger } from '@waybill/sdk-core'
import { createOrderDraft, type OrderDraftStore } from '@waybill/sdk-core/order'
import type { DeliveryKind } from '@waybill/sdk-core/rules'
import { browserStorages, useSession } from '@waybill/widgets'
import { useEffect } from 'react'

/** Which order form a draft belongs to: a kind's own form, or the older shipment flow (a single delivery). */
export type OrderFormKey = DeliveryKind | 'shipment'

/** The drafts of the order forms, one per form, each kept in localStorage under its own key. */
export type OrderDrafts = (form: OrderFormKey) => OrderDraftStore

/**
 * Makes the drafts of one signed-in visit: a store per kind, created when its form first opens, so the single and
 * valet forms each keep their own draft across reloads (part 1 §3 'Locally persisted state').
 */
export function createOrderDrafts(logger: Logger): OrderDrafts {
  const stores = new Map<OrderFormKey, OrderDraftStore>()
  return (form) => {
    let store = stores.get(form)
    if (!store) {
      store = createOrderDraft({
        kind: form === 'shipment' ? 'single' : form,
        defaultInsuranceValue: 0,
        now: Date.now,
        storage: browserStorages().persistent,
        // The older flow keeps its own single draft ('waybill:shipment:single'), apart from /details'.
        ...(form === 'shipment' && { storageKey: 'shipment' }),
        logger,
      })
      stores.set(form, store)
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
