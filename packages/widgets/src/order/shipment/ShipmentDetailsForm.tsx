import { messages } from '@waybill/sdk-core'
import { OLDER_PREMIUM_OPTIONS } from '@waybill/sdk-core/internal'
import type { DraftSectionKey } from '@waybill/sdk-core/rules'
import type { ReactNode } from 'react'
import { useStore } from '../../provider/useStore.ts'
import { CountInput } from '../details/CountInput.tsx'
import {
  DescriptionField,
  DraftFormShell,
  type OrderFormProps,
  ReferenceNameField,
  useDraftForm,
} from '../details/DraftForm.tsx'
import { DropoffMethodSection } from '../details/DropoffMethodSection.tsx'
import { PremiumOptionsSection } from '../details/PremiumOptionsSection.tsx'
import { SizeWeightSection } from '../details/SizeWeightSection.tsx'

// A caption: the heading of the older flow's instructions options.
const OPTIONS_HEADING = 'Instructions'

/** Props of {@link ShipmentDetailsForm}. */
export interface ShipmentDetailsFormProps extends OrderFormProps {
  /** The pickup time section, placed by the owner (`TimeWindowSection`). */
  timeSection: ReactNode
}

/**
 * The older shipment flow's details (part 1 §2 'Shipment (older flow)', §3 'Older shipment draft'; issue 10): the
 * size, the reference, the drop-off type, the instructions with their options (special care, loading, unloading),
 * the package count and the time — the single form's sections, fewer of them, checked by the same rules in the
 * older mode (`validateDraft` 'shipment': a 2-hour pickup window, a 1-hour drop-off window), then the summary.
 */
export function ShipmentDetailsForm({
  draft,
  tripLookup,
  timeSection,
  orderList,
  onSaved,
  onBack,
  now,
}: ShipmentDetailsFormProps) {
  const form = useDraftForm({
    owner: 'ShipmentDetailsForm',
    draft,
    orderList,
    mode: 'shipment',
    onSaved,
    now,
  })
  const isIntercity = useStore(draft, (state) => state.isIntercity)
  const packageCount = useStore(draft, (state) => state.packageCount)
  const id = form.id
  const anchors: Partial<Record<DraftSectionKey, string>> = {
    sizeWeight: id('size-weight'),
    itemName: id('item-name'),
    dropoffMethod: id('method'),
    description: id('description'),
    packageCount: id('package-count'),
    pickupTime: id('time'),
    dropoffTime: id('time'),
  }
  return (
    <DraftFormShell
      form={form}
      tripLookup={tripLookup}
      className="wb-details wb-shipment"
      subtitle={isIntercity ? messages.shipmentDetailsIntercity : messages.shipmentDetailsLocal}
      anchors={anchors}
      onBack={onBack}
    >
      <SizeWeightSection id={id('size-weight')} draft={draft} />
      <ReferenceNameField form={form} id={id('item-name')} label={messages.sectionReferenceName} />
      <DropoffMethodSection id={id('method')} draft={draft} />
      <DescriptionField form={form} id={id('description')} label={messages.sectionDescription} />
      <PremiumOptionsSection
        id={id('options')}
        draft={draft}
        heading={OPTIONS_HEADING}
        options={OLDER_PREMIUM_OPTIONS}
      />
      <CountInput
        id={id('package-count')}
        label="Package count"
        value={packageCount}
        min={1}
        onCommit={draft.setPackageCount}
        invalid={form.failing('packageCount')}
      />
      <div id={id('time')} className="wb-details__slot" tabIndex={-1}>
        {timeSection}
      </div>
    </DraftFormShell>
  )
}
