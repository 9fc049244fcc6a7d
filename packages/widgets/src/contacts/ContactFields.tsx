import { messages } from '@waybill/sdk-core'
import { type Ref, useId } from 'react'
import { AddressField } from '../places/AddressField.tsx'
import { W3wField } from '../places/W3wField.tsx'
import { Checkbox } from '../primitives/Checkbox.tsx'
import { Field } from '../primitives/Field.tsx'
import type { ContactForm } from './useContactForm.ts'

// Field labels are layout copy (Pickup and Drop Off are the spec's words, part 1 §2); the hints are sdk-core's
// messages.
/** Field labels of the add-contact form. */
export const CONTACT_FIELD_TEXT = {
  name: 'Name',
  address: 'Address',
  w3w: 'what3words address (optional)',
  unit: 'Unit',
  phone: 'Phone',
  email: 'Email',
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
      <Field
        id={`${id}-name`}
        ref={nameRef}
        label={text.name}
        value={draft.name}
        autoComplete="off"
        aria-required="true"
        errors={[shown.name]}
        onChange={(event) => form.type('name', event.target.value)}
        onBlur={() => form.leave('name')}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the combobox inside; adds no interaction */}
      <div className="wb-contacts__located" onBlur={() => form.leave('address')}>
        <AddressField
          id={`${id}-address`}
          label={text.address}
          value={draft.address}
          required
          errors={shown.address}
          onChange={(value) => form.type('address', value)}
          onSelect={form.choosePlace}
        />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the combobox inside; adds no interaction */}
      <div className="wb-contacts__located" onBlur={() => form.leave('w3w')}>
        <W3wField
          id={`${id}-w3w`}
          label={text.w3w}
          value={draft.w3w}
          errors={shown.w3w}
          onChange={(value) => form.type('w3w', value)}
          onSelect={form.chooseW3w}
        />
      </div>
      <Field
        id={`${id}-unit`}
        label={text.unit}
        value={draft.unit}
        autoComplete="off"
        onChange={(event) => form.type('unit', event.target.value)}
      />
      <Field
        id={`${id}-phone`}
        label={text.phone}
        value={draft.phone}
        type="tel"
        autoComplete="off"
        aria-required="true"
        hint={messages.contactPhoneHint}
        errors={[shown.phone]}
        onChange={(event) => form.type('phone', event.target.value)}
        onBlur={() => form.leave('phone')}
      />
      <Field
        id={`${id}-email`}
        label={text.email}
        value={draft.email}
        inputMode="email"
        autoComplete="off"
        aria-required="true"
        hint={messages.contactEmailHint}
        errors={[shown.email]}
        onChange={(event) => form.type('email', event.target.value)}
        onBlur={() => form.leave('email')}
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
