import { DROPOFF_ADDRESS_TYPE_LABELS, DROPOFF_ADDRESS_TYPES } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useStore } from '../../provider/useStore.ts'

/** Props of {@link LocationTypeSection}. */
export interface LocationTypeSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * The drop-off location type (part 1 §2, §3; part 2 §4.4): five radio buttons labelled by sdk-core's
 * `DROPOFF_ADDRESS_TYPE_LABELS`; choosing one sets the drop-off method by the draft's rule (Business, School and
 * Hospital force In-Person).
 */
export function LocationTypeSection({ id, draft }: LocationTypeSectionProps) {
  const chosen = useStore(draft, (state) => state.dropOffAddressType)
  return (
    <fieldset className="wb-details__section wb-details__choices">
      <legend id={id} className="wb-details__heading" tabIndex={-1}>
        Drop off location type
      </legend>
      {DROPOFF_ADDRESS_TYPES.map((type) => (
        <label key={type} className="wb-radio">
          <input
            type="radio"
            name={`${id}-type`}
            checked={chosen === type}
            onChange={() => draft.setDropOffAddressType(type)}
          />
          <span>{DROPOFF_ADDRESS_TYPE_LABELS[type]}</span>
        </label>
      ))}
    </fieldset>
  )
}
