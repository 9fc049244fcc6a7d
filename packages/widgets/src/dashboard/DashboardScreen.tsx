import { type CookieJar, type DashboardView, fillText, type Order } from '@waybill/sdk-core'
import { createLabelReminder, labelDownloadModal } from '@waybill/sdk-core/internal'
import { canSelect } from '@waybill/sdk-core/rules'
import { type ReactNode, useState } from 'react'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { documentCookieJar } from '../provider/documentCookieJar.ts'
import { useSession } from '../provider/useSession.ts'
import { CancelModal } from './CancelModal.tsx'
import { DashboardFilters } from './DashboardFilters.tsx'
import { DashboardPager } from './DashboardPager.tsx'
import { DashboardTabs } from './DashboardTabs.tsx'
import { DeliveriesTable } from './DeliveriesTable.tsx'
import { DELIVERIES_TABLE_TEXT } from './dashboardText.ts'
import { LabelReminderModal } from './LabelReminderModal.tsx'
import { LabelsModal } from './LabelsModal.tsx'
import { NoLabelsSelectedModal } from './NoLabelsSelectedModal.tsx'
import { EditWarningModal } from './OrderActionsEditWarning.tsx'
import { useDashboardList } from './useDashboardList.ts'

/** What the dashboard hands its map: the row selected in the table and the view shown. */
export interface DashboardMapContext {
  /** The order of the row last clicked, as the current page lists it; null when none or no longer listed. */
  readonly selected: Order | null
  /** The view shown: 1 done, 2 shared, 3 active. */
  readonly view: DashboardView
}

/**
 * What a row's actions may ask of the screen (given to `renderActions`). The screen, not the row, holds the
 * modals: a virtual row may be unmounted or reused for another order while a modal is open.
 */
export interface DashboardRowContext {
  /** Asks the page again. */
  readonly reload: () => Promise<void>
  /** Opens the cancel modal on an order; the list reloads when it closes after a cancellation. */
  readonly cancel: (order: Order) => void
  /** Opens the edit warning on an order; 'Edit order' calls the screen's `onEdit`. */
  readonly edit: (order: Order) => void
  /**
   * Called by a Label link's click with the label's URL: opens the label reminder and returns true (the link must
   * then not open) when the order's status and the view call for it and the user has not hidden it (part 2 §4.2).
   */
  readonly label: (order: Order, href: string) => boolean
}

/** Props of {@link DashboardScreen}. */
export interface DashboardScreenProps {
  /** The view of the page's `?view=`; else the stored view, else 3 (active). */
  initialView?: DashboardView
  /** Called when a tab changes the view, to write `?view=` into the address. */
  onViewChange?: (view: DashboardView) => void
  /** The Actions cell of a row (cancel, edit, repost, label…), e.g. `OrderActions` wired to `row.cancel`/`row.edit`. */
  renderActions?: (order: Order, view: DashboardView, row: DashboardRowContext) => ReactNode
  /** Called once the user accepted the edit warning (part 2 §4.2): open the order form on the order. */
  onEdit?: (order: Order) => void
  /** The map above the table, or a function given the selected row and the view. */
  map?: ReactNode | ((context: DashboardMapContext) => ReactNode)
  /** Called when a row is selected (clicked, or its number pressed). */
  onSelectOrder?: (order: Order) => void
  /** Where the label reminder's 'Don't show this again' is kept: the page's cookies (`documentCookieJar`) by default. */
  cookieJar?: CookieJar
}

type OpenModal =
  | { kind: 'cancel'; order: Order; cancelled: boolean }
  | { kind: 'edit'; order: Order }
  | { kind: 'labels'; ids: readonly number[] }
  | { kind: 'noLabels' }
  | { kind: 'labelReminder'; order: Order; href: string }

/**
 * The My Deliveries screen (part 2 §2.1): the view tabs, the map (a slot), the filters, 'Download All labels
 * (n)', the table and the pager, over sdk-core's `createDashboardList`. A failed fetch shows
 * `'Error fetching {product}s'` as an alert (§8). Ticks and the map's row are kept by order id and checked against
 * the rows shown whenever they change: an order no longer listed, or whose status no longer allows selection
 * (§4.2), drops out. The modals are rendered here, once, outside the table: the cancel modal and the edit warning
 * (§4.2), the label modal of the ticked orders or, with none ticked, a warning (§4.7, §8), and the label reminder
 * (§4.2). The list reloads, and the ticks are cleared, when the cancel modal closes after a cancellation and when
 * the label modal closes after its answer, as sdk-core's `LabelRequest.close` says (§4.7 'Closing reloads the page').
 */
export function DashboardScreen({
  initialView,
  onViewChange,
  renderActions,
  onEdit,
  map,
  onSelectOrder,
  cookieJar,
}: DashboardScreenProps) {
  const { list, state } = useDashboardList({ initialView }, 'DashboardScreen')
  const showAvailability = useSession(
    (session) => session.account?.isPickupAvailability ?? false,
    'DashboardScreen',
  )
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [modal, setModal] = useState<OpenModal | null>(null)
  const [reminder] = useState(() => createLabelReminder(cookieJar ?? documentCookieJar()))
  const [shownView, setShownView] = useState(state.view)
  const [shownRows, setShownRows] = useState(state.rows)
  if (shownView !== state.view) {
    // Another view lists other orders: what was ticked or chosen in the last one goes.
    setShownView(state.view)
    setTicked(new Set())
    setChosenId(null)
  }
  if (shownRows !== state.rows) {
    // New rows (a page, a filter, a reload): keep only the ticks and the choice that are still listed and allowed.
    setShownRows(state.rows)
    const still = state.rows.filter((order) => ticked.has(order.id) && canSelect(order.status, state.view))
    if (still.length !== ticked.size) setTicked(new Set(still.map((order) => order.id)))
    if (chosenId !== null && !state.rows.some((order) => order.id === chosenId)) setChosenId(null)
  }
  const chosen = chosenId === null ? null : (state.rows.find((order) => order.id === chosenId) ?? null)
  const tickedOrders = state.rows.filter(
    (order) => ticked.has(order.id) && canSelect(order.status, state.view),
  )

  const toggle = (order: Order, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      if (on) next.add(order.id)
      else next.delete(order.id)
      return next
    })
  const select = (order: Order) => {
    setChosenId(order.id)
    onSelectOrder?.(order)
  }
  const row: DashboardRowContext = {
    reload: () => list.reload(),
    cancel: (order) => setModal({ kind: 'cancel', order, cancelled: false }),
    edit: (order) => setModal({ kind: 'edit', order }),
    label: (order, href) => {
      if (!reminder.shouldRemind(order.status, state.view)) return false
      setModal({ kind: 'labelReminder', order, href })
      return true
    },
  }
  /**
   * Closes the open modal; `reload` after a cancellation or a label answer (sdk-core's `LabelRequest.close`): the
   * rows changed, so the ticks go and the list is asked again. Reloaded only now, so the answer ('Success!!!', the
   * labels' ok or fail) stays up until the user closes it.
   */
  const closeModal = (reload: boolean) => {
    setModal(null)
    if (!reload) return
    setTicked(new Set())
    void list.reload()
  }
  const closeCancel = () => closeModal(modal?.kind === 'cancel' && modal.cancelled)
  const downloadLabels = () =>
    setModal(
      labelDownloadModal(tickedOrders.length) === 'labels'
        ? { kind: 'labels', ids: tickedOrders.map((order) => order.id) }
        : { kind: 'noLabels' },
    )

  return (
    <div className="wb-dashboard">
      <div className="wb-dashboard__head">
        <DashboardTabs list={list} onViewChange={onViewChange} />
        <button type="button" className="wb-button wb-button--primary" onClick={downloadLabels}>
          {fillText(DELIVERIES_TABLE_TEXT.downloadLabels, { count: tickedOrders.length })}
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
        selected={ticked}
        onToggleSelect={toggle}
        onSelectRow={select}
        selectedOrderId={chosen?.id ?? null}
        renderActions={renderActions && ((order, view) => renderActions(order, view, row))}
        showAvailability={showAvailability}
        loading={state.loading}
      />
      <DashboardPager list={list} />
      {modal?.kind === 'cancel' && (
        <CancelModal
          key={modal.order.id}
          order={modal.order}
          onClose={closeCancel}
          onCancelled={() =>
            setModal((open) => (open?.kind === 'cancel' ? { ...open, cancelled: true } : open))
          }
        />
      )}
      {modal?.kind === 'edit' && (
        <EditWarningModal
          order={modal.order}
          onClose={() => setModal(null)}
          onConfirm={(order) => {
            setModal(null)
            onEdit?.(order)
          }}
        />
      )}
      {modal?.kind === 'labels' && <LabelsModal ids={modal.ids} onClose={closeModal} />}
      {modal?.kind === 'noLabels' && <NoLabelsSelectedModal onClose={() => setModal(null)} />}
      {modal?.kind === 'labelReminder' && (
        <LabelReminderModal
          order={modal.order}
          href={modal.href}
          reminder={reminder}
          onClose={() => setModal(null)}
        />
      )}
    </div>
  )
}
