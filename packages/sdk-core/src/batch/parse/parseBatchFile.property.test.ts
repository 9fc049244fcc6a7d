import * as XLSX from '@e965/xlsx'
import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { FILE_HEADER } from '../../../test/batchFileFixtures.ts'
import { BATCH_COLUMN_HEADERS } from './batchColumns.ts'
import { BatchFileError } from './batchFileError.ts'
import { isEmptyRow, isRejection, type RowRuleContext, toBatchRow } from './batchRowRules.ts'
import type { RawCell } from './cellText.ts'
import { excelSerialText } from './excelDate.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import { guessDialect } from './readCsv.ts'
import type { BatchParseResult } from './types.ts'

// Issue 8 'Reliability': ≥ 10,000 generated and mutated CSV and XLSX inputs (here 4,000 + 4,000 CSV and
// 1,000 + 500 + 500 XLSX): no exception but the parser's own BatchFileError, rows in = kept + rejected, and for a file
// that was not mutated, exactly the rows of the model it was written from (part 2 §3.8).

const ctx: RowRuleContext = { insuranceValue: null, randomUUID: () => 'uuid' }

/** Cell texts customers' files hold, and texts that break careless parsers. */
const FRAGMENTS = [
  '',
  ' ',
  'Dana Smith',
  '1204',
  '10234 104 St NW',
  '1 rue de l’Église',
  'Edmonton',
  'Montréal',
  'AB',
  'QC',
  'T5J 0K1',
  'dana@example.com',
  '(780) 555-0101',
  '\u200e780.555.0101',
  '7.8055501E9',
  'filled.count.soap',
  'Order 5531',
  'Crème brûlée',
  '3',
  '3.0',
  '0',
  '-1',
  '2.5',
  '=HYPERLINK("x")',
  "'=1",
  '@x',
  '"',
  '""',
  ',',
  ';',
  '\t',
  'a\nb',
  'a\r\nb',
  '__proto__',
  'constructor',
  'x'.repeat(192),
]

const text = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
)

/**
 * A file's rows: a title, a header of at least three plain column titles in the template's order (the delimiter is
 * guessed from it), then data rows.
 */
const csvRows = fc
  .tuple(
    fc.array(text, { maxLength: 3 }),
    fc.integer({ min: 3, max: 12 }).map((width) => FILE_HEADER.slice(0, width)),
    fc.array(fc.array(text, { maxLength: 14 }), { maxLength: 25 }),
  )
  .map(([title, header, data]) => [title, header, ...data])

const csvFile = fc.record({
  rows: csvRows,
  delimiter: fc.constantFrom(',', ';', '\t'),
  // 'mixed': each line end CRLF or LF, as a file edited in two programs (a merge would lose rows).
  newline: fc.constantFrom('\n', '\r\n', 'mixed'),
  mixed: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
  bom: fc.boolean(),
  windows1252: fc.boolean(),
  finalNewline: fc.boolean(),
})

type CsvFile = typeof csvFile extends fc.Arbitrary<infer T> ? T : never

function csvField(cell: string): string {
  return /[",;\t\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/** Windows-1252 bytes when every character has one and no two non-ASCII characters meet (which could read as UTF-8). */
function windows1252(value: string): Uint8Array | null {
  const bytes = new Uint8Array(value.length)
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const ascii = code === 9 || code === 10 || code === 13 || (code >= 0x20 && code < 0x7f)
    if (!ascii && (code < 0xa0 || code > 0xff || value.charCodeAt(i + 1) >= 0x80)) return null
    bytes[i] = code
  }
  return bytes
}

/** The line end after line `i`: the file's, or for a mixed file CRLF or LF as drawn. */
function lineEnd(file: CsvFile, i: number): string {
  if (file.newline !== 'mixed') return file.newline
  return file.mixed[i % file.mixed.length] ? '\r\n' : '\n'
}

function csvBytes(file: CsvFile): Uint8Array {
  const lines = file.rows.map((row) => row.map(csvField).join(file.delimiter))
  let value = ''
  lines.forEach((line, i) => {
    value += line
    if (i < lines.length - 1 || file.finalNewline) value += lineEnd(file, i)
  })
  const legacy = file.windows1252 ? windows1252(value) : null
  if (legacy) return legacy
  const utf8 = new TextEncoder().encode(value)
  if (!file.bom) return utf8
  const marked = new Uint8Array(utf8.length + 3)
  marked.set([0xef, 0xbb, 0xbf])
  marked.set(utf8, 3)
  return marked
}

/** Random damage: flipped, inserted, deleted and repeated bytes, or a cut end. */
const mutations = fc.array(
  fc.record({
    kind: fc.constantFrom('flip', 'insert', 'delete', 'repeat', 'cut'),
    at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    length: fc.integer({ min: 1, max: 64 }),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
  { minLength: 1, maxLength: 5 },
)

type Mutation = typeof mutations extends fc.Arbitrary<(infer T)[]> ? T : never

function mutate(source: Uint8Array, changes: readonly Mutation[]): Uint8Array {
  let bytes = source
  for (const change of changes) {
    const at = Math.floor(change.at * bytes.length)
    const end = Math.min(bytes.length, at + change.length)
    if (change.kind === 'flip') {
      bytes = bytes.slice()
      change.bytes.forEach((byte, i) => {
        if (at + i < bytes.length) bytes[at + i] = byte
      })
    } else if (change.kind === 'insert') {
      bytes = concat(bytes.subarray(0, at), change.bytes, bytes.subarray(at))
    } else if (change.kind === 'delete') {
      bytes = concat(bytes.subarray(0, at), bytes.subarray(end))
    } else if (change.kind === 'repeat') {
      bytes = concat(bytes.subarray(0, end), bytes.subarray(at, end), bytes.subarray(end))
    } else {
      bytes = bytes.slice(0, at)
    }
  }
  return bytes
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}

/** Parses, allowing only the parser's own refusal; checks the counts invariant of what it read. */
async function parseChecked(
  data: Uint8Array,
  name: string,
  sheet?: string,
): Promise<BatchParseResult | null> {
  let result: BatchParseResult
  try {
    result = await parseBatchFile({ data, name }, sheet === undefined ? ctx : { ...ctx, sheet })
  } catch (error) {
    expect(error).toBeInstanceOf(BatchFileError)
    return null
  }
  const { counts } = result
  expect(counts.rowsIn).toBe(counts.kept + counts.rejected)
  expect(result.rows).toHaveLength(counts.kept)
  // Rows are counted from the entries, not the collector's counters: a run of empty rows counts all its rows.
  let rejectedRows = 0
  // Rows down to the header row are skipped: row 2 in the template, a customer's header row elsewhere (issue 25).
  const skipped = result.columns.headerRowNumber
  let next = skipped + 1
  for (const row of result.rejected) {
    const last = row.lastRowNumber ?? row.rowNumber
    expect(row.rowNumber).toBeGreaterThanOrEqual(next)
    expect(last).toBeGreaterThanOrEqual(row.rowNumber)
    expect(row.cells.length).toBeLessThanOrEqual(12)
    expect(typeof row.reason === 'string' && row.reason !== '').toBe(true)
    rejectedRows += last - row.rowNumber + 1
    next = last + 1
  }
  expect(result.rows.length + rejectedRows).toBe(counts.rowsIn)
  if (result.columns.layout === 'needsMapping') {
    // A header row of the customer's own: nothing is imported before the customer accepts a mapping.
    expect(counts).toEqual({ rowsIn: 0, kept: 0, rejected: 0, trailingEmpty: 0 })
    expect(result.columns.mapping).not.toBeNull()
  } else if (result.format === 'csv') {
    expect(csvRecords(data, result)).toEqual(counts.rowsIn + counts.trailingEmpty)
  }
  return result
}

/**
 * The file's data rows (after the two header rows, the empty record after a final line break left out) as
 * papaparse reads the whole decoded text in one go, in the reader's dialect: counted apart from the reader's steps
 * and the collector.
 */
function csvRecords(data: Uint8Array, result: BatchParseResult): number {
  // Every byte-order mark in front goes, as the reader drops them (a mutation can repeat one).
  const text = new TextDecoder(result.encoding ?? 'utf-8').decode(data).replace(/^\uFEFF+/, '')
  // The delimiter and line break are the reader's guess (a mutation can change them; csvLineBreak is tested apart).
  const { delimiter, newline } = guessDialect(Papa, text.slice(0, 1 << 16))
  const { data: records } = Papa.parse<string[]>(text, { delimiter, newline })
  let n = records.length
  const last = records[n - 1]
  if (last?.length === 1 && last[0] === '' && /[\r\n]$/.test(text)) n--
  return Math.max(0, n - result.columns.headerRowNumber)
}

/** What the rules make of the model's rows: rows in, rows kept, and the rejected rows' numbers. */
function expected(rows: readonly (readonly RawCell[])[]) {
  let last = -1
  for (let i = 2; i < rows.length; i++) if (!isEmptyRow(rows[i])) last = i
  // Rejected entries as [first, last] row numbers: a run of empty rows is one entry.
  const rejected: [number, number][] = []
  let kept = 0
  for (let i = 2; i <= last; i++) {
    const row = rows[i] ?? []
    const previous = rejected[rejected.length - 1]
    if (isEmptyRow(row)) {
      if (previous && previous[1] === i && isEmptyRow(rows[i - 1] ?? [])) previous[1] = i + 1
      else rejected.push([i + 1, i + 1])
    } else if (isRejection(toBatchRow(row, ctx, i + 1))) rejected.push([i + 1, i + 1])
    else kept++
  }
  return { rowsIn: Math.max(0, last - 1), kept, rejected }
}

function expectModel(result: BatchParseResult | null, rows: readonly (readonly RawCell[])[]): void {
  expect(result).not.toBeNull()
  const want = expected(rows)
  expect(result?.counts.rowsIn).toBe(want.rowsIn)
  expect(result?.counts.kept).toBe(want.kept)
  expect(result?.rejected.map((row) => [row.rowNumber, row.lastRowNumber ?? row.rowNumber])).toEqual(
    want.rejected,
  )
}

function expectNoPollution(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.keys(Object.prototype)).toEqual([])
}

// XLSX models: typed cells as the library writes them, in one to three sheets. XML 1.0 holds no C0 control but
// tab, CR and LF, nor U+FFFE/U+FFFF: Excel cannot store them in a cell either.
function xmlSafe(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if ((code < 0x20 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffe || code === 0xffff)
      return false
  }
  return true
}
const xlsxCell = fc.oneof(
  {
    weight: 5,
    arbitrary: text.filter(xmlSafe),
  },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 9_999_999_999 }) },
  { weight: 1, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 60_000 }).map((serial) => ({ date: serial + 0.25 })) },
  { weight: 2, arbitrary: fc.constant(null) },
)
type XlsxCell = typeof xlsxCell extends fc.Arbitrary<infer T> ? T : never

const sheetName = fc.oneof(
  fc.constantFrom('Orders', '__proto__', 'constructor', 'prototype', 'Sheet 1', 'Feuille é'),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/),
)

/** A sheet's rows; one in four has the template's header row (part 2 §3.8) as its row 2, in any case. */
const sheetRowsArbitrary = fc
  .tuple(
    fc.array(fc.array(xlsxCell, { maxLength: 14 }), { maxLength: 20 }),
    fc.constantFrom<'no' | 'same' | 'upper'>('no', 'no', 'no', 'same', 'upper'),
  )
  .map(([rows, headed]) => {
    if (headed === 'no') return rows
    const headers = BATCH_COLUMN_HEADERS.map((header) => (headed === 'upper' ? header.toUpperCase() : header))
    return [rows[0] ?? [], headers, ...rows.slice(2)]
  })

const xlsxBook = fc.record({
  sheets: fc.uniqueArray(fc.tuple(sheetName, sheetRowsArbitrary), {
    minLength: 1,
    maxLength: 3,
    selector: ([name]) => name.toLowerCase(),
  }),
  choose: fc.nat(),
  pick: fc.boolean(),
})
type XlsxBook = typeof xlsxBook extends fc.Arbitrary<infer T> ? T : never

function xlsxBytes(book: XlsxBook): Uint8Array {
  const workbook = XLSX.utils.book_new()
  for (const [name, rows] of book.sheets) {
    const sheet = XLSX.utils.aoa_to_sheet([])
    rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell === null) return
        const address = XLSX.utils.encode_cell({ r, c })
        if (typeof cell === 'object') sheet[address] = { t: 'n', v: cell.date, z: 'yyyy-mm-dd hh:mm' }
        else if (typeof cell === 'string') sheet[address] = { t: 's', v: cell }
        else if (typeof cell === 'number') sheet[address] = { t: 'n', v: cell }
        else sheet[address] = { t: 'b', v: cell }
      })
    })
    const width = Math.max(1, ...rows.map((row) => row.length))
    sheet['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: Math.max(0, rows.length - 1), c: width - 1 },
    })
    XLSX.utils.book_append_sheet(workbook, sheet, name)
  }
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: false }))
}

/** The model's cells as the reader hands them over: dates as ISO text, missing cells undefined. */
function rawRows(rows: readonly (readonly XlsxCell[])[]): RawCell[][] {
  return rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return undefined
      if (typeof cell === 'object') return excelSerialText(cell.date, false) ?? cell.date
      return cell
    }),
  )
}

/**
 * The sheet read: the one picked, else (part 2 §3.8, issue 23) the first whose row 2 is the template's header row
 * and that has a row with data under it, else the first with such a row, else the first with the header row, else
 * the first.
 */
function chosenSheet(book: XlsxBook): readonly [string, XlsxCell[][]] {
  const sheets = book.sheets
  if (book.pick) return sheets[book.choose % sheets.length] ?? ['', []]
  const headed = ([, rows]: (typeof sheets)[number]) =>
    BATCH_COLUMN_HEADERS.every((header, i) => {
      const cell = rows[1]?.[i]
      return typeof cell === 'string' && cell.trim().toLowerCase() === header.toLowerCase()
    })
  const filled = ([, rows]: (typeof sheets)[number]) => rawRows(rows.slice(2)).some((row) => !isEmptyRow(row))
  const found =
    sheets.find((sheet) => headed(sheet) && filled(sheet)) ??
    sheets.find(filled) ??
    sheets.find(headed) ??
    sheets[0]
  return found ?? ['', []]
}

/** The workbook with one of its XML parts damaged and the zip written again, sound, around it. */
function mutatePart(bytes: Uint8Array, part: number, changes: readonly Mutation[]): Uint8Array {
  const zip = XLSX.CFB.read(bytes, { type: 'array' })
  const parts = zip.FullPaths.filter((path: string) => /\.(?:xml|rels)$/.test(path))
  const path = parts[part % parts.length] as string
  const entry = XLSX.CFB.find(zip, path.replace(/^Root Entry/, ''))
  if (entry) entry.content = mutate(new Uint8Array(entry.content as ArrayLike<number>), changes)
  return new Uint8Array(XLSX.CFB.write(zip, { type: 'array', fileType: 'zip' }) as ArrayLike<number>)
}

describe('parseBatchFile properties (issue 8 Reliability)', () => {
  it('reads 4,000 generated CSV files into exactly their model rows (part 2 §3.8)', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, async (file) => {
        const result = await parseChecked(csvBytes(file), 'batch.csv')
        expectModel(result, file.rows)
      }),
      { numRuns: 4000 },
    )
  }, 60_000)

  it('survives 4,000 mutated CSV files: only BatchFileError, rows in = kept + rejected (part 2 §3.8)', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, mutations, async (file, changes) => {
        await parseChecked(mutate(csvBytes(file), changes), 'batch.csv')
      }),
      { numRuns: 4000 },
    )
  }, 60_000)

  it("reads 1,000 generated XLSX workbooks into exactly the chosen sheet's rows, polluting nothing (part 2 §3.8)", async () => {
    await fc.assert(
      fc.asyncProperty(xlsxBook, async (book) => {
        const [name, rows] = chosenSheet(book)
        const result = await parseChecked(xlsxBytes(book), 'batch.xlsx', book.pick ? name : undefined)
        expect(result?.sheetNames).toEqual(book.sheets.map(([sheet]) => sheet))
        expect(result?.sheet).toBe(name)
        expectModel(result, rawRows(rows))
        // Never an empty result without a word (issue 23).
        expect(result?.noRowsNotice === null).toBe((result?.counts.rowsIn ?? 0) > 0)
        expectNoPollution()
      }),
      { numRuns: 1000 },
    )
  }, 60_000)

  it('survives 500 XLSX workbooks with damaged bytes: only BatchFileError, rows in = kept + rejected (part 2 §3.8)', async () => {
    await fc.assert(
      fc.asyncProperty(xlsxBook, mutations, async (book, changes) => {
        await parseChecked(mutate(xlsxBytes(book), changes), 'batch.xlsx')
        expectNoPollution()
      }),
      { numRuns: 500 },
    )
  }, 60_000)

  it('survives 500 XLSX workbooks with damaged XML in a sound zip: only BatchFileError, no pollution (issue 8)', async () => {
    await fc.assert(
      fc.asyncProperty(xlsxBook, fc.nat(), mutations, async (book, part, changes) => {
        await parseChecked(
          mutatePart(xlsxBytes(book), part, changes),
          'batch.xlsx',
          book.pick ? chosenSheet(book)[0] : undefined,
        )
        expectNoPollution()
      }),
      { numRuns: 500 },
    )
  }, 60_000)
})
