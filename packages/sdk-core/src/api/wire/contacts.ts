import { array, integer, nonempty, nullable, number, object, size, string, type } from 'superstruct'
import { NullableString, WireFlag } from './common.ts'
import { MAX_FIELD_LENGTH } from './fieldLimits.ts'
import { WireLatitude, WireLongitude } from './geo.ts'
import type { WireNames } from './names.ts'

/** Paths of the saved-contact calls (part 1 §7, part 2 §7 'Batch and bulk'). */
export function contactPaths(_names: WireNames) {
  return {
    /** GET: the account's contacts; POST: save one. */
    userContacts: '/api/web/user-contact',
    /** GET: the contacts for the contacts screen's table, in data.data. */
    userContactsTable: '/api/web/user-contact/dt',
    /** DELETE: one contact, `{id}` its id. */
    userContact: '/api/web/user-contact/{id}',
  } as const
}

/** GET /api/web/user-contact, GET …/dt and DELETE `…/{id}`: query (part 1 §7). */
export const ContactsQuery = object({ api_code: nonempty(string()) })

/** A saved contact (part 1 §3 'Contact'). */
export const WireContact = type({
  /** Contact id. */
  id: integer(),
  /** Contact or business name. */
  name: string(),
  /** Street address; a what3words contact's is '///' and the triple. */
  address: string(),
  /** Suite or unit, or null. */
  unit: NullableString,
  /** what3words triple, or null. */
  w3w: NullableString,
  /** One or several comma-separated phone numbers. */
  phone: string(),
  /** One or several comma-separated email addresses. */
  email: string(),
  /** 1: offered in pickup contact pickers. */
  is_pickup: WireFlag,
  /** 1: offered in drop-off contact pickers. */
  is_dropoff: WireFlag,
  /** Latitude in degrees. */
  latitude: number(),
  /** Longitude in degrees. */
  longitude: number(),
})

/** GET /api/web/user-contact: 200 answer, the list in data. */
export const ContactsResponse = type({ data: array(WireContact) })

/** GET /api/web/user-contact/dt: 200 answer, the list in data.data (part 1 §7). */
export const ContactsTableResponse = type({ data: type({ data: array(WireContact) }) })

const Text = size(string(), 0, MAX_FIELD_LENGTH)

/** POST /api/web/user-contact: body (part 1 §7; part 2 §3.9, §7). */
export const AddContactRequest = object({
  name: Text,
  address: Text,
  unit: Text,
  w3w: nullable(Text),
  phone: Text,
  email: Text,
  is_pickup: WireFlag,
  is_dropoff: WireFlag,
  latitude: WireLatitude,
  longitude: WireLongitude,
  api_code: nonempty(string()),
})

/** POST /api/web/user-contact: 200 answer with the saved contact. */
export const AddContactResponse = type({ data: WireContact })

/** DELETE `/api/web/user-contact/{id}`: 200 answer. */
export const RemoveContactResponse = type({ message: string() })
