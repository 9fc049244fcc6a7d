import type { OrderDraft } from '@waybill/sdk-core/rules'
import { OrderSummaryScreen } from '@waybill/widgets'
import { useNavigate, useOutletContext } from 'react-router'
import { routes } from '../config.ts'
import { formRoute } from '../orderRoutes.ts'
import type { PortalOutletContext } from '../PortalLayout.tsx'
import { routerLink } from '../routerLink.tsx'

/**
 * Order summary, `/{brand}/summary` (part 2 §2.2, §4.5): the order's deliveries, their prices and the submit.
 * Editing or adding a delivery opens its form on that delivery's draft.
 */
export function SummaryPage() {
  const { orderList, orderDrafts, deliveryType } = useOutletContext<PortalOutletContext>()
  const navigate = useNavigate()
  /** Opens a draft in its form; the valet screen picks valet or vehicle swap by the chooser's flag. */
  const open = (draft: OrderDraft, step: 'location' | 'delivery') => {
    orderDrafts(draft.kind).load(draft)
    deliveryType.choose({ intercity: draft.isIntercity, vehicleSwap: draft.kind === 'vehicleSwap' })
    navigate(formRoute(draft.kind, step))
  }
  return (
    <>
      <h1 className="portal-title">Order Summary</h1>
      <OrderSummaryScreen
        orderList={orderList}
        onEdit={(uuid) => {
          const draft = orderList.edit(uuid)
          if (draft) open(draft, 'delivery')
        }}
        onAddDelivery={(draft) => open(draft, 'location')}
        onMakeDelivery={() => navigate(routes.choose)}
        onDone={() => navigate(routes.dashboard)}
        manageCardsHref={routes.myAccount}
        renderLink={routerLink}
      />
    </>
  )
}

export default SummaryPage
