import { useStore, ValetForm, ValetPickupTime } from '@waybill/widgets'
import { useOutletContext } from 'react-router'
import type { PortalOutletContext } from '../PortalLayout.tsx'
import { useOrderForm } from '../useOrderForm.ts'
import { LocationStep } from './LocationStep.tsx'
import { DELIVERY_STEP_HEADING, StepHeading } from './StepHeading.tsx'

/**
 * Valet or vehicle swap, `/{brand}/valet` (part 1 §2 'Valet and vehicle-swap form'): the chooser's vehicle-swap
 * flag picks the kind, each with its own draft; the pickup and drop-off first, then the valet form.
 */
export function ValetPage() {
  const { deliveryType } = useOutletContext<PortalOutletContext>()
  const vehicleSwap = useStore(deliveryType, (state) => state.vehicleSwap)
  const form = useOrderForm(vehicleSwap ? 'vehicleSwap' : 'valet')
  const { draft, tripLookup } = form
  if (form.step === 'location') return <LocationStep form={form} />
  return (
    <>
      <StepHeading>{DELIVERY_STEP_HEADING}</StepHeading>
      <ValetForm
        draft={draft}
        tripLookup={tripLookup}
        orderList={form.context.orderList}
        pickupTime={<ValetPickupTime draft={draft} />}
        onSaved={form.onSaved}
        onBack={form.toLocation}
      />
    </>
  )
}

export default ValetPage
