import { fillText, messages } from '../../domain/messages.ts'
import { BATCH_HEADER_ROWS } from './batchColumns.ts'
import { BatchFileError } from './batchFileError.ts'
import { isEmptyRow } from './batchRowRules.ts'
import { detectFormat, textEncoding } from './fileFormat.ts'
import { BATCH_FILE_MAX_BYTES, BATCH_MAX_ROWS } from './limits.ts'
import { readCsv } from './readCsv.ts'
import { readXlsx } from './readXlsx.ts'
import type { RowSink } from './rowSink.ts'
import type { BatchFileFormat, BatchFileInput, BatchTextEncoding } from './types.ts'

/** What {@link readSpreadsheet} read besides the rows: the format, and the CSV's encoding or the sheet. */
export interface SpreadsheetRead {
  /** The format the bytes were read as. */
  readonly format: BatchFileFormat
  /** The CSV's encoding; null for a workbook. */
  readonly encoding: BatchTextEncoding | null
  /** The workbook's sheet names; empty for a CSV. */
  readonly sheetNames: readonly string[]
  /** The sheet read, by name; null for a CSV. */
  readonly sheet: string | null
}

/** The refusal of a file over `BATCH_MAX_ROWS` data rows. */
function tooManyRows(): BatchFileError {
  const max = String(BATCH_MAX_ROWS).replace(/\B(?=(\d{3})+$)/g, ',')
  return new BatchFileError('tooManyRows', fillText(messages.importFileTooManyRows, { max }))
}

/**
 * Reads a batch file's bytes into rows of cells, handed to `sink` in order from row 1, each told whether it is
 * blank: the one reader of `parseBatchFile` and `readSpreadsheetCells`. The bytes decide the format (a ZIP is
 * XLSX, an OLE2 file XLS, anything else CSV text; the name and type are hints); a CSV is read in the encoding its
 * bytes show, a workbook's sheet is `sheet` or the one `chooseBatchSheet` picks. Throws `BatchFileError` only: a
 * file over `BATCH_FILE_MAX_BYTES`, a workbook unpacking to more than `BATCH_XLSX_MAX_UNZIPPED_BYTES`, more data
 * rows (rows with a cell set, or with unpaired quotes, under the two header rows) than `BATCH_MAX_ROWS`, bytes that
 * are no CSV text nor a readable workbook, or a `sheet` the workbook does not have.
 */
export async function readSpreadsheet(
  input: BatchFileInput,
  sheet: string | undefined,
  sink: RowSink,
): Promise<SpreadsheetRead> {
  const bytes = input.data instanceof Uint8Array ? input.data : new Uint8Array(input.data)
  if (bytes.byteLength > BATCH_FILE_MAX_BYTES) {
    const mb = BATCH_FILE_MAX_BYTES / (1024 * 1024)
    throw new BatchFileError('tooLarge', fillText(messages.importFileTooLarge, { mb }))
  }
  const format = detectFormat(bytes, input.name, input.type)
  if (format === null) throw new BatchFileError('unreadable', messages.importFileUnreadable)
  let dataRows = 0
  const limited: RowSink = {
    add(index, cells, quotesBroken = false) {
      const blank = !quotesBroken && isEmptyRow(cells)
      if (!blank && index >= BATCH_HEADER_ROWS && ++dataRows > BATCH_MAX_ROWS) throw tooManyRows()
      sink.add(index, cells, quotesBroken, blank)
    },
  }
  if (format === 'csv') {
    const encoding = textEncoding(bytes)
    await readCsv(bytes, encoding, limited)
    return { format, encoding, sheetNames: [], sheet: null }
  }
  const read = await readXlsx(bytes, sheet, limited)
  return { format, encoding: null, ...read }
}
