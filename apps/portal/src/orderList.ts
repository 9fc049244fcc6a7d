import type { OrderList } from '@waybill/sdk-core'
import { useSession, useStore } from '@waybill/widgets'
import { useEffect } from 'react'

const selectCount = (state: ReturnType<OrderList['getSnapshot']>) => state.drafts.length

/** How many deliveries the order holds: the top bar's 'Order Summary: {count}' (part 1 §2 'Page chrome'). */
export function useOrderCount(orderList: OrderList): number {
  return useStore(orderList, selectCount)
}

/** Gives the order list the account's defaults (insured value, sizes) once they are loaded. */
export function useOrderDefaults(orderList: OrderList): void {
  const defaultInsuranceValue = useSession((state) => state.account?.defaultInsuranceValue)
  const sizeCategories = useSession((state) => state.sizeCategories)
  useEffect(() => {
    if (defaultInsuranceValue !== undefined) orderList.setDefaults({ defaultInsuranceValue, sizeCategories })
  }, [orderList, defaultInsuranceValue, sizeCategories])
}
