import { messages } from '@waybill/sdk-core'
import { DASHBOARD_PAGE_SIZES, type DashboardList, pageCount } from '@waybill/sdk-core/internal'
import { useId } from 'react'
import { SelectField } from '../primitives/SelectField.tsx'
import { useStore } from '../provider/useStore.ts'

const SIZE_OPTIONS = DASHBOARD_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))

/** Props of {@link DashboardPager}. */
export interface DashboardPagerProps {
  /** The dashboard's store (`useDashboardList`). */
  list: DashboardList
}

/**
 * The pager of My Deliveries (part 2 §2.1, §9): rows per page 25, 50, 75 or 100, previous and next page, and
 * 'x-y of total' (announced politely as it changes).
 */
export function DashboardPager({ list }: DashboardPagerProps) {
  const id = useId()
  const pageIndex = useStore(list, (state) => state.pageIndex)
  const pageSize = useStore(list, (state) => state.pageSize)
  const total = useStore(list, (state) => state.total)
  const rangeText = useStore(list, (state) => state.rangeText)
  const isLast = pageIndex + 1 >= pageCount(total, pageSize)
  return (
    <nav className="wb-dashboard__pager" aria-label={messages.dashboardPager}>
      <SelectField
        id={`${id}-size`}
        label={messages.dashboardPageSize}
        value={String(pageSize)}
        options={SIZE_OPTIONS}
        onChange={(value) => list.setPageSize(Number(value))}
      />
      <p className="wb-dashboard__range" aria-live="polite">
        {rangeText}
      </p>
      <button
        type="button"
        className="wb-button"
        disabled={pageIndex === 0}
        onClick={() => list.setPage(pageIndex - 1)}
      >
        {messages.dashboardPreviousPage}
      </button>
      <button
        type="button"
        className="wb-button"
        disabled={isLast}
        onClick={() => list.setPage(pageIndex + 1)}
      >
        {messages.dashboardNextPage}
      </button>
    </nav>
  )
}
