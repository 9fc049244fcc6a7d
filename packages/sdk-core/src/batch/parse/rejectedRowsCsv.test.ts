import { describe, expect, it } from 'vitest'
import { messages } from '../../domain/messages.ts'
import { parseBatchFile } from './parseBatchFile.ts'
import { rejectedRowsCsv } from './rejectedRowsCsv.ts'
import type { RejectedBatchRow } from './types.ts'

const EMPTY_12 = Array.from({ length: 12 }, () => '""').join(',')

describe('rejectedRowsCsv', () => {
  it('lists each rejected row with its cells, row number and reason (issue 8)', () => {
    const rejected: RejectedBatchRow[] = [
      { rowNumber: 4, name: 'Kim', reason: messages.importRowNoAddress, cells: ['Kim', '7'] },
    ]
    const csv = rejectedRowsCsv(rejected, [['Batch template'], ['Name', 'Unit']])
    const lines = csv.slice(1).split('\r\n')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(lines[0]).toBe(`"Batch template",${Array.from({ length: 11 }, () => '""').join(',')}`)
    expect(lines[1]).toMatch(/^"Name","Unit",("",){10}"Row number","Reason for rejection"$/)
    expect(lines[2]).toBe(
      `"Kim","7",${Array.from({ length: 10 }, () => '""').join(',')},"4","${messages.importRowNoAddress}"`,
    )
    expect(lines[3]).toBe('')
    expect(lines).toHaveLength(4)
  })

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+cmd|" /C calc"!A0', `"'+1+cmd|"" /C calc""!A0"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['plain, "quoted"', '"plain, ""quoted"""'],
    ['a=b', '"a=b"'],
  ])('neutralises %j as %s (OWASP CSV injection: = + - @ tab CR)', (cell, field) => {
    const csv = rejectedRowsCsv([{ rowNumber: 3, reason: 'r', cells: [cell] }])
    expect(csv.split('\r\n')[2]?.startsWith(`\uFEFF${field},`.slice(1))).toBe(true)
  })

  it('neutralises the header rows too (OWASP CSV injection)', () => {
    expect(rejectedRowsCsv([], [['=cmd'], []]).split('\r\n')[0]).toBe(`\uFEFF"'=cmd",${EMPTY_12.slice(3)}`)
  })

  it('writes columns A to L only, then row number and reason, however wide the rows were (part 2 §3.8)', () => {
    const cells = Array.from({ length: 14 }, (_, i) => `c${i}`)
    const csv = rejectedRowsCsv([{ rowNumber: 9, reason: 'why', cells }], [['t'], cells])
    const [title, header, line] = csv.slice(1).split('\r\n')
    expect(title?.split(',')).toHaveLength(12)
    expect(header?.split(',')).toHaveLength(14)
    expect(line?.split(',')).toHaveLength(14)
    expect(line?.endsWith('"c11","9","why"')).toBe(true)
  })

  it('writes a run of empty rows as one line with its row numbers (part 2 §3.8: nothing vanishes silently)', () => {
    const csv = rejectedRowsCsv([
      { rowNumber: 4, lastRowNumber: 9, reason: 'Rows 4 to 9 are empty.', cells: [] },
    ])
    expect(csv.split('\r\n')[2]).toBe(`${EMPTY_12},"4–9","Rows 4 to 9 are empty."`)
  })

  it('round-trips: the repaired download reads back with its cells and no extra apostrophes (issue 8)', async () => {
    const source = [
      'Batch template',
      'Name,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count',
      '=Kim,,,,,,,+1 780 555 0101,,-5,@note,2',
    ].join('\n')
    const first = await parseBatchFile({ data: new TextEncoder().encode(source), name: 'a.csv' })
    expect(first.rejected).toHaveLength(1)
    const download = rejectedRowsCsv(first.rejected, first.headerRows)
    expect(download).toContain(`"'=Kim"`)
    const lines = download.split('\r\n')
    lines[2] = (lines[2] ?? '').replace(`"'=Kim","","","",""`, `"'=Kim","","1 Main St","Edmonton","AB"`)
    const repaired = lines.join('\r\n')
    const second = await parseBatchFile({ data: new TextEncoder().encode(repaired), name: 'a.csv' })
    expect(second.rejected).toEqual([])
    expect(second.rows[0]).toMatchObject({
      name: '=Kim',
      address: '1 Main St',
      city: 'Edmonton',
      province: 'AB',
      phone: '+17805550101',
      orderNumber: '-5',
      details: '-5 Item description: @note',
      packageCount: 2,
    })
  })
})
