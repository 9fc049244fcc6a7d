import { LocationDetails, useStore, ValetForm, ValetPickupTime } from '@waybill/widgets'
import { useOutletContext } from 'react-router'
import type { PortalOutletContext } from '../PortalLayout.tsx'
import { useOrderForm } from '../useOrderForm.ts'

/**
 * Valet or vehicle swap, `/{brand}/valet` (part 1 §2 'Valet and vehicle-swap form'): the chooser's vehicle-swap
 * flag picks the kind, each with its own draft; the pickup and drop-off first, then the valet form.
 */
export function ValetPage() {
  const { deliveryType } = useOutletContext<PortalOutletContext>()
  const vehicleSwap = useStore(deliveryType, (state) => state.vehicleSwap)
  const form = useOrderForm(vehicleSwap ? 'vehicleSwap' : 'valet')
  const { draft, tripLookup } = form
  if (form.step === 'location') {
    return (
      <>
        <h1 className="portal-title">Pickup and drop-off</h1>
        <LocationDetails draft={draft} tripLookup={tripLookup} onNext={form.toDelivery} />
      </>
    )
  }
  return (
    <ValetForm
      draft={draft}
      tripLookup={tripLookup}
      orderList={form.context.orderList}
      pickupTime={<ValetPickupTime draft={draft} />}
      onSaved={form.onSaved}
      onBack={form.toLocation}
    />
  )
}

export default ValetPage
