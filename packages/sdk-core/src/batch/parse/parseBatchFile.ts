import { defaultRandomUUID } from '../../draft/emptyDraft.ts'
import { BATCH_ROW_COLUMNS } from './batchColumns.ts'
import { cellText, type RawCell } from './cellText.ts'
import { type BatchColumnMapping, fieldColumns } from './columnMapping.ts'
import { emptyBatchFileMessage } from './emptyBatchFile.ts'
import { type BatchFileLayout, createLayoutSink } from './fileLayout.ts'
import { readSpreadsheet } from './readSpreadsheet.ts'
import { type CollectedRows, createRowCollector, type RowCollector } from './rowCollector.ts'
import type { RowSink } from './rowSink.ts'
import type { BatchFileColumns, BatchFileInput, BatchParseOptions, BatchParseResult } from './types.ts'

const DEFAULT_PAGE_SIZE = 1000
/** Rows under a customer's header row shown beside the proposed mapping. */
const PREVIEW_ROWS = 5

/** A whole page size of at least 1; the default for anything else. */
function pageSizeOf(size: number | undefined): number {
  const whole = Math.floor(size ?? DEFAULT_PAGE_SIZE)
  return Number.isFinite(whole) && whole >= 1 ? whole : DEFAULT_PAGE_SIZE
}

/** Spreadsheet column letters: A … Z, AA … */
function columnLetter(column: number): string {
  let letters = ''
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** A row's first `width` cells as text. */
function rowTexts(cells: readonly RawCell[] | undefined, width: number): string[] {
  const texts: string[] = []
  for (let i = 0; i < width; i++) texts.push(cellText(cells?.[i]))
  return texts
}

/**
 * The rows of a file whose header row no mapping reads: the rows down to the header kept as `skipped`, the first
 * {@link PREVIEW_ROWS} with data under it as `preview`, none imported.
 */
function previewSink(
  headerRowNumber: number,
  width: number,
  skipped: string[][],
  preview: string[][],
): RowSink {
  return {
    add(index, cells, _quotesBroken, blank) {
      if (index < headerRowNumber) skipped.push(rowTexts(cells, width))
      else if (!blank && preview.length < PREVIEW_ROWS) preview.push(rowTexts(cells, width))
    },
  }
}

/** How a layout reads the columns, for the row collector: where each field is, and the letters reasons name. */
function mappedColumns(mapping: BatchColumnMapping) {
  const columns = fieldColumns(mapping)
  return {
    columns,
    width: mapping.headers.length,
    columnLetters: [...columns].map((column) => (column === -1 ? '' : columnLetter(column))),
  }
}

const NOTHING_READ: CollectedRows = {
  headerRows: [],
  rows: [],
  rejected: [],
  counts: { rowsIn: 0, kept: 0, rejected: 0, trailingEmpty: 0 },
  missingDataNotice: false,
}

/** What the result says of the columns, from the layout and the rows skipped above the data. */
function columnsOf(
  layout: BatchFileLayout,
  headerRows: readonly (readonly string[])[],
  preview: readonly (readonly string[])[],
): BatchFileColumns {
  const { headerRowNumber } = layout
  switch (layout.kind) {
    case 'template':
      return {
        layout: 'template',
        headerRowNumber,
        headers: headerRows.at(-1) ?? [],
        mapping: null,
        preview: [],
      }
    case 'mapped':
      return {
        layout: 'mapped',
        headerRowNumber,
        headers: headerRows.at(-1) ?? [],
        mapping: layout.mapping,
        preview: [],
      }
    case 'needsMapping':
      return {
        layout: 'needsMapping',
        headerRowNumber,
        headers: layout.proposal.headers,
        mapping: layout.proposal,
        preview,
      }
  }
}

/**
 * Reads a batch spreadsheet, CSV, XLSX or XLS, into batch rows (part 2 §3.8), in a browser (best in a Web
 * Worker) or in Node: the cells as `readSpreadsheetCells` reads them, then the template's rows. The first two rows
 * are skipped (part 2 §3.8); a file whose header row is the customer's own ('Qty, Customer, Street…', issue 25)
 * is read under it through the one of `mappings` saved for those headers, or, when there is none, not imported
 * at all: `columns.layout` is then 'needsMapping', with the proposed mapping and a preview. Every other row is kept (with its row number) or rejected (with its row number, name and a
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
  let collector: RowCollector | undefined
  const skipped: string[][] = []
  const preview: string[][] = []
  const sink = createLayoutSink(options.mappings ?? [], (layout) => {
    if (layout.kind === 'needsMapping') {
      return previewSink(layout.headerRowNumber, layout.proposal.headers.length, skipped, preview)
    }
    collector = createRowCollector({
      insuranceValue: options.insuranceValue ?? null,
      randomUUID: options.randomUUID ?? defaultRandomUUID,
      onPage: options.onPage,
      pageSize: pageSizeOf(options.pageSize),
      headerRowNumber: layout.headerRowNumber,
      ...(layout.kind === 'mapped' ? mappedColumns(layout.mapping) : { width: BATCH_ROW_COLUMNS }),
    })
    return collector
  })
  const read = await readSpreadsheet(input, options.sheet, sink)
  const layout = sink.finish()
  const collected = collector?.finish() ?? { ...NOTHING_READ, headerRows: skipped }
  const columns = columnsOf(layout, collected.headerRows, preview)
  const chosen = options.sheet !== undefined
  const noRowsNotice =
    layout.kind === 'needsMapping' ? null : emptyBatchFileMessage(collected.counts, { ...read, chosen })
  return { ...read, ...collected, columns, noRowsNotice }
}
