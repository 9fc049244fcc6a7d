import type { Session, WaybillClient } from '@waybill/sdk-core'
import { createOrderSummary, type OrderList, type OrderSummary } from '@waybill/sdk-core/order'
import { useEffect } from 'react'
import { browserStorages } from '../../provider/browserStorage.ts'
import { useSession } from '../../provider/useSession.ts'
import { useStore } from '../../provider/useStore.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'

interface Held {
  readonly client: WaybillClient
  readonly session: Session
  readonly summary: OrderSummary
}

// One summary per order list for the page's life: a remount (Back, then the summary again) sees a submit that
// is still running, so it cannot start a second one, and charge twice.
const summaries = new WeakMap<OrderList, Held>()

function summaryOf(orderList: OrderList, client: WaybillClient, session: Session): OrderSummary {
  const held = summaries.get(orderList)
  if (held && held.client === client && held.session === session) return held.summary
  const inner = createOrderSummary({
    client,
    orderList,
    apiCode: () => session.apiCode(),
    account: () => session.getSnapshot().account,
    storage: browserStorages().persistent,
    logger: client.logger,
  })
  // The server spends credit as it creates orders: the next total must use the fresh balance (part 2 §9).
  const refreshing = async (run: () => Promise<boolean>) => {
    try {
      return await run()
    } finally {
      const { status } = inner.getSnapshot()
      if (status === 'done' || status === 'fail' || status === 'prepayFail') void session.refreshAccount()
    }
  }
  const summary: OrderSummary = {
    ...inner,
    submit: () => refreshing(inner.submit),
    chargeAgain: () => refreshing(inner.chargeAgain),
    bookUnpaid: () => refreshing(inner.bookUnpaid),
  }
  summaries.set(orderList, { client, session, summary })
  return summary
}

/**
 * The order summary of an order list (sdk-core `createOrderSummary`, part 2 §2.2, §4.5, §8): one per order list
 * object for the page's life, whichever component asks (so Back and a remount see a submit in progress), over the
 * provider's client and session, its prepayment ledger kept in localStorage so that a retry after a reload, or
 * from another tab, never charges twice. It is followed while the caller is mounted, which keeps the prices up to
 * date. After a submit settles ('Done' or a failure) the session's account is loaded again, since the server
 * spent credit; when the account loads or changes (a card added, credit used) the prices waiting for it are
 * asked and the total and payment state are read again.
 */
export function useOrderSummary(orderList: OrderList, component = 'useOrderSummary'): OrderSummary {
  const { client, session } = useWaybill(component)
  const summary = summaryOf(orderList, client, session)
  // Subscribes without re-rendering: the summary prices its deliveries while something follows it.
  useStore(summary, () => true)
  const account = useSession((state) => state.account, component)
  useEffect(() => {
    if (account) summary.reprice()
  }, [summary, account])
  return summary
}
