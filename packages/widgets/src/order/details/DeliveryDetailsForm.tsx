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
import { NotificationModal } from '../NotificationModal.tsx'
import { CountInput } from './CountInput.tsx'
import { DebouncedTextField } from './DebouncedTextField.tsx'
import { DropoffMethodSection } from './DropoffMethodSection.tsx'
import { FailedSections } from './FailedSections.tsx'
import { FavouriteDriverOption } from './FavouriteDriverOption.tsx'
import { FleetDriverSelect } from './FleetDriverSelect.tsx'
import { InsurancePanel } from './InsurancePanel.tsx'
import { LocationTypeSection } from './LocationTypeSection.tsx'
import { PartySummary } from './PartySummary.tsx'
import { PremiumOptionsSection } from './PremiumOptionsSection.tsx'
import { SaveActions } from './SaveActions.tsx'
import { SaveConfirmModal } from './SaveConfirmModal.tsx'
import { SizeWeightSection } from './SizeWeightSection.tsx'
import { TemperatureSection } from './TemperatureSection.tsx'
import { TripEstimate } from './TripEstimate.tsx'
import { createFlushRegistry, FlushContext } from './useDebouncedDraftValue.ts'
import { useDraftSave } from './useDraftSave.ts'

/** Props of {@link DeliveryDetailsForm}. */
export interface DeliveryDetailsFormProps {
  /** The draft being written (`createOrderDraft`), with both sides filled in Location details. */
  draft: OrderDraftStore
  /** The draft's trip lookup, shared with Location details and the time section (`useTripLookup`). */
  tripLookup: TripLookup
  /** The pickup time section, placed by the owner (`TimeWindowSection`). */
  timeSection: ReactNode
  /** The photo upload, placed by the owner (`PhotoUpload`); none when left out. */
  photoSection?: ReactNode
  /** The order the delivery is saved into. */
  orderList: OrderList
  /** Called after the confirmation, once the draft is saved: where to go (the summary or a batch screen). */
  onSaved: (destination: SaveDestination) => void
  /** Back to Location details ('Edit' on the pickup and drop-off summaries); no 'Edit' without it. */
  onBack?: () => void
  /** The current instant for the checks; `Date.now` by default. */
  now?: () => number
}

/**
 * The single delivery form (part 1 §2 'Single delivery form'; part 2 §2.3): every section of the delivery, then
 * 'Order Summary' ('Save And Go to Summary' when editing). Pending typing is written first, the draft is checked
 * (`validateDraft`, mode 'single'); the failing sections are listed and focused, else a confirmation modal states
 * when the packages must be ready and Confirm saves the delivery into the order (`saveDraft`).
 */
export function DeliveryDetailsForm({
  draft,
  tripLookup,
  timeSection,
  photoSection,
  orderList,
  onSaved,
  onBack,
  now,
}: DeliveryDetailsFormProps) {
  const { client } = useWaybill('DeliveryDetailsForm')
  const base = useId()
  const [flushes] = useState(createFlushRegistry)
  const save = useDraftSave({ draft, orderList, mode: 'single', flushes, onSaved, now })
  const isIntercity = useStore(draft, (state) => state.isIntercity)
  const isEditing = useStore(draft, (state) => state.isEditing)
  const pickup = useStore(draft, (state) => state.pickup)
  const dropoff = useStore(draft, (state) => state.dropoff)
  const itemName = useStore(draft, (state) => state.itemName)
  const description = useStore(draft, (state) => state.description)
  const packageCount = useStore(draft, (state) => state.packageCount)
  const notification = useStore(tripLookup, (state) => state.notification)
  const ids = sectionIds(base)
  const failing = (key: DraftSectionKey) => save.failed?.some((section) => section.key === key) ?? false

  return (
    <FlushContext value={flushes}>
      <form
        className="wb-details"
        aria-labelledby={ids.heading}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save.attempt()
        }}
      >
        <h2 id={ids.heading} className="wb-details__title">
          {fillNames(messages.orderFormHeading, client.config)}
        </h2>
        <p className="wb-details__subtitle">
          {isIntercity ? messages.shipmentDetailsIntercity : messages.shipmentDetailsLocal}
        </p>
        <div className="wb-details__parties">
          <PartySummary id={ids.pickup} heading={messages.sectionPickup} party={pickup} onEdit={onBack} />
          <PartySummary id={ids.dropoff} heading={messages.sectionDropoff} party={dropoff} onEdit={onBack} />
        </div>
        <LocationTypeSection id={ids.locationType} draft={draft} />
        <SizeWeightSection id={ids.sizeWeight} draft={draft} />
        <DebouncedTextField
          id={ids.itemName}
          label={messages.sectionReferenceName}
          value={itemName}
          onSave={draft.setItemName}
          delayMs={DEBOUNCE_MS.referenceFields}
          maxLength={191}
          invalid={failing('itemName')}
        />
        <DropoffMethodSection id={ids.dropoffMethod} draft={draft} />
        <DebouncedTextField
          id={ids.description}
          label={messages.sectionDescription}
          value={description}
          onSave={draft.setDescription}
          delayMs={DEBOUNCE_MS.description}
          multiline
          invalid={failing('description')}
        />
        {isIntercity && <TemperatureSection id={ids.refrigeration} draft={draft} />}
        <CountInput
          id={ids.packageCount}
          label="Package count"
          value={packageCount}
          min={1}
          onCommit={draft.setPackageCount}
          invalid={failing('packageCount')}
        />
        <div id={ids.time} className="wb-details__slot" tabIndex={-1}>
          {timeSection}
        </div>
        <div className="wb-details__drivers">
          <FavouriteDriverOption id={ids.favourite} draft={draft} />
          <FleetDriverSelect id={ids.fleet} draft={draft} />
        </div>
        <PremiumOptionsSection id={ids.premium} draft={draft} />
        {photoSection && (
          <div id={ids.photos} className="wb-details__slot" tabIndex={-1}>
            {photoSection}
          </div>
        )}
        <InsurancePanel id={ids.insurance} draft={draft} />
        <TripEstimate draft={draft} />
        <FailedSections
          sections={save.failed}
          failures={save.failures}
          anchors={anchorsOf(ids, photoSection)}
        />
        <SaveActions save={save} isEditing={isEditing} />
      </form>
      <SaveConfirmModal notice={save.notice} onConfirm={save.confirm} onCancel={save.cancel} />
      <NotificationModal message={notification} onClose={tripLookup.dismissNotification} />
    </FlushContext>
  )
}

/** The ids of the form's sections, from one `useId` base. */
function sectionIds(base: string) {
  const id = (name: string) => `${base}-${name}`
  return {
    heading: id('heading'),
    pickup: id('pickup'),
    dropoff: id('dropoff'),
    locationType: id('location-type'),
    sizeWeight: id('size-weight'),
    itemName: id('item-name'),
    dropoffMethod: id('method'),
    description: id('description'),
    refrigeration: id('temperature'),
    packageCount: id('package-count'),
    time: id('time'),
    favourite: id('favourite'),
    fleet: id('fleet'),
    premium: id('premium'),
    photos: id('photos'),
    insurance: id('insurance'),
  }
}

/** Where each failing section's link leads. */
function anchorsOf(
  ids: ReturnType<typeof sectionIds>,
  photoSection: ReactNode,
): Partial<Record<DraftSectionKey, string>> {
  return {
    pickup: ids.pickup,
    dropoff: ids.dropoff,
    itemName: ids.itemName,
    sizeWeight: ids.sizeWeight,
    dropoffMethod: ids.dropoffMethod,
    description: ids.description,
    pickupTime: ids.time,
    dropoffTime: ids.time,
    refrigeration: ids.refrigeration,
    packageCount: ids.packageCount,
    insurance: ids.insurance,
    photos: photoSection ? ids.photos : undefined,
  }
}
