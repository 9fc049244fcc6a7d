import { fillNames, messages } from '@waybill/sdk-core'
import { discardUnfinishedEdit, unfinishedEdit } from '@waybill/sdk-core/internal'
import type { OrderDraftStore, OrderList } from '@waybill/sdk-core/order'
import type { OrderDraft } from '@waybill/sdk-core/rules'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link UnfinishedEditNotice}. */
export interface UnfinishedEditNoticeProps {
  /** A form's draft (`createOrderDraft`): the notice shows while it holds an edit left without saving. */
  draft: OrderDraftStore
  /** The order the edited entries belong to: an edit of an entry no longer in it is not offered. */
  orderList: OrderList
  /** 'Resume editing': the owner opens the draft's form (its delivery step). */
  onResume: (draft: OrderDraft) => void
  /** Called after 'Discard changes' started the draft afresh: the notice is gone, the owner places the focus. */
  onDiscard?: () => void
}

/**
 * The notice of an edit left without saving (issue 21), for the delivery-type chooser: 'You were editing
 * "PPC-1029 Paint samples" and left without saving.', that a new delivery starts empty, and 'Resume editing' and
 * 'Discard changes'. Nothing while the draft holds no such edit (sdk-core `unfinishedEdit`). Each button's name
 * ends with the delivery's, since a notice may show for each form.
 */
export function UnfinishedEditNotice({ draft, orderList, onResume, onDiscard }: UnfinishedEditNoticeProps) {
  const { client } = useWaybill('UnfinishedEditNotice')
  const snapshot = useStore(draft)
  // Read so that the notice follows the order (an entry removed meanwhile is no edit to resume).
  useStore(orderList, (state) => state.drafts)
  const edit = unfinishedEdit(snapshot, orderList, client.config)
  if (!edit) return null
  return (
    <section className="wb-alert wb-alert--info wb-unfinished-edit" aria-label={messages.unfinishedEditLabel}>
      <p className="wb-unfinished-edit__text">
        {edit.text} {fillNames(messages.unfinishedEditHint, client.config)}
      </p>
      <div className="wb-unfinished-edit__actions">
        <button type="button" className="wb-button wb-button--primary" onClick={() => onResume(snapshot)}>
          {messages.resumeEdit}
          <span className="wb-visually-hidden"> {edit.name}</span>
        </button>
        <button
          type="button"
          className="wb-button"
          onClick={() => {
            discardUnfinishedEdit(draft)
            onDiscard?.()
          }}
        >
          {messages.discardEdit}
          <span className="wb-visually-hidden"> {edit.name}</span>
        </button>
      </div>
    </section>
  )
}
