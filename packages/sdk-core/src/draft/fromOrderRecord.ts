import { addressWithoutUnit } from '../api/orderRecord.ts'
import type { SizeCategory } from '../domain/account.ts'
import type { Order, OrderPlace } from '../domain/orderRecord.ts'
import { w3wWords } from '../forms/partyForm.ts'
import { parseWireDatetime } from '../time/localTime.ts'
import type { DropoffType, PickupType } from '../time/typeCodes.ts'
import { NO_TIMES } from './draftTimes.ts'
import { createEmptyDraft } from './emptyDraft.ts'
import { DESCRIPTION_NOTE_LABELS } from './toOrderSubmission.ts'
import type { DeliveryKind, DraftParty, DraftPhoto, OrderDraft } from './types.ts'

/** Why a server record becomes a draft: to edit that order, or to repost it as a new one (part 2 §4.2). */
export type RecordDraftPurpose = 'edit' | 'repost'

/** Options of {@link fromOrderRecord}. */
export interface FromOrderRecordOptions {
  /** Edit the order (statuses 1 and 17) or repost it (finished and cancelled statuses). */
  purpose: RecordDraftPurpose
  /** The account's default insured value: the record does not carry the order's. */
  defaultInsuranceValue: number
  /** The six size categories: a valet draft starts with its default size (the record carries none). */
  sizeCategories?: readonly SizeCategory[]
  /** Source of the new client uuid; `globalThis.crypto.randomUUID` by default. */
  randomUUID?: () => string
}

/** The description note read back (part 1 §3): the user's description and the labelled parts; '' when absent. */
export interface DescriptionNote {
  /** The description as the user wrote it. */
  description: string
  /** The pickup unit. */
  pickupUnit: string
  /** The drop-off unit. */
  dropoffUnit: string
  /** Valet: VIN. */
  vin: string
  /** Valet: repair order number. */
  ro: string
  /** Valet: license plate. */
  licensePlate: string
}

/**
 * Splits a description note 'text;Pickup unit: 4;VIN: …' (part 1 §3) into the description and its labelled parts;
 * parts without a known label stay in the description.
 */
export function parseDescriptionNote(note: string): DescriptionNote {
  const result: DescriptionNote = {
    description: '',
    pickupUnit: '',
    dropoffUnit: '',
    vin: '',
    ro: '',
    licensePlate: '',
  }
  const rest: string[] = []
  for (const part of note.split(';')) {
    const match = Object.entries(DESCRIPTION_NOTE_LABELS).find(([, label]) =>
      part.trim().startsWith(`${label}: `),
    )
    if (match)
      result[match[0] as keyof typeof DESCRIPTION_NOTE_LABELS] = part
        .trim()
        .slice(match[1].length + 2)
        .trim()
    else rest.push(part)
  }
  result.description = rest.join(';').trim()
  return result
}

const SUFFIX = /\s*-\s*(Valet|Vehicle Swap)\s*$/

/**
 * The reference name without its valet suffix and the kind the suffix and is_valet tell (part 1 §4 'Other rules';
 * part 2 §4.2): ' - Vehicle Swap' marks a vehicle swap, ' - Valet' (or '- Valet') or is_valet a valet.
 */
export function splitReferenceName(
  itemName: string,
  isValet: boolean,
): { itemName: string; kind: DeliveryKind } {
  const match = SUFFIX.exec(itemName)
  const suffix = match?.[1]
  const name = match ? itemName.slice(0, match.index) : itemName
  const kind: DeliveryKind =
    suffix === 'Vehicle Swap' ? 'vehicleSwap' : isValet || suffix === 'Valet' ? 'valet' : 'single'
  return { itemName: name.trim(), kind }
}

/**
 * A record's party: the unit marker taken out of the address; the unit as the description note wrote it when
 * it did (it keeps what the address marker's digits do not, e.g. '12A'), else as parsed from the address.
 */
function party(place: OrderPlace, noteUnit: string): DraftParty {
  const address = addressWithoutUnit(place.address)
  return {
    contactId: null,
    name: place.name,
    address,
    unit: noteUnit || place.unit,
    phone: place.phone,
    email: place.email,
    lat: place.lat,
    lng: place.lng,
    w3w: address.startsWith('///') ? w3wWords(address) : '',
  }
}

const PHOTO_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', png: 'image/png' }

/** A server photo as a draft photo: its file name and the type its extension tells (jpeg otherwise). */
function photo(url: string): DraftPhoto {
  const name = url.split(/[?#]/)[0]?.split('/').pop() ?? url
  const extension = name.split('.').pop()?.toLowerCase() ?? ''
  return { name, type: PHOTO_TYPES[extension] ?? 'image/jpeg', url }
}

const pickupType = (code: number): PickupType | null => (code === 2 || code === 3 ? code : null)
const dropoffType = (code: number): DropoffType | null => (code === 2 || code === 5 ? code : null)

/** The dates, windows and type codes of a record, read as the account's wall clock. */
function times(order: Order) {
  const pickupStart = parseWireDatetime(order.pickupEarlyDatetime)
  const pickupEnd = parseWireDatetime(order.pickupLaterDatetime)
  const dropoffStart = parseWireDatetime(order.dropoffEarlyDatetime)
  const dropoffEnd = parseWireDatetime(order.dropoffLaterDatetime)
  return {
    pickupOption: 1 as const,
    pickupType: pickupType(order.pickupType),
    pickupDate: pickupStart?.date ?? null,
    pickupStart: pickupStart?.minute ?? null,
    pickupEnd: pickupEnd?.minute ?? null,
    dropoffType: dropoffType(order.dropoffType),
    dropoffDate: dropoffStart?.date ?? null,
    dropoffStart: dropoffStart?.minute ?? null,
    dropoffEnd: dropoffEnd?.minute ?? null,
    doSpecialTime: order.doSpecialTime,
    isExpress: false,
  }
}

/**
 * A server order as a draft (part 1 §4 'Other rules'; part 2 §3.1, §4.2): the valet suffix stripped from the
 * reference name, the unit taken out of each address, the description note split back into description, VIN, RO
 * and plate, and the windows read back. An edit keeps the windows and photos and marks the draft isEditing with
 * the order's id and status; a repost is a new order: no dates, windows or photos. Either way the draft gets a new
 * client uuid (the server answers a known uuid with the order it already has). What the record does not carry
 * (size and weight, most premium options, insurance, card) starts as in a new draft. See
 * docs/decisions/order-draft.md#edit-and-repost.
 *
 * @internal
 *
 * @example
 * ```ts
 * draftStore.load(fromOrderRecord(order, { purpose: 'edit', defaultInsuranceValue: account.defaultInsuranceValue }))
 * ```
 */
export function fromOrderRecord(order: Order, options: FromOrderRecordOptions): OrderDraft {
  const { itemName, kind } = splitReferenceName(order.itemName, order.isValet)
  const note = parseDescriptionNote(order.description)
  const edit = options.purpose === 'edit'
  const base = createEmptyDraft({ ...options, kind, isIntercity: order.isIntercity })
  return {
    ...base,
    isEditing: edit,
    originalId: order.id,
    originalStatus: edit ? order.status : null,
    pickup: party(order.pickup, note.pickupUnit),
    dropoff: party(order.dropoff, note.dropoffUnit),
    dropOffAddressType: order.dropOffAddressType,
    dropoffMethod: order.dropoffMethod,
    packageCount: order.packageCount,
    itemName,
    description: note.description,
    premiumOptions: {
      ...base.premiumOptions,
      ageRestricted: order.isAgeRestricted && order.dropoffMethod !== 2,
    },
    vin: note.vin,
    ro: note.ro,
    licensePlate: note.licensePlate,
    isAssignFavouriteDriver: order.isAssignFavouriteDriver,
    assignMyFleetDriver: order.assignMyFleetDriver,
    photos: edit ? order.photos.map(photo) : [],
    ...(edit ? times(order) : NO_TIMES),
  }
}
