import { AddContactRequest, ContactsQuery } from '@waybill/sdk-core/wire'
import type { Infer } from 'superstruct'
import { requireAccount } from '../auth/requireAccount.ts'
import { deleteContact, insertContact, listContacts, type NewContactRow } from '../db/tables/contacts.ts'
import { isWellFormedTriple, normaliseWords } from '../geo/what3words.ts'
import { HttpError, json, pathId, validateBody, validateQuery } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** One phone number of part 1 §5: optional +, optional 1-4 digit prefix, then 3+3+4 digits (space or dash). */
const PHONE = /^\+?(\d{1,4}[ -]?)?\d{3}[ -]?\d{3}[ -]?\d{4}$/
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/

/** Whether every comma-separated item of a list is non-empty and matches (part 1 §5 phone and email). */
function everyItem(list: string, pattern: RegExp): boolean {
  const items = list.split(',').map((item) => item.trim())
  return items.length > 0 && items.every((item) => pattern.test(item))
}

function invalid(message: string): never {
  throw new HttpError(422, message)
}

/**
 * The contact rules of part 1 §5, on top of the wire schema: a name; an address unless a what3words triple
 * is given (then the address is stored as '///' and the triple); valid phone and email lists; pickup or
 * drop-off use; real, non-zero coordinates. Each failure is 422 with a message naming the field.
 */
export function checkContact(body: Infer<typeof AddContactRequest>): NewContactRow {
  const name = body.name.trim()
  if (name === '') invalid('The name field is required.')
  const words = body.w3w === null || body.w3w.trim() === '' ? null : normaliseWords(body.w3w)
  if (words !== null && !isWellFormedTriple(words)) invalid('The w3w field must be a 3 word address.')
  let address = body.address.trim()
  if (address === '' && words === null) invalid('The address field is required when w3w is not present.')
  if (address === '' && words !== null) address = `///${words}`
  if (address.startsWith('///') && normaliseWords(address) !== words) {
    invalid('The address field of a what3words contact must be /// and the w3w field.')
  }
  if (!everyItem(body.phone, PHONE)) invalid('The phone field must hold valid phone number(s).')
  if (!everyItem(body.email, EMAIL)) invalid('The email field must hold valid email address(es).')
  if (body.is_pickup !== 1 && body.is_dropoff !== 1) {
    invalid('The is_pickup or is_dropoff field must be 1: Pickup or Drop-Off is required.')
  }
  if (body.latitude === 0) invalid('The latitude field must be a non-zero number.')
  if (body.longitude === 0) invalid('The longitude field must be a non-zero number.')
  return {
    name,
    address,
    unit: body.unit.trim() === '' ? null : body.unit.trim(),
    w3w: words,
    phone: body.phone.trim(),
    email: body.email.trim(),
    is_pickup: body.is_pickup,
    is_dropoff: body.is_dropoff,
    latitude: body.latitude,
    longitude: body.longitude,
  }
}

/** The message of a delete for a contact the account does not have. */
export const CONTACT_NOT_FOUND = 'Contact not found.'

/** Saved contacts: list, table, add, delete (part 1 §7; part 2 §7 'Batch and bulk'). */
export function createContactRoutes({ db, paths }: App): Route[] {
  return [
    {
      method: 'GET',
      path: paths.userContacts,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, ContactsQuery).api_code)
        return json(200, { data: listContacts(db, account.id) })
      },
    },
    {
      method: 'GET',
      path: paths.userContactsTable,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, ContactsQuery).api_code)
        const contacts = listContacts(db, account.id)
        return json(200, { data: { data: contacts, recordsTotal: contacts.length } })
      },
    },
    {
      method: 'POST',
      path: paths.userContacts,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), AddContactRequest)
        const account = requireAccount(db, body.api_code)
        return json(200, { message: 'ok', data: insertContact(db, account.id, checkContact(body)) })
      },
    },
    {
      method: 'DELETE',
      path: paths.userContact,
      handler(ctx) {
        const account = requireAccount(db, validateQuery(ctx.query, ContactsQuery).api_code)
        const id = pathId(ctx.params.id)
        if (id === undefined || !deleteContact(db, account.id, id)) {
          throw new HttpError(404, CONTACT_NOT_FOUND)
        }
        return json(200, { message: 'ok' })
      },
    },
  ]
}
