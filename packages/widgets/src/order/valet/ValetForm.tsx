import { messages } from '@waybill/sdk-core'
import type { DraftSectionKey } from '@waybill/sdk-core/rules'
import type { ReactNode } from 'react'
import { useStore } from '../../provider/useStore.ts'
import {
  DescriptionField,
  DraftFormShell,
  type OrderFormProps,
  ReferenceNameField,
  useDraftForm,
} from '../details/DraftForm.tsx'
import { DropoffMethodSection } from '../details/DropoffMethodSection.tsx'
import { FleetDriverSelect } from '../details/FleetDriverSelect.tsx'
import { SizeWeightSection } from '../details/SizeWeightSection.tsx'
import { VehicleFields } from './VehicleFields.tsx'

/** Props of {@link ValetForm}. */
export interface ValetFormProps extends OrderFormProps {
  /** The pickup time widget, placed by the owner (`ValetPickupTime`). */
  pickupTime: ReactNode
}

/**
 * The valet and vehicle-swap form (part 1 §2 'Valet and vehicle-swap form'; part 2 §2.3, §3.14): pickup and
 * drop-off, the pickup time, the customer name as the reference name, weight and size, drop-off type, 'Valet
 * Instructions *', VIN, RO and license plate, and the My Fleet driver when enabled. Saving works as on the single
 * form, with the valet checks (`validateDraft` mode 'valet').
 */
export function ValetForm({
  draft,
  tripLookup,
  orderList,
  onSaved,
  pickupTime,
  onBack,
  now,
}: ValetFormProps) {
  const form = useDraftForm({ owner: 'ValetForm', draft, orderList, mode: 'valet', onSaved, now })
  const isVehicleSwap = useStore(draft, (state) => state.kind === 'vehicleSwap')
  const { id } = form
  const anchors: Partial<Record<DraftSectionKey, string>> = {
    pickup: id('pickup'),
    dropoff: id('dropoff'),
    itemName: id('item-name'),
    sizeWeight: id('size-weight'),
    dropoffMethod: id('method'),
    description: id('description'),
    pickupTime: id('time'),
    dropoffTime: id('time'),
    vin: id('vehicle-vin'),
  }

  return (
    <DraftFormShell
      form={form}
      tripLookup={tripLookup}
      className="wb-details wb-valet"
      subtitle={isVehicleSwap ? messages.vehicleSwapServiceDetails : messages.valetServiceDetails}
      anchors={anchors}
      onBack={onBack}
    >
      <div id={id('time')} className="wb-details__slot" tabIndex={-1}>
        {pickupTime}
      </div>
      <ReferenceNameField form={form} id={id('item-name')} label="Reference Name (Customer Name)" />
      <SizeWeightSection id={id('size-weight')} draft={draft} />
      <DropoffMethodSection id={id('method')} draft={draft} />
      <DescriptionField form={form} id={id('description')} label={messages.valetInstructions} />
      <VehicleFields id={id('vehicle')} draft={draft} vinInvalid={form.failing('vin')} />
      <FleetDriverSelect id={id('fleet')} draft={draft} />
    </DraftFormShell>
  )
}
