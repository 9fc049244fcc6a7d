import { type DashboardView, fillText, messages, type Order } from '@waybill/sdk-core'
import { orderActions } from '@waybill/sdk-core/rules'
import { TrackingLink } from '../tracking/TrackingLink.tsx'

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
  /**
   * Called when the Label link is clicked, before the label opens: return true to keep it from opening, because the
   * screen shows the label reminder instead (part 2 §4.2; `DashboardScreen`'s `row.label`). Without it, or when it
   * returns false, the link opens the label.
   */
  onLabelClick?: (order: Order, href: string) => boolean
  /**
   * The address of the order's public tracking page (sdk-core's `trackingPath(order.uuid)`), opened in a new tab
   * (part 2 §2.1); without it, or when it gives null, no Track link is shown.
   */
  trackingHref?: (order: Order) => string | null
}

/**
 * A dashboard row's actions (part 2 §2.1, §4.2), as `orderActions(status, view)` allows them: Cancel and Edit
 * (which ask the screen, through `onCancel` and `onEditRequest`, to open the cancel modal or the edit warning),
 * Repost (`onRepost`), and Label, the order's label in a new window (`rel="noopener noreferrer"`) for the statuses
 * whose labels can be downloaded (1, 2, 3, 17), unless `onLabelClick` shows the label reminder first. An order
 * whose status allows nothing renders nothing.
 */
export function OrderActions({
  order,
  view,
  onCancel,
  onEditRequest,
  onRepost,
  labelHref,
  onLabelClick,
  trackingHref,
}: OrderActionsProps) {
  const permitted = orderActions(order.status, view)
  const allowed = {
    ...permitted,
    cancel: permitted.cancel && !!onCancel,
    edit: permitted.edit && !!onEditRequest,
  }
  // Part 2 §4.2: the rows selectable for the bulk label download are the ones that have a label.
  const href = allowed.label && labelHref ? labelHref(order) : null
  const tracking = trackingHref?.(order) ?? null
  if (!allowed.cancel && !allowed.edit && !allowed.repost && !href && !tracking) return null
  const name = order.name || `#${order.id}`
  const named = (caption: string) => `${caption} ${name}`
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset.
    <div
      className="wb-order-actions"
      role="group"
      aria-label={fillText(messages.orderActionsGroup, { name })}
    >
      {allowed.edit && (
        <button
          type="button"
          className="wb-button wb-order-actions__button"
          aria-label={named(messages.edit)}
          onClick={() => onEditRequest?.(order)}
        >
          {messages.edit}
        </button>
      )}
      {allowed.repost && (
        <button
          type="button"
          className="wb-button wb-order-actions__button"
          aria-label={named(messages.orderRepost)}
          onClick={() => onRepost(order)}
        >
          {messages.orderRepost}
        </button>
      )}
      {href && (
        <a
          className="wb-button wb-order-actions__button wb-order-actions__label"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${named(messages.orderLabel)} ${messages.opensInNewWindow}`}
          onClick={(event) => {
            if (onLabelClick?.(order, href)) event.preventDefault()
          }}
          onAuxClick={(event) => {
            // A middle click opens a tab too: the reminder comes first there as well.
            if (event.button === 1 && onLabelClick?.(order, href)) event.preventDefault()
          }}
        >
          {messages.orderLabel}
        </a>
      )}
      <TrackingLink href={tracking} name={name} className="wb-button wb-order-actions__button" />
      {allowed.cancel && (
        <button
          type="button"
          className="wb-button wb-button--danger wb-order-actions__button wb-order-actions__cancel"
          aria-label={named(messages.cancel)}
          onClick={() => onCancel?.(order)}
        >
          {messages.cancel}
        </button>
      )}
    </div>
  )
}
