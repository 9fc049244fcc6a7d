import { LocationDetails } from '@waybill/widgets'
import type { OrderForm } from '../useOrderForm.ts'

/** The first step of an order form: the pickup and drop-off (part 1 §2 'Location details'), then 'Next'. */
export function LocationStep({ form }: { form: OrderForm }) {
  return (
    <>
      <h1 className="portal-title">Pickup and drop-off</h1>
      <LocationDetails draft={form.draft} tripLookup={form.tripLookup} onNext={form.toDelivery} />
    </>
  )
}
