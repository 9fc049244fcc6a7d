import { messages } from '../domain/messages.ts'
import type { BatchKind } from '../draft/types.ts'
import { type BatchSectionKey, batchManySide } from '../draft/validateBatch.ts'

/**
 * Where the batch screen fixes a failing section (part 2 §2.4, §5.3): the contact block, the uploaded rows (the
 * file, the table and its validation), or one of the shared settings.
 *
 * @internal
 */
export type BatchFormArea =
  | 'contact'
  | 'rows'
  | 'sizeWeight'
  | 'dropoffMethod'
  | 'description'
  | 'time'
  | 'refrigeration'

/**
 * One entry of the batch form's failing sections list, with where it is fixed.
 *
 * @internal
 */
export interface BatchFormSection {
  /** The entry as listed, word for word. */
  readonly label: string
  /** Its section; null for a label that names none. */
  readonly key: BatchSectionKey | null
  /** Where the screen fixes it; null when the batch screen has no field for it (it is listed as text). */
  readonly area: BatchFormArea | null
}

/** Each section's label in the list of part 2 §5.3 (and the draft's own sections it may include). */
const LABELS: Readonly<Record<BatchSectionKey, string>> = {
  fileData: messages.sectionFileData,
  pickup: messages.sectionPickup,
  dropoff: messages.sectionDropoff,
  referenceNames: messages.sectionBatchReferenceNames,
  itemName: messages.sectionReferenceName,
  sizeWeight: messages.sectionSizeWeight,
  dropoffMethod: messages.sectionDropoffMethod,
  description: messages.sectionDescription,
  pickupTime: messages.sectionPickupTime,
  dropoffTime: messages.sectionDropoffTime,
  addressesValidated: messages.sectionAddressesValidated,
  phoneOrEmail: messages.sectionPhoneOrEmail,
  refrigeration: messages.sectionRefrigeration,
  packageCount: messages.sectionPackageCount,
  vin: messages.sectionVin,
  insurance: messages.sectionInsurance,
  photos: messages.sectionPhotos,
}

const KEYS: ReadonlyMap<string, BatchSectionKey> = new Map(
  Object.entries(LABELS).map(([key, label]) => [label, key as BatchSectionKey]),
)

/**
 * The areas of the sections the batch form itself holds; the row sections ('File data Missing', reference names,
 * validated addresses, phone or email, package count) are fixed in the rows, the many side's own section too.
 */
const AREAS: Partial<Readonly<Record<BatchSectionKey, BatchFormArea>>> = {
  fileData: 'rows',
  referenceNames: 'rows',
  addressesValidated: 'rows',
  phoneOrEmail: 'rows',
  packageCount: 'rows',
  sizeWeight: 'sizeWeight',
  dropoffMethod: 'dropoffMethod',
  description: 'description',
  pickupTime: 'time',
  dropoffTime: 'time',
  refrigeration: 'refrigeration',
}

/**
 * Where the batch screen fixes a failing section (part 2 §2.4, §5.3): the contact block's side ('pickup' of many
 * drop-offs, 'dropoff' of many pickups) in the contact block; the other side — the rows' own, a row without a name
 * — in the rows, like every row section; each setting in its section; null for a section the screen has no field
 * for (VIN, Reference Name, insurance, photos).
 *
 * @internal
 *
 * @example
 * ```ts
 * batchSectionArea('pickup', 'manyToOne') // 'rows'
 * batchSectionArea('dropoffTime', 'oneToMany') // 'time'
 * ```
 */
export function batchSectionArea(key: BatchSectionKey, kind: BatchKind): BatchFormArea | null {
  if (key === 'pickup' || key === 'dropoff') return key === batchManySide(kind) ? 'rows' : 'contact'
  return AREAS[key] ?? null
}

/**
 * The batch form's failing sections list (`batchFormErrors`, part 2 §5.3) with each entry's section and where the
 * screen fixes it, in the list's order, so that each entry can lead to its section.
 *
 * @internal
 *
 * @example
 * ```ts
 * batchFormSections(['File data Missing', 'Drop off Information'], 'manyToOne')
 * // [{ label: 'File data Missing', key: 'fileData', area: 'rows' },
 * //  { label: 'Drop off Information', key: 'dropoff', area: 'contact' }]
 * ```
 */
export function batchFormSections(errors: readonly string[], kind: BatchKind): readonly BatchFormSection[] {
  return errors.map((label) => {
    const key = KEYS.get(label) ?? null
    return { label, key, area: key === null ? null : batchSectionArea(key, kind) }
  })
}
