import type { DropOffAddressType, OrderDraftStore } from '@waybill/sdk-core'
import { useStore } from '../../provider/useStore.ts'

/** The drop-off location types (part 1 §3; part 2 §4.4), as the radio buttons list them. */
export const LOCATION_TYPES: readonly { value: DropOffAddressType; label: string }[] = [
  { value: 1, label: 'Home' },
  { value: 2, label: 'Business' },
  { value: 3, label: 'School' },
  { value: 4, label: 'Hospital' },
  { value: 5, label: 'Apartment Building' },
]

/** Props of {@link LocationTypeSection}. */
export interface LocationTypeSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * The drop-off location type (part 1 §2, §3; part 2 §4.4): five radio buttons; choosing one sets the drop-off
 * method by the draft's rule (Business, School and Hospital force In-Person).
 */
export function LocationTypeSection({ id, draft }: LocationTypeSectionProps) {
  const chosen = useStore(draft, (state) => state.dropOffAddressType)
  return (
    <fieldset className="wb-details__section wb-details__choices">
      <legend id={id} className="wb-details__heading" tabIndex={-1}>
        Drop off location type
      </legend>
      {LOCATION_TYPES.map((type) => (
        <label key={type.value} className="wb-radio">
          <input
            type="radio"
            name={`${id}-type`}
            checked={chosen === type.value}
            onChange={() => draft.setDropOffAddressType(type.value)}
          />
          <span>{type.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
