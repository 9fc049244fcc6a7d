import { type Contact, messages } from '@waybill/sdk-core'
import { contactsFor } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { PartySide } from '@waybill/sdk-core/rules'
import { useCallback, useMemo } from 'react'
import { SelectField } from '../primitives/SelectField.tsx'
import { useStore } from '../provider/useStore.ts'

/** Props of {@link ContactPicker}. */
export interface ContactPickerProps {
  /** Id of the select. */
  id: string
  /** Which side it fills: its list holds the contacts saved for pickup, or for drop-off, use. */
  side: PartySide
  /** The draft whose side shows as chosen while it is still that contact. */
  draft: OrderDraftStore
  /** The account's saved contacts, loaded once by the owner (`client.contacts.list`, part 1 §7). */
  contacts: readonly Contact[]
  /** Takes the chosen contact (e.g. a party block's `pickContact`); by default the draft's side is filled from it. */
  onPick?: (contact: Contact) => void
}

/**
 * The saved-contact picker of a pickup or drop-off block (part 1 §2 'Location details'): the given contacts
 * saved for this side's use; choosing one fills the side from it. Shows the side's contact while the side is
 * still that contact.
 */
export function ContactPicker({ id, side, draft, contacts: all, onPick }: ContactPickerProps) {
  const contacts = useMemo(() => contactsFor(all, side), [all, side])
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
    if (onPick) onPick(contact)
    else draft.pickContact(side, contact)
  }

  return (
    <SelectField
      id={id}
      label={messages.contactPickerLabel}
      value={chosen}
      onChange={choose}
      options={options}
      placeholder={messages.contactPickerPlaceholder}
    />
  )
}
