import {
  DEBOUNCE_MS,
  EXTRA_PREMIUM_OPTIONS,
  type OrderDraftStore,
  PREMIUM_OPTION_LABELS,
} from '@waybill/sdk-core'
import { Checkbox } from '../../primitives/Checkbox.tsx'
import { usePremiumOptions } from './usePremiumOptions.ts'

/** Props of {@link PremiumOptionsSection}. */
export interface PremiumOptionsSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * Premium options (part 1 §2, §3): the section's options (`EXTRA_PREMIUM_OPTIONS`, labelled by
 * `PREMIUM_OPTION_LABELS`; the temperature pair has its own section, in-person confirmation and age restriction are
 * the drop-off methods 1 and 2), written to the draft 500 ms after the last change (part 1 §9).
 */
export function PremiumOptionsSection({ id, draft }: PremiumOptionsSectionProps) {
  const { options, set } = usePremiumOptions(draft, EXTRA_PREMIUM_OPTIONS, DEBOUNCE_MS.optionSync)
  return (
    <fieldset className="wb-details__section wb-details__choices">
      <legend id={id} className="wb-details__heading" tabIndex={-1}>
        Premium options
      </legend>
      {EXTRA_PREMIUM_OPTIONS.map((option) => (
        <Checkbox
          key={option}
          label={PREMIUM_OPTION_LABELS[option]}
          checked={options[option]}
          onChange={(checked) => set(option, checked)}
        />
      ))}
    </fieldset>
  )
}
