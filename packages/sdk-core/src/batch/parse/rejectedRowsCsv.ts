import { messages } from '../../domain/messages.ts'
import type { RejectedBatchRow } from './types.ts'

/** Columns of a batch row, A to L (part 2 §3.8). */
const ROW_COLUMNS = 12
/** A cell a spreadsheet would run as a formula: = + - @ tab or CR first (OWASP 'CSV Injection'). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field: a formula-like text behind a single quote, then quoted with its quotes doubled. */
function field(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

function line(cells: readonly string[], width: number, tail: readonly string[]): string {
  const padded = Array.from({ length: width }, (_, i) => cells[i] ?? '')
  return [...padded, ...tail].map(field).join(',')
}

/**
 * The rejected rows as a CSV download the user can repair and upload again (issue 8): the file's two header
 * rows, then each rejected row's cells in their columns, with its row number and reason in the two columns after
 * the widest row (the import ignores columns after L). Every cell that starts with = + - @ tab or CR gets a single
 * quote in front, so no spreadsheet runs it as a formula (OWASP CSV injection); the import takes that quote off
 * again. UTF-8 with a byte-order mark (so Excel reads accents right) and CRLF line ends.
 *
 * @example
 * ```ts
 * const blob = new Blob([rejectedRowsCsv(result.rejected, result.headerRows)], { type: 'text/csv' })
 * ```
 */
export function rejectedRowsCsv(
  rejected: readonly RejectedBatchRow[],
  headerRows: readonly (readonly string[])[] = [],
): string {
  let width = ROW_COLUMNS
  for (const row of rejected) width = Math.max(width, row.cells.length)
  for (const row of headerRows.slice(0, 2)) width = Math.max(width, row.length)
  const lines = [
    line(headerRows[0] ?? [], width, []),
    line(headerRows[1] ?? [], width, [messages.importRowNumberHeader, messages.importReasonHeader]),
    ...rejected.map((row) => line(row.cells, width, [String(row.rowNumber), row.reason])),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
