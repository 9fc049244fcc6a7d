import type { PremiumOptions } from '@waybill/sdk-core'
import { DEBOUNCE_MS, PREMIUM_OPTION_LABELS } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { Checkbox } from '../../primitives/Checkbox.tsx'
import { usePremiumOptions } from './usePremiumOptions.ts'

/** Props of {@link PremiumOptionsSection}. */
export interface PremiumOptionsSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
  /** The section's heading. */
  heading: string
  /** The options the section owns, in order, each labelled by `PREMIUM_OPTION_LABELS`. */
  options: readonly (keyof PremiumOptions)[]
}

/**
 * A group of premium options, one checkbox each, written to the draft 500 ms after the last change (part 1 §9).
 * The form shows two: 'Premium options' (part 1 §2, §3: `EXTRA_PREMIUM_OPTIONS`; in-person confirmation and age
 * restriction are the drop-off methods 1 and 2) and, for intercity trips only, temperature control (part 1 §2, §4
 * 'Other rules': `TEMPERATURE_OPTIONS`, ticking one unticking the other).
 */
export function PremiumOptionsSection({ id, draft, heading, options }: PremiumOptionsSectionProps) {
  const field = usePremiumOptions(draft, options, DEBOUNCE_MS.optionSync)
  return (
    <fieldset className="wb-details__section wb-details__choices">
      <legend id={id} className="wb-details__heading" tabIndex={-1}>
        {heading}
      </legend>
      {options.map((option) => (
        <Checkbox
          key={option}
          label={PREMIUM_OPTION_LABELS[option]}
          checked={field.options[option]}
          onChange={(checked) => field.set(option, checked)}
        />
      ))}
    </fieldset>
  )
}
