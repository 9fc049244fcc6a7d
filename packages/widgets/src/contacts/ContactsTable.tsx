import { type Contact, fillText, messages } from '@waybill/sdk-core'
import { CONTACT_LABELS, contactUnitText, contactUse } from '@waybill/sdk-core/internal'
import { VirtualTable, type VirtualTableColumn } from '../primitives/VirtualTable.tsx'

// Column headers (the spec's words, part 1 §2 'Contacts screen') and the Remove caption are layout copy; the
// caption, empty and loading texts and the name buttons' names are sdk-core's messages.
/** Column headers and button caption of the contacts table. */
export const CONTACTS_TABLE_TEXT = {
  name: 'Name',
  address: 'Address',
  pickup: 'Pickup',
  dropoff: 'Drop Off',
  actions: 'Actions',
  remove: 'Remove',
} as const

/** Props of {@link ContactsTable}. */
export interface ContactsTableProps {
  /** The contacts, in the server's order. */
  contacts: readonly Contact[]
  /** Id of the selected contact, highlighted; null for none. */
  selectedId: number | null
  /** Called when a row is clicked, or its name button pressed (the keyboard's way to select). */
  onSelect: (contact: Contact) => void
  /** Called by a row's Remove button. */
  onRemove: (contact: Contact) => void
  /** Ids of contacts being removed: their Remove buttons ignore further presses. */
  removing?: ReadonlySet<number>
  /** Whether the first load is running: the empty table says so instead of 'No contacts yet.'. */
  loading?: boolean
}

/** The details of an expanded row: unit, email and phone (part 1 §2 'expanding shows unit, email and phone'). */
function ContactDetails({ contact }: { contact: Contact }) {
  return (
    <dl className="wb-contacts__details">
      <div>
        <dt>{CONTACT_LABELS.unit}</dt>
        <dd>{contactUnitText(contact)}</dd>
      </div>
      <div>
        <dt>{CONTACT_LABELS.email}</dt>
        <dd>{contact.email}</dd>
      </div>
      <div>
        <dt>{CONTACT_LABELS.phone}</dt>
        <dd>{contact.phone}</dd>
      </div>
    </dl>
  )
}

/**
 * The contacts table (part 1 §2 'Contacts screen'): expander, Name, Address, Pickup and Drop Off as YES/NO
 * (sdk-core's `contactUse`), and a Remove action. Clicking a row selects its contact on the map; the name is a
 * button ('Show {name} on map') that does the same from the keyboard. The page scrolls the rows; under 40rem of
 * width they are stacked cards (issue 21).
 */
export function ContactsTable({
  contacts,
  selectedId,
  onSelect,
  onRemove,
  removing,
  loading = false,
}: ContactsTableProps) {
  const text = CONTACTS_TABLE_TEXT
  const columns: VirtualTableColumn<Contact>[] = [
    {
      key: 'name',
      header: text.name,
      width: 'minmax(8rem, 2fr)',
      cell: (contact) => (
        // The table ignores clicks that come from buttons: the button selects by itself.
        <button
          type="button"
          className="wb-contacts__name"
          aria-label={fillText(messages.contactShowOnMap, { name: contact.name })}
          onClick={() => onSelect(contact)}
        >
          {contact.name}
        </button>
      ),
    },
    { key: 'address', header: text.address, width: 'minmax(10rem, 3fr)', text: (contact) => contact.address },
    { key: 'pickup', header: text.pickup, width: '5rem', text: (contact) => contactUse(contact).pickup },
    { key: 'dropoff', header: text.dropoff, width: '5rem', text: (contact) => contactUse(contact).dropoff },
    {
      key: 'actions',
      header: text.actions,
      width: '7rem',
      cell: (contact) => (
        <button
          type="button"
          className="wb-button wb-button--danger wb-contacts__remove"
          aria-label={`${text.remove} ${contact.name}`}
          aria-disabled={removing?.has(contact.id) || undefined}
          data-contact-remove={contact.id}
          onClick={() => {
            if (!removing?.has(contact.id)) onRemove(contact)
          }}
        >
          {text.remove}
        </button>
      ),
    },
  ]
  return (
    <div className="wb-contacts__table">
      <VirtualTable
        caption={messages.tabContacts}
        rows={contacts}
        rowKey={(contact) => String(contact.id)}
        columns={columns}
        expandable={(contact) => <ContactDetails contact={contact} />}
        selectedKey={selectedId === null ? null : String(selectedId)}
        onRowClick={onSelect}
        emptyText={loading ? messages.contactsLoading : messages.contactsEmpty}
      />
    </div>
  )
}
