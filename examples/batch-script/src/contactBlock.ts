import { readFileSync } from 'node:fs'
import type { Account, BatchRow, WaybillClient } from '@waybill/sdk-core'
import { EMPTY_PARTY } from '@waybill/sdk-core/order'
import type { DraftParty } from '@waybill/sdk-core/rules'
import { UsageError } from './options.ts'

/** The contact block as a `--contact` JSON file gives it (part 2 §3.9); lat and lng are looked up when absent. */
export interface ContactInput {
  readonly name: string
  readonly address: string
  readonly unit: string
  readonly phone: string
  readonly email: string
  readonly w3w: string
  readonly lat?: number
  readonly lng?: number
}

const TEXT_FIELDS = ['name', 'address', 'unit', 'phone', 'email', 'w3w'] as const

/** Reads a `--contact` file: a JSON object of texts (name, address, unit, phone, email, w3w) and optional lat, lng. */
export function readContactFile(path: string): ContactInput {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const why = error instanceof SyntaxError ? 'not JSON' : 'not readable'
    throw new UsageError(`The contact file ${path} is ${why}.`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`The contact file ${path} must hold a JSON object.`)
  }
  const fields = parsed as Record<string, unknown>
  const texts: Record<string, string> = {}
  for (const field of TEXT_FIELDS) {
    const value = fields[field] ?? ''
    if (typeof value !== 'string') throw new UsageError(`In ${path}, '${field}' must be text.`)
    texts[field] = value.trim()
  }
  const { lat, lng } = fields
  const located = typeof lat === 'number' && typeof lng === 'number' && lat !== 0 && lng !== 0
  if ((lat !== undefined || lng !== undefined) && !located) {
    throw new UsageError(`In ${path}, 'lat' and 'lng' must both be non-zero numbers.`)
  }
  return {
    name: texts.name ?? '',
    address: texts.address ?? '',
    unit: texts.unit ?? '',
    phone: texts.phone ?? '',
    email: texts.email ?? '',
    w3w: texts.w3w ?? '',
    ...(located && { lat, lng }),
  }
}

/** The address of a contact as a row for the address check: the account's pickup address comes in parts. */
type AddressQuery = Pick<BatchRow, 'address' | 'city' | 'province' | 'postal' | 'w3w'>

/** The account's business as the contact block: its name, pickup address, mobile and email (our default). */
export function accountContact(account: Account): { contact: ContactInput; query: AddressQuery } {
  const { street, appt, city, province, postalCode } = account.pickupAddress
  return {
    contact: {
      name: account.businessName,
      address: [street, city, province, postalCode].filter((part) => part.trim() !== '').join(', '),
      unit: appt,
      phone: account.mobile ?? '',
      email: account.email,
      w3w: '',
    },
    query: { address: street, city, province, postal: postalCode },
  }
}

/**
 * The contact block as the batch form holds it, located: its own lat and lng, else the coordinates (and the
 * formatted address) the courier's address check gives (part 2 §7 validate-address, the call the rows use). A
 * contact the check cannot place in a serviced zone is a {@link UsageError}: part 2 §5.3 'The address must be in
 * a serviced zone'.
 */
export async function locateContact(
  contact: ContactInput,
  query: AddressQuery,
  deps: { readonly client: Pick<WaybillClient, 'batch'>; readonly apiCode: string },
): Promise<DraftParty> {
  const w3w = contact.w3w.replace(/^\/+/, '')
  const address = contact.address === '' && w3w !== '' ? `///${w3w}` : contact.address
  const party: DraftParty = { ...EMPTY_PARTY, ...contact, address, w3w, lat: 0, lng: 0 }
  if (contact.lat !== undefined && contact.lng !== undefined) {
    return { ...party, lat: contact.lat, lng: contact.lng }
  }
  const answer = await deps.client.batch.validateAddress(deps.apiCode, { ...query, valid: false })
  if (!answer.valid) {
    const where = address || '(none)'
    throw new UsageError(
      `The contact address ${where} could not be placed in a serviced zone: fix it, or give its lat and lng in --contact.`,
    )
  }
  return {
    ...party,
    // A street address takes the courier's formatted form; a what3words one stays '///' and the triple.
    address: contact.address === '' ? address : answer.formattedAddress,
    lat: answer.lat,
    lng: answer.lng,
  }
}
