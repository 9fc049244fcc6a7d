import { MAX_PACKAGES } from '../api/wire/orderPayload.ts'
import type { BatchRow } from '../domain/batch.ts'
import { messages } from '../domain/messages.ts'
import { hasCoordinates, isValidEmail } from '../forms/patterns.ts'
import type { ValidationIssue } from '../http/errors.ts'
import type { BatchKind, OrderDraft } from './types.ts'
import { type DraftSectionKey, type DraftValidationContext, validateDraft } from './validateDraft.ts'

/** A section of the batch form's failing sections list (part 2 §5.3). */
export type BatchSectionKey =
  | DraftSectionKey
  | 'fileData'
  | 'referenceNames'
  | 'addressesValidated'
  | 'phoneOrEmail'

/** One failing section of the batch form; row sections name the rows that fail it. */
export interface BatchSection extends ValidationIssue {
  /** Which section failed. */
  readonly key: BatchSectionKey
  /** Indexes (in `rows`) of the rows failing it; absent for a section of the batch draft itself. */
  readonly rows?: readonly number[]
}

/** What {@link validateBatch} found. */
export interface BatchValidation {
  /** Nothing failed: the batch may be priced and submitted (part 2 §4.6 step 4). */
  readonly ok: boolean
  /** The failing sections in the order of part 2 §5.3, each once; empty when ok. */
  readonly sections: readonly BatchSection[]
}

/** What {@link validateBatch} reads besides the batch draft and its rows: the batch-mode draft context. */
export type BatchValidationContext = Omit<DraftValidationContext, 'mode'>

/** The order of part 2 §5.3's list; the draft's own extra sections (VIN, Insurance, Photos) follow it. */
const SECTION_ORDER: readonly BatchSectionKey[] = [
  'fileData',
  'pickup',
  'dropoff',
  'referenceNames',
  'itemName',
  'sizeWeight',
  'dropoffMethod',
  'description',
  'pickupTime',
  'dropoffTime',
  'addressesValidated',
  'phoneOrEmail',
  'refrigeration',
  'packageCount',
  'vin',
  'insurance',
  'photos',
]

/**
 * A batch row's phone (part 1 §9 'Phone for batch rows: 10 or 11 digits'; part 2 §5.3, §9 '10 digits'): 10 digits,
 * or 11 whose first is the country code 1. Rows hold digits only: separators are stripped at parse time (§3.8).
 */
export const BATCH_PHONE_PATTERN = /^1?\d{10}$/

/**
 * Whether a batch row's phone is usable: 10 digits, or 11 with a leading 1 (part 1 §9, part 2 §5.3).
 *
 * @example
 * ```ts
 * isBatchPhone('17805550199') // true
 * isBatchPhone('27805550199') // false
 * ```
 */
export function isBatchPhone(phone: string): boolean {
  return BATCH_PHONE_PATTERN.test(phone.trim())
}

/**
 * The side the rows of a batch fill: one-to-many rows receive, many-to-one rows send (part 2 §2.4).
 *
 * @internal
 */
export function batchManySide(batch: BatchKind): 'pickup' | 'dropoff' {
  return batch === 'oneToMany' ? 'dropoff' : 'pickup'
}

const text = (value: string | null | undefined): string => (value ?? '').trim()

type RowRule = readonly [
  key: BatchSectionKey,
  label: string,
  message: string,
  fails: (row: BatchRow) => boolean,
]

/**
 * The row rules of part 2 §5.3, one each: the row's name under its side's section (the edit-row modal requires
 * it), its reference name, a validated and located address, a phone or an email, a package count of 1 to 999.
 */
function rowRules(manySide: 'pickup' | 'dropoff'): readonly RowRule[] {
  const sideLabel = manySide === 'pickup' ? messages.sectionPickup : messages.sectionDropoff
  return [
    [manySide, sideLabel, messages.nameRequired, (row) => text(row.name) === ''],
    [
      'referenceNames',
      messages.sectionBatchReferenceNames,
      messages.referenceNameRequired,
      (row) => text(row.itemName) === '',
    ],
    [
      'addressesValidated',
      messages.sectionAddressesValidated,
      messages.validateAddressFirst,
      (row) => row.valid !== true || !hasCoordinates(row.latitude, row.longitude),
    ],
    [
      'phoneOrEmail',
      messages.sectionPhoneOrEmail,
      messages.sectionPhoneOrEmail,
      (row) => !isBatchPhone(text(row.phone)) && !isValidEmail(text(row.email)),
    ],
    [
      'packageCount',
      messages.sectionPackageCount,
      messages.sectionPackageCount,
      (row) => {
        const count = row.packageCount ?? 0
        return !Number.isInteger(count) || count < 1 || count > MAX_PACKAGES
      },
    ],
  ]
}

function rowSections(rows: readonly BatchRow[], manySide: 'pickup' | 'dropoff'): BatchSection[] {
  const sections: BatchSection[] = []
  if (rows.length === 0) {
    sections.push({ key: 'fileData', label: messages.sectionFileData, message: messages.sectionFileData })
  }
  for (const [key, label, message, fails] of rowRules(manySide)) {
    const failing = rows.flatMap((row, index) => (fails(row) ? [index] : []))
    if (failing.length > 0) sections.push({ key, label, message, rows: failing })
  }
  return sections
}

/**
 * Checks the batch form before it is priced (part 2 §4.6 step 4, §5.3): 'File data Missing' without rows, the
 * batch draft's own sections (`validateDraft` in batch mode: the contact block, sizes, method, description,
 * windows), then every row — reference name, validated address, phone or email, package count. Lists each section
 * once, in the order of §5.3 with its label; a row section names its failing rows.
 *
 * @throws TypeError when the draft was not opened from a batch (`draft.batch` is null).
 *
 * @example
 * ```ts
 * const { ok, sections } = validateBatch(batchDraft, rows, { now: Date.now(), timeZone, account })
 * if (!ok) show(messages.checkSections, sections.map((section) => section.label))
 * ```
 */
export function validateBatch(
  draft: OrderDraft,
  rows: readonly BatchRow[],
  ctx: BatchValidationContext,
): BatchValidation {
  if (draft.batch === null) throw new TypeError('validateBatch: the draft was not opened from a batch')
  const own = validateDraft(draft, { ...ctx, mode: 'batch' }).sections
  const sections: BatchSection[] = [...own]
  for (const section of rowSections(rows, batchManySide(draft.batch))) {
    const index = sections.findIndex((found) => found.key === section.key)
    const found = sections[index]
    if (found === undefined) sections.push(section)
    else sections[index] = { ...found, rows: section.rows ?? [] }
  }
  sections.sort((a, b) => SECTION_ORDER.indexOf(a.key) - SECTION_ORDER.indexOf(b.key))
  return { ok: sections.length === 0, sections }
}
