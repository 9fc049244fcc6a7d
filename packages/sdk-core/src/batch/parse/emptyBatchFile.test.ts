import { describe, expect, it } from 'vitest'
import { messages } from '../../domain/messages.ts'
import { emptyBatchFileMessage } from './emptyBatchFile.ts'
import { parseBatchFile } from './parseBatchFile.ts'

const TITLE = 'Batch of drop-offs'
const HEADER =
  'Name,Unit,Street Address,City,Province,Postal Code,Email,Phone Number,What3words,Order #,Item,Packages'
const ROW = 'Dana,,10220 104 Ave NW,Edmonton,AB,,dana@example.com,,,,,1'

const read = (text: string) =>
  parseBatchFile({ data: new TextEncoder().encode(text), name: 'orders.csv' }, { randomUUID: () => 'u' })

describe('emptyBatchFileMessage (part 2 §3.8, §4.6 step 1; issue 21)', () => {
  it.each([
    ['a blank (0-byte) file', ''],
    ['a file of line breaks', '\r\n\r\n'],
    ['the title row only', TITLE],
    ['the two header rows only', `${TITLE}\r\n${HEADER}\r\n`],
    ['the header rows and empty rows after them', `${TITLE}\r\n${HEADER}\r\n,,,\r\n\r\n`],
  ])('says in words that %s has no rows, instead of "Upload complete"', async (_name, text) => {
    expect(emptyBatchFileMessage((await read(text)).counts)).toBe(
      'This file has no rows to import. Please add one row per address under the two header rows, then upload it again.',
    )
  })

  it.each([
    ['a kept row', `${TITLE}\r\n${HEADER}\r\n${ROW}\r\n`],
    ['only a rejected row (listed with its reason)', `${TITLE}\r\n${HEADER}\r\nDana,,,,,,,,,,,\r\n`],
  ])('says nothing of a file with %s: it is imported', async (_name, text) => {
    expect(emptyBatchFileMessage((await read(text)).counts)).toBeNull()
  })

  it.each([
    ['a CSV', { sheet: null, sheetNames: [] }, messages.importFileNoRows],
    ['a workbook of one sheet', { sheet: 'Orders', sheetNames: ['Orders'] }, messages.importFileNoRows],
    [
      'a workbook of several, no sheet chosen',
      { sheet: 'A', sheetNames: ['A', 'B'] },
      messages.importWorkbookNoRows,
    ],
    [
      'a workbook of several, the sheet chosen',
      { sheet: 'B', sheetNames: ['A', 'B'], chosen: true },
      'The sheet "B" has no rows to import. Please choose another sheet, or add one row per address under its two header rows.',
    ],
  ])('says of %s with no rows that nothing was imported, and why (issue 23)', (_name, read, want) => {
    expect(emptyBatchFileMessage({ rowsIn: 0 }, read)).toBe(want)
    expect(emptyBatchFileMessage({ rowsIn: 1 }, read)).toBeNull()
  })

  it('gives the notice in the result, so no empty result comes back without a word (issue 23)', async () => {
    expect((await read('')).noRowsNotice).toBe(messages.importFileNoRows)
    expect((await read(`${TITLE}\r\n${HEADER}\r\n${ROW}\r\n`)).noRowsNotice).toBeNull()
  })
})
