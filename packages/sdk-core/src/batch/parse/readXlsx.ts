import type { WorkBook } from '@e965/xlsx'
import { fillText, messages } from '../../domain/messages.ts'
import { BatchFileError } from './batchFileError.ts'
import { chooseBatchSheet } from './batchSheet.ts'
import { BATCH_XLSX_MAX_UNZIPPED_BYTES } from './limits.ts'
import type { RowSink } from './rowSink.ts'
import { type XlsxRow, xlsxRowReader } from './xlsxCells.ts'
import { zipInflatedSize } from './zipInflate.ts'
import { zipUnpackedSize } from './zipSize.ts'

/**
 * Refuses a ZIP workbook (XLSX) whose parts unpack to more than `limit` bytes, or that has no readable central
 * directory or a damaged part, before SheetJS unpacks anything: first from the sizes its central directory
 * declares, then, since a deflate bomb declares a few bytes, by inflating each part as a stream and only counting,
 * stopped as soon as the total passes `limit` (see `zipInflatedSize`). An XLS (OLE2) file is not compressed:
 * nothing to check.
 */
async function checkUnpackedSize(bytes: Uint8Array, limit: number): Promise<void> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return
  const declared = zipUnpackedSize(bytes, limit)
  const size = declared === null || declared > limit ? declared : await zipInflatedSize(bytes, limit)
  if (size === null) throw new BatchFileError('unreadable', messages.importFileUnreadable)
  if (size > limit) {
    const mb = limit / (1024 * 1024)
    throw new BatchFileError('tooLarge', fillText(messages.importFileTooLargeUnzipped, { mb }))
  }
}

/** The sheet read and every sheet's name. */
export interface WorkbookSheets {
  readonly sheetNames: readonly string[]
  readonly sheet: string
}

/** A sheet's rows in SheetJS' dense mode: none for a sheet SheetJS could not read. */
function sheetRows(workbook: WorkBook, sheetNames: readonly string[], name: string): readonly XlsxRow[] {
  // Looked up only by a name the workbook lists: a sheet named __proto__ reads nothing of Object.prototype.
  return (sheetNames.includes(name) ? workbook.Sheets[name]?.['!data'] : undefined) ?? []
}

/**
 * Reads one sheet of an XLSX or XLS workbook into `sink`, row by row from row 1 (part 2 §3.8), with SheetJS
 * (`@e965/xlsx`, loaded on first use; never the registry's vulnerable `xlsx`) in dense mode, raw values only: the
 * sheet named `sheet`, only it parsed; without one, the sheet {@link chooseBatchSheet} picks (the one with the
 * template's header row and rows under it, else the first with rows). Rows are walked up to the last row holding a
 * cell, so a used range inflated to A1:L1048576 costs nothing. A workbook whose parts unpack to more than
 * `maxUnzippedBytes` (`BATCH_XLSX_MAX_UNZIPPED_BYTES` unless a test says otherwise) is refused before SheetJS
 * unpacks it, whatever sizes its ZIP declares: they are checked, then each part is inflated and counted. Cells are
 * read as `xlsxRowReader` says. Throws `BatchFileError` when the workbook cannot be read or has no sheet of that
 * name.
 */
export async function readXlsx(
  bytes: Uint8Array,
  sheet: string | undefined,
  sink: RowSink,
  maxUnzippedBytes: number = BATCH_XLSX_MAX_UNZIPPED_BYTES,
): Promise<WorkbookSheets> {
  await checkUnpackedSize(bytes, maxUnzippedBytes)
  const XLSX = await import('@e965/xlsx')
  let workbook: WorkBook
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellDates: false,
      cellNF: true,
      cellText: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
      sheetStubs: false,
      ...(sheet !== undefined && { sheets: sheet }),
    })
  } catch (cause) {
    throw new BatchFileError('unreadable', messages.importFileUnreadable, { cause })
  }
  const sheetNames = [...(workbook.SheetNames ?? [])]
  if (sheetNames.length === 0) throw new BatchFileError('unreadable', messages.importFileUnreadable)
  if (sheet !== undefined && (!sheetNames.includes(sheet) || workbook.Sheets[sheet] === undefined))
    throw new BatchFileError('sheetMissing', fillText(messages.importSheetMissing, { sheet }))
  const cellsOf = xlsxRowReader(XLSX, workbook)
  const sheets = sheetNames.map((name) => sheetRows(workbook, sheetNames, name))
  const index =
    sheet === undefined
      ? chooseBatchSheet(
          sheets.map((rows) => ({
            length: rows.length,
            row: (r: number) => cellsOf(rows[r]),
          })),
        )
      : sheetNames.indexOf(sheet)
  const name = sheetNames[index] as string
  const data = sheets[index] ?? []
  for (let r = 0; r < data.length; r++) sink.add(r, cellsOf(data[r]))
  return { sheetNames, sheet: name }
}
