import type { OrderList } from '@waybill/sdk-core/order'
import { useSession, useStore } from '@waybill/widgets'
import { useEffect } from 'react'

/** How many deliveries the order holds: the top bar's 'Order Summary: {count}' (part 1 §2 'Page chrome'). */
export function useOrderCount(orderList: OrderList): number {
  return useStore(orderList, (state) => state.drafts.length)
}

/** Gives the order list the account's defaults (insured value, sizes) once they are loaded. */
export function useOrderDefaults(orderList: OrderList): void {
  const defaultInsuranceValue = useSession((state) => state.account?.defaultInsuranceValue)
  const sizeCategories = useSession((state) => state.sizeCategories)
  useEffect(() => {
    if (defaultInsuranceValue !== undefined) orderList.setDefaults({ defaultInsuranceValue, sizeCategories })
  }, [orderList, defaultInsuranceValue, sizeCategories])
}
