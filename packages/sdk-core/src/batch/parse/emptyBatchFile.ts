import { fillText, messages } from '../../domain/messages.ts'
import type { BatchParseCounts, BatchParseResult } from './types.ts'

/**
 * What a batch screen says of a file read with no row at all — a blank (0-byte) file, or one holding only the two
 * skipped header rows (part 2 §3.8) — in place of 'Upload complete. Please click "Validate Addresses"' (part 2 §4.6
 * step 1), which would announce an import of nothing (our words,
 * docs/decisions/batch-import.md#an-empty-result-always-says-so): `messages.importFileNoRows`
 * for a CSV or a workbook of one sheet; for a workbook of several, `messages.importSheetNoRows` naming the sheet
 * the user chose, or `messages.importWorkbookNoRows` when none was chosen (the reader picks a sheet with rows, so
 * none has any; `chosen` says the user chose it). Null for a file with any row past the headers, kept or rejected:
 * those are imported and listed. `parseBatchFile` gives it as the result's `noRowsNotice`.
 *
 * @example
 * ```ts
 * const result = await parseBatchFile({ data, name: 'orders.csv' })
 * const empty = emptyBatchFileMessage(result.counts)
 * if (empty !== null) show(empty)
 * else list.load(result.rows)
 * ```
 */
export function emptyBatchFileMessage(
  counts: Pick<BatchParseCounts, 'rowsIn'>,
  read: Pick<BatchParseResult, 'sheet' | 'sheetNames'> & { readonly chosen?: boolean } = {
    sheet: null,
    sheetNames: [],
  },
): string | null {
  if (counts.rowsIn > 0) return null
  if (read.sheet === null || read.sheetNames.length <= 1) return messages.importFileNoRows
  return read.chosen === true
    ? fillText(messages.importSheetNoRows, { sheet: read.sheet })
    : messages.importWorkbookNoRows
}
