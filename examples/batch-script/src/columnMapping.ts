import { readFileSync, writeFileSync } from 'node:fs'
import {
  BATCH_FIELD_LABELS,
  BATCH_FIELDS,
  type BatchColumnMapping,
  type BatchField,
  type BatchFileColumns,
  columnMappingFromNames,
  missingBatchFields,
  missingBatchFieldsMessages,
} from '@waybill/sdk-core/batch'
import { UsageError } from './options.ts'
import type { Output } from './output.ts'

/** A `--mapping` file: each header of the spreadsheet to the field it holds, or null for a column not imported. */
export type MappingFile = Readonly<Record<string, BatchField | null>>

const FIELDS = new Set<string>(BATCH_FIELDS)

/** Reads and checks a `--mapping` file; a wrong one is a {@link UsageError} that says what is wrong. */
export function readMappingFile(path: string): MappingFile {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new UsageError(`--mapping ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`--mapping ${path} must hold an object: {"Your header": "field", …}.`)
  }
  for (const [header, field] of Object.entries(parsed)) {
    if (field !== null && !(typeof field === 'string' && FIELDS.has(field))) {
      throw new UsageError(
        `--mapping ${path}: "${header}" holds ${JSON.stringify(field)}; a field is null or one of ${BATCH_FIELDS.join(', ')}.`,
      )
    }
  }
  return parsed as MappingFile
}

/** The mapping as a `--mapping` file writes it: each header to its field. */
function asFile(mapping: BatchColumnMapping): MappingFile {
  return Object.fromEntries(mapping.headers.map((header, column) => [header, mapping.fields[column] ?? null]))
}

/** One line per column: 'Qty → Package Count', 'Weight → not imported'. */
function printColumns(output: Output, mapping: BatchColumnMapping): void {
  mapping.headers.forEach((header, column) => {
    const field = mapping.fields[column]
    output.line(
      `  ${header || `column ${column + 1}`} → ${field ? BATCH_FIELD_LABELS[field] : 'not imported'}`,
    )
  })
}

/**
 * The mapping to read a spreadsheet with a header row of its own (issue 25), or null to stop (exit 2): with no
 * `--mapping`, the proposed one is written beside the input for the customer to check and pass back; with one, the
 * headers it names take its fields and the others the proposal's, and it must keep rows (part 2 §3.8's keep rule).
 */
export function mappingFor(
  columns: BatchFileColumns,
  input: string,
  mappingPath: string | undefined,
  output: Output,
): BatchColumnMapping | null {
  const proposal = columns.mapping ?? columnMappingFromNames(columns.headers, {})
  if (mappingPath === undefined) {
    const path = `${input}.mapping.json`
    writeFileSync(path, `${JSON.stringify(asFile(proposal), null, 2)}\n`)
    output.line(`This file names its columns in row ${columns.headerRowNumber}, in its own words. Proposed:`)
    printColumns(output, proposal)
    for (const sentence of missingBatchFieldsMessages(missingBatchFields(proposal))) output.warn(sentence)
    output.line(`Nothing was imported. Check ${path}, then run again with --mapping ${path}.`)
    return null
  }
  const mapping = columnMappingFromNames(columns.headers, readMappingFile(mappingPath))
  output.line(`Columns read with ${mappingPath}:`)
  printColumns(output, mapping)
  const missing = missingBatchFieldsMessages(missingBatchFields(mapping))
  for (const sentence of missing) output.warn(sentence)
  return missing.length === 0 ? mapping : null
}
