import type { SizeCategory } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import type { PackageLine, PremiumOptions } from '../domain/order.ts'
import { createEmptyDraft, EMPTY_PARTY } from '../draft/emptyDraft.ts'
import type { DraftParty, DraftPhoto, OrderDraft } from '../draft/types.ts'
import { type DraftValidation, PHOTO_FILE_EXTENSIONS, validateDraft } from '../draft/validateDraft.ts'
import { PRICE_LINE_LABELS } from '../pricing/priceLabels.ts'
import { sizeWeightChoices } from '../pricing/sizeWeightChoices.ts'
import { DEFAULT_TIMEZONE } from '../time/localTime.ts'
import type { OlderShipment, OlderShipmentParty, OlderShipmentSize } from './olderShipment.ts'

/**
 * Which of the six size and weight buttons (`sizeWeightChoices`) each older size is: small, medium and large the
 * lighter button of their tier, extra large the heavier large one — the biggest the current form offers.
 */
export const OLDER_SIZE_CHOICE: Readonly<Record<OlderShipmentSize, number>> = {
  small: 0,
  medium: 2,
  large: 4,
  xlarge: 5,
}

/**
 * The premium options of the older flow (special, loading, unloading), as the current draft names them.
 *
 * @internal
 */
export const OLDER_PREMIUM_OPTIONS: readonly (keyof PremiumOptions)[] = [
  'specialCare',
  'loadNeeds',
  'unloadNeeds',
]

/** What {@link olderShipmentToDraft} needs besides the shipment. */
export interface OlderShipmentContext {
  /** The size categories of the catalogue (the session's): the older sizes become their buttons. */
  readonly sizeCategories: readonly SizeCategory[]
  /** The account's default insured value: the draft starts with it. */
  readonly defaultInsuranceValue: number
  /** Source of the draft's client uuid; `crypto.randomUUID` by default. */
  readonly randomUUID?: () => string
}

/** 'HH:mm' (or 'HH:mm:ss') as minutes of the day. */
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** A side of the current draft from an older sender or recipient: the business is the name, mobile the phone. */
export function olderPartyToDraftParty(party: OlderShipmentParty): DraftParty {
  const address =
    party.address.trim() ||
    [party.street, party.city, party.province].filter((part) => part.trim()).join(', ')
  return {
    ...EMPTY_PARTY,
    name: party.businessName.trim(),
    address,
    unit: party.unit.trim(),
    phone: party.mobile.trim(),
    email: party.email.trim(),
    lat: party.lat ?? 0,
    lng: party.lng ?? 0,
  }
}

/** A stored photo of the older draft: its URL, named after its file, typed by its extension. */
function photoOf(url: string): DraftPhoto {
  const name = decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '') || url
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase()
  const type = Object.entries(PHOTO_FILE_EXTENSIONS).find(([, extensions]) =>
    extensions.includes(extension),
  )?.[0]
  return { name, type: type ?? 'application/octet-stream', url }
}

/** The size lines and the notes that describe them ('Small: paperbacks'), in the order small to extra large. */
function packagesOf(shipment: OlderShipment, sizeCategories: readonly SizeCategory[]) {
  const choices = sizeWeightChoices(sizeCategories)
  const lines: PackageLine[] = []
  const notes: string[] = []
  for (const size of Object.keys(OLDER_SIZE_CHOICE) as OlderShipmentSize[]) {
    const chosen = shipment.packages[size]
    if (!chosen.selected) continue
    const choice = choices[OLDER_SIZE_CHOICE[size]]
    // The catalogue has six buttons; fewer (a partial list) would drop packages without a word.
    if (!choice) throw new TypeError(`olderShipmentToDraft: the size categories have no button for ${size}`)
    lines.push({ sizeCategoryId: choice.size.id, weightCategoryId: choice.weight.id, packages: chosen.qty })
    if (chosen.description.trim()) notes.push(`${OLDER_SIZE_NAMES[size]}: ${chosen.description.trim()}`)
  }
  return { lines, notes }
}

const OLDER_SIZE_NAMES: Readonly<Record<OlderShipmentSize, string>> = {
  small: messages.shipmentSizeSmall,
  medium: messages.shipmentSizeMedium,
  large: messages.shipmentSizeLarge,
  xlarge: messages.shipmentSizeExtraLarge,
}

/**
 * The current order draft of an older shipment draft (part 1 §3 'Older shipment draft'; issue 10), so that a
 * shipment is priced and submitted through the same engines as every other delivery. Field by field:
 * - sender → pickup, recipient → drop-off: business name → name; address (else street, city and province
 *   joined) → address; unit; mobile → phone; email; coordinates when given (else the side must be located);
 * - refNumber → the reference name (item name);
 * - each selected size → a package line of its button ({@link OLDER_SIZE_CHOICE}) with its qty; the package count
 *   is their sum; each size's description → a 'Size: description' note;
 * - instructions: details, then the size notes, then 'Returning an item' when returning is chosen (no option of
 *   the current form charges for it), joined with '; ' → the description; special → special care, loading →
 *   loading help, unloading → unloading help;
 * - REGULAR windows → pickup and drop-off type 2 (a scheduled window), 'Your Delivery Windows', the date and
 *   the window's minutes;
 * - images → stored photos; the drop-off method Leave At Door (part 2 §4.4's default), no location type; the
 *   insured value the account's default. The weekly pickup hours are not mapped: company info has today's.
 *
 * The trip is not known yet (intercity, distance, duration): a script runs the trip lookup (`createTripLookup`) on
 * the draft before pricing it, as the forms do. Throws a TypeError when `sizeCategories` lack a size's button.
 */
export function olderShipmentToDraft(shipment: OlderShipment, ctx: OlderShipmentContext): OrderDraft {
  const base = createEmptyDraft({
    kind: 'single',
    defaultInsuranceValue: ctx.defaultInsuranceValue,
    ...(ctx.randomUUID && { randomUUID: ctx.randomUUID }),
  })
  const { lines, notes } = packagesOf(shipment, ctx.sizeCategories)
  const { details, premium } = shipment.instructions
  const description = [
    details.trim(),
    ...notes,
    premium.returning ? PRICE_LINE_LABELS.returningAnItemFeeCents : '',
  ]
    .filter((part) => part !== '')
    .join('; ')
  return {
    ...base,
    pickup: olderPartyToDraftParty(shipment.sender),
    dropoff: olderPartyToDraftParty(shipment.recipient),
    itemName: shipment.refNumber.trim(),
    description,
    packages: lines,
    packageCount: lines.reduce((sum, line) => sum + line.packages, 0),
    premiumOptions: {
      ...base.premiumOptions,
      specialCare: premium.special,
      loadNeeds: premium.loading,
      unloadNeeds: premium.unloading,
    },
    dropoffMethod: 0,
    photos: shipment.images.map(photoOf),
    pickupOption: 1,
    pickupType: 2,
    pickupDate: shipment.pickup.date,
    pickupStart: minutesOf(shipment.pickup.windowStart),
    pickupEnd: minutesOf(shipment.pickup.windowClose),
    dropoffType: 2,
    dropoffDate: shipment.dropoff.date,
    dropoffStart: minutesOf(shipment.dropoff.windowStart),
    dropoffEnd: minutesOf(shipment.dropoff.windowClose),
  }
}

/** What {@link validateOlderShipment} reads besides the shipment. */
export interface OlderShipmentCheckContext extends OlderShipmentContext {
  /** The current instant, epoch milliseconds. */
  readonly now: number
  /** The account timezone; 'America/Edmonton' by default. */
  readonly timeZone?: string
}

/**
 * Checks an older shipment with the order form's rules, in the older flow's mode (part 1 §5 'Older checks': a
 * pickup window under 2 hours is 'Minimum Time Is 2 Hours', a drop-off window under 1 hour 'Minimum Time Is 1
 * Hours'): the shipment is mapped ({@link olderShipmentToDraft}) and `validateDraft` runs — one set of rules.
 */
export function validateOlderShipment(
  shipment: OlderShipment,
  ctx: OlderShipmentCheckContext,
): DraftValidation {
  return validateDraft(olderShipmentToDraft(shipment, ctx), {
    mode: 'shipment',
    now: ctx.now,
    timeZone: ctx.timeZone ?? DEFAULT_TIMEZONE,
    account: { defaultInsuranceValue: ctx.defaultInsuranceValue },
  })
}
