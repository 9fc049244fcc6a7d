import { describe, expect, it } from 'vitest'
import type { MultiDelivery } from '../domain/batch.ts'
import { isMultiDeliveryFileName, MULTI_DELIVERY_PAGE_SIZE, multiDeliveryPage } from './multiDeliveryRules.ts'

/** `count` records, ids 1 to count. */
const records = (count: number): MultiDelivery[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    fileName: `batch-${index + 1}.xlsx`,
    validateStatus: 'Validated',
  }))

const ids = (rows: readonly MultiDelivery[]) => rows.map((row) => row.id)

describe('multiDeliveryPage', () => {
  it('shows 10 records a page (part 2 §2.5, §9 multi-{product} table page size is 10)', () => {
    expect(MULTI_DELIVERY_PAGE_SIZE).toBe(10)
    const first = multiDeliveryPage(records(23), 0)
    expect(ids(first.rows)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(first).toMatchObject({ pageIndex: 0, pageCount: 3, rangeText: '1-10 of 23' })
    expect(first).toMatchObject({ hasPrevious: false, hasNext: true })
  })

  it.each([
    [1, 11, 20, '11-20 of 23', true, true],
    [2, 21, 23, '21-23 of 23', true, false],
  ])(
    'page %i holds records %i to %i, reads %s (part 2 §2.5, §9)',
    (page, from, to, range, previous, next) => {
      const shown = multiDeliveryPage(records(23), page)
      expect(ids(shown.rows)).toEqual(Array.from({ length: to - from + 1 }, (_, index) => from + index))
      expect(shown).toMatchObject({ rangeText: range, hasPrevious: previous, hasNext: next })
    },
  )

  it('brings an index past the end back to the last page, and a bad one to the first (part 2 §2.5)', () => {
    expect(multiDeliveryPage(records(12), 5)).toMatchObject({ pageIndex: 1, rangeText: '11-12 of 12' })
    expect(multiDeliveryPage(records(12), -3).pageIndex).toBe(0)
    expect(multiDeliveryPage(records(12), Number.NaN).pageIndex).toBe(0)
  })

  it('has one page for exactly 10 records and none for an empty list (part 2 §9)', () => {
    expect(multiDeliveryPage(records(10), 0)).toMatchObject({ pageCount: 1, hasNext: false })
    expect(multiDeliveryPage([], 0)).toMatchObject({
      rows: [],
      pageIndex: 0,
      pageCount: 0,
      rangeText: '0-0 of 0',
      hasPrevious: false,
      hasNext: false,
    })
  })
})

describe('isMultiDeliveryFileName', () => {
  it.each(['orders.csv', 'Orders.XLSX', 'old export.xls', ' spaced.csv '])(
    'accepts %j: .csv, .xlsx and .xls files (part 2 §7 Batch and bulk)',
    (name) => {
      expect(isMultiDeliveryFileName(name)).toBe(true)
    },
  )

  it.each(['orders.pdf', 'orders.csv.exe', 'orders', '', 'xlsx'])('refuses %j (part 2 §7)', (name) => {
    expect(isMultiDeliveryFileName(name)).toBe(false)
  })
})
