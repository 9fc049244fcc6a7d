import { createOrderSummary, type OrderList, type OrderSummary } from '@waybill/sdk-core'
import { useEffect, useState } from 'react'
import { browserStorages } from '../../provider/browserStorage.ts'
import { useSession } from '../../provider/useSession.ts'
import { useStore } from '../../provider/useStore.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'

/** Subscribes without re-rendering: the summary prices its deliveries while something follows it. */
const following = () => true

/**
 * The order summary of an order list (sdk-core `createOrderSummary`, part 2 §2.2, §4.5, §8): created once per
 * list (kept in state, so React never drops it and a submission in progress survives a re-render) over the
 * provider's client and session, its prepayment record kept in localStorage so a retry after a reload never
 * charges twice. It is followed while the caller is mounted, which keeps the prices up to date; when the
 * session's account loads or changes (a card added, credit used) the prices waiting for it are asked and the
 * payment state is read again.
 */
export function useOrderSummary(orderList: OrderList, component = 'useOrderSummary'): OrderSummary {
  const { client, session } = useWaybill(component)
  const create = () =>
    createOrderSummary({
      client,
      orderList,
      apiCode: () => session.apiCode(),
      account: () => session.getSnapshot().account,
      storage: browserStorages().persistent,
      logger: client.logger,
    })
  const [held, setHeld] = useState(() => ({ orderList, summary: create() }))
  let { summary } = held
  if (held.orderList !== orderList) {
    summary = create()
    setHeld({ orderList, summary })
  }
  useStore(summary, following)
  const account = useSession((state) => state.account, component)
  useEffect(() => {
    if (account) summary.reprice()
  }, [summary, account])
  return summary
}
