import { describe, expect, it } from 'vitest'
import { type DashboardView, ORDER_STATUS_LABELS, OrderStatus, type OrderStatusCode } from './orderStatus.ts'
import {
  canCancel,
  cancelReasonOptions,
  canEdit,
  canPrintLabel,
  canRepost,
  canSelect,
  DASHBOARD_STATUSES,
  dashboardStatus,
  initialCancelForm,
  orderActions,
  showsCancelFee,
  showsLabelReminder,
  validateCancelForm,
} from './statusRules.ts'

const CODES = Object.values(OrderStatus)
const VIEWS: readonly DashboardView[] = [1, 2, 3]
const VIEW_NAMES = { 1: 'done', 2: 'shared', 3: 'active' } as const
/** Every status code in every dashboard view: 21 × 3 cases. */
const GRID = CODES.flatMap((code) => VIEWS.map((view) => [code, VIEW_NAMES[view], view] as const))

function expected(codes: readonly number[], notShared: boolean) {
  return (code: OrderStatusCode, view: DashboardView) => codes.includes(code) && !(notShared && view === 2)
}

describe('statusRules', () => {
  it('gives every status code of part 1 §4 a short label and a badge tone (part 2 §4.1)', () => {
    expect(
      Object.keys(DASHBOARD_STATUSES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.keys(ORDER_STATUS_LABELS).map(Number))
    for (const code of CODES) {
      expect(dashboardStatus(code).label).not.toBe('')
      expect(['neutral', 'info', 'progress', 'success', 'warning', 'danger']).toContain(
        dashboardStatus(code).tone,
      )
    }
  })

  it.each([
    [1, 'Submitted', 'info'],
    [2, 'Submitted', 'info'],
    [3, 'Processed', 'progress'],
    [4, 'Processed', 'progress'],
    [5, 'Out for delivery', 'progress'],
    [6, 'Delivered', 'success'],
    [7, 'In transit', 'progress'],
    [8, 'Cancelled', 'danger'],
    [9, 'Cancelled', 'neutral'],
    [10, 'Cancelled', 'danger'],
    [11, 'Payment error', 'danger'],
    [12, 'Not serviceable', 'danger'],
    [13, 'Help requested', 'warning'],
    [14, 'Help requested', 'warning'],
    [15, 'Out for delivery', 'progress'],
    [16, 'Returning', 'warning'],
    [17, 'On hold', 'neutral'],
    [18, 'Returned', 'danger'],
    [19, 'Cancelled at pickup', 'danger'],
    [50, 'Pickup in progress', 'progress'],
    [51, 'In transit', 'progress'],
  ] as const)(
    'shows status %i as %s, tone %s (part 2 §4.1, docs/decisions/dashboard.md)',
    (code, label, tone) => {
      expect(dashboardStatus(code)).toEqual({ label, tone })
    },
  )

  it('shows a code outside part 1 §4 as an unknown, neutral status', () => {
    expect(dashboardStatus(42)).toEqual({ label: 'Unknown status', tone: 'neutral' })
  })

  const canSelectRule = expected([1, 2, 3, 17], false)
  it.each(GRID)('selects status %i in the %s view only for 1, 2, 3, 17 (part 2 §4.2)', (code, _, view) => {
    expect(canSelect(code, view)).toBe(canSelectRule(code, view))
    expect(orderActions(code, view).select).toBe(canSelectRule(code, view))
  })

  it.each(GRID)(
    'prints the label of status %i in the %s view for the selectable 1, 2, 3, 17 (part 2 §4.2)',
    (code, _, view) => {
      expect(canPrintLabel(code, view)).toBe(canSelectRule(code, view))
      expect(orderActions(code, view).label).toBe(canSelectRule(code, view))
    },
  )

  const canCancelRule = expected([1, 3, 17], true)
  it.each(GRID)(
    'cancels status %i in the %s view only for 1, 3, 17, never shared (part 2 §4.2)',
    (code, _, view) => {
      expect(canCancel(code, view)).toBe(canCancelRule(code, view))
      expect(orderActions(code, view).cancel).toBe(canCancelRule(code, view))
    },
  )

  const canEditRule = expected([1, 17], true)
  it.each(GRID)(
    'edits status %i in the %s view only for 1 and 17, never shared (part 2 §4.2)',
    (code, _, view) => {
      expect(canEdit(code, view)).toBe(canEditRule(code, view))
      expect(orderActions(code, view).edit).toBe(canEditRule(code, view))
    },
  )

  it.each(GRID)(
    'reminds of labels for status %i in the %s view only for 1 and 17, never shared (part 2 §4.2)',
    (code, _, view) => {
      expect(showsLabelReminder(code, view)).toBe(canEditRule(code, view))
      expect(orderActions(code, view).labelReminder).toBe(canEditRule(code, view))
    },
  )

  const canRepostRule = expected([6, 7, 8, 9, 10, 11, 12, 16], false)
  it.each(GRID)('reposts status %i in the %s view only for 6–12 and 16 (part 2 §4.2)', (code, _, view) => {
    expect(canRepost(code, view)).toBe(canRepostRule(code, view))
    expect(orderActions(code, view).repost).toBe(canRepostRule(code, view))
  })

  it.each(GRID)(
    'shows the cancel fee for status %i in the %s view only when cancelling an accepted order (part 2 §4.2)',
    (code, _, view) => {
      expect(orderActions(code, view).cancelFee).toBe(code === 3 && view !== 2)
      expect(showsCancelFee(code)).toBe(code === 3)
    },
  )

  it('allows nothing on an unknown status code', () => {
    expect(Object.values(orderActions(42, 3)).every((allowed) => allowed === false)).toBe(true)
  })
})

describe('cancel form', () => {
  it('opens with reason 1 and an empty comment (part 2 §4.2)', () => {
    expect(initialCancelForm()).toEqual({ reasonId: 1, comment: '' })
  })

  it('offers the four reasons in order (part 2 §4.2)', () => {
    expect(cancelReasonOptions()).toEqual([
      { id: 1, label: 'I changed my mind' },
      { id: 2, label: 'Not needed anymore' },
      { id: 3, label: 'Too expensive' },
      { id: 4, label: 'Nobody came/Too slow' },
    ])
  })

  it.each([
    ['', 'Comment is required.'],
    ['   ', 'Comment is required.'],
    ['Wrong address', undefined],
  ])('requires a comment: %j gives %s (part 2 §4.2, §5.1)', (comment, message) => {
    expect(validateCancelForm({ reasonId: 2, comment }).comment).toBe(message)
  })
})
