import { DEFAULT_NAMES } from '../api/wire/names.ts'
import { fillNames, messages } from '../domain/messages.ts'
import { BATCH_COLUMN_HEADERS } from './parse/batchColumns.ts'
import { csvBytes } from './parse/csvText.ts'

/** The formats the batch template is offered in: a CSV text or an Excel workbook. */
export type BatchTemplateFormat = 'csv' | 'xlsx'

/** MIME types of the template's formats. */
export const BATCH_TEMPLATE_TYPES: Readonly<Record<BatchTemplateFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Options of {@link batchTemplate}. */
export interface BatchTemplateOptions {
  /** The brand and product slugs: `{product}` in the title row, the brand in the file name (a client's `config`). */
  readonly names?: { readonly brand: string; readonly product: string }
  /** Whether to add the example row under the headers; true by default. */
  readonly example?: boolean
}

/**
 * A batch template ready to save: its bytes, file name and MIME type. It has the shape of a `BatchFileInput`, so
 * `parseBatchFile(template)` reads it back.
 */
export interface BatchTemplateFile {
  /** The file's bytes. */
  readonly data: Uint8Array<ArrayBuffer>
  /** The file name to save it under, e.g. 'waybill-batch-template.xlsx'. */
  readonly name: string
  /** The MIME type, one of `BATCH_TEMPLATE_TYPES`. */
  readonly type: string
}

/** One cell of the template: text, or a number (the example's package count). */
type TemplateCell = string | number

/** The column headers in the order of part 2 §3.8: 0 name … 11 package count. */
function headerRow(): string[] {
  return [...BATCH_COLUMN_HEADERS]
}

/**
 * The example row: a serviced Edmonton address (the sandbox's geocoder places it), a phone written as people
 * write it (the import strips it to digits) and a package count, as a row the import would keep (part 2 §3.8). Its
 * name says to delete it, and the import rejects a row of that name (`messages.importRowExample`), so a user who
 * forgets never books it and no later batch dedupes to its order number.
 */
function exampleRow(): TemplateCell[] {
  return [
    messages.batchTemplateExampleName,
    '204',
    '10220 104 Ave NW',
    'Edmonton',
    'AB',
    'T5J 0H6',
    'front.desk@example.com',
    '(780) 555-0101',
    '',
    'PO-1001',
    'Flowers',
    1,
  ]
}

/** The template's rows: title, headers (the two rows the import skips, part 2 §3.8), then the example if wanted. */
function templateRows(options: BatchTemplateOptions): TemplateCell[][] {
  const title = fillNames(messages.batchTemplateTitle, options.names ?? DEFAULT_NAMES)
  const rows: TemplateCell[][] = [[title], headerRow()]
  if (options.example ?? true) rows.push(exampleRow())
  return rows
}

/** An XLSX workbook of one sheet, written by SheetJS (`@e965/xlsx`, loaded on first use; never the registry's `xlsx`). */
async function xlsxBytes(rows: TemplateCell[][]): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import('@e965/xlsx')
  const sheet = XLSX.utils.aoa_to_sheet(rows)
  const last = headerRow().length - 1
  // The title spans the twelve columns; every column is wide enough for its header.
  sheet['!merges'] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: last } }]
  sheet['!cols'] = headerRow().map((header) => ({ wch: Math.max(12, header.length + 2) }))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, messages.batchTemplateSheet)
  const written: ArrayBuffer = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true })
  return new Uint8Array(written)
}

/**
 * The batch template (part 2 §3.8) as a CSV or XLSX file: row 1 a title saying how to fill it in, row 2 the column
 * headers in the spec's order (0 name, 1 unit, 2 address, 3 city, 4 province, 5 postal, 6 email, 7 phone, 8 w3w,
 * 9 order number/details, 10 item description, 11 package count), both skipped by the import, then an example
 * row, which the import rejects by its name (`messages.importRowExample`) until it is deleted or renamed. Used by the batch screens and the `Multi-{product}` screen. The XLSX writer loads on
 * first use, so nothing of it is in the initial bundle.
 *
 * @example
 * ```ts
 * const template = await batchTemplate('xlsx', { names: client.config })
 * const url = URL.createObjectURL(new Blob([template.data], { type: template.type }))
 * ```
 */
export async function batchTemplate(
  format: BatchTemplateFormat,
  options: BatchTemplateOptions = {},
): Promise<BatchTemplateFile> {
  const rows = templateRows(options)
  const brand = (options.names ?? DEFAULT_NAMES).brand
  return {
    data: format === 'csv' ? csvBytes(rows) : await xlsxBytes(rows),
    name: `${brand}-batch-template.${format}`,
    type: BATCH_TEMPLATE_TYPES[format],
  }
}
