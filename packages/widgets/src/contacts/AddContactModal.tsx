import { messages, type NewContact } from '@waybill/sdk-core'
import { useRef, useState } from 'react'
import { Modal } from '../primitives/Modal.tsx'
import { ContactFields } from './ContactFields.tsx'
import { useContactForm } from './useContactForm.ts'

// 'Add Contact' and 'Cancel' are the spec's words (part 1 §2, §5), a title and button captions; the status line
// under the form is sdk-core's messages.
/** Title and button captions of the add-contact modal. */
export const ADD_CONTACT_TEXT = {
  title: 'Add Contact',
  add: 'Add Contact',
  cancel: 'Cancel',
} as const

/** Props of {@link AddContactModal}. */
export interface AddContactModalProps {
  /** Whether the modal is shown; the form starts empty each time it opens. */
  open: boolean
  /** Called by Cancel, Escape, the close button, and after a successful add. */
  onClose: () => void
  /** Saves the contact (and reloads the list); resolves false when saving failed, which keeps the modal open. */
  onAdd: (contact: NewContact) => Promise<boolean>
}

function AddContactDialog({ onClose, onAdd }: Omit<AddContactModalProps, 'open'>) {
  const form = useContactForm()
  const [saving, setSaving] = useState(false)
  const nameRef = useRef<HTMLInputElement>(null)

  async function add() {
    if (!form.canAdd || saving) return
    setSaving(true)
    if (await onAdd(form.newContact())) onClose()
    else setSaving(false)
  }

  const footer = (
    <div className="wb-contacts__actions">
      {/* Always rendered, so that the change is announced when the Add Contact button appears or goes. */}
      <p className="wb-contacts__hint" role="status">
        {form.canAdd ? messages.addContactReady : messages.addContactHint}
      </p>
      <button type="button" className="wb-button" disabled={saving} onClick={onClose}>
        {ADD_CONTACT_TEXT.cancel}
      </button>
      {form.canAdd && (
        <button type="button" className="wb-button wb-button--primary" disabled={saving} onClick={add}>
          {ADD_CONTACT_TEXT.add}
        </button>
      )}
    </div>
  )
  return (
    <Modal
      open
      title={ADD_CONTACT_TEXT.title}
      onClose={onClose}
      dismissible={!saving}
      initialFocus={nameRef}
      footer={footer}
    >
      <ContactFields form={form} nameRef={nameRef} />
    </Modal>
  )
}

/**
 * The add-contact modal (part 1 §2 'Contacts screen', §5 'Contact/party form'), 450 px wide: the Add Contact
 * button shows only while `validateParty(values, 'contact')` finds nothing and the chosen places are serviced,
 * and a status line announces when it appears; Cancel closes it.
 */
export function AddContactModal({ open, ...props }: AddContactModalProps) {
  return open ? <AddContactDialog {...props} /> : null
}
