import { messages } from '@waybill/sdk-core'
import { EXTRA_PREMIUM_OPTIONS, TEMPERATURE_OPTIONS } from '@waybill/sdk-core/internal'
import type { DraftSectionKey } from '@waybill/sdk-core/rules'
import type { ReactNode } from 'react'
import { useStore } from '../../provider/useStore.ts'
import { CountInput } from './CountInput.tsx'
import {
  DescriptionField,
  DraftFormShell,
  type OrderFormProps,
  ReferenceNameField,
  useDraftForm,
} from './DraftForm.tsx'
import { DropoffMethodSection } from './DropoffMethodSection.tsx'
import { FavouriteDriverOption } from './FavouriteDriverOption.tsx'
import { FleetDriverSelect } from './FleetDriverSelect.tsx'
import { InsurancePanel } from './InsurancePanel.tsx'
import { LocationTypeSection } from './LocationTypeSection.tsx'
import { PremiumOptionsSection } from './PremiumOptionsSection.tsx'
import { SizeWeightSection } from './SizeWeightSection.tsx'
import { TripEstimate } from './TripEstimate.tsx'

// A caption: the heading of the premium options section.
const PREMIUM_HEADING = 'Premium options'

/** Props of {@link DeliveryDetailsForm}. */
export interface DeliveryDetailsFormProps extends OrderFormProps {
  /** The pickup time section, placed by the owner (`TimeWindowSection`). */
  timeSection: ReactNode
  /** The photo upload, placed by the owner (`PhotoUpload`); none when left out. */
  photoSection?: ReactNode
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
  const form = useDraftForm({ owner: 'DeliveryDetailsForm', draft, orderList, mode: 'single', onSaved, now })
  const isIntercity = useStore(draft, (state) => state.isIntercity)
  const packageCount = useStore(draft, (state) => state.packageCount)
  const ids = sectionIds(form.id)

  return (
    <DraftFormShell
      form={form}
      tripLookup={tripLookup}
      className="wb-details"
      subtitle={isIntercity ? messages.shipmentDetailsIntercity : messages.shipmentDetailsLocal}
      anchors={anchorsOf(ids, photoSection)}
      onBack={onBack}
    >
      <LocationTypeSection id={ids.locationType} draft={draft} />
      <SizeWeightSection id={ids.sizeWeight} draft={draft} />
      <ReferenceNameField form={form} id={ids.itemName} label={messages.sectionReferenceName} />
      <DropoffMethodSection id={ids.dropoffMethod} draft={draft} />
      <DescriptionField form={form} id={ids.description} label={messages.sectionDescription} />
      {isIntercity && (
        <PremiumOptionsSection
          id={ids.refrigeration}
          draft={draft}
          heading={messages.sectionRefrigeration}
          options={TEMPERATURE_OPTIONS}
        />
      )}
      <CountInput
        id={ids.packageCount}
        label="Package count"
        value={packageCount}
        min={1}
        onCommit={draft.setPackageCount}
        invalid={form.failing('packageCount')}
      />
      <div id={ids.time} className="wb-details__slot" tabIndex={-1}>
        {timeSection}
      </div>
      <div className="wb-details__drivers">
        <FavouriteDriverOption id={ids.favourite} draft={draft} />
        <FleetDriverSelect id={ids.fleet} draft={draft} />
      </div>
      <PremiumOptionsSection
        id={ids.premium}
        draft={draft}
        heading={PREMIUM_HEADING}
        options={EXTRA_PREMIUM_OPTIONS}
      />
      {photoSection && (
        <div id={ids.photos} className="wb-details__slot" tabIndex={-1}>
          {photoSection}
        </div>
      )}
      <InsurancePanel id={ids.insurance} draft={draft} />
      <TripEstimate draft={draft} />
    </DraftFormShell>
  )
}

/** The ids of the form's sections (`useDraftForm`'s `id`). */
function sectionIds(id: (name: string) => string) {
  return {
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
