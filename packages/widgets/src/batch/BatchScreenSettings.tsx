import { messages } from '@waybill/sdk-core'
import { DEBOUNCE_MS, TEMPERATURE_OPTIONS } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { ReactNode } from 'react'
import { DebouncedTextField } from '../order/details/DebouncedTextField.tsx'
import { DropoffMethodSection } from '../order/details/DropoffMethodSection.tsx'
import { FavouriteDriverOption } from '../order/details/FavouriteDriverOption.tsx'
import { FleetDriverSelect } from '../order/details/FleetDriverSelect.tsx'
import { PremiumOptionsSection } from '../order/details/PremiumOptionsSection.tsx'
import { SizeWeightSection } from '../order/details/SizeWeightSection.tsx'
import { useStore } from '../provider/useStore.ts'

/** Props of {@link BatchScreenSettings}. */
export interface BatchScreenSettingsProps {
  /** The batch draft: its shared settings go to every row's order. */
  draft: OrderDraftStore
  /** The id of a section, from the screen's `useId` base. */
  id: (name: string) => string
  /** The pickup and drop-off time section (with its special timing), placed by the owner. */
  timeSection: ReactNode
  /** Whether the last check failed the description. */
  descriptionInvalid: boolean
}

/**
 * The batch's shared settings (part 2 §2.4): size and weight, drop-off method, description, the temperature choice
 * of an intercity batch, the pickup and drop-off time with special timing, and the favourite-driver option and the
 * My Fleet driver of all rows (part 2 §6) when the account has them enabled — the order form's own sections, on the
 * batch draft.
 */
export function BatchScreenSettings({
  draft,
  id,
  timeSection,
  descriptionInvalid,
}: BatchScreenSettingsProps) {
  const isIntercity = useStore(draft, (state) => state.isIntercity)
  const description = useStore(draft, (state) => state.description)
  return (
    <div className="wb-batch__settings">
      <SizeWeightSection id={id('size-weight')} draft={draft} />
      <DropoffMethodSection id={id('method')} draft={draft} />
      <DebouncedTextField
        id={id('description')}
        label={messages.sectionDescription}
        value={description}
        onSave={draft.setDescription}
        delayMs={DEBOUNCE_MS.description}
        multiline
        invalid={descriptionInvalid}
      />
      {isIntercity && (
        <PremiumOptionsSection
          id={id('temperature')}
          draft={draft}
          heading={messages.sectionRefrigeration}
          options={TEMPERATURE_OPTIONS}
        />
      )}
      <div id={id('time')} className="wb-details__slot" tabIndex={-1}>
        {timeSection}
      </div>
      <FavouriteDriverOption id={id('favourite')} draft={draft} />
      <FleetDriverSelect id={id('fleet')} draft={draft} />
    </div>
  )
}
