import { BATCH_HEADER_ROWS, isBatchHeaderRow } from './batchColumns.ts'
import { isEmptyRow } from './batchRowRules.ts'
import type { RawCell } from './cellText.ts'

/** A workbook sheet as {@link chooseBatchSheet} looks at it: how many rows it has and each row's cells. */
export interface SheetRows {
  /** Rows, up to the last one holding a cell. */
  readonly length: number
  /** The cells of the row at 0-based `index`; undefined for a row the sheet lacks. */
  row(index: number): readonly RawCell[] | undefined
}

/** Whether a sheet has a row with data under its two header rows (part 2 §3.8). */
function hasRows(sheet: SheetRows): boolean {
  for (let r = BATCH_HEADER_ROWS; r < sheet.length; r++) if (!isEmptyRow(sheet.row(r))) return true
  return false
}

/**
 * The sheet of a workbook to read when the user chose none (part 2 §3.8): the first whose header row (row 2) is
 * the template's and that has rows under it; else the first that has rows; else the first with the template's
 * header row; else the first sheet. So a workbook whose first sheet is empty, or holds notes, is read where its
 * orders are (docs/decisions/batch-import.md#sheets). Returns the sheet's index in `sheets`, 0 when there is none.
 */
export function chooseBatchSheet(sheets: readonly SheetRows[]): number {
  if (sheets.length <= 1) return 0
  const headed = sheets.map((sheet) => isBatchHeaderRow(sheet.row(BATCH_HEADER_ROWS - 1)))
  const filled = sheets.map(hasRows)
  const best = sheets.findIndex((_, i) => headed[i] && filled[i])
  if (best !== -1) return best
  const withRows = filled.indexOf(true)
  if (withRows !== -1) return withRows
  return Math.max(0, headed.indexOf(true))
}
