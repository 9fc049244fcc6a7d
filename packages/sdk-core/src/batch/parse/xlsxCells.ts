import type { CellObject, WorkBook } from '@e965/xlsx'
import type { RawCell } from './cellText.ts'
import { excelSerialText } from './excelDate.ts'

type XlsxModule = typeof import('@e965/xlsx')

/** A worksheet row in SheetJS' dense mode: cells by column, holes where none is set. */
export type XlsxRow = readonly (CellObject | undefined | null)[] | undefined | null

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

/** A number format of zeros only ('00000', Excel's Zip Code): the digits it pads a whole number to. */
const ZERO_PADDED = /^0+$/

/**
 * The reader of a workbook's rows as raw cells (part 2 §3.8): text as text, a number formatted as a date as ISO
 * text (see `excelSerialText`, with the workbook's 1900 or 1904 dates), a whole number formatted with leading
 * zeros ('00000') as the text it shows (an order number 00123 stays 00123), any other number as a number, a boolean as
 * a boolean, an error as Excel shows it (#N/A); undefined for a row the sheet lacks.
 */
export function xlsxRowReader(XLSX: XlsxModule, workbook: WorkBook): (row: XlsxRow) => RawCell[] | undefined {
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
        if (typeof cell.z !== 'string') return value
        if (ZERO_PADDED.test(cell.z) && Number.isInteger(value) && value >= 0) {
          return value.toFixed(0).padStart(cell.z.length, '0')
        }
        return isDate(cell.z) ? (excelSerialText(value, date1904) ?? value) : value
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
  return (row) => {
    if (row === undefined || row === null) return undefined
    const cells: RawCell[] = new Array(row.length)
    for (let c = 0; c < row.length; c++) cells[c] = raw(row[c])
    return cells
  }
}
