import { type DashboardView, fillNames, fillText, messages, type Order } from '@waybill/sdk-core'
import { dashboardDateColumn, dashboardStatus, orderAddressLine } from '@waybill/sdk-core/internal'
import { canSelect } from '@waybill/sdk-core/rules'
import type { ReactNode } from 'react'
import { VirtualTable, type VirtualTableColumn } from '../primitives/VirtualTable.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'
import { capitalised, DELIVERIES_TABLE_TEXT } from './dashboardText.ts'
import { OrderDetails } from './OrderDetails.tsx'

/** Props of {@link DeliveriesTable}. */
export interface DeliveriesTableProps {
  /** The rows of the page shown. */
  orders: readonly Order[]
  /** The view shown: `dashboardDateColumn(view)` picks the Pickup Date (active view) or the Completed Date. */
  view: DashboardView
  /** Ids of the ticked rows. */
  selected: ReadonlySet<number>
  /** Called when a row's box is ticked or unticked (only rows whose status allows selection have one). */
  onToggleSelect: (order: Order, selected: boolean) => void
  /** Called when a row is clicked, or its number button pressed: the map selects it. */
  onSelectRow?: (order: Order) => void
  /** Id of the row selected on the map, highlighted; none when null. */
  selectedOrderId?: number | null
  /** The Actions cell of a row (cancel, edit, repost, label…). */
  renderActions?: (order: Order, view: DashboardView) => ReactNode
  /** Adds the 'Available for Pickup' column (the account's `isPickupAvailability`). */
  showAvailability?: boolean
  /** While the page loads, the empty table says so. */
  loading?: boolean
}

/**
 * The My Deliveries table (part 2 §2.1), virtual: expander, `{product}` #, Order Id, Drop Off Location, Pickup
 * Date (active view) or Completed Date, Delivery Agent, Status (short label and badge, §4.1), Actions, the
 * selection box (statuses that allow it, §4.2), and 'Available for Pickup' when asked for.
 */
export function DeliveriesTable({
  orders,
  view,
  selected,
  onToggleSelect,
  onSelectRow,
  selectedOrderId = null,
  renderActions,
  showAvailability = false,
  loading = false,
}: DeliveriesTableProps) {
  const { client } = useWaybill('DeliveriesTable')
  const text = DELIVERIES_TABLE_TEXT
  const names = client.config
  const fill = (template: string, order: Order) => fillText(fillNames(template, names), { id: order.id })
  const columns: VirtualTableColumn<Order>[] = [
    {
      key: 'number',
      header: capitalised(fillNames(text.number, names)),
      width: '5.5rem',
      cell: (order) =>
        onSelectRow ? (
          <button
            type="button"
            className="wb-dashboard__show"
            aria-label={fill(text.showOnMap, order)}
            onClick={() => onSelectRow(order)}
          >
            {order.id}
          </button>
        ) : (
          order.id
        ),
    },
    { key: 'orderId', header: text.orderId, width: 'minmax(8rem, 1.5fr)', text: (order) => order.name },
    {
      key: 'dropoff',
      header: text.dropOffLocation,
      width: 'minmax(9rem, 2fr)',
      text: (order) => orderAddressLine(order.dropoff.address),
    },
    dashboardDateColumn(view) === 'pickupDate'
      ? { key: 'date', header: text.pickupDate, width: '6.5rem', text: (order) => order.pickupDate }
      : { key: 'date', header: text.completedDate, width: '8rem', text: (order) => order.completedAt ?? '' },
    {
      key: 'agent',
      header: text.agent,
      width: 'minmax(6rem, 1fr)',
      text: (order) => order.driver?.name ?? '',
    },
    ...(showAvailability
      ? [
          {
            key: 'available',
            header: text.available,
            width: '6.5rem',
            text: (order: Order) => (order.available ? text.yes : text.no),
          },
        ]
      : []),
    {
      key: 'status',
      header: text.status,
      width: '11rem',
      cell: (order) => <StatusBadge status={order.status} />,
    },
    // Wide enough for the most a row offers (Edit, Label, Track, Cancel); more wraps onto a second line.
    { key: 'actions', header: text.actions, width: '15rem', cell: (order) => renderActions?.(order, view) },
    {
      key: 'select',
      header: text.select,
      width: '4.5rem',
      cell: (order) =>
        canSelect(order.status, view) && (
          // The label around the box makes a target of 2rem square for a box of the usual size.
          <label className="wb-dashboard__select-target">
            <input
              type="checkbox"
              className="wb-dashboard__select"
              aria-label={fill(text.selectRow, order)}
              checked={selected.has(order.id)}
              onChange={(event) => onToggleSelect(order, event.target.checked)}
            />
          </label>
        ),
    },
  ]
  return (
    <div className="wb-dashboard__table" aria-busy={loading || undefined}>
      <VirtualTable
        caption={messages.tabMyDeliveries}
        rows={orders}
        rowKey={(order) => String(order.id)}
        columns={columns}
        expandable={(order) => <OrderDetails order={order} />}
        expandedHeight={160}
        stackBelow="large"
        selectedKey={selectedOrderId === null ? null : String(selectedOrderId)}
        onRowClick={onSelectRow}
        emptyText={fillNames(loading ? text.loading : text.empty, names)}
      />
    </div>
  )
}

/** A status as the table shows it: the short label in a badge of its tone (part 2 §4.1). */
export function StatusBadge({ status }: { status: number }) {
  const { label, tone } = dashboardStatus(status)
  return <span className={`wb-status wb-status--${tone}`}>{label}</span>
}
