import { type LatLng, messages as texts } from '@waybill/sdk-core'
import type { PartyBlockField } from '@waybill/sdk-core/internal'
import type { Ref } from 'react'
import { Field } from '../primitives/Field.tsx'
import { AddressField } from './AddressField.tsx'
import type { PlaceDetails } from './types.ts'
import { W3wField } from './W3wField.tsx'

// Field labels are layout copy; the phone and email hints are sdk-core's messages.
/** Labels of the six party fields, shared by the add-contact form and the order's pickup and drop-off blocks. */
export const PARTY_FIELD_TEXT = {
  name: 'Name',
  address: 'Address',
  w3w: 'what3words address (optional)',
  unit: 'Unit',
  phone: 'Phone',
  email: 'Email',
} as const

/** What a party field shows under it now: one message, a list, or none. */
type PartyFieldMessages = readonly string[] | string | undefined

/** Props of {@link PartyFields}. */
export interface PartyFieldsProps {
  /** Id of each field's input (the label, hint and messages are tied to it); unique in the page. */
  idOf(field: PartyBlockField): string
  /** The text in each field. */
  values: Readonly<Record<PartyBlockField, string>>
  /** The messages each field shows now (only those the form decided to show). */
  messages: Readonly<Partial<Record<PartyBlockField, PartyFieldMessages>>>
  /** A field's text changed (typed, or set to a chosen suggestion's line). */
  onType(field: PartyBlockField, text: string): void
  /** Focus left a field (for the address and what3words fields: left the whole combobox). */
  onLeave(field: PartyBlockField): void
  /** An address suggestion was chosen and resolved. */
  onChoosePlace(place: PlaceDetails): void
  /**
   * A what3words suggestion was chosen and converted to a point. No what3words field without it (the order
   * widget: its proxy does not forward the what3words calls).
   */
  onChooseW3w?: (words: string, point: LatLng) => void
  /** Ref to the name input, e.g. to focus it when a modal opens. */
  nameRef?: Ref<HTMLInputElement>
  /**
   * The person typing gives their own details (the order widget's shopper): the browser may fill in the name,
   * unit, phone and email. Off by default: in the portal they are someone else's.
   */
  ownDetails?: boolean
}

/** What the browser may fill in when the details are the typist's own; the address stays a suggestion to pick. */
const OWN_AUTOFILL = { name: 'name', unit: 'address-line2', phone: 'tel', email: 'email' } as const

const listOf = (shown: PartyFieldMessages): readonly string[] | undefined =>
  typeof shown === 'string' ? [shown] : shown

/**
 * The six fields of a party (part 1 §5 'Contact/party form'): name, address (autocomplete), optional what3words
 * address, unit, phone (with the 10-digit hint) and email. Rendered as siblings, so the parent's layout spaces
 * them; the parent adds what is its own (the contact picker, the Pickup and Drop Off boxes). Holds no rule: the
 * values and which messages show come from the parent's sdk-core form.
 */
export function PartyFields({
  idOf,
  values,
  messages,
  onType,
  onLeave,
  onChoosePlace,
  onChooseW3w,
  nameRef,
  ownDetails = false,
}: PartyFieldsProps) {
  const text = PARTY_FIELD_TEXT
  const autofill = (field: keyof typeof OWN_AUTOFILL) => (ownDetails ? OWN_AUTOFILL[field] : 'off')
  return (
    <>
      <Field
        id={idOf('name')}
        ref={nameRef}
        label={text.name}
        value={values.name}
        autoComplete={autofill('name')}
        aria-required="true"
        errors={listOf(messages.name)}
        onChange={(event) => onType('name', event.target.value)}
        onBlur={() => onLeave('name')}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the combobox inside; adds no interaction */}
      <div className="wb-party-fields__located" onBlur={() => onLeave('address')}>
        <AddressField
          id={idOf('address')}
          label={text.address}
          value={values.address}
          required
          errors={listOf(messages.address)}
          onChange={(typed) => onType('address', typed)}
          onSelect={onChoosePlace}
        />
      </div>
      {onChooseW3w && (
        // biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the combobox inside; adds no interaction
        <div className="wb-party-fields__located" onBlur={() => onLeave('w3w')}>
          <W3wField
            id={idOf('w3w')}
            label={text.w3w}
            value={values.w3w}
            errors={listOf(messages.w3w)}
            onChange={(typed) => onType('w3w', typed)}
            onSelect={onChooseW3w}
          />
        </div>
      )}
      <Field
        id={idOf('unit')}
        label={text.unit}
        value={values.unit}
        autoComplete={autofill('unit')}
        errors={listOf(messages.unit)}
        onChange={(event) => onType('unit', event.target.value)}
      />
      <Field
        id={idOf('phone')}
        label={text.phone}
        value={values.phone}
        type="tel"
        autoComplete={autofill('phone')}
        aria-required="true"
        hint={texts.contactPhoneHint}
        errors={listOf(messages.phone)}
        onChange={(event) => onType('phone', event.target.value)}
        onBlur={() => onLeave('phone')}
      />
      <Field
        id={idOf('email')}
        label={text.email}
        value={values.email}
        inputMode="email"
        autoComplete={autofill('email')}
        aria-required="true"
        hint={texts.contactEmailHint}
        errors={listOf(messages.email)}
        onChange={(event) => onType('email', event.target.value)}
        onBlur={() => onLeave('email')}
      />
    </>
  )
}
