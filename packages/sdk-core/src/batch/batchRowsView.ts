import { MAX_PACKAGES } from '../api/wire/orderPayload.ts'
import type { AddressValidation, BatchRow } from '../domain/batch.ts'
import { fillNames, fillText, messages } from '../domain/messages.ts'
import { isBatchPhone } from '../draft/validateBatch.ts'
import { type BatchRowValues, toBatchRowUpdate } from '../forms/batchRowForm.ts'
import { w3wWords } from '../forms/partyForm.ts'
import { isValidEmail } from '../forms/patterns.ts'
import { mayBeBooked } from './batchState.ts'
import type { BatchAddressCheck, BatchListRow, BatchSendState } from './batchStateTypes.ts'
import type { RejectedBatchRow } from './parse/types.ts'
import { mergeAddressValidation } from './validateAddresses.ts'

/**
 * The messages a row shows in its cells of the batch table (issue 8 'per-cell errors in the table'; part 2 §5.3):
 * the same row rules as the batch form's error list, said where they fail. A cell without a message has none.
 *
 * @internal
 */
export interface BatchRowCellErrors {
  /** 'Name is required'. */
  readonly name?: string
  /** The row's hint after validation (use Edit, not checked, cancelled). */
  readonly address?: string
  /** 'Make sure all data has either phone number (10 digits) or email', when it has neither. */
  readonly phone?: string
  /** 'Please enter a valid package count' unless a whole number from 1 to 999. */
  readonly packageCount?: string
}

const text = (value: string | null | undefined) => (value ?? '').trim()

/**
 * The cell messages of one row (part 2 §4.6 step 2 'Invalid rows stay flagged, with a hint to use Edit'; §5.3 the
 * row rules: name, phone (10 digits) or email, package count).
 *
 * @internal
 *
 * @example
 * ```ts
 * batchRowCellErrors(entry).phone // 'Make sure all data has either phone number (10 digits) or email'
 * ```
 */
export function batchRowCellErrors(entry: Pick<BatchListRow, 'row' | 'addressHint'>): BatchRowCellErrors {
  const { row } = entry
  const count = row.packageCount ?? 0
  return {
    ...(text(row.name) === '' && { name: messages.nameRequired }),
    ...(entry.addressHint !== null && { address: entry.addressHint }),
    ...(!isBatchPhone(text(row.phone)) &&
      !isValidEmail(text(row.email)) && { phone: messages.sectionPhoneOrEmail }),
    ...((!Number.isInteger(count) || count < 1 || count > MAX_PACKAGES) && {
      packageCount: messages.sectionPackageCount,
    }),
  }
}

/**
 * Whether a row shows any cell message.
 *
 * @internal
 */
export function hasCellErrors(errors: BatchRowCellErrors): boolean {
  return Object.keys(errors).length > 0
}

const ADDRESS_TEXT: Readonly<Record<BatchAddressCheck, string>> = {
  unchecked: messages.batchAddressUnchecked,
  valid: messages.batchAddressValid,
  invalid: messages.batchAddressInvalid,
  failed: messages.batchAddressFailed,
}

const SEND_TEXT: Readonly<Record<BatchSendState, string | null>> = {
  pending: null,
  sending: messages.batchSendSending,
  accepted: messages.batchSendAccepted,
  failed: messages.batchSendFailed,
  duplicated: messages.batchSendDuplicated,
}

/**
 * What a row's status says of the charge covering it (part 2 §4.5): paid, not confirmed (asked, no answer: the
 * card may or may not have been charged, issue 22), or left to the courier; nothing without a charge.
 */
const CHARGE_TEXT: Record<BatchListRow['charge'], string | null> = {
  none: null,
  pending: messages.batchRowChargePending,
  confirmed: messages.batchRowPaid,
  leftToCourier: messages.batchRowLeftToCourier,
}

/**
 * What the batch screen says of the charge covering a row, in its table and its price list (part 2 §4.5): 'Paid, not
 * charged again', 'Charge not confirmed' or 'Payment left to the courier'; null without a charge.
 *
 * @internal
 */
export function batchChargeText(charge: BatchListRow['charge']): string | null {
  return CHARGE_TEXT[charge]
}

/**
 * A row's status in the table (part 2 §4.6 steps 1–6): where its address stands and, once sent, its booking; a
 * failed booking adds its reason; a row not booked yet says where its charge stands.
 *
 * @internal
 *
 * @example
 * ```ts
 * batchRowStatus(entry) // ['Address validated', 'Booked']
 * ```
 */
export function batchRowStatus(entry: Pick<BatchListRow, 'address' | 'send' | 'charge'>): string[] {
  const send = SEND_TEXT[entry.send.state]
  const charge = entry.send.state === 'accepted' ? null : batchChargeText(entry.charge)
  return [
    ADDRESS_TEXT[entry.address],
    ...(send === null ? [] : [send]),
    ...(entry.send.state === 'failed' && entry.send.error ? [entry.send.error] : []),
    ...(charge === null ? [] : [charge]),
  ]
}

/** A Canadian postal code inside an address line ('…, Edmonton, AB T5J 1J4, Canada'). */
const POSTAL_IN_ADDRESS = /\b([A-Za-z]\d[A-Za-z]) ?(\d[A-Za-z]\d)\b/g

/**
 * The postal code a row's Postal Code cell shows (part 2 §4.6 step 2: once valid, the address is the answer's
 * formatted address; issue 21): the one in its validated address, so that the two cells agree, else the file's.
 * The row itself keeps the file's code, as the spec replaces only the address, coordinates, city, province and zone.
 *
 * @internal
 *
 * @example
 * ```ts
 * batchRowPostal(entry) // 'T5J 1J4' of '10220 Jasper Ave NW, Edmonton, AB T5J 1J4, Canada', not the file's 'T5J 9Z9'
 * ```
 */
export function batchRowPostal(entry: Pick<BatchListRow, 'row' | 'address'>): string {
  const own = text(entry.row.postal)
  if (entry.address !== 'valid') return own
  const found = [...text(entry.row.address).matchAll(POSTAL_IN_ADDRESS)].at(-1)
  return found ? `${found[1]} ${found[2]}`.toUpperCase() : own
}

/**
 * What a row's Edit and Remove may do (part 2 §4.6 step 3): neither on a row that may be booked. A paid row may be
 * removed (the server may refuse it for good), but its charge then pays for nothing: `removeWarning` says so.
 *
 * @internal
 */
export function batchRowActions(entry: Pick<BatchListRow, 'send' | 'paid'>): {
  readonly canEdit: boolean
  readonly canRemove: boolean
  readonly removeWarning: string | null
} {
  const canEdit = !mayBeBooked(entry.send)
  return { canEdit, canRemove: canEdit, removeWarning: entry.paid ? messages.batchRowPaidRemove : null }
}

/**
 * The rows Validate Addresses posts (part 2 §4.6 step 2 'Validate posts each invalid row'): those not yet valid
 * that are not locked by a send; `keys[i]` is the key of `rows[i]`, as `BatchList.applyValidation` wants them.
 *
 * @internal
 */
export function rowsToValidate(entries: readonly BatchListRow[]): {
  readonly keys: string[]
  readonly rows: BatchRow[]
} {
  const chosen = entries.filter((entry) => entry.address !== 'valid' && !mayBeBooked(entry.send))
  return {
    keys: chosen.map((entry) => entry.key),
    rows: chosen.map((entry) => ({ ...entry.row, valid: false })),
  }
}

/**
 * The edit-row modal's values from a row (part 2 §4.6 step 3): its coordinates only when its address is valid.
 *
 * @internal
 */
export function batchRowValues(entry: Pick<BatchListRow, 'row' | 'address'>): BatchRowValues {
  const { row } = entry
  const located = entry.address === 'valid'
  return {
    name: row.name ?? '',
    address: row.address ?? '',
    w3w: row.w3w ?? '',
    unitNumber: row.unitNumber ?? '',
    packageCount: row.packageCount == null ? '' : String(row.packageCount),
    latitude: located ? (row.latitude ?? null) : null,
    longitude: located ? (row.longitude ?? null) : null,
  }
}

/**
 * The row the edit modal's 'Validate' posts: the row with the typed name, address, unit, what3words and count.
 *
 * @internal
 */
export function batchRowToCheck(row: BatchRow, values: BatchRowValues): BatchRow {
  const count = Number(values.packageCount.trim())
  const words = w3wWords(values.w3w)
  return {
    ...row,
    name: values.name.trim(),
    address: values.address.trim(),
    unitNumber: values.unitNumber?.trim() ?? '',
    w3w: words,
    packageCount: Number.isFinite(count) ? count : row.packageCount,
    valid: false,
    latitude: null,
    longitude: null,
  }
}

/**
 * What the edit modal's 'Validate' did (part 2 §4.6 step 3, §8 'Zone check failure': 'This location …' for the
 * edit modal): the row merged with the answer and its coordinates to fill in, or the message to show.
 *
 * @internal
 */
export type BatchRowCheck =
  | { readonly ok: true; readonly row: BatchRow; readonly latitude: number; readonly longitude: number }
  | { readonly ok: false; readonly message: string }

/**
 * Reads the edit modal's validate-address answer; `names` fill `{brand}` in the refusal.
 *
 * @internal
 */
export function batchRowChecked(
  row: BatchRow,
  answer: AddressValidation,
  names: { readonly brand: string; readonly product: string },
): BatchRowCheck {
  if (!answer.valid) return { ok: false, message: fillNames(messages.locationNotServiced, names) }
  return { ok: true, row: mergeAddressValidation(row, answer), latitude: answer.lat, longitude: answer.lng }
}

/**
 * The row an update saves (part 2 §4.6 step 3 'On update the row is valid with new coordinates, address, unit and
 * package count'): `located` (the row as the modal last validated it, or as it was) with the modal's fields over
 * it. Its other columns (city, email, phone, order number …) stay.
 *
 * @internal
 *
 * @throws TypeError when the values are not valid (see `validateBatchRow`).
 */
export function editedBatchRow(located: BatchRow, values: BatchRowValues): BatchRow {
  const update = toBatchRowUpdate(values)
  const { w3w: _w3w, ...rest } = located
  return { ...rest, ...update }
}

/**
 * The line listing a rejected row (part 2 §3.8: nothing vanishes silently): 'Row 7: …', or the reason alone for a
 * run of empty rows, which names its own rows ('Rows 4 to 9 are empty.').
 *
 * @internal
 */
export function rejectedRowLine(
  rejected: Pick<RejectedBatchRow, 'rowNumber' | 'lastRowNumber' | 'reason'>,
): string {
  if (rejected.lastRowNumber !== undefined && rejected.lastRowNumber !== rejected.rowNumber)
    return rejected.reason
  return fillText(messages.batchRowsRejectedRow, { n: rejected.rowNumber, reason: rejected.reason })
}
