import { type DashboardView, messages } from '@waybill/sdk-core'
import type { DashboardList } from '@waybill/sdk-core/internal'
import { useStore } from '../provider/useStore.ts'

/** Props of {@link DashboardTabs}. */
export interface DashboardTabsProps {
  /** The dashboard's store (`useDashboardList`). */
  list: DashboardList
  /** Called after the view changed, e.g. to write `?view=` into the address. */
  onViewChange?: (view: DashboardView) => void
}

/**
 * The view tabs of My Deliveries (part 2 §2.1): 'Active `{product}s` (count)', 'Shared `{product}s`',
 * 'Done `{product}s`', as buttons in a navigation, the shown one marked `aria-current`.
 */
export function DashboardTabs({ list, onViewChange }: DashboardTabsProps) {
  const tabs = useStore(list, (state) => state.tabs)
  const view = useStore(list, (state) => state.view)
  return (
    <nav className="wb-dashboard__tabs" aria-label={messages.tabMyDeliveries}>
      <ul className="wb-dashboard__tab-list">
        {tabs.map((tab) => (
          <li key={tab.view}>
            <button
              type="button"
              className="wb-dashboard__tab"
              aria-current={tab.view === view ? 'true' : undefined}
              onClick={() => {
                list.setView(tab.view)
                onViewChange?.(tab.view)
              }}
            >
              {tab.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
