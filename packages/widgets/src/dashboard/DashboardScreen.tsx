import { type DashboardList, type DashboardView, fillText, type Order } from '@waybill/sdk-core'
import { type ReactNode, useState } from 'react'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { useSession } from '../provider/useSession.ts'
import { DashboardFilters } from './DashboardFilters.tsx'
import { DashboardPager } from './DashboardPager.tsx'
import { DashboardTabs } from './DashboardTabs.tsx'
import { DeliveriesTable } from './DeliveriesTable.tsx'
import { DELIVERIES_TABLE_TEXT } from './dashboardText.ts'
import { useDashboardList } from './useDashboardList.ts'

/** What the dashboard hands its map: the row selected in the table and the view shown. */
export interface DashboardMapContext {
  /** The order of the row last clicked, or null. */
  readonly selected: Order | null
  /** The view shown: 1 done, 2 shared, 3 active. */
  readonly view: DashboardView
}

/** Props of {@link DashboardScreen}. */
export interface DashboardScreenProps {
  /** The view of the page's `?view=`; else the stored view, else 3 (active). */
  initialView?: DashboardView
  /** Called when a tab changes the view, to write `?view=` into the address. */
  onViewChange?: (view: DashboardView) => void
  /** The Actions cell of a row (cancel, edit, repost, label…); `list.reload()` asks the page again after one. */
  renderActions?: (order: Order, view: DashboardView, list: Pick<DashboardList, 'reload'>) => ReactNode
  /** The map above the table, or a function given the selected row and the view. */
  map?: ReactNode | ((context: DashboardMapContext) => ReactNode)
  /** Called when a row is selected (clicked, or its number pressed). */
  onSelectOrder?: (order: Order) => void
  /** Called by 'Download All labels (n)' with the ticked orders. */
  onDownloadLabels?: (orders: readonly Order[]) => void
}

/**
 * The My Deliveries screen (part 2 §2.1): the view tabs, the map (a slot), the filters, 'Download All labels
 * (n)', the table and the pager, over sdk-core's `createDashboardList`. A failed fetch shows
 * `'Error fetching {product}s'` as an alert (§8). Ticked rows stay ticked across pages, not across views.
 */
export function DashboardScreen({
  initialView,
  onViewChange,
  renderActions,
  map,
  onSelectOrder,
  onDownloadLabels,
}: DashboardScreenProps) {
  const { list, state } = useDashboardList({ initialView }, 'DashboardScreen')
  const showAvailability = useSession(
    (session) => session.account?.isPickupAvailability ?? false,
    'DashboardScreen',
  )
  const [ticked, setTicked] = useState<ReadonlyMap<number, Order>>(new Map())
  const [chosen, setChosen] = useState<Order | null>(null)
  const [shownView, setShownView] = useState(state.view)
  if (shownView !== state.view) {
    // Another view lists other orders: what was ticked or chosen in the last one goes.
    setShownView(state.view)
    setTicked(new Map())
    setChosen(null)
  }

  const toggle = (order: Order, on: boolean) =>
    setTicked((current) => {
      const next = new Map(current)
      if (on) next.set(order.id, order)
      else next.delete(order.id)
      return next
    })
  const select = (order: Order) => {
    setChosen(order)
    onSelectOrder?.(order)
  }

  return (
    <div className="wb-dashboard">
      <div className="wb-dashboard__head">
        <DashboardTabs list={list} onViewChange={onViewChange} />
        <button
          type="button"
          className="wb-button wb-button--primary"
          disabled={ticked.size === 0}
          onClick={() => onDownloadLabels?.([...ticked.values()])}
        >
          {fillText(DELIVERIES_TABLE_TEXT.downloadLabels, { count: ticked.size })}
        </button>
      </div>
      {map !== undefined && (
        <div className="wb-dashboard__map">
          {typeof map === 'function' ? map({ selected: chosen, view: state.view }) : map}
        </div>
      )}
      <DashboardFilters list={list} />
      <FormAlert message={state.error} />
      <DeliveriesTable
        orders={state.rows}
        view={state.view}
        selected={new Set(ticked.keys())}
        onToggleSelect={toggle}
        onSelectRow={select}
        selectedOrderId={chosen?.id ?? null}
        renderActions={renderActions && ((order, view) => renderActions(order, view, list))}
        showAvailability={showAvailability}
        loading={state.loading}
      />
      <DashboardPager list={list} />
    </div>
  )
}
