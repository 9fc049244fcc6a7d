import { type DashboardList, statusFilterOptions } from '@waybill/sdk-core/internal'
import { useId } from 'react'
import { Field } from '../primitives/Field.tsx'
import { SelectField } from '../primitives/SelectField.tsx'
import { useStore } from '../provider/useStore.ts'

/** Labels of the dashboard's filters ('Search deliveries' is the spec's, part 2 §2.1). */
export const DASHBOARD_FILTERS_TEXT = {
  search: 'Search deliveries',
  date: 'Pickup date',
  status: 'Status',
  group: 'Filters',
} as const

// The options as the select holds them: All is ''.
const STATUS_OPTIONS = statusFilterOptions().map((option) => ({
  code: option.value,
  value: option.value === null ? '' : String(option.value),
  label: option.label,
}))

/** Props of {@link DashboardFilters}. */
export interface DashboardFiltersProps {
  /** The dashboard's store (`useDashboardList`). */
  list: DashboardList
}

/**
 * The filters of My Deliveries (part 2 §2.1): 'Search deliveries' (the store asks 200 ms after the last
 * keystroke), the pickup date (yyyy-MM-dd; emptying the box clears it) and the status (All, 1, 5, 6, 8, 16).
 */
export function DashboardFilters({ list }: DashboardFiltersProps) {
  const id = useId()
  const search = useStore(list, (state) => state.search)
  const date = useStore(list, (state) => state.date)
  const status = useStore(list, (state) => state.status)
  const text = DASHBOARD_FILTERS_TEXT
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (and jsdom); the role is not.
    <div role="search" className="wb-dashboard__filters" aria-label={text.group}>
      <Field
        id={`${id}-search`}
        label={text.search}
        type="search"
        value={search}
        onChange={(event) => list.setSearch(event.target.value)}
      />
      <Field
        id={`${id}-date`}
        label={text.date}
        type="date"
        value={date}
        onChange={(event) => list.setDate(event.target.value)}
      />
      <SelectField
        id={`${id}-status`}
        label={text.status}
        value={status === null ? '' : String(status)}
        options={STATUS_OPTIONS}
        onChange={(value) =>
          list.setStatus(STATUS_OPTIONS.find((option) => option.value === value)?.code ?? null)
        }
      />
    </div>
  )
}
