import type { BatchRow } from '../domain/batch.ts'
import { messages } from '../domain/messages.ts'
import { addressOrW3wErrors, w3wWords } from './partyForm.ts'
import { hasCoordinates, hasNoErrors, isBlank } from './patterns.ts'

/**
 * The batch edit-row modal's values as typed (part 2 §4.6 step 3, §5.3 'Edit row modal').
 *
 * @internal
 */
export interface BatchRowValues {
  /** Recipient (or sender) name. */
  readonly name: string
  /** Street address; may be empty when `w3w` is given. */
  readonly address: string
  /** what3words address, with or without its leading '///'; may be empty when `address` is given. */
  readonly w3w: string
  /** Unit number; optional. */
  readonly unitNumber?: string
  /** Package count as typed: a whole number of at least 1. */
  readonly packageCount: string
  /** Latitude from validating the address; null (or 0) until then. */
  readonly latitude: number | null
  /** Longitude from validating the address; null (or 0) until then. */
  readonly longitude: number | null
}

/**
 * Field messages of the edit-row modal; a valid field has none.
 *
 * @internal
 */
export interface BatchRowErrors {
  /** 'Name is required'. */
  name?: string
  /** 'Address is required' (neither address nor what3words given). */
  address?: string
  /** 'w3w is required' (neither address nor what3words given). */
  w3w?: string
  /** 'Please enter a valid package count' when empty, not a whole number, or 0. */
  packageCount?: string
  /** 'Validate the address first' while latitude or longitude is missing or 0. */
  coordinates?: string
}

const WHOLE_NUMBER = /^\d+$/

/**
 * The package count of the modal as a number, or null when it is not a whole number of at least 1.
 *
 * @internal
 *
 * @example
 * ```ts
 * parsePackageCount(' 3 ') // 3
 * parsePackageCount('2.5') // null
 * ```
 */
export function parsePackageCount(text: string): number | null {
  const trimmed = text.trim()
  if (!WHOLE_NUMBER.test(trimmed)) return null
  const count = Number(trimmed)
  return count >= 1 && Number.isSafeInteger(count) ? count : null
}

/**
 * Checks the batch edit-row modal (part 2 §5.3 'Edit row modal'): address or what3words; latitude and longitude
 * from validating the address; name; package count, a whole number.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateBatchRow({ ...values, latitude: null }).coordinates // 'Validate the address first'
 * ```
 */
export function validateBatchRow(values: BatchRowValues): BatchRowErrors {
  const errors: BatchRowErrors = addressOrW3wErrors(values.address, values.w3w)
  if (!hasCoordinates(values.latitude, values.longitude)) errors.coordinates = messages.validateAddressFirst
  if (isBlank(values.name)) errors.name = messages.nameRequired
  if (parsePackageCount(values.packageCount) === null) errors.packageCount = messages.sectionPackageCount
  return errors
}

/**
 * Whether {@link validateBatchRow} found nothing: the row can be updated (part 2 §4.6 step 3).
 *
 * @internal
 */
export function isBatchRowValid(errors: BatchRowErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * The fields an update writes into the row, from valid values (part 2 §4.6 step 3): the row becomes valid with
 * the new name, address, unit, what3words triple (no slashes), package count and coordinates.
 *
 * @internal
 *
 * @throws TypeError when the package count or the coordinates are missing: call it only after
 * {@link validateBatchRow} found nothing.
 */
export function toBatchRowUpdate(values: BatchRowValues): BatchRow {
  const packageCount = parsePackageCount(values.packageCount)
  const { latitude, longitude } = values
  if (packageCount === null || !hasCoordinates(latitude, longitude))
    throw new TypeError('toBatchRowUpdate: the row has no package count or is not located yet')
  const words = w3wWords(values.w3w)
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    unitNumber: values.unitNumber?.trim() ?? '',
    ...(words !== '' && { w3w: words }),
    packageCount,
    latitude,
    longitude,
    valid: true,
  }
}
