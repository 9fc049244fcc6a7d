import { ContactsScreen } from '@waybill/widgets'

/**
 * 'Contacts' (part 1 §2 'Contacts screen', route '/userAddress'): saved contacts on a map and in a table, with
 * the add-contact modal, inside the portal layout's chrome.
 */
export function ContactsPage() {
  return (
    <>
      <h1 className="portal-title">Contacts</h1>
      <ContactsScreen />
    </>
  )
}

export default ContactsPage
