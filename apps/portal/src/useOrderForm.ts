import { isAbandonedEdit } from '@waybill/sdk-core/internal'
import type { OrderDraftStore, SaveDestination, TripLookup } from '@waybill/sdk-core/order'
import type { DeliveryKind } from '@waybill/sdk-core/rules'
import { useTripLookup } from '@waybill/widgets'
import { useNavigate, useOutletContext, useSearchParams } from 'react-router'
import { type OrderFormKey, useDraftDefaults } from './orderDrafts.ts'
import { destinationRoute } from './orderRoutes.ts'
import type { PortalOutletContext } from './PortalLayout.tsx'
import { useStepHeadingFocus } from './useStepHeadingFocus.ts'

/** What an order form page needs: its draft and trip lookup, the step shown, and where each step leads. */
export interface OrderForm {
  readonly draft: OrderDraftStore
  readonly tripLookup: TripLookup
  readonly context: PortalOutletContext
  /** The location details first, then the delivery details (`?step=delivery`, so a reload stays there). */
  readonly step: 'location' | 'delivery'
  readonly toDelivery: () => void
  readonly toLocation: () => void
  readonly onSaved: (destination: SaveDestination) => void
}

/** The draft of a form with the account's defaults, its trip lookup and the form's two steps. */
export function useOrderForm(form: OrderFormKey): OrderForm {
  const kind: DeliveryKind = form === 'shipment' ? 'single' : form
  const context = useOutletContext<PortalOutletContext>()
  const draft = context.orderDrafts(form)
  // An edit of an entry booked or removed since is started afresh: saving it would bring a booked delivery back.
  if (isAbandonedEdit(draft.getSnapshot(), context.orderList)) draft.reset({ kind })
  useDraftDefaults(draft)
  const tripLookup = useTripLookup(draft, 'OrderFormPage')
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const step = params.get('step') === 'delivery' ? 'delivery' : 'location'
  useStepHeadingFocus(step)
  return {
    draft,
    tripLookup,
    context,
    step,
    toDelivery: () => setParams({ step: 'delivery' }),
    toLocation: () => setParams({}),
    onSaved: (destination) => navigate(destinationRoute(destination)),
  }
}
