import type { Account, OrderSubmission } from '@waybill/sdk-core'
import type { OrderParty, PackageLine, PremiumOptions, ValetDetails } from '../domain/order.ts'
import { partyAddress, w3wWords } from '../forms/partyForm.ts'
import { ValidationError } from '../http/errors.ts'
import { toWireDatetime } from '../time/localTime.ts'
import { valetTypeCodes } from '../time/typeCodes.ts'
import { isStoredPhoto } from './draftRules.ts'
import type { DeliveryKind, DraftParty, OrderDraft } from './types.ts'
import { type DraftValidationMode, validateDraft } from './validateDraft.ts'

/** What {@link toOrderSubmission} reads besides the draft. */
export interface SubmissionContext {
  /** The current instant, epoch milliseconds: checks the windows and types a valet pickup. */
  readonly now: number
  /** The account timezone of the draft's dates and minutes, sent as `timezone`. */
  readonly timeZone: string
  /** The account flags the rules read: on-hold routing, the least insured value, the driver choices allowed. */
  readonly account: Pick<
    Account,
    'isOnHoldEnabled' | 'defaultInsuranceValue' | 'isFavouriteAgentEnable' | 'isMyFleetEnabled'
  >
}

/** The suffix a valet kind adds to the reference name (part 1 §4 'Other rules', part 2 §5.3). */
export const REFERENCE_NAME_SUFFIX: Readonly<Record<DeliveryKind, string>> = {
  single: '',
  valet: ' - Valet',
  vehicleSwap: ' - Vehicle Swap',
}

/**
 * The labels of the description note's parts. Part 1 §3 names the parts, not their labels: ours, see
 * docs/decisions/order-draft.md#payloads. `parseDescriptionNote` reads them back.
 */
export const DESCRIPTION_NOTE_LABELS = {
  pickupUnit: 'Pickup unit',
  dropoffUnit: 'Drop off unit',
  vin: 'VIN',
  ro: 'RO',
  licensePlate: 'License plate',
} as const

/** Separator of the description note's parts (part 1 §3). */
const NOTE_SEPARATOR = ';'

/** The reference name as submitted: trimmed, with the kind's suffix once (part 1 §4, part 2 §5.3). */
export function referenceName(itemName: string, kind: DeliveryKind): string {
  const name = itemName.trim()
  const suffix = REFERENCE_NAME_SUFFIX[kind]
  return name.endsWith(suffix) ? name : `${name}${suffix}`
}

const labelled = (label: string, value: string): string =>
  value.trim() === '' ? '' : `${label}: ${value.trim()}`

/**
 * The description note (part 1 §3): the description, the pickup and drop-off units and, for a valet kind, the VIN,
 * RO and plate, each labelled, joined by ';'; empty parts are left out.
 */
function descriptionNote(draft: OrderDraft): string {
  const parts = [
    draft.description.trim(),
    labelled(DESCRIPTION_NOTE_LABELS.pickupUnit, draft.pickup.unit),
    labelled(DESCRIPTION_NOTE_LABELS.dropoffUnit, draft.dropoff.unit),
  ]
  if (draft.kind !== 'single') {
    parts.push(
      labelled(DESCRIPTION_NOTE_LABELS.vin, draft.vin),
      labelled(DESCRIPTION_NOTE_LABELS.ro, draft.ro),
      labelled(DESCRIPTION_NOTE_LABELS.licensePlate, draft.licensePlate),
    )
  }
  return parts.filter((part) => part !== '').join(NOTE_SEPARATOR)
}

/**
 * One side of a draft as an order carries it, its texts trimmed; the what3words triple (no slashes) only when there
 * is one, and '///' plus the triple as the address when there is no street address (part 1 §3 'Contact').
 */
export function toOrderParty(party: DraftParty): OrderParty {
  const w3w = w3wWords(party.w3w)
  return {
    name: party.name.trim(),
    address: partyAddress(party.address, w3w),
    unit: party.unit.trim(),
    phone: party.phone.trim(),
    email: party.email.trim(),
    lat: party.lat,
    lng: party.lng,
    ...(w3w !== '' && { w3w }),
  }
}

/** The premium options as sent: the temperature options only on an intercity trip (part 1 §4 'Other rules'). */
export function submittedPremiumOptions(options: PremiumOptions, isIntercity: boolean): PremiumOptions {
  if (isIntercity) return options
  return { ...options, requireRefrigeratedVehicle: false, notRequireRefrigeratedVehicle: false }
}

/** The package lines with packages; the first of them, in selection order, names the order's size and weight. */
export function packageLines(draft: OrderDraft): { main: PackageLine; lines: PackageLine[] } {
  const lines = draft.packages.filter((line) => line.packages > 0)
  const [main] = lines
  if (!main) throw new TypeError('toOrderSubmission: a validated draft has a package line')
  return { main, lines }
}

/** The vehicle extras of a valet kind, or undefined for a delivery. */
export function valetDetails(draft: OrderDraft): ValetDetails | undefined {
  if (draft.kind === 'single') return undefined
  return {
    isVehicleSwap: draft.kind === 'vehicleSwap',
    vin: draft.vin.trim(),
    ro: draft.ro.trim(),
    licensePlate: draft.licensePlate.trim(),
  }
}

/** The driver choices of a draft or an order: favourite drivers first, and the My Fleet driver. */
export type DriverChoices = Pick<OrderSubmission, 'isAssignFavouriteDriver' | 'assignMyFleetDriver'>

/**
 * The driver choices the account allows (part 1 §6: enable_favourite_agent gates the favourite-driver option,
 * enable_my_fleet the fleet selector): a choice a draft kept from before its flag was turned off is dropped, so it
 * is neither sent nor routes the order.
 */
export function allowedDriverChoices(
  choices: DriverChoices,
  account: Pick<Account, 'isFavouriteAgentEnable' | 'isMyFleetEnabled'>,
): DriverChoices {
  return {
    isAssignFavouriteDriver: account.isFavouriteAgentEnable && choices.isAssignFavouriteDriver,
    assignMyFleetDriver: account.isMyFleetEnabled ? choices.assignMyFleetDriver : null,
  }
}

/**
 * Whether a new order goes ON HOLD (status 17, the on-hold call): the account has on-hold enabled and the order is
 * a valet kind or has no My Fleet driver the account allows (part 1 §3, §6; part 2 §4.3, §4.5). See
 * docs/decisions/order-draft.md#payloads.
 *
 * @example
 * ```ts
 * isOnHoldOrder(draft, { isOnHoldEnabled: true, isMyFleetEnabled: true }) // true when no My Fleet driver is chosen
 * ```
 */
export function isOnHoldOrder(
  order: OrderDraft | OrderSubmission,
  account: Pick<Account, 'isOnHoldEnabled' | 'isMyFleetEnabled'>,
): boolean {
  const vehicle = 'kind' in order ? order.kind !== 'single' : order.valet !== undefined
  const fleetDriver = account.isMyFleetEnabled ? order.assignMyFleetDriver : null
  return account.isOnHoldEnabled && (vehicle || !fleetDriver)
}

/** A value validation guarantees; reaching the throw means the rules and the builder disagree. */
export function present<T>(value: T | null, field: string): T {
  if (value === null) throw new TypeError(`order submission: ${field} is not set on a validated draft`)
  return value
}

/** The windows of a validated draft as 'YYYY-MM-DD HH:mm:ss' (part 1 §3). */
export function windowDatetimes(draft: OrderDraft) {
  const pickupDate = present(draft.pickupDate, 'pickupDate')
  const dropoffDate = present(draft.dropoffDate, 'dropoffDate')
  return {
    pickupEarlyDatetime: toWireDatetime(pickupDate, present(draft.pickupStart, 'pickupStart')),
    pickupLaterDatetime: toWireDatetime(pickupDate, present(draft.pickupEnd, 'pickupEnd')),
    dropoffEarlyDatetime: toWireDatetime(dropoffDate, present(draft.dropoffStart, 'dropoffStart')),
    dropoffLaterDatetime: toWireDatetime(dropoffDate, present(draft.dropoffEnd, 'dropoffEnd')),
  }
}

function typeCodes(draft: OrderDraft, ctx: SubmissionContext): { pickupType: number; dropoffType: number } {
  if (draft.kind === 'single') {
    return {
      pickupType: present(draft.pickupType, 'pickupType'),
      dropoffType: present(draft.dropoffType, 'dropoffType'),
    }
  }
  const pickup = {
    date: present(draft.pickupDate, 'pickupDate'),
    start: present(draft.pickupStart, 'pickupStart'),
  }
  return valetTypeCodes({ now: ctx.now, timeZone: ctx.timeZone, pickup })
}

/**
 * The URLs of the draft's uploaded photos, sent as `images` (part 1 §3 'Images', 'Submission payload'): a photo
 * still on this device (`blob:`) has no URL the server could read, so it is left out (`validateDraft` refuses such
 * a draft before it is saved or submitted).
 */
export function uploadedPhotoUrls(draft: Pick<OrderDraft, 'photos'>): string[] {
  return draft.photos.filter(isStoredPhoto).map((photo) => photo.url)
}

/**
 * The submission of a single, valet or vehicle-swap draft (part 1 §3 'Submission payload', §4 'Time type codes'):
 * the description note, the reference name suffix, the valet details and type codes, the uploaded photos' URLs
 * (`uploadedPhotoUrls`), the driver choices the account allows (`allowedDriverChoices`), ON HOLD per
 * `isOnHoldOrder`. `api/orderPayload.ts` then writes it for the wire.
 * Throws a `ValidationError` listing the failing sections when the draft is not valid: an invalid draft never
 * becomes a payload.
 *
 * @example
 * ```ts
 * const order = toOrderSubmission(draft, { now: Date.now(), timeZone: 'America/Edmonton', account })
 * ```
 */
export function toOrderSubmission(draft: OrderDraft, ctx: SubmissionContext): OrderSubmission {
  const mode: DraftValidationMode = draft.kind === 'single' ? 'single' : 'valet'
  const validation = validateDraft(draft, {
    mode,
    now: ctx.now,
    timeZone: ctx.timeZone,
    account: ctx.account,
  })
  if (!validation.ok) throw new ValidationError('draft.toOrderSubmission', validation.sections)
  const { main, lines } = packageLines(draft)
  const valet = valetDetails(draft)
  const polyline = draft.polyline.trim()
  return {
    uuid: draft.uuid,
    timezone: ctx.timeZone,
    pickup: toOrderParty(draft.pickup),
    dropoff: toOrderParty(draft.dropoff),
    itemName: referenceName(draft.itemName, draft.kind),
    description: descriptionNote(draft),
    sizeCategoryId: main.sizeCategoryId,
    weightCategoryId: main.weightCategoryId,
    packageCount: draft.packageCount,
    multiPackage: lines,
    ...typeCodes(draft, ctx),
    ...windowDatetimes(draft),
    doSpecialTime: valet ? false : draft.doSpecialTime,
    isExpress: valet ? false : draft.isExpress,
    isIntercity: draft.isIntercity,
    dropoffMethod: present(draft.dropoffMethod, 'dropoffMethod'),
    dropOffAddressType: draft.dropOffAddressType ?? 1,
    premiumOptions: submittedPremiumOptions(draft.premiumOptions, draft.isIntercity),
    ...allowedDriverChoices(draft, ctx.account),
    insuranceValue: draft.insuranceValue,
    cardId: draft.cardId,
    distance: draft.distance,
    duration: draft.duration,
    ...(polyline !== '' && { polyline }),
    images: uploadedPhotoUrls(draft),
    originalId: draft.originalId,
    ...(valet && { valet }),
    onHold: isOnHoldOrder(draft, ctx.account),
  }
}
