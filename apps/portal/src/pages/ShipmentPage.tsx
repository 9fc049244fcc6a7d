import { messages } from '@waybill/sdk-core'
import { ShipmentDetailsForm, TimeWindowSection } from '@waybill/widgets'
import { Link } from 'react-router'
import { routes } from '../config.ts'
import { useOrderForm } from '../useOrderForm.ts'
import { LocationStep } from './LocationStep.tsx'
import { DELIVERY_STEP_HEADING, StepHeading } from './StepHeading.tsx'

/**
 * The older shipment flow, `/shipment` (part 1 §2 'Shipment (older flow)'; issue 10), for old bookmarks: a banner
 * to the delivery types, the pickup and drop-off, then the shipment's details, saved into the order like any
 * delivery and on to the summary.
 */
export function ShipmentPage() {
  const form = useOrderForm('shipment')
  const { draft, tripLookup } = form
  return (
    <>
      <p className="wb-alert wb-alert--info" role="note">
        {messages.shipmentOlderFlow} <Link to={routes.choose}>{messages.shipmentToChooser}</Link>
      </p>
      {form.step === 'location' ? (
        <LocationStep form={form} />
      ) : (
        <>
          <StepHeading>{DELIVERY_STEP_HEADING}</StepHeading>
          <ShipmentDetailsForm
            draft={draft}
            tripLookup={tripLookup}
            orderList={form.context.orderList}
            timeSection={<TimeWindowSection draft={draft} tripLookup={tripLookup} mode="shipment" />}
            onSaved={form.onSaved}
            onBack={form.toLocation}
          />
        </>
      )}
    </>
  )
}

export default ShipmentPage
