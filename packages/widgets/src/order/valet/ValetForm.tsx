import {
  DEBOUNCE_MS,
  type DraftSectionKey,
  fillNames,
  messages,
  type OrderDraftStore,
  type OrderList,
  type SaveDestination,
  type TripLookup,
} from '@waybill/sdk-core'
import { type ReactNode, useId, useState } from 'react'
import { useStore } from '../../provider/useStore.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { DebouncedTextField } from '../details/DebouncedTextField.tsx'
import { DropoffMethodSection } from '../details/DropoffMethodSection.tsx'
import { FailedSections } from '../details/FailedSections.tsx'
import { FleetDriverSelect } from '../details/FleetDriverSelect.tsx'
import { PartySummary } from '../details/PartySummary.tsx'
import { SaveActions } from '../details/SaveActions.tsx'
import { SaveConfirmModal } from '../details/SaveConfirmModal.tsx'
import { SizeWeightSection } from '../details/SizeWeightSection.tsx'
import { createFlushRegistry, FlushContext } from '../details/useDebouncedDraftValue.ts'
import { useDraftSave } from '../details/useDraftSave.ts'
import { NotificationModal } from '../NotificationModal.tsx'
import { VehicleFields } from './VehicleFields.tsx'

/** Props of {@link ValetForm}. */
export interface ValetFormProps {
  /** The valet or vehicle-swap draft (`createOrderDraft` with kind 'valet' or 'vehicleSwap'). */
  draft: OrderDraftStore
  /** The draft's trip lookup, shared with Location details (`useTripLookup`). */
  tripLookup: TripLookup
  /** The order the delivery is saved into. */
  orderList: OrderList
  /** Called after the confirmation, once the draft is saved: where to go (the summary). */
  onSaved: (destination: SaveDestination) => void
  /** The pickup time widget, placed by the owner (`ValetPickupTime`). */
  pickupTime: ReactNode
  /** Back to Location details ('Edit' on the pickup and drop-off summaries); no 'Edit' without it. */
  onBack?: () => void
  /** The current instant for the checks; `Date.now` by default. */
  now?: () => number
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
  const { client } = useWaybill('ValetForm')
  const base = useId()
  const [flushes] = useState(createFlushRegistry)
  const save = useDraftSave({ draft, orderList, mode: 'valet', flushes, onSaved, now })
  const isVehicleSwap = useStore(draft, (state) => state.kind === 'vehicleSwap')
  const isEditing = useStore(draft, (state) => state.isEditing)
  const pickup = useStore(draft, (state) => state.pickup)
  const dropoff = useStore(draft, (state) => state.dropoff)
  const itemName = useStore(draft, (state) => state.itemName)
  const description = useStore(draft, (state) => state.description)
  const notification = useStore(tripLookup, (state) => state.notification)
  const id = (name: string) => `${base}-${name}`
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
  const failing = (key: DraftSectionKey) => save.failed?.some((section) => section.key === key) ?? false

  return (
    <FlushContext value={flushes}>
      <form
        className="wb-details wb-valet"
        aria-labelledby={id('heading')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save.attempt()
        }}
      >
        <h2 id={id('heading')} className="wb-details__title">
          {fillNames(messages.orderFormHeading, client.config)}
        </h2>
        <p className="wb-details__subtitle">
          {isVehicleSwap ? messages.vehicleSwapServiceDetails : messages.valetServiceDetails}
        </p>
        <div className="wb-details__parties">
          <PartySummary id={id('pickup')} heading={messages.sectionPickup} party={pickup} onEdit={onBack} />
          <PartySummary
            id={id('dropoff')}
            heading={messages.sectionDropoff}
            party={dropoff}
            onEdit={onBack}
          />
        </div>
        <div id={id('time')} className="wb-details__slot" tabIndex={-1}>
          {pickupTime}
        </div>
        <DebouncedTextField
          id={id('item-name')}
          label="Reference Name (Customer Name)"
          value={itemName}
          onSave={draft.setItemName}
          delayMs={DEBOUNCE_MS.referenceFields}
          maxLength={191}
          invalid={failing('itemName')}
        />
        <SizeWeightSection id={id('size-weight')} draft={draft} />
        <DropoffMethodSection id={id('method')} draft={draft} />
        <DebouncedTextField
          id={id('description')}
          label={messages.valetInstructions}
          value={description}
          onSave={draft.setDescription}
          delayMs={DEBOUNCE_MS.description}
          multiline
          invalid={failing('description')}
        />
        <VehicleFields id={id('vehicle')} draft={draft} vinInvalid={failing('vin')} />
        <FleetDriverSelect id={id('fleet')} draft={draft} />
        <FailedSections sections={save.failed} failures={save.failures} anchors={anchors} />
        <SaveActions save={save} isEditing={isEditing} />
      </form>
      <SaveConfirmModal notice={save.notice} onConfirm={save.confirm} onCancel={save.cancel} />
      <NotificationModal message={notification} onClose={tripLookup.dismissNotification} />
    </FlushContext>
  )
}
