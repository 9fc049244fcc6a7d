/** Texts of the contacts screen and the contact/party form (part 1 §2 'Contacts screen', §5 'Contact/party form'). */
export const contactsMessages = {
  /** A contact or party without a name (part 1 §5 'Contact/party form'; part 2 §5.3). */
  nameRequired: 'Name is required',
  /** A party without address or what3words address (part 1 §5; part 2 §5.3). */
  w3wRequired: 'w3w is required',
  /** One of several comma-separated phone numbers is not valid (part 1 §5 'Contact/party form'). */
  phonesInvalid: 'Phone number(s) must be valid',
  /** One of several comma-separated emails is not valid (part 1 §5 'Contact/party form'). */
  emailsInvalid: 'Enter valid email address(es)',
  /** A saved contact that is neither pickup nor drop-off (part 1 §5 'saved contacts'). */
  pickupOrDropoffRequired: 'Pickup or Drop-Off is required',
  /** How the form shows {@link messages.pickupOrDropoffRequired} (part 1 §5). */
  selectPickupOrDropoff: 'Select Pickup or Drop-Off',

  // Contacts (part 1 §2 'Contacts screen', §5 'Contact/party form')
  /** The add-contact modal's status line while the Add Contact button is hidden. */
  addContactHint: 'The Add Contact button appears once the form is complete and valid.',
  /** The add-contact modal's status line once the Add Contact button shows. */
  addContactReady: 'Ready: press Add Contact to save.',
  /** The hint under the add-contact form's phone field. */
  contactPhoneHint: 'Enter 10-digit numbers; separate several with commas.',
  /** The hint under the add-contact form's email field. */
  contactEmailHint: 'Separate several addresses with commas.',
  /** The heading (for assistive technology) of the contacts screen's map and table. */
  savedContacts: 'Saved contacts',
  /** The contacts screen's notice after an add. */
  contactAdded: 'Contact added',
  /** The contacts screen's notice after a removal. */
  contactRemoved: 'Contact removed',
  /** The contacts table with no contact. */
  contactsEmpty: 'No contacts yet.',
  /** The contacts table during the first load. */
  contactsLoading: 'Loading contacts…',
  /** The name of a contact's name button in the contacts table; `{name}` is the contact's name. */
  contactShowOnMap: 'Show {name} on map',
  /** The name of the contacts screen's map. */
  contactsMapLabel: 'Map of contacts',
} as const
