import type { NewContact } from '../domain/contact.ts'
import { messages } from '../domain/messages.ts'
import {
  hasCoordinates,
  hasNoErrors,
  isBlank,
  isCanadianPhone,
  isEmailList,
  isPhoneList,
} from './patterns.ts'

/**
 * Which form the party rules run for: a saved contact (part 1 §5 'saved contacts'), a pickup or drop-off side
 * of a draft (part 1 §2 'Location details'), or the contact block of a batch (part 2 §5.3).
 *
 * @internal
 */
export type PartyFormMode = 'contact' | 'party' | 'batchContact'

/**
 * The contact/party form's values as typed (part 1 §3 'Contact', 'Party data'; part 2 §3.9).
 *
 * @internal
 */
export interface PartyValues {
  /** Contact or business name. */
  readonly name: string
  /** Street address; may be empty when `w3w` is given. */
  readonly address: string
  /** what3words address, with or without its leading '///'; may be empty when `address` is given. */
  readonly w3w: string
  /** Suite or unit; optional. */
  readonly unit?: string
  /** One or several comma-separated phone numbers (one Canadian number in 'batchContact' mode). */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** 'contact' mode: offered in pickup contact pickers. */
  readonly isPickup?: boolean
  /** 'contact' mode: offered in drop-off contact pickers. */
  readonly isDropoff?: boolean
  /** 'contact' mode: latitude in degrees, from the geocoder or what3words; null until located. */
  readonly latitude?: number | null
  /** 'contact' mode: longitude in degrees; null until located. */
  readonly longitude?: number | null
}

/**
 * Field messages of the contact/party form; a valid field has none.
 *
 * @internal
 */
export interface PartyErrors {
  /** 'Name is required'. */
  name?: string
  /** 'Address is required' (neither address nor what3words given). */
  address?: string
  /** 'w3w is required' (neither address nor what3words given). */
  w3w?: string
  /** 'Phone number(s) must be valid', or 'Phone number must be valid' in 'batchContact' mode. */
  phone?: string
  /** 'Email is required' or 'Enter valid email address(es)'. */
  email?: string
  /** 'contact' mode: 'Pickup or Drop-Off is required', shown as {@link pickupOrDropoffText}. */
  pickupOrDropoff?: string
  /** 'contact' mode: 'Validate the address first' while latitude or longitude is missing or 0. */
  coordinates?: string
}

/**
 * The what3words triple of a typed what3words address: trimmed, its leading slashes removed; '' when none.
 *
 * @internal
 *
 * @example
 * ```ts
 * w3wWords(' ///filled.count.soap ') // 'filled.count.soap'
 * ```
 */
export function w3wWords(text: string): string {
  return text.trim().replace(/^\/+/, '').trim()
}

/**
 * A what3words address as it is stored: '///' and the triple (part 1 §3 'Contact'); '' when there is no triple.
 *
 * @internal
 *
 * @example
 * ```ts
 * w3wAddress('filled.count.soap') // '///filled.count.soap'
 * ```
 */
export function w3wAddress(text: string): string {
  const words = w3wWords(text)
  return words === '' ? '' : `///${words}`
}

/**
 * The address a party is stored with: its street address, or the what3words address when it has none.
 *
 * @internal
 */
export function partyAddress(address: string, w3w: string): string {
  const street = address.trim()
  return street === '' ? w3wAddress(w3w) : street
}

/** The address-or-what3words rule (part 1 §5; part 2 §5.3): both messages when neither is given. */
export function addressOrW3wErrors(address: string, w3w: string): Pick<PartyErrors, 'address' | 'w3w'> {
  if (!isBlank(address) || w3wWords(w3w) !== '') return {}
  return { address: messages.addressRequired, w3w: messages.w3wRequired }
}

/**
 * Checks the contact/party form (part 1 §5 'Contact/party form'; part 2 §5.3 contact form): name; address
 * unless what3words, what3words unless address; the phone list (one Canadian number for a batch contact); the
 * email list; for a saved contact, pickup or drop-off use and located coordinates. The zone check is a call
 * (`geo`), not part of these rules.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateParty({ ...values, phone: '555-1234' }, 'party').phone // 'Phone number(s) must be valid'
 * ```
 */
export function validateParty(values: PartyValues, mode: PartyFormMode): PartyErrors {
  const errors: PartyErrors = {}
  if (isBlank(values.name)) errors.name = messages.nameRequired
  Object.assign(errors, addressOrW3wErrors(values.address, values.w3w))
  if (mode === 'batchContact') {
    if (!isCanadianPhone(values.phone)) errors.phone = messages.phoneInvalid
  } else if (!isPhoneList(values.phone)) errors.phone = messages.phonesInvalid
  if (isBlank(values.email)) errors.email = messages.emailRequired
  else if (!isEmailList(values.email)) errors.email = messages.emailsInvalid
  if (mode === 'contact') {
    if (!values.isPickup && !values.isDropoff) errors.pickupOrDropoff = messages.pickupOrDropoffRequired
    if (!hasCoordinates(values.latitude, values.longitude)) errors.coordinates = messages.validateAddressFirst
  }
  return errors
}

/**
 * Whether {@link validateParty} found nothing: for a saved contact, the Add Contact button shows (part 1 §5).
 *
 * @internal
 */
export function isPartyValid(errors: PartyErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * What the contact form shows for the pickup-or-drop-off rule: 'Select Pickup or Drop-Off' (part 1 §5), or undefined.
 *
 * @internal
 */
export function pickupOrDropoffText(errors: PartyErrors): string | undefined {
  return errors.pickupOrDropoff === undefined ? undefined : messages.selectPickupOrDropoff
}

/**
 * Whether a side has its name, address (a what3words address counts), email and phone non-empty: the rule of
 * part 1 §5 'A side is valid only if ...' behind the Location details 'Next' button (part 1 §2).
 *
 * @internal
 */
export function isPartyComplete(values: PartyValues): boolean {
  return ![values.name, partyAddress(values.address, values.w3w), values.email, values.phone].some(isBlank)
}

/**
 * The message of a pickup, drop-off or batch contact block: 'Please Check Your Data' when the side is
 * incomplete or a field is invalid (part 1 §2 'Location details', §8; part 2 §5.3), otherwise undefined.
 *
 * @internal
 */
export function partyBlockMessage(values: PartyValues, mode: PartyFormMode): string | undefined {
  const valid = isPartyComplete(values) && isPartyValid(validateParty(values, mode))
  return valid ? undefined : messages.checkYourData
}

/**
 * The contact `contacts.add` saves, from valid 'contact' mode values: texts trimmed, the what3words triple
 * without slashes, the address '///' and the triple when no street address was given (part 1 §3).
 *
 * @internal
 *
 * @throws TypeError when the coordinates are missing: call it only after {@link validateParty} found nothing.
 */
export function toNewContact(values: PartyValues): NewContact {
  const { latitude, longitude } = values
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !hasCoordinates(latitude, longitude))
    throw new TypeError('toNewContact: the contact is not located yet')
  const words = w3wWords(values.w3w)
  return {
    name: values.name.trim(),
    address: partyAddress(values.address, values.w3w),
    unit: values.unit?.trim() ?? '',
    w3w: words === '' ? null : words,
    phone: values.phone.trim(),
    email: values.email.trim(),
    isPickup: values.isPickup === true,
    isDropoff: values.isDropoff === true,
    latitude,
    longitude,
  }
}
