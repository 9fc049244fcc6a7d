import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { FILE_HEADER } from '../../../test/batchFileFixtures.ts'
import { deflateRaw, zipArchive } from '../../../test/zipFixtures.ts'
import { fillText, messages } from '../../domain/messages.ts'
import { BATCH_COLUMN_HEADERS } from './batchColumns.ts'
import { BatchFileError } from './batchFileError.ts'
import { BATCH_XLSX_MAX_UNZIPPED_BYTES } from './limits.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import { readXlsx } from './readXlsx.ts'
import { createRowCollector } from './rowCollector.ts'
import type { BatchParseOptions } from './types.ts'
import { zipUnpackedSize } from './zipSize.ts'

type Cell = string | number | boolean | Date | null
const TITLE: Cell[] = ['Batch template']
const HEADER: Cell[] = [...FILE_HEADER]
const TEMPLATE_HEADER: Cell[] = [...BATCH_COLUMN_HEADERS]
const DANA: Cell[] = [
  'Dana Smith',
  '1204',
  '10234 104 St NW',
  'Edmonton',
  'AB',
  'T5J 0K1',
  'dana@example.com',
  '(780) 555-0101',
  '',
  'Order 5531',
  'roses',
  '3',
]

/** A workbook written by the same library, one sheet per entry; `edit` touches each sheet before writing. */
function workbook(
  sheets: readonly (readonly [string, Cell[][]])[],
  bookType: XLSX.BookType = 'xlsx',
  edit: (sheet: XLSX.WorkSheet, name: string) => void = () => {},
  workbookProps?: XLSX.WorkbookProperties,
): Uint8Array {
  const book = XLSX.utils.book_new()
  for (const [name, rows] of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(rows)
    edit(sheet, name)
    XLSX.utils.book_append_sheet(book, sheet, name)
  }
  if (workbookProps) book.Workbook = { ...book.Workbook, WBProps: workbookProps }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType, compression: false }))
}

/** The workbook with one of its XML parts rewritten: a crafted file. */
function craft(bytes: Uint8Array, part: RegExp, rewrite: (xml: string) => string): Uint8Array {
  const zip = XLSX.CFB.read(bytes, { type: 'array' })
  const path = zip.FullPaths.find((full: string) => part.test(full))
  const entry = path === undefined ? null : XLSX.CFB.find(zip, path.replace(/^Root Entry/, ''))
  if (!entry) throw new Error(`no part ${part}`)
  entry.content = new TextEncoder().encode(rewrite(new TextDecoder().decode(entry.content as Uint8Array)))
  return new Uint8Array(XLSX.CFB.write(zip, { type: 'array', fileType: 'zip' }) as ArrayLike<number>)
}

const options: BatchParseOptions = { randomUUID: () => 'generated' }
const parseXlsx = (data: Uint8Array, more: BatchParseOptions = {}, name = 'batch.xlsx') =>
  parseBatchFile({ data, name }, { ...options, ...more })

function expectNoPollution(): void {
  const probe = {} as Record<string, unknown>
  expect(probe.polluted).toBeUndefined()
  expect(probe.t).toBeUndefined()
  expect(probe.a).toBeUndefined()
  expect(probe.v).toBeUndefined()
  expect(Object.keys(Object.prototype)).toEqual([])
  expect(typeof probe.constructor).toBe('function')
  expect(typeof probe.toString).toBe('function')
}

describe('readXlsx', () => {
  it("reads the first sheet with rows when no header row is the template's, and lists every sheet (issues 8, 23)", async () => {
    const bytes = workbook([
      ['Orders', [TITLE, HEADER, DANA]],
      ['Pickups', [TITLE, HEADER, DANA, DANA]],
    ])
    const result = await parseXlsx(bytes)
    expect(result).toMatchObject({
      format: 'xlsx',
      encoding: null,
      sheetNames: ['Orders', 'Pickups'],
      sheet: 'Orders',
    })
    expect(result.headerRows).toEqual([['Batch template'], HEADER])
    expect(result.rows).toHaveLength(1)
    expect(result.rows[0]).toMatchObject({
      name: 'Dana Smith',
      phone: '7805550101',
      packageCount: 3,
      valid: false,
    })
  })

  it('reads the sheet the user chose (issue 8)', async () => {
    const bytes = workbook([
      ['Orders', [TITLE, HEADER, DANA]],
      ['Pickups', [TITLE, HEADER, DANA, DANA]],
    ])
    const result = await parseXlsx(bytes, { sheet: 'Pickups' })
    expect(result.sheet).toBe('Pickups')
    expect(result.rows).toHaveLength(2)
  })

  it("reads the sheet whose header row is the template's, wherever it is (part 2 §3.8, issue 23)", async () => {
    const bytes = workbook([
      ['Notes', [['How to fill in this workbook'], ['One order per row']]],
      ['Old', [TITLE, HEADER, DANA, DANA]],
      ['Orders', [TITLE, TEMPLATE_HEADER, DANA]],
    ])
    const result = await parseXlsx(bytes)
    expect(result.sheetNames).toEqual(['Notes', 'Old', 'Orders'])
    expect(result.sheet).toBe('Orders')
    expect(result.rows.map((row) => [row.rowNumber, row.name])).toEqual([[3, 'Dana Smith']])
    expect(result.noRowsNotice).toBeNull()
  })

  it('reads the first sheet with rows when the first sheet has none, not an empty result (part 2 §3.8, issue 23)', async () => {
    const bytes = workbook([
      ['Sheet1', []],
      ['Sheet2', [TITLE, HEADER]],
      ['Sheet3', [TITLE, HEADER, DANA, ['Kim', '7']]],
    ])
    const result = await parseXlsx(bytes)
    expect(result.sheet).toBe('Sheet3')
    expect(result.counts).toEqual({ rowsIn: 2, kept: 1, rejected: 1, trailingEmpty: 0 })
    expect(result.rejected.map((row) => [row.rowNumber, row.name])).toEqual([[4, 'Kim']])
  })

  it('says in words that no sheet has rows, naming none when the user chose none (issue 23)', async () => {
    const bytes = workbook([
      ['Sheet1', []],
      ['Orders', [TITLE, TEMPLATE_HEADER]],
    ])
    const result = await parseXlsx(bytes)
    expect(result.sheet).toBe('Orders')
    expect(result.counts.rowsIn).toBe(0)
    expect(result.noRowsNotice).toBe(
      'No sheet of this file has rows to import. Please add one row per address under the two header rows, then upload it again.',
    )
  })

  it('says in words that the sheet the user chose has no rows, by its name (issue 23)', async () => {
    const bytes = workbook([
      ['Orders', [TITLE, HEADER, DANA]],
      ['Empty', [TITLE, HEADER]],
    ])
    const result = await parseXlsx(bytes, { sheet: 'Empty' })
    expect(result.sheet).toBe('Empty')
    expect(result.noRowsNotice).toBe(
      'The sheet "Empty" has no rows to import. Please choose another sheet, or add one row per address under its two header rows.',
    )
  })

  it('says a workbook of one empty sheet has no rows, as a CSV would (issue 21)', async () => {
    const result = await parseXlsx(workbook([['Orders', [TITLE, HEADER]]]))
    expect(result.noRowsNotice).toBe(messages.importFileNoRows)
  })

  it('refuses a sheet the workbook does not have, with the catalogue text (issue 8)', async () => {
    const bytes = workbook([['Orders', [TITLE, HEADER, DANA]]])
    const error = await parseXlsx(bytes, { sheet: 'Nope' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BatchFileError)
    expect(error).toMatchObject({
      code: 'sheetMissing',
      message: 'There is no sheet named "Nope" in this file.',
    })
  })

  it('produces no rows and no cost from a used range inflated to A1:L1048576 (issue 8)', async () => {
    const base = workbook([['Orders', [TITLE, HEADER, ...Array.from({ length: 10 }, () => DANA)]]])
    const inflate = (cell: string) =>
      craft(base, /sheet1\.xml$/, (xml) =>
        xml
          .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:L1048576"/>')
          .replace('</sheetData>', `<row r="1048576">${cell}</row></sheetData>`),
      )
    const styledOnly = await parseXlsx(inflate('<c r="L1048576" s="0"/>'))
    expect(styledOnly.counts).toEqual({ rowsIn: 10, kept: 10, rejected: 0, trailingEmpty: 0 })
    const blankText = await parseXlsx(inflate('<c r="L1048576" t="inlineStr"><is><t> </t></is></c>'))
    expect(blankText.counts).toEqual({ rowsIn: 10, kept: 10, rejected: 0, trailingEmpty: 1048576 - 12 })
  })

  it('rejects the empty rows before one stray cell at row 1,048,576 as one entry (part 2 §3.8: nothing vanishes silently)', async () => {
    const base = workbook([['Orders', [TITLE, HEADER, ...Array.from({ length: 10 }, () => DANA)]]])
    const stray = craft(base, /sheet1\.xml$/, (xml) =>
      xml
        .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:L1048576"/>')
        .replace(
          '</sheetData>',
          '<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
        ),
    )
    const result = await parseXlsx(stray)
    expect(result.rejected).toEqual([
      {
        rowNumber: 13,
        lastRowNumber: 1048575,
        name: '',
        reason: 'Rows 13 to 1048575 are empty.',
        cells: [],
      },
      { rowNumber: 1048576, name: 'x', reason: messages.importRowNoAddress, cells: ['x'] },
    ])
    expect(result.counts).toEqual({ rowsIn: 1048574, kept: 10, rejected: 1048564, trailingEmpty: 0 })
  })

  it('refuses a workbook whose parts unpack to more than 256 MB before unpacking it (issue 8: files over a documented size are refused)', async () => {
    expect(BATCH_XLSX_MAX_UNZIPPED_BYTES).toBe(256 * 1024 * 1024)
    const bytes = workbook([['Orders', [TITLE, HEADER, DANA]]])
    // What a deflate bomb's central directory says: one part unpacking to 300 MB.
    const bomb = bytes.slice()
    const view = new DataView(bomb.buffer)
    let entry = -1
    for (let at = bomb.length - 22; at >= 0; at--) {
      if (view.getUint32(at, true) === 0x06054b50) {
        entry = view.getUint32(at + 16, true)
        break
      }
    }
    expect(view.getUint32(entry, true)).toBe(0x02014b50)
    view.setUint32(entry + 24, 300 * 1024 * 1024, true)
    const error = await parseXlsx(bomb).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BatchFileError)
    expect(error).toMatchObject({
      code: 'tooLarge',
      message:
        'This workbook unpacks to more than 256 MB. Please split it into smaller files or save it as CSV.',
    })
    expect(zipUnpackedSize(bytes, Number.POSITIVE_INFINITY)).toBeGreaterThan(0)
    expect(zipUnpackedSize(bytes.subarray(0, bytes.length - 30), Number.POSITIVE_INFINITY)).toBeNull()
  })

  it('refuses a deflate bomb whose ZIP declares 10 bytes, inflating only up to the limit (issue 8: files over a documented size are refused)', async () => {
    const mib = 1024 * 1024
    const kernel = await deflateRaw(new Uint8Array(64 * mib))
    const bomb = zipArchive([
      { name: '[Content_Types].xml', data: await deflateRaw(new TextEncoder().encode('<Types/>')) },
      { name: 'xl/worksheets/sheet1.xml', data: kernel, declaredSize: 10 },
    ])
    expect(bomb.length).toBeLessThan(128 * 1024)
    const collector = createRowCollector({
      insuranceValue: null,
      randomUUID: () => 'id',
      onPage: undefined,
      pageSize: 1000,
      headerRowNumber: 2,
    })
    const started = performance.now()
    const error = await readXlsx(bomb, undefined, collector, mib).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BatchFileError)
    expect(error).toMatchObject({
      code: 'tooLarge',
      message: fillText(messages.importFileTooLargeUnzipped, { mb: 1 }),
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('reads a deflated workbook, as Excel writes it, after counting what it unpacks to (issue 8)', async () => {
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([TITLE, HEADER, DANA, DANA]), 'Orders')
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }))
    const result = await parseXlsx(bytes)
    expect(result.rows.map((row) => row.name)).toEqual(['Dana Smith', 'Dana Smith'])
  })

  it('refuses a workbook with a damaged deflate stream as unreadable, with the catalogue text (issue 8)', async () => {
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([TITLE, HEADER, DANA]), 'Orders')
    const damaged = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }))
    const view = new DataView(damaged.buffer)
    expect(view.getUint16(8, true)).toBe(8)
    // The first part's deflate data starts with a block of the reserved type 3.
    damaged[30 + view.getUint16(26, true) + view.getUint16(28, true)] = 0x07
    const error = await parseXlsx(damaged).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BatchFileError)
    expect(error).toMatchObject({ code: 'unreadable', message: messages.importFileUnreadable })
  })

  it('reads numbers stored as text and text stored as numbers alike (part 2 §3.8)', async () => {
    const row: Cell[] = [
      'Dana',
      12,
      '10234 104 St NW',
      'Edmonton',
      'AB',
      'T5J 0K1',
      '',
      7805550101,
      '',
      5531,
      '',
      3,
    ]
    const asText: Cell[] = [
      'Lee',
      '12',
      '1 Main St',
      'Calgary',
      'AB',
      '',
      '',
      '7.805550101E9',
      '',
      '',
      '',
      '3.0',
    ]
    const result = await parseXlsx(workbook([['Orders', [TITLE, HEADER, row, asText]]]))
    expect(result.rows[0]).toMatchObject({
      unitNumber: '12',
      phone: '7805550101',
      uuid: '5531',
      packageCount: 3,
    })
    expect(result.rows[1]).toMatchObject({
      unitNumber: '12',
      phone: '7805550101',
      uuid: 'generated',
      packageCount: 3,
    })
  })

  it('writes a date cell as ISO text, e.g. in the details column (part 2 §3.8 decision)', async () => {
    const row = [...DANA]
    row[9] = 46349
    row[10] = 46349.375
    const bytes = workbook([['Orders', [TITLE, HEADER, row]]], 'xlsx', (sheet) => {
      sheet.J3 = { t: 'n', v: 46349, z: 'm/d/yy' }
      sheet.K3 = { t: 'n', v: 46349.375, z: 'yyyy-mm-dd hh:mm' }
    })
    const result = await parseXlsx(bytes)
    expect(result.rows[0]).toMatchObject({
      orderNumber: '2026-11-23',
      details: '2026-11-23 Item description: 2026-11-23 09:00',
    })
  })

  it('reads dates of a 1904-system workbook, old Mac files (part 2 §3.8 decision)', async () => {
    const bytes = workbook(
      [['Orders', [TITLE, HEADER, DANA]]],
      'xlsx',
      (sheet) => {
        sheet.J3 = { t: 'n', v: 44887, z: 'yyyy-mm-dd' }
      },
      { date1904: true },
    )
    expect((await parseXlsx(bytes)).rows[0]?.orderNumber).toBe('2026-11-23')
  })

  it('reads an XLS (BIFF8) workbook (issue 8)', async () => {
    const bytes = workbook([['Orders', [TITLE, HEADER, DANA, ['Kim', '7']]]], 'biff8')
    const result = await parseXlsx(bytes, {}, 'batch.xls')
    expect(result.format).toBe('xls')
    expect(result.rows[0]?.name).toBe('Dana Smith')
    expect(result.rejected).toEqual([
      { rowNumber: 4, name: 'Kim', reason: messages.importRowNoAddress, cells: ['Kim', '7'] },
    ])
    expect(result.missingDataNotice).toBe(true)
  })

  it('rejects an empty row between data rows and ignores the trailing ones (part 2 §3.8)', async () => {
    const bytes = workbook([['Orders', [TITLE, HEADER, DANA, [], [' ', ''], DANA, [], ['', '', ''], []]]])
    const result = await parseXlsx(bytes)
    expect(result.rejected.map((row) => [row.rowNumber, row.lastRowNumber, row.reason])).toEqual([
      [4, 5, 'Rows 4 to 5 are empty.'],
    ])
    expect(result.counts).toMatchObject({ rowsIn: 4, kept: 2, rejected: 2 })
  })

  it('reads booleans and error cells as their Excel text (part 2 §3.8)', async () => {
    const row = [...DANA]
    row[9] = true
    const bytes = workbook([['Orders', [TITLE, HEADER, row]]], 'xlsx', (sheet) => {
      sheet.K3 = { t: 'e', v: 0x2a }
    })
    expect((await parseXlsx(bytes)).rows[0]?.details).toBe('TRUE Item description: #N/A')
  })

  it('refuses a damaged workbook as unreadable, with the catalogue text (issue 8)', async () => {
    const bytes = workbook([['Orders', [TITLE, HEADER, DANA]]])
    const damaged = bytes.slice(0, Math.floor(bytes.length / 2))
    const error = await parseXlsx(damaged).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BatchFileError)
    expect(error).toMatchObject({ code: 'unreadable', message: messages.importFileUnreadable })
  })

  it('cannot pollute Object.prototype through sheet, cell or header names (issue 8, CVE-2023-30533)', async () => {
    const poison: Cell[] = ['__proto__', 'constructor', 'prototype', 'polluted', 'toString']
    const bytes = workbook([
      ['__proto__', [poison, poison, poison]],
      ['constructor', [poison]],
      ['prototype', [poison]],
    ])
    const result = await parseXlsx(bytes, { sheet: '__proto__' })
    expect(result.sheetNames).toEqual(['__proto__', 'constructor', 'prototype'])
    expect(result.rejected[0]?.cells).toEqual(poison)
    for (const sheet of ['constructor', 'prototype']) await parseXlsx(bytes, { sheet })
    expectNoPollution()
  })

  it('cannot pollute Object.prototype through a crafted comment or cell reference (CVE-2023-30533)', async () => {
    const base = workbook([['Orders', [TITLE, HEADER, DANA]]], 'xlsx', (sheet) => {
      if (sheet.A3) sheet.A3.c = [{ a: 'me', t: 'polluted' }]
    })
    const crafted = [
      craft(base, /comments\d+\.xml$/, (xml) => xml.replaceAll('ref="A3"', 'ref="__proto__"')),
      craft(base, /sheet1\.xml$/, (xml) => xml.replace('r="A3"', 'r="__proto__"')),
      craft(base, /workbook\.xml$/, (xml) => xml.replace('name="Orders"', 'name="__proto__"')),
      craft(base, /sheet1\.xml$/, (xml) => xml.replace('<row r="3"', '<row r="constructor"')),
    ]
    for (const bytes of crafted) {
      await parseXlsx(bytes).catch((error: unknown) => expect(error).toBeInstanceOf(BatchFileError))
      expectNoPollution()
    }
  })
})
