import { DeliveryTypeChooser } from '@waybill/widgets'
import { useNavigate, useOutletContext } from 'react-router'
import { portalConfig } from '../config.ts'
import type { PortalOutletContext } from '../PortalLayout.tsx'

/** Choose delivery type, `/{brand}/choose` (part 1 §2 'Delivery-type chooser'); a choice opens its order screen. */
export function ChooserPage() {
  const { deliveryType } = useOutletContext<PortalOutletContext>()
  const navigate = useNavigate()
  return (
    <>
      <h1 className="portal-title">Choose delivery type</h1>
      <DeliveryTypeChooser
        deliveryType={deliveryType}
        supportEmail={portalConfig.support.email}
        supportPhone={portalConfig.support.phone}
        onChoose={(choice) => navigate(`/${portalConfig.brand}/${choice.screen}`)}
      />
    </>
  )
}

export default ChooserPage
