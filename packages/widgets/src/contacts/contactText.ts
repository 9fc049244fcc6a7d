import { type Contact, hasCoordinates } from '@waybill/sdk-core'
import type { MapMarkerInfo } from '../maps/types.ts'

// The spec's words (part 1 §2 'Contacts screen' table): propose messages.yes / messages.no.
/** How the Pickup and Drop Off columns show a contact's use. */
export const YES_NO = { yes: 'YES', no: 'NO' } as const

// our words: propose messages.contactUnit, contactPhone, contactEmail, contactLatitude, contactLongitude, contactNoUnit
/** Labels of a contact's details in the expanded row and the map's info window. */
export const CONTACT_LABELS = {
  unit: 'Unit',
  phone: 'Phone',
  email: 'Email',
  latitude: 'Latitude',
  longitude: 'Longitude',
  /** Shown for an empty unit. */
  none: 'None',
} as const

/** 'YES' or 'NO' for a pickup or drop-off flag. */
export function yesNo(flag: boolean): string {
  return flag ? YES_NO.yes : YES_NO.no
}

/** The contact's address followed by its unit, e.g. '10220 104 Ave NW, Unit 204'; the address alone without a unit. */
export function addressWithUnit(contact: Pick<Contact, 'address' | 'unit'>): string {
  const unit = contact.unit.trim()
  return unit === '' ? contact.address : `${contact.address}, ${CONTACT_LABELS.unit} ${unit}`
}

/**
 * The info window of a contact's marker (part 1 §2 'Contacts screen'): the name as its title, then the address
 * with unit, phone, email, latitude and longitude, as plain text lines.
 */
export function contactInfo(contact: Contact): MapMarkerInfo {
  return {
    title: contact.name,
    lines: [
      addressWithUnit(contact),
      `${CONTACT_LABELS.phone}: ${contact.phone}`,
      `${CONTACT_LABELS.email}: ${contact.email}`,
      `${CONTACT_LABELS.latitude}: ${contact.latitude}`,
      `${CONTACT_LABELS.longitude}: ${contact.longitude}`,
    ],
  }
}

/** Whether a contact can be drawn: it is located (sdk-core's `hasCoordinates`, part 1 §5 'saved contacts'). */
export function isOnMap(contact: Pick<Contact, 'latitude' | 'longitude'>): boolean {
  return hasCoordinates(contact.latitude, contact.longitude)
}
