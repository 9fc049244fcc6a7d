import { DeliveryDetailsForm, PhotoUpload, TimeWindowSection } from '@waybill/widgets'
import { useOrderForm } from '../useOrderForm.ts'
import { LocationStep } from './LocationStep.tsx'
import { DELIVERY_STEP_HEADING, StepHeading } from './StepHeading.tsx'

/**
 * Delivery details, `/{brand}/details` (part 1 §2 'Location details' and 'Single delivery form'; part 2 §2.3):
 * the pickup and drop-off first, then the delivery form, which saves the delivery into the order.
 */
export function DeliveryDetailsPage() {
  const form = useOrderForm('single')
  const { draft, tripLookup } = form
  if (form.step === 'location') return <LocationStep form={form} />
  return (
    <>
      <StepHeading>{DELIVERY_STEP_HEADING}</StepHeading>
      <DeliveryDetailsForm
        draft={draft}
        tripLookup={tripLookup}
        orderList={form.context.orderList}
        timeSection={<TimeWindowSection draft={draft} tripLookup={tripLookup} />}
        photoSection={<PhotoUpload draft={draft} />}
        onSaved={form.onSaved}
        onBack={form.toLocation}
      />
    </>
  )
}

export default DeliveryDetailsPage
