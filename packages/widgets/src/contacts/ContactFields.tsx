import { type Ref, useId } from 'react'
import { PARTY_FIELD_TEXT, PartyFields } from '../places/PartyFields.tsx'
import { Checkbox } from '../primitives/Checkbox.tsx'
import type { ContactForm } from './useContactForm.ts'

// Field labels are layout copy (Pickup and Drop Off are the spec's words, part 1 §2).
/** Field labels of the add-contact form: the party fields' and the Pickup and Drop Off boxes'. */
export const CONTACT_FIELD_TEXT = {
  ...PARTY_FIELD_TEXT,
  use: 'Use this contact for',
  pickup: 'Pickup',
  dropoff: 'Drop Off',
} as const

/** Props of {@link ContactFields}. */
export interface ContactFieldsProps {
  /** The form's state, from `useContactForm`. */
  form: ContactForm
  /** Ref to the name input, focused when the modal opens. */
  nameRef?: Ref<HTMLInputElement>
}

/**
 * The fields of the add-contact form (part 1 §2 'Location details', §5 'Contact/party form'): name, address,
 * optional what3words address, unit, phone, email, and the Pickup and Drop Off boxes. Each message shows once its
 * field was edited or left (an address or what3words address once left or chosen: 'Validate the address first'
 * when no suggestion was chosen for it); 'Select Pickup or Drop-Off' shows until one box is ticked.
 */
export function ContactFields({ form, nameRef }: ContactFieldsProps) {
  const id = useId()
  const text = CONTACT_FIELD_TEXT
  const { values: draft, messages: shown } = form
  const useMessageId = `${id}-use-error`
  return (
    <div className="wb-contacts__form">
      <PartyFields
        idOf={(field) => `${id}-${field}`}
        values={draft}
        messages={shown}
        onType={form.type}
        onLeave={form.leave}
        onChoosePlace={form.choosePlace}
        onChooseW3w={form.chooseW3w}
        nameRef={nameRef}
      />
      <fieldset className="wb-contacts__use">
        <legend className="wb-field__label">{text.use}</legend>
        <div className="wb-contacts__use-boxes">
          <Checkbox
            label={text.pickup}
            checked={draft.isPickup}
            describedBy={shown.pickupOrDropoff ? useMessageId : undefined}
            onChange={(checked) => form.setUse('isPickup', checked)}
          />
          <Checkbox
            label={text.dropoff}
            checked={draft.isDropoff}
            describedBy={shown.pickupOrDropoff ? useMessageId : undefined}
            onChange={(checked) => form.setUse('isDropoff', checked)}
          />
        </div>
        {shown.pickupOrDropoff && (
          <p id={useMessageId} className="wb-field__error">
            {shown.pickupOrDropoff}
          </p>
        )}
      </fieldset>
    </div>
  )
}
