import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { FILE_HEADER } from '../../../test/batchFileFixtures.ts'
import { BATCH_COLUMN_HEADERS } from './batchColumns.ts'
import { BatchFileError } from './batchFileError.ts'
import { BATCH_FILE_MAX_BYTES, BATCH_MAX_ROWS } from './limits.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import { readSpreadsheetCells } from './readSpreadsheetCells.ts'

const TITLE = 'Batch template'
const HEADER = FILE_HEADER.join(',')
const DANA = 'Dana Smith,1204,10234 104 St NW,Edmonton,AB,T5J 0K1,,(780) 555-0101,,Order 5531,roses,3'

const csv = (text: string, name = 'orders.csv') => ({ data: new TextEncoder().encode(text), name })

/** A workbook of the given sheets, written by the same library the reader uses. */
function workbook(sheets: readonly (readonly [string, unknown[][]])[]): Uint8Array {
  const book = XLSX.utils.book_new()
  for (const [name, rows] of sheets) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name)
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }))
}

async function refusal(promise: Promise<unknown>): Promise<BatchFileError> {
  const error = await promise.catch((caught: unknown) => caught)
  if (!(error instanceof BatchFileError)) throw new Error(`expected a BatchFileError, got ${String(error)}`)
  return error
}

describe('readSpreadsheetCells (issue 23: CSV or XLSX bytes into cells)', () => {
  it('reads a CSV into its rows of cells from row 1, header rows included, no batch rule applied (part 2 §3.8)', async () => {
    const text = [TITLE, HEADER, DANA, '', ' Kim , 7 ,,,', ',,,', '', ''].join('\r\n')
    const cells = await readSpreadsheetCells(csv(text))
    expect(cells).toEqual({
      format: 'csv',
      encoding: 'utf-8',
      sheetNames: [],
      sheet: null,
      rows: [[TITLE], [...FILE_HEADER], DANA.split(','), [], ['Kim', '7']],
      unpairedQuoteRows: [],
    })
  })

  it('keeps quoted line breaks of every kind inside their cells, in a CR-only file too (part 2 §3.8, issue 23)', async () => {
    const row = '"Dana","1 Main St\nBack","a\r\nb","c\rd"'
    for (const lineEnd of ['\n', '\r\n', '\r']) {
      const { rows } = await readSpreadsheetCells(csv([TITLE, HEADER, row, 'Lee'].join(lineEnd)))
      expect(rows.slice(2)).toEqual([['Dana', '1 Main St\nBack', 'a\r\nb', 'c\rd'], ['Lee']])
    }
  })

  it('numbers the rows whose quotation marks are not paired (issue 8: nothing vanishes silently)', async () => {
    const { rows, unpairedQuoteRows } = await readSpreadsheetCells(
      csv([TITLE, HEADER, DANA, 'Kim,"7,1 Main St', 'Lee'].join('\n')),
    )
    expect(unpairedQuoteRows).toEqual([4])
    expect(rows).toHaveLength(4)
  })

  it('reads the cells parseBatchFile reads: its header rows and each row by its number (part 2 §3.8)', async () => {
    const input = csv([TITLE, HEADER, DANA, 'Kim,7,,,,,,,,,,2', '', DANA.replace('Dana', 'Lee')].join('\n'))
    const cells = await readSpreadsheetCells(input)
    const parsed = await parseBatchFile(input, { randomUUID: () => 'id' })
    expect(parsed.headerRows).toEqual(cells.rows.slice(0, 2))
    for (const row of [...parsed.rows, ...parsed.rejected]) {
      expect(row.name).toBe(cells.rows[row.rowNumber - 1]?.[0] ?? '')
    }
  })

  it('reads a workbook as Excel shows it: numbers in General format, dates as yyyy-mm-dd, TRUE and FALSE', async () => {
    const bytes = workbook([
      ['Orders', [[TITLE], [...FILE_HEADER], ['Dana', 1204, 7805550101, 2.5, true, false]]],
    ])
    const book = XLSX.read(bytes, { type: 'array' })
    const sheet = book.Sheets.Orders as XLSX.WorkSheet
    sheet.G3 = { t: 'n', v: 46349, z: 'yyyy-mm-dd' }
    const dated = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }))
    const cells = await readSpreadsheetCells({ data: dated, name: 'orders.xlsx' })
    expect(cells).toMatchObject({ format: 'xlsx', encoding: null, sheetNames: ['Orders'], sheet: 'Orders' })
    expect(cells.rows[2]).toEqual(['Dana', '1204', '7805550101', '2.5', 'TRUE', 'FALSE', '2026-11-23'])
  })

  it("reads the sheet with the template's header row and rows, and says which; or the sheet asked for (part 2 §3.8, issue 23)", async () => {
    const bytes = workbook([
      ['Notes', [['Fill in the Orders sheet']]],
      ['Orders', [[TITLE], [...BATCH_COLUMN_HEADERS], ['Dana']]],
    ])
    const chosen = await readSpreadsheetCells({ data: bytes, name: 'orders.xlsx' })
    expect(chosen.sheetNames).toEqual(['Notes', 'Orders'])
    expect(chosen.sheet).toBe('Orders')
    expect(chosen.rows[2]).toEqual(['Dana'])
    const asked = await readSpreadsheetCells({ data: bytes, name: 'orders.xlsx' }, { sheet: 'Notes' })
    expect(asked).toMatchObject({ sheet: 'Notes', rows: [['Fill in the Orders sheet']] })
  })

  it('refuses what parseBatchFile refuses, with the same errors (issue 8: files over a documented size are refused)', async () => {
    const big = { data: new Uint8Array(BATCH_FILE_MAX_BYTES + 1), name: 'big.csv' }
    expect((await refusal(readSpreadsheetCells(big))).code).toBe('tooLarge')
    const png = { data: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00]), name: 'photo.csv' }
    expect((await refusal(readSpreadsheetCells(png))).code).toBe('unreadable')
    const text = { data: new TextEncoder().encode(DANA), name: 'orders.xlsx' }
    expect((await refusal(readSpreadsheetCells(text))).code).toBe('unreadable')
    const bytes = workbook([['Orders', [[TITLE]]]])
    const missing = await refusal(readSpreadsheetCells({ data: bytes }, { sheet: 'Nope' }))
    expect(missing).toMatchObject({
      code: 'sheetMissing',
      message: 'There is no sheet named "Nope" in this file.',
    })
    const many = csv(`${TITLE}\n${HEADER}\n${'x\n'.repeat(BATCH_MAX_ROWS + 1)}`)
    expect((await refusal(readSpreadsheetCells(many))).code).toBe('tooManyRows')
    const atLimit = await readSpreadsheetCells(csv(`${TITLE}\n${HEADER}\n${'x\n'.repeat(BATCH_MAX_ROWS)}`))
    expect(atLimit.rows).toHaveLength(BATCH_MAX_ROWS + 2)
  })

  it('reads a blank file as no rows at all', async () => {
    expect((await readSpreadsheetCells(csv(''))).rows).toEqual([])
    expect((await readSpreadsheetCells(csv('\r\n\r\n'))).rows).toEqual([])
  })
})
