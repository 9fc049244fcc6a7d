import { deliveryKindOf, discardUnfinishedEdit } from '@waybill/sdk-core/internal'
import type { DeliveryKind, OrderDraft } from '@waybill/sdk-core/rules'
import { DeliveryTypeChooser, UnfinishedEditNotice } from '@waybill/widgets'
import { useRef } from 'react'
import { useNavigate, useOutletContext } from 'react-router'
import { portalConfig } from '../config.ts'
import { formRoute } from '../orderRoutes.ts'
import type { PortalOutletContext } from '../PortalLayout.tsx'

/** The forms whose draft may hold an edit left without saving (the summary and the dashboard open edits there). */
const EDIT_FORMS: readonly DeliveryKind[] = ['single', 'valet', 'vehicleSwap']

/**
 * Choose delivery type, `/{brand}/choose` (part 1 §2 'Delivery-type chooser'); a choice opens its order screen.
 * A choice starts a new delivery: an edit its form was left with is dropped first, so the new delivery cannot
 * replace the edited one. Above the choices, each such edit is offered by name, to resume or discard (issue 21,
 * docs/decisions/ordering-screens.md#an-edit-left-without-saving).
 */
export function ChooserPage() {
  const { deliveryType, orderDrafts, orderList } = useOutletContext<PortalOutletContext>()
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  const resume = (draft: OrderDraft) => {
    deliveryType.choose({ intercity: draft.isIntercity, vehicleSwap: draft.kind === 'vehicleSwap' })
    navigate(formRoute(draft.kind, 'delivery'))
  }
  return (
    <>
      <h1 ref={heading} className="portal-title" tabIndex={-1}>
        Choose delivery type
      </h1>
      {EDIT_FORMS.map((form) => (
        <UnfinishedEditNotice
          key={form}
          draft={orderDrafts(form)}
          orderList={orderList}
          onResume={resume}
          // The notice is gone with its buttons: keep a keyboard user at the top of the screen.
          onDiscard={() => heading.current?.focus()}
        />
      ))}
      <DeliveryTypeChooser
        deliveryType={deliveryType}
        supportEmail={portalConfig.support.email}
        supportPhone={portalConfig.support.phone}
        onChoose={(choice) => {
          const kind = deliveryKindOf(choice)
          if (kind) discardUnfinishedEdit(orderDrafts(kind))
          navigate(`/${portalConfig.brand}/${choice.screen}`)
        }}
      />
    </>
  )
}

export default ChooserPage
