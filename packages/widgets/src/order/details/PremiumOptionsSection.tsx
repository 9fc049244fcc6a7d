import { DEBOUNCE_MS, type OrderDraftStore, type PremiumOptions } from '@waybill/sdk-core'
import { Checkbox } from '../../primitives/Checkbox.tsx'
import { usePremiumOptions } from './usePremiumOptions.ts'

/**
 * The premium options of this section (part 1 §3 'Premium options'). The temperature pair has its own section;
 * in-person confirmation and age restriction are the drop-off methods 1 and 2 (part 2 §3.10).
 */
const OPTIONS: readonly { option: keyof PremiumOptions; label: string }[] = [
  { option: 'specialCare', label: 'Special care' },
  { option: 'loadNeeds', label: 'Help loading at pickup' },
  { option: 'unloadNeeds', label: 'Help unloading at drop-off' },
  { option: 'alcoholDelivery', label: 'Alcohol delivery' },
]

const OWNED = OPTIONS.map((each) => each.option)

/** Props of {@link PremiumOptionsSection}. */
export interface PremiumOptionsSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/** Premium options (part 1 §2, §3), written to the draft 500 ms after the last change (part 1 §9). */
export function PremiumOptionsSection({ id, draft }: PremiumOptionsSectionProps) {
  const { options, set } = usePremiumOptions(draft, OWNED, DEBOUNCE_MS.optionSync)
  return (
    <fieldset className="wb-details__section wb-details__choices">
      <legend id={id} className="wb-details__heading" tabIndex={-1}>
        Premium options
      </legend>
      {OPTIONS.map(({ option, label }) => (
        <Checkbox
          key={option}
          label={label}
          checked={options[option]}
          onChange={(checked) => set(option, checked)}
        />
      ))}
    </fieldset>
  )
}
