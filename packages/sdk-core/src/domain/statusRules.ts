import type { DashboardView } from '@waybill/sdk-core'
import { messages } from './messages.ts'
import {
  CANCEL_REASONS,
  CANCELLABLE_STATUSES,
  type CancelReasonId,
  type OrderStatusCode,
} from './orderStatus.ts'

/**
 * The colour family of a status badge; widgets map each tone to a theme colour.
 *
 * @internal
 */
export type BadgeTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger'

/**
 * A status as the dashboard table shows it: a short label and a badge tone (part 2 §4.1).
 *
 * @internal
 */
export interface DashboardStatus {
  /** The short label. */
  readonly label: string
  /** The badge tone. */
  readonly tone: BadgeTone
}

/**
 * The dashboard's short label and badge tone of every status code (part 2 §4.1, whose mapping is "only partly
 * shown"; the whole table and its reasons are in docs/decisions/dashboard.md#statuses).
 *
 * A label table beside `ORDER_STATUS_LABELS`; our words where part 2 §4.1 is unclear.
 *
 * @internal
 */
export const DASHBOARD_STATUSES: Readonly<Record<OrderStatusCode, DashboardStatus>> = {
  1: { label: 'Submitted', tone: 'info' },
  2: { label: 'Submitted', tone: 'info' },
  3: { label: 'Processed', tone: 'progress' },
  4: { label: 'Processed', tone: 'progress' },
  5: { label: 'Out for delivery', tone: 'progress' },
  6: { label: 'Delivered', tone: 'success' },
  7: { label: 'In transit', tone: 'progress' },
  8: { label: 'Cancelled', tone: 'danger' },
  9: { label: 'Cancelled', tone: 'neutral' },
  10: { label: 'Cancelled', tone: 'danger' },
  11: { label: 'Payment error', tone: 'danger' },
  12: { label: 'Not serviceable', tone: 'danger' },
  13: { label: 'Help requested', tone: 'warning' },
  14: { label: 'Help requested', tone: 'warning' },
  15: { label: 'Out for delivery', tone: 'progress' },
  16: { label: 'Returning', tone: 'warning' },
  17: { label: 'On hold', tone: 'neutral' },
  18: { label: 'Returned', tone: 'danger' },
  19: { label: 'Cancelled at pickup', tone: 'danger' },
  50: { label: 'Pickup in progress', tone: 'progress' },
  51: { label: 'In transit', tone: 'progress' },
}

/** A code the server sends that part 1 §4 does not list (our words). */
const UNKNOWN_STATUS: DashboardStatus = { label: 'Unknown status', tone: 'neutral' }

/** Whether a number is one of the status codes of part 1 §4. */
export function isOrderStatusCode(code: number): code is OrderStatusCode {
  return Object.hasOwn(DASHBOARD_STATUSES, code)
}

/**
 * The dashboard badge of a status code; a code outside part 1 §4 shows 'Unknown status', neutral.
 *
 * @internal
 *
 * @example
 * ```ts
 * dashboardStatus(5) // { label: 'Out for delivery', tone: 'progress' }
 * ```
 */
export function dashboardStatus(code: number): DashboardStatus {
  return isOrderStatusCode(code) ? DASHBOARD_STATUSES[code] : UNKNOWN_STATUS
}

const SELECTABLE: readonly number[] = [1, 2, 3, 17]
const CANCELLABLE: readonly number[] = CANCELLABLE_STATUSES
const EDITABLE: readonly number[] = [1, 17]
const REPOSTABLE: readonly number[] = [6, 7, 8, 9, 10, 11, 12, 16]
const SHARED_VIEW: DashboardView = 2

/** Whether a row can be selected for the bulk label download: statuses 1, 2, 3, 17, any view (part 2 §4.2). */
export function canSelect(status: number, _view: DashboardView): boolean {
  return SELECTABLE.includes(status)
}

/** Whether an order can be cancelled: statuses 1, 3, 17, not in the shared view (part 2 §4.2). */
export function canCancel(status: number, view: DashboardView): boolean {
  return view !== SHARED_VIEW && CANCELLABLE.includes(status)
}

/** Whether an order can be edited: statuses 1 and 17, not in the shared view (part 2 §4.2). */
export function canEdit(status: number, view: DashboardView): boolean {
  return view !== SHARED_VIEW && EDITABLE.includes(status)
}

/** Whether the label reminder is offered: statuses 1 and 17, not in the shared view (part 2 §4.2). */
export function showsLabelReminder(status: number, view: DashboardView): boolean {
  return canEdit(status, view)
}

/** Whether an order can be reposted: statuses 6, 7, 8, 9, 10, 11, 12, 16, any view (part 2 §4.2). */
export function canRepost(status: number, _view: DashboardView): boolean {
  return REPOSTABLE.includes(status)
}

/** Whether the cancel modal shows the cancellation penalty before confirming: status 3 (part 2 §4.2). */
export function showsCancelFee(status: number): boolean {
  return status === 3
}

/**
 * Whether an order's label can be printed: the statuses whose labels can be downloaded in bulk (part 2 §4.2 row
 * selection: 1, 2, 3, 17), i.e. picked up by nobody yet. The spec names no separate rule
 * (docs/decisions/labels-and-tracking.md#one-label).
 */
export function canPrintLabel(status: number, view: DashboardView): boolean {
  return canSelect(status, view)
}

/** Everything a user may do with one order in one dashboard view (part 2 §4.2). */
export interface OrderActions {
  /** Tick the row for the bulk label download. */
  readonly select: boolean
  /** Print its label in a new window. */
  readonly label: boolean
  /** Open the cancel modal. */
  readonly cancel: boolean
  /** Open the order form on it. */
  readonly edit: boolean
  /** Offer the label reminder. */
  readonly labelReminder: boolean
  /** Copy it into a new draft. */
  readonly repost: boolean
  /** The cancel modal shows the cancellation penalty. */
  readonly cancelFee: boolean
}

/**
 * All actions allowed on an order in a view (part 2 §4.2), for a row's action menu.
 *
 * @example
 * ```ts
 * orderActions(order.status, 3).cancel // true for statuses 1, 3 and 17
 * ```
 */
export function orderActions(status: number, view: DashboardView): OrderActions {
  const cancel = canCancel(status, view)
  return {
    select: canSelect(status, view),
    label: canPrintLabel(status, view),
    cancel,
    edit: canEdit(status, view),
    labelReminder: showsLabelReminder(status, view),
    repost: canRepost(status, view),
    cancelFee: cancel && showsCancelFee(status),
  }
}

/**
 * The cancel form's values (part 2 §3.7, §4.2).
 *
 * @internal
 */
export interface CancelFormValues {
  /** cancellation_reason_id, 1–4. */
  readonly reasonId: CancelReasonId
  /** The note; required. */
  readonly comment: string
}

/**
 * Field messages of the cancel form; a field without a message is valid.
 *
 * @internal
 */
export interface CancelFormErrors {
  /** 'Comment is required.' */
  readonly comment?: string
}

/**
 * The reason selected when the cancel modal opens: 1 'I changed my mind' (part 2 §4.2).
 *
 * @internal
 */
export const DEFAULT_CANCEL_REASON: CancelReasonId = 1

/**
 * The cancel form as it opens: reason 1, no comment (part 2 §4.2).
 *
 * @internal
 */
export function initialCancelForm(): CancelFormValues {
  return { reasonId: DEFAULT_CANCEL_REASON, comment: '' }
}

/**
 * The reasons of the cancel modal, in order (part 2 §4.2).
 *
 * @internal
 */
export function cancelReasonOptions(): { readonly id: CancelReasonId; readonly label: string }[] {
  return ([1, 2, 3, 4] as const).map((id) => ({ id, label: CANCEL_REASONS[id] }))
}

/**
 * Checks the cancel form (part 2 §4.2, §5.1): a comment is required; one of spaces only counts as none.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateCancelForm({ reasonId: 1, comment: ' ' }) // { comment: 'Comment is required.' }
 * ```
 */
export function validateCancelForm(values: CancelFormValues): CancelFormErrors {
  return values.comment.trim() === '' ? { comment: messages.commentRequired } : {}
}
