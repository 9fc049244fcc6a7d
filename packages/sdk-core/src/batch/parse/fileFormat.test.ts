import { describe, expect, it } from 'vitest'
import { detectFormat, textEncoding } from './fileFormat.ts'

const bytes = (...values: number[]) => Uint8Array.from(values)
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00)
const text = (value: string) => new TextEncoder().encode(value)

describe('detectFormat', () => {
  it.each([
    ['a ZIP named .xlsx', ZIP, 'orders.xlsx', 'xlsx'],
    ['a ZIP named .csv (the bytes win)', ZIP, 'orders.csv', 'xlsx'],
    ['an empty ZIP', bytes(0x50, 0x4b, 0x05, 0x06), undefined, 'xlsx'],
    ['an OLE2 file named .xls', OLE2, 'orders.xls', 'xls'],
    ['text named .csv', text('a,b'), 'orders.csv', 'csv'],
    ['text starting with PK', text('PK,Smith'), 'orders.csv', 'csv'],
    ['text with no name', text('a;b'), undefined, 'csv'],
    ['UTF-16 text', bytes(0xff, 0xfe, 0x61, 0x00), 'orders.txt', 'csv'],
    ['an empty file', bytes(), 'orders.csv', 'csv'],
    ['text named .xlsx', text('a,b'), 'orders.XLSX', null],
    ['binary bytes named .csv', bytes(0x89, 0x50, 0x4e, 0x47, 0x00, 0x00), 'photo.csv', null],
  ] as const)('reads %s as %s (issue 8: magic bytes first, the name as a hint)', (_, data, name, format) => {
    expect(detectFormat(data, name)).toBe(format)
  })

  it.each([
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', null],
    ['application/vnd.oasis.opendocument.spreadsheet', null],
    ['application/vnd.ms-excel', 'csv'],
    ['text/csv', 'csv'],
    ['', 'csv'],
  ] as const)(
    'takes the MIME type %j as the hint when there is no name: text is %s (issue 8)',
    (type, format) => {
      expect(detectFormat(text('a,b'), undefined, type)).toBe(format)
      expect(detectFormat(text('a,b'), 'orders.csv', type)).toBe('csv')
    },
  )
})

describe('textEncoding', () => {
  it.each([
    ['UTF-8', text('Québec'), 'utf-8'],
    ['ASCII', text('Edmonton'), 'utf-8'],
    ['UTF-8 with a byte-order mark', bytes(0xef, 0xbb, 0xbf, ...text('Québec')), 'utf-8'],
    ['Windows-1252', bytes(0x51, 0x75, 0xe9, 0x62, 0x65, 0x63, 0x92, 0x80), 'windows-1252'],
    ['UTF-16LE with its mark', bytes(0xff, 0xfe, 0xe9, 0x00, 0x3b, 0x00), 'utf-16le'],
    ['UTF-16BE with its mark', bytes(0xfe, 0xff, 0x00, 0xe9, 0x00, 0x3b), 'utf-16be'],
  ] as const)('reads %s as %s (issue 8: French accents come out right)', (_, data, encoding) => {
    expect(textEncoding(data)).toBe(encoding)
  })

  it('finds a Windows-1252 byte after the first megabyte (issue 8)', () => {
    const data = new Uint8Array((1 << 20) + 10).fill(0x61)
    data[(1 << 20) + 5] = 0xe9
    expect(textEncoding(data)).toBe('windows-1252')
  })

  it('keeps a character cut between two validation steps as UTF-8 (issue 8)', () => {
    const data = new Uint8Array((1 << 20) + 1).fill(0x61)
    data.set([0xc3, 0xa9], (1 << 20) - 1)
    expect(textEncoding(data)).toBe('utf-8')
  })
})
