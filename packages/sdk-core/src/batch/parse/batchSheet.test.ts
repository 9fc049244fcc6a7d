import { describe, expect, it } from 'vitest'
import { messages } from '../../domain/messages.ts'
import { BATCH_COLUMN_HEADERS, isBatchHeaderRow } from './batchColumns.ts'
import { chooseBatchSheet, type SheetRows } from './batchSheet.ts'
import type { RawCell } from './cellText.ts'

const TITLE: RawCell[] = ['Batch']
const TEMPLATE: RawCell[] = [...BATCH_COLUMN_HEADERS]
const OWN: RawCell[] = ['Name', 'Unit', 'Address', 'City', 'Province']
const ROW: RawCell[] = ['Dana', '', '1 Main St', 'Edmonton', 'AB', '', '', '', '', '', '', 1]

function sheet(...rows: (RawCell[] | undefined)[]): SheetRows {
  return { length: rows.length, row: (index) => rows[index] }
}

const EMPTY = sheet()
const HEADERS_ONLY = sheet(TITLE, TEMPLATE)
const TEMPLATE_ROWS = sheet(TITLE, TEMPLATE, ROW)
const OWN_ROWS = sheet(TITLE, OWN, ROW)
const NOTES = sheet(['Read me'], ['Fill in the Batch sheet'])
const BLANK_ROWS = sheet(TITLE, OWN, [' ', ''], undefined, [])

describe('isBatchHeaderRow (part 2 §3.8: the template header row)', () => {
  it("knows the template's header row in any case and spacing, cells after L ignored", () => {
    expect(isBatchHeaderRow(TEMPLATE)).toBe(true)
    expect(isBatchHeaderRow(BATCH_COLUMN_HEADERS.map((header) => ` ${header.toUpperCase()} `))).toBe(true)
    expect(isBatchHeaderRow([...TEMPLATE, 'Notes'])).toBe(true)
    expect(isBatchHeaderRow(['Name', 'Unit', 'Street   Address', ...TEMPLATE.slice(3)])).toBe(true)
  })

  it('takes no other row for it: a column missing, moved or renamed, or no row at all', () => {
    expect(isBatchHeaderRow(TEMPLATE.slice(0, 11))).toBe(false)
    expect(isBatchHeaderRow([TEMPLATE[1], TEMPLATE[0], ...TEMPLATE.slice(2)])).toBe(false)
    expect(isBatchHeaderRow(OWN)).toBe(false)
    expect(isBatchHeaderRow(undefined)).toBe(false)
  })

  it('is the header row the template is written with (part 2 §3.8 column order)', () => {
    expect(BATCH_COLUMN_HEADERS[0]).toBe(messages.batchTemplateName)
    expect(BATCH_COLUMN_HEADERS[11]).toBe(messages.batchTemplatePackageCount)
    expect(BATCH_COLUMN_HEADERS).toHaveLength(12)
  })
})

describe('chooseBatchSheet (part 2 §3.8; issue 23: a workbook of several sheets)', () => {
  it.each([
    ['the only sheet, even empty', [EMPTY], 0],
    [
      'the sheet with the template header row and rows, before a first sheet of other rows',
      [OWN_ROWS, TEMPLATE_ROWS],
      1,
    ],
    ['the first sheet with rows when no header row is the template’s', [NOTES, EMPTY, OWN_ROWS, OWN_ROWS], 2],
    [
      'a sheet with rows before one with the template header row and none under it',
      [HEADERS_ONLY, OWN_ROWS],
      1,
    ],
    ['the sheet with the template header row when no sheet has rows', [NOTES, HEADERS_ONLY], 1],
    ['the first sheet when no sheet has rows nor the template header row', [NOTES, EMPTY, BLANK_ROWS], 0],
    [
      'a sheet with rows after blank ones, before a sheet of blank rows only',
      [BLANK_ROWS, sheet(TITLE, OWN, [], ROW)],
      1,
    ],
  ])('reads %s', (_name, sheets, want) => {
    expect(chooseBatchSheet(sheets)).toBe(want)
  })

  it('reads the first sheet of a workbook of none, rather than fail', () => {
    expect(chooseBatchSheet([])).toBe(0)
  })
})
