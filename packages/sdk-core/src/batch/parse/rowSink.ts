import type { RawCell } from './cellText.ts'

/** What a spreadsheet reader hands a file's rows to, in order, from row 1. */
export interface RowSink {
  /**
   * The row at 0-based `index`, so row number `index + 1` (every index once, in increasing order; a row missing
   * from a workbook is `undefined`). `quotesBroken` marks a CSV row whose quotation marks are not paired. `blank`
   * says every cell is empty or blank and the quotes are paired; the reader that limits the rows tells it, since it
   * has looked (see `readSpreadsheet`).
   */
  add(index: number, cells: readonly RawCell[] | undefined, quotesBroken?: boolean, blank?: boolean): void
}
