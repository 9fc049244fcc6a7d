import { fillText, messages } from '../../domain/messages.ts'
import { defaultRandomUUID } from '../../draft/emptyDraft.ts'
import { BatchFileError } from './batchFileError.ts'
import { detectFormat, textEncoding } from './fileFormat.ts'
import { readCsv } from './readCsv.ts'
import { readXlsx } from './readXlsx.ts'
import { createRowCollector } from './rowCollector.ts'
import type { BatchFileInput, BatchParseOptions, BatchParseResult, BatchTextEncoding } from './types.ts'

/**
 * Largest batch file read, in bytes (20 MiB): about 170,000 rows of a typical CSV, more of XLSX, and a bound on the
 * memory and time one upload can take (docs/decisions.md).
 */
export const BATCH_FILE_MAX_BYTES = 20 * 1024 * 1024

const DEFAULT_PAGE_SIZE = 1000

/** A whole page size of at least 1; the default for anything else. */
function pageSizeOf(size: number | undefined): number {
  const whole = Math.floor(size ?? DEFAULT_PAGE_SIZE)
  return Number.isFinite(whole) && whole >= 1 ? whole : DEFAULT_PAGE_SIZE
}

/**
 * Reads a batch spreadsheet, CSV, XLSX or XLS, into batch rows (part 2 §3.8), in a browser (best in a Web
 * Worker) or in Node. The first two rows are skipped; every other row is kept or rejected with its row number
 * and a reason, so nothing vanishes silently (a run of empty rows is one entry); empty rows after the last data
 * row are ignored. The parsers load on first use. Throws only `BatchFileError`: a file over
 * `BATCH_FILE_MAX_BYTES`, a workbook unpacking to more than `BATCH_XLSX_MAX_UNZIPPED_BYTES`, more data rows than
 * `BATCH_MAX_ROWS`, one that is no CSV text nor a readable workbook, or a `sheet` the workbook does not have.
 *
 * @example
 * ```ts
 * const result = await parseBatchFile({ data: await file.arrayBuffer(), name: file.name }, { insuranceValue: 100 })
 * if (result.missingDataNotice) show(messages.rowsMissingData)
 * ```
 */
export async function parseBatchFile(
  input: BatchFileInput,
  options: BatchParseOptions = {},
): Promise<BatchParseResult> {
  const bytes = input.data instanceof Uint8Array ? input.data : new Uint8Array(input.data)
  if (bytes.byteLength > BATCH_FILE_MAX_BYTES) {
    const mb = BATCH_FILE_MAX_BYTES / (1024 * 1024)
    throw new BatchFileError('tooLarge', fillText(messages.importFileTooLarge, { mb }))
  }
  const format = detectFormat(bytes, input.name, input.type)
  if (format === null) throw new BatchFileError('unreadable', messages.importFileUnreadable)
  const collector = createRowCollector({
    insuranceValue: options.insuranceValue ?? null,
    randomUUID: options.randomUUID ?? defaultRandomUUID,
    onPage: options.onPage,
    pageSize: pageSizeOf(options.pageSize),
  })
  let encoding: BatchTextEncoding | null = null
  let sheetNames: readonly string[] = []
  let sheet: string | null = null
  if (format === 'csv') {
    encoding = textEncoding(bytes)
    await readCsv(bytes, encoding, collector)
  } else {
    const read = await readXlsx(bytes, options.sheet, collector)
    sheetNames = read.sheetNames
    sheet = read.sheet
  }
  return { format, encoding, sheetNames, sheet, ...collector.finish() }
}
