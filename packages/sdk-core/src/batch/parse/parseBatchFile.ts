import { defaultRandomUUID } from '../../draft/emptyDraft.ts'
import { emptyBatchFileMessage } from './emptyBatchFile.ts'
import { readSpreadsheet } from './readSpreadsheet.ts'
import { createRowCollector } from './rowCollector.ts'
import type { BatchFileInput, BatchParseOptions, BatchParseResult } from './types.ts'

const DEFAULT_PAGE_SIZE = 1000

/** A whole page size of at least 1; the default for anything else. */
function pageSizeOf(size: number | undefined): number {
  const whole = Math.floor(size ?? DEFAULT_PAGE_SIZE)
  return Number.isFinite(whole) && whole >= 1 ? whole : DEFAULT_PAGE_SIZE
}

/**
 * Reads a batch spreadsheet, CSV, XLSX or XLS, into batch rows (part 2 §3.8), in a browser (best in a Web
 * Worker) or in Node: the cells as `readSpreadsheetCells` reads them, then the template's rows. The first two rows
 * are skipped; every other row is kept (with its row number) or rejected (with its row number, name and a
 * reason), so nothing vanishes silently (a run of empty rows is one entry); empty rows after the last data row are
 * ignored, and a file with no row at all says so (`noRowsNotice`). A workbook's sheet is the one asked for, else
 * the one with the template's header row and rows under it, else the first with rows. The parsers load on first
 * use. Throws only `BatchFileError`: a file over `BATCH_FILE_MAX_BYTES`, a workbook unpacking to more than
 * `BATCH_XLSX_MAX_UNZIPPED_BYTES`, more data rows than `BATCH_MAX_ROWS`, one that is no CSV text nor a readable
 * workbook, or a `sheet` the workbook does not have.
 *
 * @example
 * ```ts
 * const result = await parseBatchFile({ data: await file.arrayBuffer(), name: file.name }, { insuranceValue: 100 })
 * if (result.noRowsNotice !== null) show(result.noRowsNotice)
 * if (result.missingDataNotice) show(messages.rowsMissingData)
 * ```
 */
export async function parseBatchFile(
  input: BatchFileInput,
  options: BatchParseOptions = {},
): Promise<BatchParseResult> {
  const collector = createRowCollector({
    insuranceValue: options.insuranceValue ?? null,
    randomUUID: options.randomUUID ?? defaultRandomUUID,
    onPage: options.onPage,
    pageSize: pageSizeOf(options.pageSize),
  })
  const read = await readSpreadsheet(input, options.sheet, collector)
  const collected = collector.finish()
  const chosen = options.sheet !== undefined
  return { ...read, ...collected, noRowsNotice: emptyBatchFileMessage(collected.counts, { ...read, chosen }) }
}
