import {
  DEBOUNCE_MS,
  messages,
  type OrderDraftStore,
  PREMIUM_OPTION_LABELS,
  TEMPERATURE_OPTIONS,
} from '@waybill/sdk-core'
import { Checkbox } from '../../primitives/Checkbox.tsx'
import { usePremiumOptions } from './usePremiumOptions.ts'

/** Props of {@link TemperatureSection}. */
export interface TemperatureSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * Temperature control (part 1 §2, §4 'Other rules'), shown by the form for intercity trips only: 'require' and
 * 'not require refrigerated vehicle', ticking one unticking the other.
 */
export function TemperatureSection({ id, draft }: TemperatureSectionProps) {
  const { options, set } = usePremiumOptions(draft, TEMPERATURE_OPTIONS, DEBOUNCE_MS.optionSync)
  return (
    <fieldset className="wb-details__section wb-details__choices">
      <legend id={id} className="wb-details__heading" tabIndex={-1}>
        {messages.sectionRefrigeration}
      </legend>
      {TEMPERATURE_OPTIONS.map((option) => (
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
