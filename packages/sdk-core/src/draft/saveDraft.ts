import { fillText, messages } from '../domain/messages.ts'
import { DEFAULT_TIMEZONE, formatClock, toEpoch } from '../time/localTime.ts'
import { isServerEdit } from './draftRules.ts'
import type { OrderDraftStore } from './orderDraft.ts'
import type { OrderList } from './orderList.ts'
import type { OrderDraft } from './types.ts'

/**
 * Where the user goes after a delivery is saved (part 1 §2, §4 'Other rules'; part 2 §2.3): the summary, or back
 * to the batch screen the draft was opened from.
 */
export type SaveDestination = 'summary' | 'oneToMany' | 'manyToOne'

/**
 * Saves the draft into the order (part 1 §4 'Other rules'): adds it, or replaces the entry with its uuid (an edit,
 * a batch entry) or editing the same server order; then starts a fresh draft of the same kind and batch, so the
 * next delivery starts empty. Returns where the user goes next: the draft's batch screen, else the summary.
 * Pass the batch screen's own list for a batch draft. Validate first: this does not.
 *
 * @internal
 *
 * @example
 * ```ts
 * if (validateDraft(draft.getSnapshot(), ctx).ok) navigate(saveDraft(draft, orderList))
 * ```
 */
export function saveDraft(draft: OrderDraftStore, orderList: OrderList): SaveDestination {
  const saved = draft.getSnapshot()
  orderList.add(saved)
  // The batch is kept too: a draft reset out of its batch would be stored under another form's key.
  draft.reset({ kind: saved.kind, batch: saved.batch })
  return saved.batch ?? 'summary'
}

/**
 * Whether a draft is the edit of an order entry that is no longer in the order (booked, removed, or opened and then
 * abandoned): such a draft must start afresh, or saving it would put a booked delivery (its uuid) back into the
 * order. Edits of orders on the server (`isServerEdit`) are not entries of the list and are never abandoned here.
 *
 * @internal
 *
 * @example
 * ```ts
 * if (isAbandonedEdit(draft.getSnapshot(), orderList)) draft.reset()
 * ```
 */
export function isAbandonedEdit(
  draft: Pick<OrderDraft, 'uuid' | 'isEditing' | 'originalId' | 'originalStatus'>,
  orderList: Pick<OrderList, 'get'>,
): boolean {
  return draft.isEditing && !isServerEdit(draft) && orderList.get(draft.uuid) === undefined
}

const dateInWords = (date: string, minute: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(toEpoch(date, minute, timeZone))

/**
 * The confirmation modal's text before a delivery is saved (part 1 §2, part 2 §2.3): the packages must be ready at
 * the pickup window's start time and date, and a fee may apply if they are not. The spec gives the content, not
 * the words (ours, in the catalogue).
 *
 * @internal
 *
 * @example
 * ```ts
 * pickupReadyNotice(draft) // 'Your packages must be ready for pickup at 11:00 on Monday, November 23, 2026. …'
 * ```
 */
export function pickupReadyNotice(
  draft: Pick<OrderDraft, 'pickupDate' | 'pickupStart'>,
  timeZone: string = DEFAULT_TIMEZONE,
): string {
  const { pickupDate, pickupStart } = draft
  if (pickupDate === null || pickupStart === null) return messages.pickupReadyNoticeNoTime
  return fillText(messages.pickupReadyNotice, {
    time: formatClock(pickupStart),
    date: dateInWords(pickupDate, pickupStart, timeZone),
  })
}
