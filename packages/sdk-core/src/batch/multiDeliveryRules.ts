import type { MultiDelivery } from '../domain/batch.ts'
import { clampPageIndex, pageCount, pageRangeText, pageStart } from '../domain/dashboardRules.ts'

/** Rows per page of the `Multi-{product}` table (part 2 §2.5, §9). */
export const MULTI_DELIVERY_PAGE_SIZE = 10

/**
 * The file kinds a `Multi-{product}` batch file may be, by name (part 2 §7 'Batch and bulk').
 *
 * @internal
 */
export const MULTI_DELIVERY_FILE_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const

/**
 * Whether a file name is one a `Multi-{product}` batch file may have: .csv, .xlsx or .xls, any letter case. The
 * server decides on the content; this keeps a picked PDF from being sent at all.
 *
 * @example
 * ```ts
 * isMultiDeliveryFileName('Orders.XLSX') // true
 * isMultiDeliveryFileName('orders.pdf') // false
 * ```
 */
export function isMultiDeliveryFileName(name: string): boolean {
  const lower = name.trim().toLowerCase()
  return MULTI_DELIVERY_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension))
}

/** One page of the `Multi-{product}` table. */
export interface MultiDeliveryPage {
  /** The records on the page, at most {@link MULTI_DELIVERY_PAGE_SIZE}, in the server's order. */
  readonly rows: readonly MultiDelivery[]
  /** The page shown, from 0: the one asked for, brought back to the last page when past the end. */
  readonly pageIndex: number
  /** How many pages the records fill; 0 for none. */
  readonly pageCount: number
  /** The pager's 'x-y of total', as the dashboard's (part 2 §2.1). */
  readonly rangeText: string
  /** Whether there is a page before this one. */
  readonly hasPrevious: boolean
  /** Whether there is a page after this one. */
  readonly hasNext: boolean
}

/**
 * The page `pageIndex` of the `Multi-{product}` records, 10 a page (part 2 §2.5, §9), with the pager's range text
 * and whether it can go back or on. An index past the end (the list shrank) shows the last page.
 *
 * @example
 * ```ts
 * multiDeliveryPage(records23, 2) // rows 21-23: { pageIndex: 2, pageCount: 3, rangeText: '21-23 of 23', hasNext: false, … }
 * ```
 */
export function multiDeliveryPage(records: readonly MultiDelivery[], pageIndex: number): MultiDeliveryPage {
  const size = MULTI_DELIVERY_PAGE_SIZE
  const total = records.length
  const index = clampPageIndex(Number.isFinite(pageIndex) ? pageIndex : 0, size, total)
  const pages = pageCount(total, size)
  const start = pageStart(index, size)
  return {
    rows: records.slice(start, start + size),
    pageIndex: index,
    pageCount: pages,
    rangeText: pageRangeText(index, size, total),
    hasPrevious: index > 0,
    hasNext: index + 1 < pages,
  }
}
