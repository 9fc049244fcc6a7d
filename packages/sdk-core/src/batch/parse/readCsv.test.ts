import { describe, expect, it } from 'vitest'
import { messages } from '../../domain/messages.ts'
import { BatchFileError } from './batchFileError.ts'
import { BATCH_MAX_ROWS } from './limits.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import type { BatchParseOptions, BatchParsePage } from './types.ts'

const TITLE = 'Batch template'
const HEADER = 'Name,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count'
const DANA =
  'Dana Smith,1204,10234 104 St NW,Edmonton,AB,T5J 0K1,dana@example.com,(780) 555-0101,,Order 5531,roses,3'
const LEE = 'Lee Wong,,,,,,,,filled.count.soap,,,1'

let ids = 0
const options: BatchParseOptions = { randomUUID: () => `id-${++ids}` }

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}

/** Windows-1252 bytes of a text (Latin-1 plus the few characters 1252 puts in 0x80–0x9F). */
function windows1252(text: string): Uint8Array {
  const extra: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, œ: 0x9c }
  return Uint8Array.from(text, (ch) => extra[ch] ?? ch.charCodeAt(0))
}

function parseCsv(data: Uint8Array | string, more: BatchParseOptions = {}) {
  const bytes = typeof data === 'string' ? utf8(data) : data
  return parseBatchFile({ data: bytes, name: 'batch.csv' }, { ...options, ...more })
}

describe('readCsv', () => {
  it('skips the first two rows and keeps the template rows (part 2 §3.8)', async () => {
    const result = await parseCsv([TITLE, HEADER, DANA, LEE].join('\n'))
    expect(result.format).toBe('csv')
    expect(result.sheetNames).toEqual([])
    expect(result.headerRows).toEqual([[TITLE], HEADER.split(',')])
    expect(result.rows.map((row) => row.name)).toEqual(['Dana Smith', 'Lee Wong'])
    expect(result.rows[1]?.w3w).toBe('filled.count.soap')
    expect(result.rows[1]?.uuid).toMatch(/^id-\d+$/)
    expect(result.counts).toEqual({ rowsIn: 2, kept: 2, rejected: 0, trailingEmpty: 0 })
  })

  it('drops every byte-order mark in front (a file saved twice with one), so a quoted first cell stays quoted', async () => {
    const result = await parseCsv(`\uFEFF\uFEFF"${TITLE}, 2026"\n${HEADER}\n${DANA}\n`)
    expect(result.headerRows[0]).toEqual([`${TITLE}, 2026`])
    expect(result.rows.map((row) => row.name)).toEqual(['Dana Smith'])
  })

  it('reports every dropped row with its spreadsheet row number and reason (part 2 §3.8, §8)', async () => {
    const noAddress = 'Kim,7,,Edmonton,AB,,,,,,,2'
    const noCount = 'Ray,,1 Main St,Calgary,AB,,,,,,,'
    const result = await parseCsv([TITLE, HEADER, DANA, noAddress, noCount, LEE].join('\r\n'))
    expect(result.rows).toHaveLength(2)
    expect(result.rejected).toEqual([
      { rowNumber: 4, name: 'Kim', reason: messages.importRowNoAddress, cells: noAddress.split(',') },
      { rowNumber: 5, name: 'Ray', reason: messages.importRowNoPackageCount, cells: noCount.split(',') },
    ])
    expect(result.counts).toEqual({ rowsIn: 4, kept: 2, rejected: 2, trailingEmpty: 0 })
  })

  it('raises the missing-data notice when a dropped row has its unit set (part 2 §3.8, §8)', async () => {
    const withUnit = await parseCsv([TITLE, HEADER, 'Kim,7,,,,,,,,,,2'].join('\n'))
    expect(withUnit.missingDataNotice).toBe(true)
    expect(messages.rowsMissingData).toBe(
      'Some of the rows in your file is missing address data, W3W code, or Package Count',
    )
    const withoutUnit = await parseCsv([TITLE, HEADER, 'Kim,,,,,,,,,,,2', DANA].join('\n'))
    expect(withoutUnit.missingDataNotice).toBe(false)
  })

  it('reads UTF-8 with a byte-order mark (part 2 §3.8, issue 8)', async () => {
    const result = await parseCsv(
      utf8(`\uFEFF${[TITLE, HEADER, 'Émilie Côté,,1 rue Saint-Jean,Québec,QC,,,,,,,2'].join('\n')}`),
    )
    expect(result.encoding).toBe('utf-8')
    expect(result.headerRows[0]).toEqual([TITLE])
    expect(result.rows[0]).toMatchObject({ name: 'Émilie Côté', city: 'Québec' })
  })

  it('reads Windows-1252 text with its French accents right (issue 8)', async () => {
    const line = 'Émilie Côté,,12 rue de l’Église,Montréal,QC,,,,,Commande n° 5,Crème brûlée – 5 €,2'
    const result = await parseCsv(windows1252([TITLE, HEADER, line].join('\r\n')))
    expect(result.encoding).toBe('windows-1252')
    expect(result.rows[0]).toMatchObject({
      name: 'Émilie Côté',
      address: '12 rue de l’Église',
      city: 'Montréal',
      details: 'Commande n° 5 Item description: Crème brûlée – 5 €',
    })
  })

  it('reads UTF-16 with a byte-order mark, tab separated, as Excel\'s "Unicode text" (issue 8)', async () => {
    const text = `\uFEFF${[TITLE, HEADER.replaceAll(',', '\t'), DANA.replaceAll(',', '\t')].join('\r\n')}`
    const bytes = new Uint8Array(text.length * 2)
    for (let i = 0; i < text.length; i++) bytes[2 * i] = text.charCodeAt(i) & 0xff
    for (let i = 0; i < text.length; i++) bytes[2 * i + 1] = text.charCodeAt(i) >> 8
    const result = await parseCsv(bytes)
    expect(result.encoding).toBe('utf-16le')
    expect(result.rows[0]).toMatchObject({ name: 'Dana Smith', packageCount: 3 })
  })

  it('detects semicolon delimiters, with commas inside the cells (issue 8)', async () => {
    const line = 'Dana Smith;1204;10234 104 St NW, Suite 5;Edmonton;AB;T5J 0K1;;780-555-0101;;;;3,0'
    const result = await parseCsv([TITLE, HEADER.replaceAll(',', ';'), line, line].join('\n'))
    expect(result.rows).toHaveLength(2)
    expect(result.rows[0]).toMatchObject({ address: '10234 104 St NW, Suite 5', packageCount: 3 })
  })

  it('guesses tabs over semicolons when only tabs pair the quotes: a title cell with a line break and one with ";" (issue 8)', async () => {
    const lee = LEE.replaceAll(',', '\t')
    const result = await parseCsv(['\t"a\nb"\t";"', HEADER.replaceAll(',', '\t'), lee].join('\n'))
    expect(result.columns.headers).toEqual(HEADER.split(','))
    expect(result.rows).toHaveLength(1)
    expect(result.rows[0]).toMatchObject({ name: 'Lee Wong', packageCount: 1 })
  })

  it('keeps quoted line breaks, quotes and commas inside one cell, with CRLF (issue 8)', async () => {
    const line = '"Smith, Dana",,"10234 104 St NW\r\nBack door",Edmonton,AB,,,,,"Order ""A""",,2'
    const result = await parseCsv([TITLE, HEADER, line, LEE].join('\r\n'))
    expect(result.rows[0]).toMatchObject({
      name: 'Smith, Dana',
      address: '10234 104 St NW\r\nBack door',
      orderNumber: 'Order "A"',
    })
    expect(result.rows[1]?.name).toBe('Lee Wong')
  })

  it('numbers rows as a spreadsheet shows them, one per record, quoted line breaks included (part 2 §3.8)', async () => {
    const multiline = '"Two\nlines",,,,,,,,,,,1'
    const result = await parseCsv([TITLE, HEADER, multiline, 'Kim,,,,,,,,,,,'].join('\n'))
    expect(result.rejected.map((row) => row.rowNumber)).toEqual([3, 4])
  })

  it('ignores trailing empty rows and counts them; rejects empty rows between data rows (part 2 §3.8)', async () => {
    const result = await parseCsv(
      [TITLE, HEADER, DANA, '', ',,,', LEE, '', ' , ', ',,,,,,,,,,,', ''].join('\r\n'),
    )
    expect(result.rows).toHaveLength(2)
    expect(result.rejected).toEqual([
      { rowNumber: 4, lastRowNumber: 5, name: '', reason: 'Rows 4 to 5 are empty.', cells: [] },
    ])
    expect(result.counts).toEqual({ rowsIn: 4, kept: 2, rejected: 2, trailingEmpty: 3 })
  })

  it('rejects a run of empty rows as one entry counting every row: 2 MB of line breaks then a row (part 2 §3.8: nothing vanishes silently)', async () => {
    const breaks = 2 * 1024 * 1024
    const text = `${TITLE}\n${HEADER}\n${DANA}\n${'\n'.repeat(breaks)}x\n`
    const result = await parseCsv(text)
    expect(result.rejected).toEqual([
      {
        rowNumber: 4,
        lastRowNumber: breaks + 3,
        name: '',
        reason: `Rows 4 to ${breaks + 3} are empty.`,
        cells: [],
      },
      { rowNumber: breaks + 4, name: 'x', reason: messages.importRowNoAddress, cells: ['x'] },
    ])
    expect(result.counts).toEqual({ rowsIn: breaks + 2, kept: 1, rejected: breaks + 1, trailingEmpty: 0 })
    expect(result.counts.rowsIn).toBe(result.counts.kept + result.counts.rejected)
  })

  it('keeps only columns A to L of a rejected row: a row of a million delimiters holds 12 cells (part 2 §3.8)', async () => {
    const wide = `Kim${','.repeat(1_000_000)}`
    const result = await parseCsv([TITLE, HEADER, wide, wide].join('\n'))
    expect(result.rejected.map((row) => row.cells)).toEqual([
      ['Kim', ...Array.from({ length: 11 }, () => '')],
      ['Kim', ...Array.from({ length: 11 }, () => '')],
    ])
  })

  it('splits a file mixing CRLF and LF line ends at every line end (part 2 §3.8)', async () => {
    const rows = ['a,,1 Main St,Edmonton,AB,,,,,,,1', 'b,,2 Main St,Edmonton,AB,,,,,,,2']
    const text = `${TITLE}\r\n${HEADER}\r\n${rows[0]}\r\n${rows[1]}\nc,,3 Main St,Calgary,AB,,,,,,,3\nd,,4 Main St,Calgary,AB,,,,,,,4\r\n`
    const result = await parseCsv(text)
    expect(result.rows.map((row) => [row.name, row.packageCount])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ])
    expect(result.counts).toEqual({ rowsIn: 4, kept: 4, rejected: 0, trailingEmpty: 0 })
  })

  it('keeps quoted LF and CRLF line breaks inside their cells in a mixed file, and reads a CR-only file (part 2 §3.8)', async () => {
    const text = `${TITLE}\n${HEADER}\r\n"A\r\nB",,"1 Main St\nBack",Edmonton,AB,,,,,,,1\nC,,2 Main St,Edmonton,AB,,,,,,,2\r\n`
    const result = await parseCsv(text)
    expect(result.rows.map((row) => [row.name, row.address])).toEqual([
      ['A\r\nB', '1 Main St\nBack'],
      ['C', '2 Main St'],
    ])
    const mac = await parseCsv([TITLE, HEADER, DANA, LEE].join('\r'))
    expect(mac.rows.map((row) => row.name)).toEqual(['Dana Smith', 'Lee Wong'])
  })

  it.each([
    ['a quoted LF (Alt+Enter)', '1 Main St\nBack door'],
    ['a quoted CRLF', '1 Main St\r\nBack door'],
    ['a quoted CR', '1 Main St\rBack door'],
  ])(
    'reads every row of a CR-only file (older Mac Excel) whose cells hold %s: none is lost (part 2 §3.8, issue 23)',
    async (_name, address) => {
      const multiline = `"Dana",,"${address}",Edmonton,AB,,,,,,,1`
      const result = await parseCsv([TITLE, HEADER, multiline, LEE, 'Kim,,,,,,,,,,,2'].join('\r'))
      expect(result.rows.map((row) => [row.rowNumber, row.name, row.address])).toEqual([
        [3, 'Dana', address],
        [4, 'Lee Wong', ''],
      ])
      expect(result.rejected.map((row) => [row.rowNumber, row.name, row.reason])).toEqual([
        [5, 'Kim', messages.importRowNoAddress],
      ])
      expect(result.counts).toEqual({ rowsIn: 3, kept: 2, rejected: 1, trailingEmpty: 0 })
    },
  )

  it('reads a CR-only file with semicolons and a quoted line break (part 2 §3.8, issue 23)', async () => {
    const row = 'Dana;;"10234 104 St NW\nUnit 5";Edmonton;AB;;;;;;;3'
    const result = await parseCsv([TITLE, HEADER.replaceAll(',', ';'), row, row].join('\r'))
    expect(result.rows.map((kept) => kept.address)).toEqual([
      '10234 104 St NW\nUnit 5',
      '10234 104 St NW\nUnit 5',
    ])
  })

  it('numbers each kept row and names each rejected one, to match them to the spreadsheet (part 2 §3.8, issue 23)', async () => {
    const result = await parseCsv([TITLE, HEADER, DANA, '  Kim  ,7,,,,,,,,,,2', '', LEE, ''].join('\n'))
    expect(result.rows.map((row) => [row.rowNumber, row.name])).toEqual([
      [3, 'Dana Smith'],
      [6, 'Lee Wong'],
    ])
    expect(result.rejected.map((row) => [row.rowNumber, row.name])).toEqual([
      [4, 'Kim'],
      [5, ''],
    ])
  })

  it('refuses a file of more than 200,000 data rows as tooManyRows (issue 8: files over a documented size are refused)', async () => {
    expect(BATCH_MAX_ROWS).toBe(200_000)
    const error = await parseCsv(`${TITLE}\n${HEADER}\n${'x\n'.repeat(BATCH_MAX_ROWS + 1)}`).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BatchFileError)
    expect(error).toMatchObject({
      code: 'tooManyRows',
      message:
        'This file has more than 200,000 rows. Please split it into smaller files and upload each one.',
    })
    const atLimit = await parseCsv(`${TITLE}\n${HEADER}\n${'x\n'.repeat(BATCH_MAX_ROWS)}\n\n`)
    expect(atLimit.counts).toMatchObject({ rowsIn: BATCH_MAX_ROWS, rejected: BATCH_MAX_ROWS })
  })

  it('rejects a row whose quotation marks are not paired, and says why (issue 8: nothing vanishes silently)', async () => {
    const result = await parseCsv(
      [TITLE, HEADER, DANA, 'Kim,"7,1 Main St,Calgary,AB,,,,,,,2', LEE].join('\n'),
    )
    expect(result.rows).toHaveLength(1)
    expect(result.rejected).toHaveLength(1)
    expect(result.rejected[0]).toMatchObject({ rowNumber: 4, reason: messages.importRowQuotes })
    expect(result.counts.rowsIn).toBe(2)
  })

  it('reads a file of only the header rows, or nothing at all, as no rows (part 2 §5.3 File data Missing)', async () => {
    for (const text of ['', '\n', TITLE, `${TITLE}\n${HEADER}\n`]) {
      const result = await parseCsv(text)
      expect(result.counts).toEqual({ rowsIn: 0, kept: 0, rejected: 0, trailingEmpty: 0 })
    }
  })

  it('takes a CSV header of __proto__ as plain text, polluting nothing (issue 8)', async () => {
    const result = await parseCsv(
      ['__proto__,constructor,prototype', '__proto__,polluted', '__proto__,1,a,b,c,,,,,,,1'].join('\n'),
    )
    expect(result.rows[0]?.name).toBe('__proto__')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(result.rows[0])).toBe(Object.prototype)
  })

  it('delivers the rows in pages, in file order, when asked (issue 8: pages for a Web Worker)', async () => {
    const lines = [TITLE, HEADER]
    for (let i = 0; i < 25; i++)
      lines.push(i % 5 === 4 ? `Bad ${i},,,,,,,,,,,` : DANA.replace('Dana', `Dana${i}`))
    const pages: BatchParsePage[] = []
    const result = await parseCsv(lines.join('\n'), { onPage: (page) => pages.push(page), pageSize: 10 })
    expect(pages.map((page) => page.rows.length + page.rejected.length)).toEqual([10, 10, 5])
    expect(pages.flatMap((page) => page.rows)).toHaveLength(20)
    expect(pages.flatMap((page) => page.rejected).map((row) => row.rowNumber)).toEqual([7, 12, 17, 22, 27])
    expect(result.rows).toEqual([])
    expect(result.rejected).toEqual([])
    expect(result.counts).toEqual({ rowsIn: 25, kept: 20, rejected: 5, trailingEmpty: 0 })
  })

  it('reads a CSV past one parsing step without losing or splitting a row (part 2 §3.8)', async () => {
    const lines = [TITLE, HEADER]
    for (let i = 0; i < 20_000; i++) lines.push(`"Name ${i}",,"${i} Main St\nUnit B",Edmonton,AB,,,,,,,1`)
    const result = await parseCsv(lines.join('\r\n'))
    expect(result.counts).toEqual({ rowsIn: 20_000, kept: 20_000, rejected: 0, trailingEmpty: 0 })
    expect(result.rows[19_999]).toMatchObject({ name: 'Name 19999', address: '19999 Main St\nUnit B' })
  })
})
