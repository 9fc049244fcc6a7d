import { messages } from '../../domain/messages.ts'
import { BATCH_ROW_COLUMNS } from './batchColumns.ts'
import { csvText } from './csvText.ts'
import type { RejectedBatchRow } from './types.ts'

/** The row's cells in columns A to L, padded with empty ones; nothing after L (the import reads no further). */
function padded(cells: readonly string[]): string[] {
  return Array.from({ length: BATCH_ROW_COLUMNS }, (_, i) => cells[i] ?? '')
}

/** The row number column: '7', or '7–9' for a run of empty rows. */
function rowNumbers(row: Pick<RejectedBatchRow, 'rowNumber' | 'lastRowNumber'>): string {
  const last = row.lastRowNumber ?? row.rowNumber
  return last > row.rowNumber ? `${row.rowNumber}–${last}` : String(row.rowNumber)
}

/**
 * The rejected rows as a CSV download the user can repair and upload again (issue 8): the file's two header
 * rows, then each rejected row's cells in columns A to L (part 2 §3.8; a rejected row keeps no others), with its
 * row number ('5–9' for a run of empty rows) and reason in columns M and N, which the import ignores. Every line is
 * 14 fields wide, however wide the uploaded rows were. Every cell that starts with = + - \@ tab or CR gets a single
 * quote in front, so no spreadsheet runs it as a formula (OWASP CSV injection); the import takes that quote off
 * again. UTF-8 with a byte-order mark (so Excel reads accents right) and CRLF line ends.
 *
 * @example
 * ```ts
 * const blob = new Blob([rejectedRowsCsv(result.rejected, result.headerRows)], { type: 'text/csv' })
 * ```
 */
export function rejectedRowsCsv(
  rejected: readonly Pick<RejectedBatchRow, 'rowNumber' | 'lastRowNumber' | 'reason' | 'cells'>[],
  headerRows: readonly (readonly string[])[] = [],
): string {
  const lines = [
    padded(headerRows[0] ?? []),
    [...padded(headerRows[1] ?? []), messages.importRowNumberHeader, messages.importReasonHeader],
    ...rejected.map((row) => [...padded(row.cells), rowNumbers(row), row.reason]),
  ]
  return csvText(lines, true)
}
