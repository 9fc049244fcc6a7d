import * as XLSX from '@e965/xlsx'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FILE_HEADER } from '../../../test/batchFileFixtures.ts'
import { messages } from '../../domain/messages.ts'
import { BATCH_COLUMN_HEADERS } from './batchColumns.ts'
import { isEmptyRow, isRejection, type RowRuleContext, toBatchRow } from './batchRowRules.ts'
import { cellText, type RawCell } from './cellText.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import { readSpreadsheetCells } from './readSpreadsheetCells.ts'
import type { BatchParseResult, KeptBatchRow } from './types.ts'

// Issue 23 'Reading a spreadsheet': whatever a CSV's line ends (LF, CRLF, CR only) and whatever line breaks its
// quoted cells hold, rows in = kept + rejected, every kept row comes back with its values and row number and every
// rejected one with its row number, name and reason; a workbook of several sheets is read where its rows are, and an
// empty result always says so. Each file goes through parseBatchFile and readSpreadsheetCells alike (part 2 §3.8).

const ctx: RowRuleContext = { insuranceValue: null, randomUUID: () => 'uuid' }

/** Cell texts of a batch row, and the line breaks, quotes and delimiters older Mac Excel and others put in cells. */
const FRAGMENTS = [
  '',
  ' ',
  'Dana Smith',
  '1204',
  '10234 104 St NW',
  'Edmonton',
  'AB',
  'T5J 0K1',
  '(780) 555-0101',
  'filled.count.soap',
  'Order 5531',
  '3',
  '2.5',
  '1 Main St\nBack door',
  '1 Main St\r\nBack door',
  '1 Main St\rBack door',
  '\n',
  '\r\n',
  '\r',
  'a,b',
  'a;b',
  'a\tb',
  '"',
  'Order "A"',
  '""',
  "'=1",
]

const cell = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\r', '\n', '"', ',', ';', '\t', 'x', ' '), maxLength: 8 }),
  },
)

/** A data row: twelve template columns or a few more or fewer, with a package count most of the time. */
const dataRow = fc.oneof(
  fc.array(cell, { maxLength: 14 }),
  fc
    .tuple(fc.array(cell, { minLength: 11, maxLength: 11 }), fc.constantFrom('1', '3', ''))
    .map(([row, count]) => [...row, count]),
)

const csvFile = fc.record({
  title: fc.constantFrom('Batch template', 'Orders, June', '"Quoted" title', 'Two\nlines', 'Two\r\nlines'),
  header: fc.integer({ min: 3, max: 12 }).map((width) => FILE_HEADER.slice(0, width)),
  data: fc.array(dataRow, { maxLength: 20 }),
  delimiter: fc.constantFrom(',', ';', '\t'),
  lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
  quoteAll: fc.boolean(),
  bom: fc.boolean(),
  finalLineEnd: fc.boolean(),
})
type CsvFile = typeof csvFile extends fc.Arbitrary<infer T> ? T : never

/** The rows of a file: title, header, data. */
const rowsOf = (file: CsvFile): string[][] => [[file.title], file.header, ...file.data]

/** The file's bytes: a cell quoted when it holds a quote, a delimiter or a line break (or always, as Excel can). */
function csvBytes(file: CsvFile): Uint8Array {
  const field = (value: string) =>
    file.quoteAll || /[",;\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
  const text = rowsOf(file)
    .map((row) => row.map(field).join(file.delimiter))
    .join(file.lineEnd)
  return new TextEncoder().encode(
    `${file.bom ? '\uFEFF' : ''}${text}${file.finalLineEnd ? file.lineEnd : ''}`,
  )
}

/** What the rules make of the model's rows: each kept row, and each rejected entry (a run of empty rows is one). */
function expected(rows: readonly (readonly RawCell[])[]) {
  let last = -1
  for (let i = 2; i < rows.length; i++) if (!isEmptyRow(rows[i])) last = i
  const kept: KeptBatchRow[] = []
  const rejected: { rowNumber: number; lastRowNumber: number; name: string; reason: string | null }[] = []
  for (let i = 2; i <= last; i++) {
    const row = rows[i] ?? []
    const previous = rejected[rejected.length - 1]
    if (isEmptyRow(row)) {
      if (previous?.reason === null && previous.lastRowNumber === i) previous.lastRowNumber = i + 1
      else rejected.push({ rowNumber: i + 1, lastRowNumber: i + 1, name: '', reason: null })
      continue
    }
    const verdict = toBatchRow(row, ctx, i + 1)
    if (isRejection(verdict))
      rejected.push({
        rowNumber: i + 1,
        lastRowNumber: i + 1,
        name: cellText(row[0]),
        reason: verdict.reason,
      })
    else kept.push(verdict)
  }
  return { rowsIn: Math.max(0, last - 1), kept, rejected }
}

/** Every row of the model is kept with its values and row number, or rejected with its row number, name and reason. */
function expectRows(result: BatchParseResult, rows: readonly (readonly RawCell[])[]): void {
  const want = expected(rows)
  const { counts } = result
  expect(counts.rowsIn).toBe(counts.kept + counts.rejected)
  expect(counts.rowsIn).toBe(want.rowsIn)
  expect(result.rows).toEqual(want.kept)
  expect(
    result.rejected.map((row) => ({
      rowNumber: row.rowNumber,
      lastRowNumber: row.lastRowNumber ?? row.rowNumber,
      name: row.name,
      reason:
        want.rejected.find((entry) => entry.rowNumber === row.rowNumber)?.reason === null ? null : row.reason,
    })),
  ).toEqual(want.rejected)
  for (const row of result.rejected) expect(row.reason).not.toBe('')
  expect(result.noRowsNotice === null).toBe(counts.rowsIn > 0)
}

/** The model's rows as readSpreadsheetCells gives them: texts, up to each row's and the file's last text. */
function expectedCells(rows: readonly (readonly RawCell[])[]): string[][] {
  const texts = rows.map((row) => {
    const out = row.map(cellText)
    while (out.length > 0 && out[out.length - 1] === '') out.pop()
    return out
  })
  while (texts.length > 0 && texts[texts.length - 1]?.length === 0) texts.pop()
  return texts
}

// XLSX: text, numbers and booleans as the library writes them. XML holds no C0 control but tab, CR and LF, nor
// U+FFFE/U+FFFF, and reads a CR as LF: Excel's cells hold LF line breaks (Alt+Enter), never CR.
function xmlSafe(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if ((code < 0x20 && code !== 9 && code !== 10) || code === 0xfffe || code === 0xffff) return false
  }
  return true
}
const xlsxCell = fc.oneof(
  { weight: 5, arbitrary: cell.filter(xmlSafe) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 9_999_999_999 }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
)
type XlsxCell = typeof xlsxCell extends fc.Arbitrary<infer T> ? T : never

/** A sheet: nothing, its header rows only (the template's or another), or header rows and data rows. */
const sheetRows = fc
  .tuple(
    fc.constantFrom('empty', 'headers', 'rows', 'rows', 'notes'),
    fc.boolean(),
    fc.array(fc.array(xlsxCell, { maxLength: 13 }), { minLength: 1, maxLength: 8 }),
  )
  .map(([kind, template, data]): XlsxCell[][] => {
    if (kind === 'empty') return []
    if (kind === 'notes') return data.slice(0, 2)
    const header = template ? [...BATCH_COLUMN_HEADERS] : [...FILE_HEADER]
    return kind === 'headers' ? [['Batch'], header] : [['Batch'], header, ...data]
  })

const workbookFile = fc.record({
  sheets: fc.uniqueArray(fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,12}$/), sheetRows), {
    minLength: 1,
    maxLength: 4,
    selector: ([name]) => name.trim().toLowerCase(),
  }),
  choose: fc.option(fc.nat(), { nil: undefined }),
})
type WorkbookFile = typeof workbookFile extends fc.Arbitrary<infer T> ? T : never

function xlsxBytes(file: WorkbookFile): Uint8Array {
  const book = XLSX.utils.book_new()
  for (const [name, rows] of file.sheets)
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name)
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }))
}

/** The model's cells as the reader hands them over: missing cells undefined. */
const rawRows = (rows: readonly (readonly XlsxCell[])[]): RawCell[][] =>
  rows.map((row) => row.map((value) => value ?? undefined))

/**
 * The sheet to read: the one asked for; else the first whose row 2 is the template's header row with a data row
 * under it, else the first with a data row, else the first with that header row, else the first (issue 23).
 */
function modelSheet(file: WorkbookFile): readonly [string, XlsxCell[][]] {
  const sheets = file.sheets
  if (file.choose !== undefined) return sheets[file.choose % sheets.length] ?? ['', []]
  const headed = ([, rows]: (typeof sheets)[number]) =>
    BATCH_COLUMN_HEADERS.every((header, i) => rows[1]?.[i] === header)
  const filled = ([, rows]: (typeof sheets)[number]) => rawRows(rows.slice(2)).some((row) => !isEmptyRow(row))
  return (
    sheets.find((sheet) => headed(sheet) && filled(sheet)) ??
    sheets.find(filled) ??
    sheets.find(headed) ??
    sheets[0] ?? ['', []]
  )
}

describe('reading a spreadsheet, properties (issue 23 item 3)', () => {
  it('loses no row of 2,000 CSV files with LF, CRLF or CR-only line ends and line breaks in quoted cells (part 2 §3.8)', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, async (file) => {
        const input = { data: csvBytes(file), name: 'batch.csv' }
        expectRows(await parseBatchFile(input, ctx), rowsOf(file))
        const cells = await readSpreadsheetCells(input)
        expect(cells.rows).toEqual(expectedCells(rowsOf(file)))
        expect(cells.unpairedQuoteRows).toEqual([])
      }),
      { numRuns: 2000 },
    )
  }, 120_000)

  it('loses no row of 1,000 CR-only files (older Mac Excel) with a line feed in a quoted cell (part 2 §3.8)', async () => {
    const macFile = csvFile
      .map((file) => ({ ...file, lineEnd: '\r' as const }))
      .filter((file) => file.data.some((row) => row.some((value) => value.includes('\n'))))
    await fc.assert(
      fc.asyncProperty(macFile, async (file) => {
        const result = await parseBatchFile({ data: csvBytes(file), name: 'batch.csv' }, ctx)
        expectRows(result, rowsOf(file))
      }),
      { numRuns: 1000 },
    )
  }, 120_000)

  it('reads 500 workbooks of one to four sheets where their rows are, and never an empty result without a word (part 2 §3.8)', async () => {
    await fc.assert(
      fc.asyncProperty(workbookFile, async (file) => {
        const [name, rows] = modelSheet(file)
        const data = xlsxBytes(file)
        const options = file.choose === undefined ? ctx : { ...ctx, sheet: name }
        const result = await parseBatchFile({ data, name: 'batch.xlsx' }, options)
        expect(result.sheetNames).toEqual(file.sheets.map(([sheet]) => sheet))
        expect(result.sheet).toBe(name)
        expectRows(result, rawRows(rows))
        if (result.counts.rowsIn === 0 && file.sheets.length > 1 && file.choose === undefined)
          expect(result.noRowsNotice).toBe(messages.importWorkbookNoRows)
        const cells = await readSpreadsheetCells(
          { data, name: 'batch.xlsx' },
          file.choose === undefined ? {} : { sheet: name },
        )
        expect(cells.sheet).toBe(name)
        expect(cells.rows).toEqual(expectedCells(rawRows(rows)))
      }),
      { numRuns: 500 },
    )
  }, 120_000)
})
