import { messages } from '@waybill/sdk-core'
import { DROPOFF_METHOD_LABELS, DROPOFF_METHODS, dropoffMethodRule } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useStore } from '../../provider/useStore.ts'

/** Props of {@link DropoffMethodSection}. */
export interface DropoffMethodSectionProps {
  /** Id of the section's heading. */
  id: string
  /** The draft being written. */
  draft: OrderDraftStore
}

/**
 * The drop-off type, i.e. the drop-off method (part 1 §2, §3; part 2 §4.4): Leave At Door, In-Person or Age
 * Restricted. Leave At Door is disabled, with the reason tied to it, when the location type forbids it.
 */
export function DropoffMethodSection({ id, draft }: DropoffMethodSectionProps) {
  const chosen = useStore(draft, (state) => state.dropoffMethod)
  const locationType = useStore(draft, (state) => state.dropOffAddressType)
  const { leaveAtDoorDisabled } = dropoffMethodRule(locationType)
  const hintId = `${id}-hint`
  return (
    <fieldset className="wb-details__section wb-details__choices">
      <legend id={id} className="wb-details__heading" tabIndex={-1}>
        {messages.sectionDropoffMethod}
      </legend>
      {DROPOFF_METHODS.map((method) => {
        const disabled = method === 0 && leaveAtDoorDisabled
        return (
          <label key={method} className="wb-radio">
            <input
              type="radio"
              name={`${id}-method`}
              checked={chosen === method}
              disabled={disabled}
              aria-describedby={disabled ? hintId : undefined}
              onChange={() => draft.setDropoffMethod(method)}
            />
            <span>{DROPOFF_METHOD_LABELS[method]}</span>
          </label>
        )
      })}
      {leaveAtDoorDisabled && (
        <p id={hintId} className="wb-field__hint">
          {messages.leaveAtDoorDisabled}
        </p>
      )}
    </fieldset>
  )
}
