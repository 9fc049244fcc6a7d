import { type CancelResult, type DashboardView, type Order, orderActions } from '@waybill/sdk-core'
import { useState } from 'react'
import { CancelModal } from './CancelModal.tsx'
import { EditWarningModal } from './OrderActionsEditWarning.tsx'

/** Button captions of a row's actions; each accessible name adds the order's name ('Cancel PO-5120'). */
export const ORDER_ACTIONS_TEXT = {
  cancel: 'Cancel',
  edit: 'Edit',
  repost: 'Repost',
  label: 'Label',
  newWindow: '(opens in a new window)',
  group: 'Actions for',
} as const

/** Props of {@link OrderActions}. */
export interface OrderActionsProps {
  /** The listed order. */
  order: Order
  /** The dashboard view the row is in (1 done, 2 shared, 3 active): the shared view offers no cancel or edit. */
  view: DashboardView
  /** Edit, after the user accepted the edit warning: open the order form on it. */
  onEdit: (order: Order) => void
  /** Repost: copy it into a new draft and open the order form. */
  onRepost: (order: Order) => void
  /** The server cancelled it (e.g. reload the list). */
  onCancelled?: (order: Order, result: CancelResult) => void
  /**
   * The URL of the order's printable label (part 2 §7 `GET /api/web/{product}/{id}/label`), same-origin with the
   * API; without it no Label link is shown. Built by the caller, so no api code leaves for another origin here.
   */
  labelHref?: (order: Order) => string
}

/**
 * A dashboard row's actions (part 2 §2.1, §4.2), as `orderActions(status, view)` allows them: Cancel (opens the
 * cancel modal), Edit (the edit warning modal first, then `onEdit`), Repost (`onRepost`), and Label, the order's
 * label in a new window (`rel="noopener noreferrer"`) for the statuses whose labels can be downloaded (1, 2, 3,
 * 17). An order whose status allows nothing renders nothing.
 */
export function OrderActions({ order, view, onEdit, onRepost, onCancelled, labelHref }: OrderActionsProps) {
  const [modal, setModal] = useState<'cancel' | 'edit' | null>(null)
  const allowed = orderActions(order.status, view)
  // Part 2 §4.2: the rows selectable for the bulk label download are the ones that have a label.
  const href = allowed.label && labelHref ? labelHref(order) : null
  if (!allowed.cancel && !allowed.edit && !allowed.repost && !href) return null
  const name = order.name || `#${order.id}`
  const named = (caption: string) => `${caption} ${name}`
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset.
    <div className="wb-order-actions" role="group" aria-label={named(ORDER_ACTIONS_TEXT.group)}>
      {allowed.edit && (
        <button
          type="button"
          className="wb-button wb-order-actions__button"
          aria-label={named(ORDER_ACTIONS_TEXT.edit)}
          onClick={() => setModal('edit')}
        >
          {ORDER_ACTIONS_TEXT.edit}
        </button>
      )}
      {allowed.repost && (
        <button
          type="button"
          className="wb-button wb-order-actions__button"
          aria-label={named(ORDER_ACTIONS_TEXT.repost)}
          onClick={() => onRepost(order)}
        >
          {ORDER_ACTIONS_TEXT.repost}
        </button>
      )}
      {href && (
        <a
          className="wb-button wb-order-actions__button wb-order-actions__label"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${named(ORDER_ACTIONS_TEXT.label)} ${ORDER_ACTIONS_TEXT.newWindow}`}
        >
          {ORDER_ACTIONS_TEXT.label}
        </a>
      )}
      {allowed.cancel && (
        <button
          type="button"
          className="wb-button wb-order-actions__button wb-order-actions__cancel"
          aria-label={named(ORDER_ACTIONS_TEXT.cancel)}
          onClick={() => setModal('cancel')}
        >
          {ORDER_ACTIONS_TEXT.cancel}
        </button>
      )}
      {modal === 'cancel' && (
        <CancelModal order={order} onClose={() => setModal(null)} onCancelled={onCancelled} />
      )}
      {modal === 'edit' && (
        <EditWarningModal
          order={order}
          onClose={() => setModal(null)}
          onConfirm={(edited) => {
            setModal(null)
            onEdit(edited)
          }}
        />
      )}
    </div>
  )
}
