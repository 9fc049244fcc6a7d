import type { Infer } from 'superstruct'
import type { Contact, NewContact } from '../domain/contact.ts'
import { partyAddress, w3wWords } from '../forms/partyForm.ts'
import type { Transport } from '../http/transport.ts'
import {
  AddContactResponse,
  ContactsResponse,
  ContactsTableResponse,
  RemoveContactResponse,
  type WireContact,
} from './wire/contacts.ts'
import type { ApiPaths } from './wire/names.ts'

/**
 * Saved contacts (part 1 §2 'Contacts screen', §7). Failures of these calls are only logged by the screens
 * (part 1 §8); they reload the list after an add or a delete.
 */
export interface ContactsApi {
  /** The account's contacts, for the pickers that filter them by use (part 1 §7 `GET /api/web/user-contact`). */
  list(apiCode: string): Promise<Contact[]>
  /** The contacts for the contacts screen's table, from `data.data` (part 1 §7 `GET /api/web/user-contact/dt`). */
  table(apiCode: string): Promise<Contact[]>
  /**
   * Saves a contact (part 1 §7 `POST /api/web/user-contact`). A what3words contact with no street address is
   * saved with the address '///' and the triple (part 1 §3). The server checks the rules of part 1 §5 and
   * answers a broken one with a 422 `ApiError` naming the field.
   */
  add(apiCode: string, contact: NewContact): Promise<Contact>
  /** Deletes a contact (part 1 §7 `DELETE /api/web/user-contact/{id}`); 404 `ApiError` when it is not the account's. */
  remove(apiCode: string, id: number): Promise<void>
}

/** A wire contact in the domain's shape: 0/1 flags as booleans, a null unit as ''. */
function toContact(wire: Infer<typeof WireContact>): Contact {
  return {
    id: wire.id,
    name: wire.name,
    address: wire.address,
    unit: wire.unit ?? '',
    w3w: wire.w3w,
    phone: wire.phone,
    email: wire.email,
    isPickup: wire.is_pickup === 1,
    isDropoff: wire.is_dropoff === 1,
    latitude: wire.latitude,
    longitude: wire.longitude,
  }
}

/** The POST body: flags as 0/1, a what3words contact's address as '///' and the triple. */
function toWire(apiCode: string, contact: NewContact) {
  const words = w3wWords(contact.w3w ?? '') || null
  return {
    name: contact.name.trim(),
    address: partyAddress(contact.address, words ?? ''),
    unit: contact.unit?.trim() ?? '',
    w3w: words,
    phone: contact.phone.trim(),
    email: contact.email.trim(),
    is_pickup: contact.isPickup ? 1 : 0,
    is_dropoff: contact.isDropoff ? 1 : 0,
    latitude: contact.latitude,
    longitude: contact.longitude,
    api_code: apiCode,
  }
}

/** Builds the contact calls over a transport; `createClient` exposes them as `client.contacts`. */
export function createContactsApi(transport: Transport, paths: ApiPaths): ContactsApi {
  return {
    async list(apiCode) {
      const { data } = await transport.request({
        call: 'contacts.list',
        method: 'GET',
        path: paths.userContacts,
        query: { api_code: apiCode },
        response: ContactsResponse,
      })
      return data.map(toContact)
    },
    async table(apiCode) {
      const { data } = await transport.request({
        call: 'contacts.table',
        method: 'GET',
        path: paths.userContactsTable,
        query: { api_code: apiCode },
        response: ContactsTableResponse,
      })
      return data.data.map(toContact)
    },
    async add(apiCode, contact) {
      const { data } = await transport.request({
        call: 'contacts.add',
        method: 'POST',
        path: paths.userContacts,
        body: toWire(apiCode, contact),
        response: AddContactResponse,
      })
      return toContact(data)
    },
    async remove(apiCode, id) {
      if (!Number.isSafeInteger(id) || id < 1)
        throw new TypeError(`contacts.remove: id must be a positive integer, got ${id}`)
      await transport.request({
        call: 'contacts.remove',
        method: 'DELETE',
        path: paths.userContact.replace('{id}', String(id)),
        query: { api_code: apiCode },
        response: RemoveContactResponse,
      })
    },
  }
}
