import { fillText, messages } from '../../domain/messages.ts'
import {
  BATCH_FIELD_LABELS,
  BATCH_FIELDS,
  type BatchField,
  matchHeader,
  normalizeHeader,
} from './batchFields.ts'

/**
 * Which batch field each column of a customer's header row feeds, in column order; null: the column is ignored.
 * Saved for the account and given back to `parseBatchFile` (`mappings`), it reads every later file whose header
 * row is the same, whatever the case, spacing or accents.
 *
 * @example
 * ```ts
 * const mapping: BatchColumnMapping = {
 *   headers: ['Qty', 'Customer', 'Street', 'Town', 'Prov'],
 *   fields: ['packageCount', 'name', 'address', 'city', 'province'],
 * }
 * ```
 */
export interface BatchColumnMapping {
  /** The header row's cells, as the file writes them. */
  readonly headers: readonly string[]
  /** The field each column feeds, one per header; null for a column left out. */
  readonly fields: readonly (BatchField | null)[]
}

/**
 * The mapping proposed for a header row: each column to the field its header names (see `matchHeader`), each
 * field to one column at most: the surest match wins, then the leftmost. Columns with no match are ignored.
 *
 * @example
 * ```ts
 * proposeColumnMapping(['Qty', 'Customer', 'Notes', 'Remarks']).fields
 * // ['packageCount', 'name', 'itemDescription', null]
 * ```
 */
export function proposeColumnMapping(headers: readonly string[]): BatchColumnMapping {
  const matches = headers.map((header, column) => ({ column, match: matchHeader(header) }))
  const fields: (BatchField | null)[] = headers.map(() => null)
  const taken = new Set<BatchField>()
  const ranked = matches
    .filter((entry) => entry.match !== null)
    .sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0) || a.column - b.column)
  for (const { column, match } of ranked) {
    if (match === null || taken.has(match.field)) continue
    taken.add(match.field)
    fields[column] = match.field
  }
  return { headers: [...headers], fields }
}

/**
 * Whether a row reads as a header row: at least three of its cells are the names of three different fields, and
 * at least half of the cells holding text are a field's name ('Qty, Customer, Street…' is; a data row or a title
 * is not).
 */
export function isHeaderRow(cells: readonly string[]): boolean {
  const fields = new Set<BatchField>()
  let named = 0
  let filled = 0
  for (const cell of cells) {
    if (cell.trim() === '') continue
    filled++
    const match = matchHeader(cell)
    if (match?.score !== 3) continue
    named++
    fields.add(match.field)
  }
  return fields.size >= 3 && named * 2 >= filled
}

/** The fields the keep rule of part 2 §3.8 needs that a mapping feeds from no column. */
export interface MissingBatchFields {
  /** Neither address, city and province all, nor what3words: the fields that would complete the first. */
  readonly location: readonly BatchField[]
  /** No column feeds the package count. */
  readonly packageCount: boolean
}

/**
 * What a mapping leaves out that part 2 §3.8's keep rule needs: (address, city and province, or w3w) and a package
 * count. A mapping that misses one keeps no row: the mapping step names them before anything is imported.
 *
 * @example
 * ```ts
 * missingBatchFields({ headers: ['Street', 'Qty'], fields: ['address', 'packageCount'] })
 * // { location: ['city', 'province'], packageCount: false }
 * ```
 */
export function missingBatchFields(mapping: BatchColumnMapping): MissingBatchFields {
  const fed = new Set(mapping.fields)
  const location = fed.has('w3w')
    ? []
    : (['address', 'city', 'province'] as const).filter((field) => !fed.has(field))
  return { location, packageCount: !fed.has('packageCount') }
}

/** Whether a mapping keeps rows at all: nothing of {@link missingBatchFields} is missing. */
export function isCompleteMapping(mapping: BatchColumnMapping): boolean {
  const missing = missingBatchFields(mapping)
  return missing.location.length === 0 && !missing.packageCount
}

/** A header row as saved mappings are looked up by: each header normalised, joined. */
export function headerRowKey(headers: readonly string[]): string {
  let width = headers.length
  while (width > 0 && normalizeHeader(headers[width - 1] ?? '') === '') width--
  return headers.slice(0, width).map(normalizeHeader).join('|')
}

/**
 * Whether a mapping reads the template's order (part 2 §3.8): each column it maps is in the template's place for
 * its field ('Name, Unit, Address, City' is; 'Qty, Customer' is not).
 */
export function isTemplateOrder(mapping: BatchColumnMapping): boolean {
  return mapping.fields.every((field, column) => field === null || BATCH_FIELDS[column] === field)
}

/** Where each field of the template's order is read from in a customer's row: a column, or -1 for none. */
export function fieldColumns(mapping: BatchColumnMapping): Int32Array {
  const columns = new Int32Array(BATCH_FIELDS.length).fill(-1)
  mapping.fields.forEach((field, column) => {
    if (field !== null) columns[BATCH_FIELDS.indexOf(field)] = column
  })
  return columns
}

/**
 * A mapping for `headers` from one written by hand, header to field (a batch script's `--mapping` file): a header
 * named there feeds that field (null: ignored), whatever its case, spacing or accents; every other header feeds
 * what {@link proposeColumnMapping} proposes for it, unless a named header took that field.
 *
 * @example
 * ```ts
 * columnMappingFromNames(['Qty', 'Client', 'Street'], { client: 'name', Qty: null }).fields
 * // [null, 'name', 'address']
 * ```
 */
export function columnMappingFromNames(
  headers: readonly string[],
  names: Readonly<Record<string, BatchField | null>>,
): BatchColumnMapping {
  const named = new Map(Object.entries(names).map(([header, field]) => [normalizeHeader(header), field]))
  const chosen = headers.map((header) => named.get(normalizeHeader(header)))
  const taken = new Set(chosen.filter((field) => field !== undefined && field !== null))
  const proposed = proposeColumnMapping(headers).fields
  const fields = headers.map((_, column) => {
    const field = chosen[column]
    if (field !== undefined) return field
    const guess = proposed[column] ?? null
    return guess !== null && taken.has(guess) ? null : guess
  })
  return { headers: [...headers], fields }
}

/**
 * The mapping with `column` feeding `field` (null: ignored); a column that fed `field` before is ignored now, so a
 * field is never read from two columns.
 *
 * @example
 * ```ts
 * withColumnField({ headers: ['A', 'B'], fields: ['name', null] }, 1, 'name').fields // [null, 'name']
 * ```
 */
export function withColumnField(
  mapping: BatchColumnMapping,
  column: number,
  field: BatchField | null,
): BatchColumnMapping {
  const fields = mapping.fields.map((current, i) => {
    if (i === column) return field
    return field !== null && current === field ? null : current
  })
  return { headers: mapping.headers, fields }
}

/** Field names joined for a sentence: 'City', 'City and Province', 'Street Address, City and Province'. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * What the mapping step says of the fields a mapping leaves out ({@link missingBatchFields}), one sentence each,
 * naming them as the template's header row does; empty when nothing is missing.
 *
 * @example
 * ```ts
 * missingBatchFieldsMessages({ location: [], packageCount: true })
 * // ['No column holds Package Count: no row can be imported without it.']
 * ```
 */
export function missingBatchFieldsMessages(missing: MissingBatchFields): string[] {
  const sentences: string[] = []
  if (missing.location.length > 0) {
    const names = joinNames(missing.location.map((field) => BATCH_FIELD_LABELS[field]))
    const fields = fillText(messages.mappingMissingLocation, { fields: names })
    sentences.push(fillText(messages.mappingMissing, { fields }))
  }
  if (missing.packageCount) {
    sentences.push(fillText(messages.mappingMissing, { fields: BATCH_FIELD_LABELS.packageCount }))
  }
  return sentences
}
