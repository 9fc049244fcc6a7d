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
  const { orderList, orderDrafts } = useOutletContext<PortalOutletContext>()
  const navigate = useNavigate()
  return (
    <OrderSummaryScreen
      orderList={orderList}
      onEdit={(uuid) => {
        const draft = orderList.edit(uuid)
        if (!draft) return
        orderDrafts(draft.kind).load(draft)
        navigate(formRoute(draft.kind, 'delivery'))
      }}
      onAddDelivery={(draft) => {
        orderDrafts(draft.kind).load(draft)
        navigate(formRoute(draft.kind, 'location'))
      }}
      onMakeDelivery={() => navigate(routes.choose)}
      onDone={() => navigate(routes.dashboard)}
      manageCardsHref={routes.myAccount}
      renderLink={routerLink}
    />
  )
}

export default SummaryPage
