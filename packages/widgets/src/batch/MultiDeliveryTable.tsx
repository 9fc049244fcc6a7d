import { fillNames, messages } from '@waybill/sdk-core'
import type { MultiDeliveryListState } from '@waybill/sdk-core/internal'
import { useWaybill } from '../provider/WaybillContext.ts'

// Column headers are the spec's words (part 2 §2.5); the caption, empty, loading and pager texts are sdk-core's.
/** Column headers of the `Multi-{product}` table. */
export const MULTI_DELIVERY_TABLE_TEXT = {
  id: 'ID',
  fileName: 'File name',
  status: 'Validation Status',
} as const

/** Props of {@link MultiDeliveryTable}. */
export interface MultiDeliveryTableProps {
  /** The screen's state (`useMultiDeliveryList`). */
  state: MultiDeliveryListState
  /** Shows another page. */
  onPage: (pageIndex: number) => void
}

/**
 * The uploaded files of the `Multi-{product}` screen (part 2 §2.5, §3.13): ID, File name and Validation Status,
 * 10 rows a page (§9) with previous and next page and 'x-y of total' (announced politely as it changes). At most
 * ten rows: a plain table, not a virtual one. The page buttons stay focusable at either end (`aria-disabled`), so
 * paging through by keyboard never drops the focus.
 */
export function MultiDeliveryTable({ state, onPage }: MultiDeliveryTableProps) {
  const { client } = useWaybill('MultiDeliveryTable')
  const { page } = state
  const text = MULTI_DELIVERY_TABLE_TEXT
  const empty = state.settled ? messages.multiDeliveriesEmpty : messages.multiDeliveriesLoading
  return (
    <div className="wb-multi__list">
      <table className="wb-multi__table" aria-busy={state.loading || undefined}>
        <caption className="wb-multi__caption">
          {fillNames(messages.multiDeliveryTableCaption, client.config)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.id}</th>
            <th scope="col">{text.fileName}</th>
            <th scope="col">{text.status}</th>
          </tr>
        </thead>
        <tbody>
          {page.rows.length === 0 && (
            <tr>
              <td colSpan={3} className="wb-multi__empty">
                {empty}
              </td>
            </tr>
          )}
          {page.rows.map((record) => (
            <tr key={record.id}>
              <td>{record.id}</td>
              <td className="wb-multi__file">{record.fileName}</td>
              <td>{record.validateStatus}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="wb-multi__pager" aria-label={messages.dashboardPager}>
        <p className="wb-multi__range" aria-live="polite">
          {page.rangeText}
        </p>
        <button
          type="button"
          className="wb-button"
          aria-disabled={!page.hasPrevious || undefined}
          onClick={() => page.hasPrevious && onPage(page.pageIndex - 1)}
        >
          {messages.dashboardPreviousPage}
        </button>
        <button
          type="button"
          className="wb-button"
          aria-disabled={!page.hasNext || undefined}
          onClick={() => page.hasNext && onPage(page.pageIndex + 1)}
        >
          {messages.dashboardNextPage}
        </button>
      </nav>
    </div>
  )
}
