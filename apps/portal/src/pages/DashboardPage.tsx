import { type DashboardView, fillNames, messages, type Order } from '@waybill/sdk-core'
import { fromOrderRecord, isDashboardView } from '@waybill/sdk-core/internal'
import { trackingPath } from '@waybill/sdk-core/rules'
import { DashboardScreen, LiveMap, OrderActions, useLabelWindow, useSession } from '@waybill/widgets'
import { Link, useNavigate, useOutletContext, useSearchParams } from 'react-router'
import { labelRoute, portalConfig, routes } from '../config.ts'
import { formRoute } from '../orderRoutes.ts'
import type { PortalOutletContext } from '../PortalLayout.tsx'

/**
 * 'My Deliveries', `/dashboard?view=` (part 2 §2.1): the views, the live map, the table and each order's actions.
 * Edit (after the screen's edit warning) and repost open the single form on a draft made from the order (part 2
 * §4.2). The modals are the screen's, outside the table: the cancel modal, the edit warning, the bulk label modal
 * of 'Download All labels' (§4.7) and the label reminder, which a row's Label link asks for (§4.2). Track opens
 * the order's public tracking page in a new tab (§2.1). A link under the title opens the Multi-delivery screen (§2.5).
 */
export function DashboardPage() {
  const { orderDrafts, deliveryType } = useOutletContext<PortalOutletContext>()
  const account = useSession((state) => state.account)
  const sizeCategories = useSession((state) => state.sizeCategories)
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const requested = Number(params.get('view'))
  const initialView = isDashboardView(requested) ? requested : undefined

  function open(order: Order, purpose: 'edit' | 'repost') {
    const draft = fromOrderRecord(order, {
      purpose,
      defaultInsuranceValue: account?.defaultInsuranceValue ?? 0,
      sizeCategories,
    })
    orderDrafts(draft.kind).load(draft)
    deliveryType.choose({ intercity: draft.isIntercity, vehicleSwap: draft.kind === 'vehicleSwap' })
    navigate(formRoute(draft.kind, 'delivery'))
  }

  // The Label links lead to the portal's label page, whose address holds no api code (issue 21).
  const labelHref = (order: Order) => labelRoute(order.id)
  // The label opens from a blob: URL, fetched by the client: no api code in the new window's address (issue 21).
  const openLabel = useLabelWindow('DashboardPage')

  return (
    <>
      <h1 className="portal-title">My Deliveries</h1>
      {/* Part 2 §2.5: the Multi-delivery screen's Cancel comes back here, so it is entered from here (docs/decisions/dashboard.md). */}
      <p className="portal-page-links">
        <Link className="wb-button" to={routes.multiDelivery}>
          {fillNames(messages.multiDeliveryEntry, portalConfig)}
        </Link>
      </p>
      <DashboardScreen
        initialView={initialView}
        onViewChange={(view: DashboardView) => setParams({ view: String(view) }, { replace: true })}
        map={({ view, selected }) => <LiveMap view={view} selected={selected} />}
        onEdit={(edited) => open(edited, 'edit')}
        renderActions={(order, view, row) => (
          <OrderActions
            order={order}
            view={view}
            onCancel={row.cancel}
            onEditRequest={row.edit}
            onRepost={(reposted) => open(reposted, 'repost')}
            labelHref={labelHref}
            onLabelClick={(labelled, href) => row.label(labelled, href) || openLabel(labelled.id)}
            trackingHref={(tracked) => trackingPath(tracked.uuid)}
          />
        )}
      />
    </>
  )
}

export default DashboardPage
