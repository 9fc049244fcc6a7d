import type { CellObject, WorkBook } from '@e965/xlsx'
import { fillText, messages } from '../../domain/messages.ts'
import { BatchFileError } from './batchFileError.ts'
import type { RawCell } from './cellText.ts'
import { excelSerialText } from './excelDate.ts'
import { BATCH_XLSX_MAX_UNZIPPED_BYTES } from './limits.ts'
import type { RowCollector } from './rowCollector.ts'
import { zipInflatedSize } from './zipInflate.ts'
import { zipUnpackedSize } from './zipSize.ts'

/** Excel's error codes as it shows them in a cell. */
const ERROR_TEXTS: Readonly<Record<number, string>> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
  43: '#GETTING_DATA',
}

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

/**
 * Reads one sheet of an XLSX or XLS workbook into `collector`, row by row from row 1 (part 2 §3.8), with SheetJS
 * (`@e965/xlsx`, loaded on first use; never the registry's vulnerable `xlsx`) in dense mode, raw values only.
 * Only the chosen sheet (the first by default) is parsed. Rows are walked up to the last row holding a cell, so
 * a used range inflated to A1:L1048576 costs nothing. A workbook whose parts unpack to more than
 * `maxUnzippedBytes` (`BATCH_XLSX_MAX_UNZIPPED_BYTES` unless a test says otherwise) is refused before SheetJS
 * unpacks it, whatever sizes its ZIP declares: they are checked, then each part is inflated and counted. A number
 * formatted as a date becomes ISO text (see `excelSerialText`); any other number stays a number. Throws
 * `BatchFileError` when the workbook cannot be read or has no sheet of that name.
 */
export async function readXlsx(
  bytes: Uint8Array,
  sheet: string | undefined,
  collector: RowCollector,
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
      sheets: sheet ?? 0,
    })
  } catch (cause) {
    throw new BatchFileError('unreadable', messages.importFileUnreadable, { cause })
  }
  const sheetNames = [...(workbook.SheetNames ?? [])]
  const name = sheet ?? sheetNames[0]
  if (name === undefined) throw new BatchFileError('unreadable', messages.importFileUnreadable)
  const worksheet = sheetNames.includes(name) ? workbook.Sheets[name] : undefined
  if (sheet !== undefined && worksheet === undefined)
    throw new BatchFileError('sheetMissing', fillText(messages.importSheetMissing, { sheet }))
  const date1904 = workbook.Workbook?.WBProps?.date1904 === true
  const dateFormats = new Map<string, boolean>()
  const isDate = (format: string): boolean => {
    let known = dateFormats.get(format)
    if (known === undefined) {
      known = XLSX.SSF.is_date(format) === true
      dateFormats.set(format, known)
    }
    return known
  }
  const raw = (cell: CellObject | undefined | null): RawCell => {
    if (cell === undefined || cell === null) return undefined
    const value = cell.v
    switch (cell.t) {
      case 's':
        return typeof value === 'string' ? value : undefined
      case 'n':
        if (typeof value !== 'number') return undefined
        return typeof cell.z === 'string' && isDate(cell.z)
          ? (excelSerialText(value, date1904) ?? value)
          : value
      case 'b':
        return typeof value === 'boolean' ? value : undefined
      case 'e':
        return typeof value === 'number' ? (ERROR_TEXTS[value] ?? '#ERROR') : '#ERROR'
      case 'd':
        return value instanceof Date && !Number.isNaN(value.getTime())
          ? value.toISOString().slice(0, 10)
          : undefined
      default:
        return undefined
    }
  }
  const data: readonly (readonly (CellObject | undefined | null)[] | undefined)[] = worksheet?.['!data'] ?? []
  for (let r = 0; r < data.length; r++) {
    const row = data[r]
    if (row === undefined || row === null) {
      collector.add(r, undefined)
      continue
    }
    const cells: RawCell[] = new Array(row.length)
    for (let c = 0; c < row.length; c++) cells[c] = raw(row[c])
    collector.add(r, cells)
  }
  return { sheetNames, sheet: name }
}
