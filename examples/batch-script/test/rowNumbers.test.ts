import { parseBatchFile } from '@waybill/sdk-core/batch'
import { describe, expect, it } from 'vitest'
import { rowLabel } from '../src/rowNumbers.ts'

const csv = (lines: readonly string[]) => new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
const row = (name: string) => `${name},,10220 Jasper Ave NW,Edmonton,AB,,,7805550100,,,Flowers,1`
const header = ['Batch', 'Name,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count']

describe('row numbers (part 2 §3.8: every row read is kept or rejected with its row number)', () => {
  it('gets each kept row numbered from row 3 around the rejected ones, a run of empty rows counted whole', async () => {
    const result = await parseBatchFile({
      data: csv([
        ...header,
        row('A'),
        'No count,,1 St,Edmonton,AB,,,1,,,,',
        row('B'),
        '',
        '',
        '',
        row('C'),
        '',
      ]),
      name: 'rows.csv',
    })
    expect(result.rows.map((kept) => [kept.rowNumber, kept.name])).toEqual([
      [3, 'A'],
      [5, 'B'],
      [9, 'C'],
    ])
    expect(result.rejected.map((rejected) => [rejected.rowNumber, rejected.name])).toEqual([
      [4, 'No count'],
      [6, ''],
    ])
  })

  it("names a row 'row N: name' when its number is known", () => {
    expect(rowLabel('Ann', 7)).toBe('row 7: Ann')
    expect(rowLabel('Ann', null)).toBe('Ann')
  })
})
