import { LocationDetails } from '@waybill/widgets'
import type { OrderForm } from '../useOrderForm.ts'
import { StepHeading } from './StepHeading.tsx'

/** The first step of an order form: the pickup and drop-off (part 1 §2 'Location details'), then 'Next'. */
export function LocationStep({ form }: { form: OrderForm }) {
  return (
    <>
      <StepHeading>Pickup and drop-off</StepHeading>
      <LocationDetails draft={form.draft} tripLookup={form.tripLookup} onNext={form.toDelivery} />
    </>
  )
}
