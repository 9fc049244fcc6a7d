import { type Contact, contactsFor, type OrderDraftStore, type PartySide } from '@waybill/sdk-core'
import { useCallback, useMemo } from 'react'
import { SelectField } from '../primitives/SelectField.tsx'
import { useApiLoadable } from '../provider/useApiLoadable.ts'
import { useStore } from '../provider/useStore.ts'

// our words: propose messages.contactPickerLabel, messages.contactPickerPlaceholder (the spec names the picker,
// part 1 §2, but gives it no text).
/** Label and first entry of the saved-contact picker. */
export const CONTACT_PICKER_TEXT = {
  label: 'Saved contact',
  placeholder: 'Choose a saved contact',
} as const

/** Logged when the saved contacts cannot be loaded (only logged, part 1 §8). */
export const CONTACT_PICKER_LOG = 'Loading the saved contacts failed'

const NO_CONTACTS: readonly Contact[] = []

/** Props of {@link ContactPicker}. */
export interface ContactPickerProps {
  /** Id of the select. */
  id: string
  /** Which side it fills: its list holds the contacts saved for pickup, or for drop-off, use. */
  side: PartySide
  /** The draft the chosen contact fills (`pickContact`). */
  draft: OrderDraftStore
  /** Called with the chosen contact just before the draft takes it, e.g. to drop edits not yet synced. */
  onPick?: (contact: Contact) => void
}

/**
 * The saved-contact picker of a pickup or drop-off block (part 1 §2 'Location details'): the account's contacts
 * (`client.contacts.list`, part 1 §7) saved for this side's use; choosing one fills the side from it. Shows the
 * side's contact while the side is still that contact. A failed load is only logged (part 1 §8).
 */
export function ContactPicker({ id, side, draft, onPick }: ContactPickerProps) {
  const list = useApiLoadable({
    component: 'ContactPicker',
    call: (client, apiCode) => client.contacts.list(apiCode),
    failure: CONTACT_PICKER_LOG,
    none: NO_CONTACTS,
  })
  const contacts = useMemo(() => contactsFor(list.data ?? NO_CONTACTS, side), [list.data, side])
  const contactId = useStore(
    draft,
    useCallback((state) => state[side].contactId, [side]),
  )
  const options = useMemo(
    () => contacts.map((contact) => ({ value: String(contact.id), label: contact.name })),
    [contacts],
  )
  const chosen = contacts.some((contact) => contact.id === contactId) ? String(contactId) : ''

  function choose(value: string) {
    const contact = contacts.find((candidate) => String(candidate.id) === value)
    if (!contact) return
    onPick?.(contact)
    draft.pickContact(side, contact)
  }

  return (
    <SelectField
      id={id}
      label={CONTACT_PICKER_TEXT.label}
      value={chosen}
      onChange={choose}
      options={options}
      placeholder={CONTACT_PICKER_TEXT.placeholder}
    />
  )
}
