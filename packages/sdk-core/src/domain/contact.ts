import { addressWithUnit } from './formatUnit.ts'
import { messages } from './messages.ts'

/** A saved contact (part 1 §3 'Contact'): a pickup or drop-off party the user picks from a list. */
export interface Contact {
  /** Contact id (DELETE `/api/web/user-contact/{id}`). */
  readonly id: number
  /** Contact or business name. */
  readonly name: string
  /** Street address; a what3words contact's is '///' and the triple (part 1 §3). */
  readonly address: string
  /** Suite or unit; '' when none. */
  readonly unit: string
  /** what3words triple, or null. */
  readonly w3w: string | null
  /** One or several comma-separated phone numbers. */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** Offered in pickup contact pickers (is_pickup). */
  readonly isPickup: boolean
  /** Offered in drop-off contact pickers (is_dropoff). */
  readonly isDropoff: boolean
  /** Latitude in degrees. */
  readonly latitude: number
  /** Longitude in degrees. */
  readonly longitude: number
}

/**
 * A contact to save (part 1 §7 `POST /api/web/user-contact`). At least one of `isPickup` and `isDropoff`
 * must be true, and an address or a what3words triple given (part 1 §5).
 */
export interface NewContact {
  /** Contact or business name. */
  readonly name: string
  /** Street address; may be empty when `w3w` is given (it is then saved as '///' and the triple). */
  readonly address: string
  /** Suite or unit; '' or absent when none. */
  readonly unit?: string
  /** what3words triple, with or without a leading '///'; absent when none. */
  readonly w3w?: string | null
  /** One or several comma-separated phone numbers. */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** Offer it in pickup contact pickers. */
  readonly isPickup: boolean
  /** Offer it in drop-off contact pickers. */
  readonly isDropoff: boolean
  /** Latitude in degrees, from the geocoder or what3words. */
  readonly latitude: number
  /** Longitude in degrees, from the geocoder or what3words. */
  readonly longitude: number
}

/**
 * Labels of a contact's details: the contacts table's expanded row and the map's info window (part 1 §2).
 *
 * @internal
 */
export const CONTACT_LABELS = {
  /** The unit of the address. */
  unit: 'Unit',
  /** The phone number(s). */
  phone: 'Phone',
  /** The email address(es). */
  email: 'Email',
  /** Latitude in degrees. */
  latitude: 'Latitude',
  /** Longitude in degrees. */
  longitude: 'Longitude',
  /** Shown for a contact without a unit. */
  none: 'None',
} as const

/**
 * The Pickup and Drop Off columns of the contacts table: 'YES' or 'NO' each (part 1 §2 'Contacts screen').
 *
 * @internal
 */
export function contactUse(contact: Pick<Contact, 'isPickup' | 'isDropoff'>): {
  readonly pickup: string
  readonly dropoff: string
} {
  const yesNo = (flag: boolean) => (flag ? messages.yes : messages.no)
  return { pickup: yesNo(contact.isPickup), dropoff: yesNo(contact.isDropoff) }
}

/**
 * A contact's unit as its details show it: the unit, or 'None' when it has none (part 1 §2 'Contacts screen').
 *
 * @internal
 */
export function contactUnitText(contact: Pick<Contact, 'unit'>): string {
  const unit = contact.unit.trim()
  return unit === '' ? CONTACT_LABELS.none : unit
}

/**
 * The address followed by the unit, e.g. '10220 104 Ave NW, Unit 204'; the address alone when there is no unit
 * (part 1 §2 'Contacts screen': the info window shows the address with unit). The unit reads as `formatUnit`
 * shows it: 'Unit 2' typed stays 'Unit 2'.
 *
 * @internal
 */
export function contactAddressLine(contact: Pick<Contact, 'address' | 'unit'>): string {
  return addressWithUnit(contact.address, contact.unit)
}

/**
 * The lines of a contact's info window under its name (part 1 §2 'Contacts screen'): address with unit, phone,
 * email, latitude and longitude, as plain text.
 *
 * @internal
 */
export function contactInfoLines(contact: Contact): readonly string[] {
  return [
    contactAddressLine(contact),
    `${CONTACT_LABELS.phone}: ${contact.phone}`,
    `${CONTACT_LABELS.email}: ${contact.email}`,
    `${CONTACT_LABELS.latitude}: ${contact.latitude}`,
    `${CONTACT_LABELS.longitude}: ${contact.longitude}`,
  ]
}
