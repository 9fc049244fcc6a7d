import type { DeliveryTypeChoice } from '../domain/deliveryTypes.ts'
import { fillNames, fillText, messages } from '../domain/messages.ts'
import { deliveryName } from '../summary/summaryTexts.ts'
import { isServerEdit } from './draftRules.ts'
import type { OrderDraftStore } from './orderDraft.ts'
import type { OrderList } from './orderList.ts'
import { isAbandonedEdit } from './saveDraft.ts'
import type { DeliveryKind, OrderDraft } from './types.ts'

/**
 * An edit left without saving, as the chooser offers it (issue 21).
 *
 * @internal
 */
export interface UnfinishedEdit {
  /** The delivery's name: its reference, else its place in the order or the order's number. */
  readonly name: string
  /** The notice: 'You were editing "\{name\}" and left without saving.' */
  readonly text: string
}

/**
 * The edit a form's draft still holds (an entry of the order opened with Edit on the summary, or an order on the
 * server opened from the dashboard) after the user left the form without saving; null when the draft is a new
 * delivery, or the edit of an entry no longer in the order (`isAbandonedEdit`: it starts afresh anyway). The
 * chooser offers it by name to resume or discard: a new delivery must not start from it, or saving the new one
 * would replace the edited delivery (part 1 §4 'Other rules': an entry is replaced by uuid; issue 21).
 *
 * @internal
 *
 * @example
 * ```ts
 * unfinishedEdit(drafts('single').getSnapshot(), orderList, client.config)?.name // 'PPC-1029 Paint samples'
 * ```
 */
export function unfinishedEdit(
  draft: OrderDraft,
  orderList: Pick<OrderList, 'get' | 'getSnapshot'>,
  names: { readonly brand: string; readonly product: string },
): UnfinishedEdit | null {
  if (!draft.isEditing || isAbandonedEdit(draft, orderList)) return null
  const position = orderList.getSnapshot().drafts.findIndex((entry) => entry.uuid === draft.uuid) + 1
  const name =
    draft.itemName.trim() ||
    (isServerEdit(draft) || position === 0
      ? fillNames(fillText(messages.unfinishedEditOrder, { id: draft.originalId ?? '' }), names).trim()
      : deliveryName(draft, position, names))
  return { name, text: fillText(messages.unfinishedEdit, { name }) }
}

/**
 * Starts a form's draft afresh when it holds an edit (of an order entry or of a server order), keeping its kind
 * and batch: the edited delivery stays as it was last saved. A new delivery in progress is kept (part 1 §3
 * 'Locally persisted state'). The chooser calls it for the form a choice opens, so that a new delivery starts
 * clean, and for 'Discard changes' (issue 21). True when it started afresh.
 *
 * @internal
 *
 * @example
 * ```ts
 * discardUnfinishedEdit(drafts('single')) // then open /{brand}/details
 * ```
 */
export function discardUnfinishedEdit(draft: OrderDraftStore): boolean {
  const { isEditing, kind, batch } = draft.getSnapshot()
  if (!isEditing) return false
  draft.reset({ kind, batch })
  return true
}

/**
 * The kind of delivery a chooser choice starts, whose form's draft must start clean (`discardUnfinishedEdit`); null
 * for the batch screens, which keep their own drafts (issue 21: a new delivery never starts from an unfinished edit).
 *
 * @internal
 *
 * @example
 * ```ts
 * const kind = deliveryKindOf(choice)
 * if (kind) discardUnfinishedEdit(drafts(kind))
 * ```
 */
export function deliveryKindOf(
  choice: Pick<DeliveryTypeChoice, 'screen' | 'vehicleSwap'>,
): DeliveryKind | null {
  if (choice.screen === 'details') return 'single'
  if (choice.screen === 'valet') return choice.vehicleSwap ? 'vehicleSwap' : 'valet'
  return null
}
