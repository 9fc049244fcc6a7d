import { type Contact, messages, type NewContact } from '@waybill/sdk-core'
import { useId, useRef, useState } from 'react'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { useRefocusAfter } from '../provider/useRefocusAfter.ts'
import { AddContactModal } from './AddContactModal.tsx'
import { ContactsMap } from './ContactsMap.tsx'
import { ContactsTable } from './ContactsTable.tsx'
import { useContacts } from './useContacts.ts'

// 'Add Contact' is the spec's heading (part 1 §2) and 'Add' a button caption; the notices and the saved
// contacts' heading are sdk-core's messages.
/** Heading and button caption of the contacts screen. */
export const CONTACTS_SCREEN_TEXT = {
  heading: 'Add Contact',
  add: 'Add',
} as const

/**
 * The contacts screen (part 1 §2 'Contacts screen', route `/userAddress`): the 'Add Contact' heading with an Add
 * button opening the add-contact modal, then the saved contacts (a region of their own): the map with the
 * selected one's info window, and the table.
 * The list reloads after an add or a delete; their failures are only logged (part 1 §7, §8).
 */
export function ContactsScreen() {
  const { contacts, loading, add, remove } = useContacts('ContactsScreen')
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [adding, setAdding] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set())
  const id = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  const tableBox = useRef<HTMLDivElement>(null)
  const refocusAfter = useRefocusAfter()
  const selectedId = contacts.some((contact) => contact.id === chosenId) ? chosenId : null

  async function onAdd(contact: NewContact) {
    setStatus(null)
    const added = await add(contact)
    // Announced only once the list shows it; saved is enough to close the modal (adding again would duplicate).
    if (added === 'shown') setStatus(messages.contactAdded)
    return added !== 'failed'
  }

  async function onRemove(contact: Contact) {
    const index = contacts.indexOf(contact)
    const neighbour = contacts[index + 1] ?? contacts[index - 1]
    setStatus(null)
    setRemoving((current) => new Set(current).add(contact.id))
    const removed = await remove(contact.id)
    setRemoving((current) => {
      const next = new Set(current)
      next.delete(contact.id)
      return next
    })
    // Announced only when the reloaded list no longer shows it (part 1 §8: a failed reload is only logged).
    if (removed !== 'shown') return
    setStatus(messages.contactRemoved)
    // The pressed Remove button left with its row: a neighbour's Remove button, else the Add button, takes focus.
    refocusAfter(
      () =>
        tableBox.current?.querySelector<HTMLButtonElement>(`[data-contact-remove="${neighbour?.id}"]`) ??
        addButton.current,
    )
  }

  return (
    <div className="wb-contacts">
      <section className="wb-contacts__head" aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`} className="wb-contacts__title">
          {CONTACTS_SCREEN_TEXT.heading}
        </h2>
        <button
          ref={addButton}
          type="button"
          className="wb-button wb-button--primary"
          aria-haspopup="dialog"
          onClick={() => {
            setStatus(null)
            setAdding(true)
          }}
        >
          {CONTACTS_SCREEN_TEXT.add}
        </button>
      </section>
      <section className="wb-contacts__saved" aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`} className="wb-visually-hidden">
          {messages.savedContacts}
        </h2>
        <ContactsMap contacts={contacts} selectedId={selectedId} onSelect={setChosenId} />
        <FormAlert message={status} tone="success" />
        <div ref={tableBox}>
          <ContactsTable
            contacts={contacts}
            selectedId={selectedId}
            onSelect={(contact) => setChosenId(contact.id)}
            onRemove={onRemove}
            removing={removing}
            loading={loading}
          />
        </div>
      </section>
      <AddContactModal open={adding} onClose={() => setAdding(false)} onAdd={onAdd} />
    </div>
  )
}
