import type { Account, ValidationIssue } from '@waybill/sdk-core'
import { MAX_INSURANCE_VALUE, MAX_PACKAGES } from '../api/wire/orderPayload.ts'
import { messages } from '../domain/messages.ts'
import { checkWindows, type WindowProblems } from '../time/windowRules.ts'
import { isAcceptedPhotoType, isStoredPhoto } from './draftRules.ts'
import { locationSideCheck } from './sideCheck.ts'
import type { DraftParty, OrderDraft } from './types.ts'

/**
 * Which form checks a draft (part 1 §5 'Single delivery checks', §2 valet form; part 2 §5.1, §5.3); 'shipment' is
 * the older flow at `/shipment`: the single form's rules with the older window minimums (part 1 §5 'Older checks').
 */
export type DraftValidationMode = 'single' | 'batch' | 'valet' | 'shipment'

/** A section of the failing sections list, in the order the forms list them. */
export type DraftSectionKey =
  | 'pickup'
  | 'dropoff'
  | 'itemName'
  | 'sizeWeight'
  | 'dropoffMethod'
  | 'description'
  | 'pickupTime'
  | 'dropoffTime'
  | 'refrigeration'
  | 'packageCount'
  | 'vin'
  | 'insurance'
  | 'photos'

/** One failing section: its key, its label in the list and the message shown at the field. */
export interface DraftSection extends ValidationIssue {
  /** Which section failed. */
  readonly key: DraftSectionKey
}

/** What {@link validateDraft} found. */
export interface DraftValidation {
  /** Nothing failed: the draft may be submitted. */
  readonly ok: boolean
  /** The failing sections in the form's order, shown under `messages.checkSections`; empty when ok. */
  readonly sections: readonly DraftSection[]
}

/** What {@link validateDraft} reads besides the draft. */
export interface DraftValidationContext {
  /** Which form's rules apply. */
  readonly mode: DraftValidationMode
  /** The current instant, epoch milliseconds. */
  readonly now: number
  /** The account timezone, e.g. 'America/Edmonton'. */
  readonly timeZone: string
  /** The account's default insured value: the draft's may not be lower. */
  readonly account: Pick<Account, 'defaultInsuranceValue'>
}

/**
 * A side is valid when its block is (part 1 §5 'Contact/party form': complete and every field valid; a batch
 * contact block by part 2 §5.3) and it is located: coordinates non-zero (part 1 §5, part 2 §5.2).
 */
function partyProblem(party: DraftParty, mode: DraftValidationMode): string | undefined {
  return locationSideCheck(party, mode === 'batch' ? 'batchContact' : 'party').block
}

const isCount = (value: number, least: number): boolean =>
  Number.isInteger(value) && value >= least && value <= MAX_PACKAGES

/** The package count and every line's count are whole numbers within bounds (batch lines may hold 0). */
function countsValid(draft: OrderDraft, mode: DraftValidationMode): boolean {
  const leastPerLine = mode === 'batch' ? 0 : 1
  const linesValid = draft.packages.every((line) => isCount(line.packages, leastPerLine))
  return linesValid && (mode === 'batch' || isCount(draft.packageCount, 1))
}

function sizeWeightProblem(draft: OrderDraft, mode: DraftValidationMode): string | undefined {
  if (draft.packages.length === 0) return messages.selectSizeWeight
  if (mode === 'batch' && !draft.packages.some((line) => line.packages > 0)) return messages.packageRequired
  if (mode === 'valet' && !countsValid(draft, mode)) return messages.sectionPackageCount
  return undefined
}

function windows(draft: OrderDraft, ctx: DraftValidationContext): WindowProblems {
  const valet = ctx.mode === 'valet'
  return checkWindows({
    mode: ctx.mode,
    isExpress: draft.isExpress && ctx.mode === 'single',
    pickupType: valet ? 2 : draft.pickupType,
    dropoffType: valet ? 2 : draft.dropoffType,
    pickup: { date: draft.pickupDate, start: draft.pickupStart, end: draft.pickupEnd },
    dropoff: { date: draft.dropoffDate, start: draft.dropoffStart, end: draft.dropoffEnd },
    now: ctx.now,
    timeZone: ctx.timeZone,
  })
}

const isVehicle = (draft: OrderDraft): boolean => draft.kind !== 'single'

/**
 * Characters of a VIN: exactly 17 (part 1 §5, §9 'VIN length 17'; part 2 §5.3).
 *
 * @internal
 */
export const VIN_LENGTH = 17

/**
 * The file extensions of each photo type `isAcceptedPhotoType` accepts: jpeg, png and pdf (part 1 §3 'Images', §5,
 * §9 'Upload types').
 */
export const PHOTO_FILE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
}

/**
 * A file input's `accept` for photos: the extensions of `PHOTO_FILE_EXTENSIONS` ('.jpg,.jpeg,.png,.pdf').
 *
 * @internal
 */
export const PHOTO_FILE_ACCEPT: string = Object.values(PHOTO_FILE_EXTENSIONS).flat().join(',')

/** A batch-level draft holds one side, the contact block; the other side is the rows (part 2 §2.4, §3.10). */
const checksSide = (draft: OrderDraft, mode: DraftValidationMode, side: 'pickup' | 'dropoff'): boolean =>
  mode !== 'batch' || draft.batch === null || (side === 'pickup') === (draft.batch === 'oneToMany')

/**
 * Only jpeg, png and pdf (part 1 §5); and every photo uploaded (an http(s) url, see `isStoredPhoto`): one still
 * uploading, or whose upload failed, would be lost with the order (part 1 §3 'Images', 'Locally persisted state').
 */
function photosProblem(draft: OrderDraft): string | undefined {
  if (!draft.photos.every((photo) => isAcceptedPhotoType(photo.type))) return messages.photoTypeInvalid
  if (!draft.photos.every(isStoredPhoto)) return messages.photosPending
  return undefined
}

type Rule = readonly [
  key: DraftSectionKey,
  label: string,
  problem: (draft: OrderDraft, ctx: DraftValidationContext) => string | undefined,
]

const RULES: readonly Rule[] = [
  [
    'pickup',
    messages.sectionPickup,
    (d, c) => (checksSide(d, c.mode, 'pickup') ? partyProblem(d.pickup, c.mode) : undefined),
  ],
  [
    'dropoff',
    messages.sectionDropoff,
    (d, c) => (checksSide(d, c.mode, 'dropoff') ? partyProblem(d.dropoff, c.mode) : undefined),
  ],
  [
    'itemName',
    messages.sectionReferenceName,
    (d, c) => (c.mode !== 'batch' && d.itemName.trim() === '' ? messages.referenceNameRequired : undefined),
  ],
  ['sizeWeight', messages.sectionSizeWeight, (d, c) => sizeWeightProblem(d, c.mode)],
  [
    'dropoffMethod',
    messages.sectionDropoffMethod,
    (d) => (d.dropoffMethod === null ? messages.dropoffMethodRequired : undefined),
  ],
  [
    'description',
    messages.sectionDescription,
    (d, c) =>
      (c.mode === 'batch' || c.mode === 'valet') && d.description.trim() === ''
        ? messages.descriptionRequired
        : undefined,
  ],
  ['pickupTime', messages.sectionPickupTime, (d, c) => windows(d, c).pickupTime],
  ['dropoffTime', messages.sectionDropoffTime, (d, c) => windows(d, c).dropoffTime],
  [
    'refrigeration',
    messages.sectionRefrigeration,
    (d, c) =>
      c.mode === 'single' &&
      d.isIntercity &&
      !d.premiumOptions.requireRefrigeratedVehicle &&
      !d.premiumOptions.notRequireRefrigeratedVehicle
        ? messages.sectionRefrigeration
        : undefined,
  ],
  [
    'packageCount',
    messages.sectionPackageCount,
    (d, c) => (c.mode !== 'valet' && !countsValid(d, c.mode) ? messages.sectionPackageCount : undefined),
  ],
  [
    'vin',
    messages.sectionVin,
    (d) => (isVehicle(d) && d.vin.trim().length !== VIN_LENGTH ? messages.vinRequired : undefined),
  ],
  [
    'insurance',
    messages.sectionInsurance,
    (d, c) => {
      if (!Number.isFinite(d.insuranceValue) || d.insuranceValue < c.account.defaultInsuranceValue) {
        return messages.insuranceBelowDefault
      }
      return d.insuranceValue > MAX_INSURANCE_VALUE ? messages.insuranceOverMaximum : undefined
    },
  ],
  ['photos', messages.sectionPhotos, (d) => photosProblem(d)],
]

/**
 * Checks a draft the way the single, batch or valet form does before it goes to the summary (part 1 §5 'Single
 * delivery checks', §2 'Valet and vehicle-swap form'; part 2 §5.1, §5.3) and lists the failing sections in the
 * form's order with the spec's labels and each field's message. See docs/decisions/order-draft.md#validation for
 * which rule runs in which mode.
 *
 * @example
 * ```ts
 * const { ok, sections } = validateDraft(draft, { mode: 'single', now: Date.now(), timeZone, account })
 * if (!ok) show(messages.checkSections, sections.map((section) => section.label))
 * ```
 */
export function validateDraft(draft: OrderDraft, ctx: DraftValidationContext): DraftValidation {
  const sections: DraftSection[] = []
  for (const [key, label, problem] of RULES) {
    const message = problem(draft, ctx)
    if (message !== undefined) sections.push({ key, label, message })
  }
  return { ok: sections.length === 0, sections }
}
