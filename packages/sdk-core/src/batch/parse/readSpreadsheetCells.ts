import { cellText, type RawCell } from './cellText.ts'
import { readSpreadsheet } from './readSpreadsheet.ts'
import type { BatchFileInput, BatchParseOptions, SpreadsheetCells } from './types.ts'

/** The row every empty row is: shared, so a run of a million empty rows costs no million arrays. */
const EMPTY_ROW: readonly string[] = Object.freeze([])

/** A row's cells as text, up to its last cell holding text. */
function rowTexts(cells: readonly RawCell[] | undefined): readonly string[] {
  if (cells === undefined) return EMPTY_ROW
  const texts = cells.map(cellText)
  let width = texts.length
  while (width > 0 && texts[width - 1] === '') width--
  if (width === 0) return EMPTY_ROW
  texts.length = width
  return texts
}

/**
 * Reads a CSV, XLSX or XLS file into its rows of cells, as text (part 2 §3.8), with no batch rule applied: the
 * step `parseBatchFile` reads with, before it skips the header rows and keeps or rejects the rows. The bytes decide
 * the format as they do there, a workbook's sheet is chosen the same way (the one asked for, else the one with the
 * template's header row and rows under it, else the first with rows), the same limits apply and it throws the same
 * `BatchFileError`s (a file over `BATCH_FILE_MAX_BYTES`, a workbook unpacking to more than
 * `BATCH_XLSX_MAX_UNZIPPED_BYTES`, more data rows than `BATCH_MAX_ROWS`, bytes that are no CSV text nor a readable
 * workbook, a `sheet` the workbook does not have). Empty rows after the last row holding text are left out.
 *
 * @example
 * ```ts
 * const { sheet, rows } = await readSpreadsheetCells({ data: readFileSync(path), name: basename(path) })
 * console.info(`${sheet ?? 'CSV'}: ${rows.length} rows; row 2 is ${rows[1]?.join(' | ')}`)
 * ```
 */
export async function readSpreadsheetCells(
  input: BatchFileInput,
  options: Pick<BatchParseOptions, 'sheet'> = {},
): Promise<SpreadsheetCells> {
  const rows: (readonly string[])[] = []
  const unpairedQuoteRows: number[] = []
  const read = await readSpreadsheet(input, options.sheet, {
    add(index, cells, quotesBroken, blank) {
      if (quotesBroken) unpairedQuoteRows.push(index + 1)
      if (blank) return
      while (rows.length < index) rows.push(EMPTY_ROW)
      rows.push(rowTexts(cells))
    },
  })
  return { ...read, rows, unpairedQuoteRows }
}
