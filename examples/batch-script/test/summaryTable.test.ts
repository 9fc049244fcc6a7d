import type { BatchListRow, BatchRowSend } from '@waybill/sdk-core'
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

  it('shows rows a stopped run never sent', () => {
    const summary = batchSummary([entry('Ann', { state: 'accepted' }), entry('Ben', {})], names)
    expect(summaryTable(summary)).toContain('not sent       1')
  })
})
