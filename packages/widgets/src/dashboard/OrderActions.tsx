import { type DashboardView, type Order, orderActions } from '@waybill/sdk-core'

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
  /**
   * Cancel: ask the screen to open the cancel modal on the order (e.g. `DashboardScreen`'s `row.cancel`). The modal
   * lives outside the table, since a virtual row may go away while it is open; without it no Cancel is shown.
   */
  onCancel?: (order: Order) => void
  /** Edit: ask the screen to open the edit warning on the order (`row.edit`); without it no Edit is shown. */
  onEditRequest?: (order: Order) => void
  /** Repost: copy it into a new draft and open the order form. */
  onRepost: (order: Order) => void
  /**
   * The URL of the order's printable label (part 2 §7 `GET /api/web/{product}/{id}/label`), same-origin with the
   * API; without it no Label link is shown. Built by the caller, so no api code leaves for another origin here.
   */
  labelHref?: (order: Order) => string
}

/**
 * A dashboard row's actions (part 2 §2.1, §4.2), as `orderActions(status, view)` allows them: Cancel and Edit
 * (which ask the screen, through `onCancel` and `onEditRequest`, to open the cancel modal or the edit warning),
 * Repost (`onRepost`), and Label, the order's label in a new window (`rel="noopener noreferrer"`) for the statuses
 * whose labels can be downloaded (1, 2, 3, 17). An order whose status allows nothing renders nothing.
 */
export function OrderActions({
  order,
  view,
  onCancel,
  onEditRequest,
  onRepost,
  labelHref,
}: OrderActionsProps) {
  const permitted = orderActions(order.status, view)
  const allowed = {
    ...permitted,
    cancel: permitted.cancel && !!onCancel,
    edit: permitted.edit && !!onEditRequest,
  }
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
          onClick={() => onEditRequest?.(order)}
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
          onClick={() => onCancel?.(order)}
        >
          {ORDER_ACTIONS_TEXT.cancel}
        </button>
      )}
    </div>
  )
}
