import { messages } from '@waybill/sdk-core'
import type { BatchListRow, BatchRowSend } from '@waybill/sdk-core/batch'
import { describe, expect, it } from 'vitest'
import { batchSummary, summaryTable } from '../src/summaryTable.ts'

const names = { brand: 'waybill', product: 'delivery' }

function entry(name: string, send: Partial<BatchRowSend>): BatchListRow {
  return {
    key: name,
    row: { name, uuid: name },
    address: 'valid',
    addressHint: null,
    send: { state: 'pending', route: null, sends: 0, inDoubt: false, orderId: null, error: null, ...send },
    paid: false,
    charge: 'none',
  }
}

describe('summaryTable (part 2 §4.6 step 6)', () => {
  it('counts accepted, failed and duplicated rows and names the failed with why, the duplicated apart', () => {
    const summary = batchSummary(
      [
        entry('Ann', { state: 'accepted', orderId: 7 }),
        entry('Ben', { state: 'failed', error: 'No answer' }),
        entry('Cy', { state: 'duplicated' }),
        entry('', { state: 'failed', error: 'Refused' }),
        entry('Eve', { state: 'accepted', orderId: 8 }),
      ],
      names,
    )
    expect(summary.accepted.map((row) => row.orderId)).toEqual([7, 8])
    expect(summaryTable(summary)).toBe(
      [
        'result      rows  names',
        'accepted       2',
        'failed         2  Ben (No answer)',
        '                  Row 4 (Refused)',
        'duplicated     1  Cy',
        'total          5',
      ].join('\n'),
    )
  })

  it("names rows 'row N: name' by their spreadsheet row number, and sorts out the refused ones", () => {
    const numbers: Record<string, number> = { Ben: 5, '': 9 }
    const summary = batchSummary(
      [
        entry('Ann', { state: 'accepted', orderId: 7 }),
        entry('Ben', { state: 'failed', sends: 1, error: 'Refused' }),
        entry('Cy', { state: 'failed', sends: 1, inDoubt: true, error: 'No answer' }),
        entry('', { state: 'failed', sends: 1, error: 'Refused' }),
      ],
      names,
      (key) => numbers[key] ?? null,
    )
    expect(summary.refused.map((row) => row.name)).toEqual(['Ben', 'Row 9'])
    expect(summaryTable(summary)).toContain(
      [
        'failed         3  row 5: Ben (Refused)',
        '                  Cy (No answer)',
        '                  row 9: Row 9 (Refused)',
      ].join('\n'),
    )
  })

  it('counts no row refused that may be booked or whose send never left', () => {
    const summary = batchSummary(
      [
        entry('Out', { state: 'sending', sends: 1 }),
        entry('Doubt', { state: 'failed', sends: 1, inDoubt: true, error: 'No answer' }),
        entry('Unsaved', { state: 'failed', error: messages.batchNotSaved }),
      ],
      names,
    )
    expect(summary.failed).toHaveLength(3)
    expect(summary.refused).toEqual([])
  })

  it('shows rows a stopped run never sent', () => {
    const summary = batchSummary([entry('Ann', { state: 'accepted' }), entry('Ben', {})], names)
    expect(summaryTable(summary)).toContain('not sent       1')
  })
})
