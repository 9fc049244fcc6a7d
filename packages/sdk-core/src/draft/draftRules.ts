import { MAX_PACKAGES } from '../api/wire/orderPayload.ts'
import type { Contact } from '../domain/contact.ts'
import type { DropOffAddressType, DropoffMethod, PackageLine, PremiumOptions } from '../domain/order.ts'
import { w3wAddress, w3wWords } from '../forms/partyForm.ts'
import type { DraftParty, DraftPhoto, OrderDraft } from './types.ts'

/** Which side of a delivery a party or a contact picker is for. */
export type PartySide = 'pickup' | 'dropoff'

/**
 * The saved contacts a picker offers (part 1 §2 'Location details'): those marked for pickup use (is_pickup) or
 * for drop-off use (is_dropoff).
 *
 * @internal
 */
export function contactsFor(contacts: readonly Contact[], side: PartySide): Contact[] {
  return contacts.filter((contact) => (side === 'pickup' ? contact.isPickup : contact.isDropoff))
}

/**
 * A party with a what3words address set (part 1 §3 'Contact'): the triple is kept without slashes, and when there
 * is no street address the address is '///' and the triple. Clearing the triple clears such an address too. A
 * typed street address is kept as typed (not trimmed: the user may be typing a space).
 *
 * @example
 * ```ts
 * withW3w(EMPTY_PARTY, '///filled.count.soap') // { …, w3w: 'filled.count.soap', address: '///filled.count.soap' }
 * ```
 */
export function withW3w(party: DraftParty, text: string): DraftParty {
  const w3w = w3wWords(text)
  const isStreet = party.address.trim() !== '' && !party.address.trim().startsWith('///')
  return { ...party, w3w, address: isStreet ? party.address : w3wAddress(w3w) }
}

/**
 * The party a saved contact fills in, at the contact's coordinates; a what3words contact keeps its '///' address
 * and its bare triple, taken from its w3w field or, when that is empty, from its '///' address.
 */
export function partyFromContact(contact: Contact): DraftParty {
  const fromAddress = contact.address.trim().startsWith('///') ? contact.address : ''
  return withW3w(
    {
      contactId: contact.id,
      name: contact.name,
      address: contact.address,
      unit: contact.unit,
      phone: contact.phone,
      email: contact.email,
      lat: contact.latitude,
      lng: contact.longitude,
      w3w: '',
    },
    w3wWords(contact.w3w ?? '') || fromAddress,
  )
}

/**
 * Whether a draft edits an order already on the server (part 1 §5 'Express'; part 2 §4.2 "Edit orders"): it was
 * opened with `fromOrderRecord`'s 'edit', which sets the order's status. A repost (a new order) and an entry
 * of the order list reopened before it was ever submitted are not.
 */
export function isServerEdit(draft: Pick<OrderDraft, 'originalId' | 'originalStatus'>): boolean {
  return draft.originalId !== null && draft.originalStatus !== null
}

/**
 * Whether a photo survives a reload (part 1 §3 'Locally persisted state'): an uploaded one, with an http(s) url.
 * A `blob:` or `data:` url names a file of this page only; the stored copy of a draft leaves such photos out.
 *
 * @internal
 */
export function isStoredPhoto(photo: DraftPhoto): boolean {
  return /^https?:\/\//i.test(photo.url)
}

/** A photo left out of a stored draft (see `isStoredPhoto`): the user is told, to attach it again. */
export interface DroppedPhoto {
  /** The uuid of the draft it was attached to. */
  readonly uuid: string
  /** Its file name. */
  readonly name: string
}

/** A draft as it can be stored: only its uploaded photos, and the others named in `dropped`. */
export function withStoredPhotos(draft: OrderDraft): { draft: OrderDraft; dropped: DroppedPhoto[] } {
  const dropped = draft.photos.filter((photo) => !isStoredPhoto(photo))
  if (dropped.length === 0) return { draft, dropped: [] }
  return {
    draft: { ...draft, photos: draft.photos.filter(isStoredPhoto) },
    dropped: dropped.map((photo) => ({ uuid: draft.uuid, name: photo.name })),
  }
}

/** What a drop-off location type does to the drop-off method (part 1 §4 'Other rules'; part 2 §4.4). */
export interface DropoffMethodRule {
  /** The method the type sets: 1 In-Person for 2, 3 and 4, else 0 Leave At Door. */
  readonly method: DropoffMethod
  /** Leave At Door may not be chosen. */
  readonly leaveAtDoorDisabled: boolean
}

/**
 * The drop-off method rule (part 1 §4 'Other rules'; part 2 §4.4): Business (2), School (3) and Hospital (4) force
 * In-Person and disable Leave At Door; Home, Apartment Building and no type default to Leave At Door.
 *
 * @internal
 */
export function dropoffMethodRule(type: DropOffAddressType | null): DropoffMethodRule {
  const forced = type === 2 || type === 3 || type === 4
  return { method: forced ? 1 : 0, leaveAtDoorDisabled: forced }
}

const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf']

/** Whether a file type may be attached as a photo: jpeg, png or pdf only (part 1 §3 'Images', §5, §9). */
export function isAcceptedPhotoType(type: string): boolean {
  return PHOTO_TYPES.includes(type)
}

const sameLine = (line: PackageLine, size: number, weight: number) =>
  line.sizeCategoryId === size && line.weightCategoryId === weight

/**
 * The package lines after a size/weight toggle (part 1 §4 'Other rules'): selecting a size and weight adds it with
 * a package count of 1; selecting it again deselects it, setting its count to 0, which removes it.
 */
export function toggleLine(lines: readonly PackageLine[], size: number, weight: number): PackageLine[] {
  return lines.some((line) => sameLine(line, size, weight))
    ? lines.filter((line) => !sameLine(line, size, weight))
    : [...lines, { sizeCategoryId: size, weightCategoryId: weight, packages: 1 }]
}

/** Whether a number of packages may be set: a whole number from 0 to 999. */
export function isPackageCount(count: number): boolean {
  return Number.isInteger(count) && count >= 0 && count <= MAX_PACKAGES
}

/**
 * The package lines with one line's count set (part 1 §3 multi_package): 0 removes the line (deselecting); a count
 * for a size and weight not yet selected selects it.
 */
export function withLinePackages(
  lines: readonly PackageLine[],
  size: number,
  weight: number,
  packages: number,
): PackageLine[] {
  const others = lines.filter((line) => !sameLine(line, size, weight))
  if (packages === 0) return others
  const line = { sizeCategoryId: size, weightCategoryId: weight, packages }
  const at = lines.findIndex((each) => sameLine(each, size, weight))
  return at === -1 ? [...lines, line] : lines.map((each, index) => (index === at ? line : each))
}

/**
 * The temperature-control options (part 1 §4 'Other rules'): offered for intercity deliveries only.
 *
 * @internal
 */
export const TEMPERATURE_OPTIONS = ['requireRefrigeratedVehicle', 'notRequireRefrigeratedVehicle'] as const

/**
 * Premium options with one option set (part 1 §4 'Other rules'): ticking 'require refrigerated vehicle' unticks
 * 'not require refrigerated vehicle' and the other way round.
 *
 * @internal
 */
export function withPremiumOption(
  options: PremiumOptions,
  option: keyof PremiumOptions,
  value: boolean,
): PremiumOptions {
  const next = { ...options, [option]: value }
  if (value && option === 'requireRefrigeratedVehicle') next.notRequireRefrigeratedVehicle = false
  if (value && option === 'notRequireRefrigeratedVehicle') next.requireRefrigeratedVehicle = false
  return next
}
