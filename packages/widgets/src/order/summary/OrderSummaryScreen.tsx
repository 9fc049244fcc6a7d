import { fillNames, messages } from '@waybill/sdk-core'
import type { DeliveryPrice, OrderList, OrderSummary, OrderSummaryState } from '@waybill/sdk-core/order'
import type { OrderDraft } from '@waybill/sdk-core/rules'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { FormAlert } from '../../primitives/FormAlert.tsx'
import { plainLink, type RenderLink } from '../../primitives/plainLink.tsx'
import { useRefocusAfter } from '../../provider/useRefocusAfter.ts'
import { useStore } from '../../provider/useStore.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { DroppedPhotosNotice } from './DroppedPhotosNotice.tsx'
import { RemoveDeliveryModal } from './RemoveDeliveryModal.tsx'
import { isSubmitting, SubmitProgress } from './SubmitProgress.tsx'
import { type DeliveryAction, deliveryLabel, SummaryDelivery } from './SummaryDelivery.tsx'
import { SummaryMap } from './SummaryMap.tsx'
import { SummaryTotals } from './SummaryTotals.tsx'
import { useOrderSummary } from './useOrderSummary.ts'

/** Props of {@link OrderSummaryScreen}. */
export interface OrderSummaryScreenProps {
  /** The order: its deliveries. */
  orderList: OrderList
  /** Edit: the owner loads `orderList.edit(uuid)` into the draft and opens the form. */
  onEdit: (uuid: string) => void
  /** 'Add a delivery' or 'Duplicate delivery': the owner loads the new draft and opens location details. */
  onAddDelivery: (draft: OrderDraft) => void
  /** 'Make a delivery' of the empty summary: to the delivery-type chooser. */
  onMakeDelivery: () => void
  /** Every delivery was booked ('Done', part 2 §4.5): to the dashboard. */
  onDone: () => void
  /** Where the account's cards are managed (My Account), linked when there is no card (part 2 §2.2). */
  manageCardsHref: string
  /** Renders that link; a plain `<a>` by default. */
  renderLink?: RenderLink
  /** The order summary store; by default one made by `useOrderSummary` over the provider's client (tests inject one). */
  summary?: OrderSummary
}

type ViewProps = Omit<OrderSummaryScreenProps, 'summary'> & { summary: OrderSummary }

const NO_PRICES = new Map<string, DeliveryPrice>()

function errorText(state: OrderSummaryState): string | null {
  if (state.error === null || isSubmitting(state.status)) return null
  const status = state.statusText
  return status && status !== state.error ? `${status}: ${state.error}` : state.error
}

/**
 * The order summary screen 'Your order:' (part 2 §2.2, §4.5, §8): the deliveries with their prices and actions, a
 * map of their routes, the totals, the no-card notice with a link to the account's cards, 'Submit delivery'
 * (enabled only when the summary allows it, part 2 §5.3), the modal shown while the order is submitted, and the
 * failure in words, or the notice of deliveries already booked (taken out uncharged); photos a reload lost are
 * named until OK. Empty, it says 'Your order summary is empty' and offers 'Make a delivery'. A delivery already
 * paid by a submit that failed cannot be edited or removed. `onDone` is called only while the screen is mounted:
 * the submit belongs to the shared summary and may end after the user left. The rules are sdk-core's order
 * summary; this is the layout, focus and announcements.
 */
export function OrderSummaryScreen({ summary, ...props }: OrderSummaryScreenProps) {
  return summary ? <SummaryView {...props} summary={summary} /> : <OwnSummary {...props} />
}

function OwnSummary(props: Omit<OrderSummaryScreenProps, 'summary'>) {
  const summary = useOrderSummary(props.orderList, 'OrderSummaryScreen')
  return <SummaryView {...props} summary={summary} />
}

function SummaryView(props: ViewProps) {
  const { orderList, summary, renderLink = plainLink } = props
  const { client } = useWaybill('OrderSummaryScreen')
  const names = client.config
  const drafts = useStore(orderList, (state) => state.drafts)
  const state = useStore(summary)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const refocusAfter = useRefocusAfter()
  const [removing, setRemoving] = useState<{ uuid: string; name: string } | null>(null)
  const prices = useMemo(
    () =>
      state.deliveries.length ? new Map(state.deliveries.map((price) => [price.uuid, price])) : NO_PRICES,
    [state.deliveries],
  )

  const labelOf = (draft: OrderDraft) => deliveryLabel(draft, drafts.indexOf(draft) + 1, names)
  // The submit outlives the screen (the summary is shared): never navigate for a screen the user left.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  function act(action: DeliveryAction, draft: OrderDraft) {
    // A paid delivery's Edit and Remove are disabled; this guards a stale click.
    if ((action === 'edit' || action === 'remove') && prices.get(draft.uuid)?.paid) return
    if (action === 'edit') return props.onEdit(draft.uuid)
    if (action === 'remove') return setRemoving({ uuid: draft.uuid, name: labelOf(draft) })
    const next = action === 'duplicate' ? orderList.duplicate(draft.uuid) : orderList.addDelivery(draft.uuid)
    if (next) props.onAddDelivery(next)
  }

  function remove() {
    if (removing) orderList.remove(removing.uuid)
    setRemoving(null)
    // The removed delivery's buttons are gone: keep a keyboard user at the top of the order.
    refocusAfter(() => heading.current)
  }

  async function submit(run: () => Promise<boolean> = summary.submit) {
    if ((await run()) && mounted.current) props.onDone()
  }

  const error = errorText(state)
  return (
    <section className="wb-summary" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="wb-summary__title">
        {messages.summaryHeading}
      </h2>
      {drafts.length === 0 ? (
        <div className="wb-summary__empty">
          <p>{messages.summaryEmpty}</p>
          <button type="button" className="wb-button wb-button--primary" onClick={props.onMakeDelivery}>
            {fillNames(messages.summaryMakeDelivery, names)}
          </button>
        </div>
      ) : (
        <>
          <DroppedPhotosNotice orderList={orderList} drafts={drafts} labelOf={labelOf} />
          <SummaryMap drafts={drafts} prices={prices} />
          <ol className="wb-summary__deliveries">
            {drafts.map((draft, index) => (
              <SummaryDelivery
                key={draft.uuid}
                draft={draft}
                position={index + 1}
                price={prices.get(draft.uuid)}
                onRetryPrice={summary.reprice}
                onAction={act}
              />
            ))}
          </ol>
          <SummaryTotals total={state.total} />
          {state.payment.noCard && (
            <div className="wb-summary__no-card">
              <p>{messages.noCardOnAccount}</p>
              <p>{messages.savePaymentMethod}</p>
              {renderLink({
                href: props.manageCardsHref,
                className: 'wb-link',
                children: messages.summaryManagePayment,
              })}
            </div>
          )}
          <div className="wb-summary__submit">
            <button
              type="button"
              className="wb-button wb-button--primary"
              disabled={!state.payment.canSubmit}
              onClick={() => void submit()}
            >
              {fillNames(messages.summarySubmit, names)}
            </button>
          </div>
        </>
      )}
      <div className="wb-summary__error">
        <FormAlert message={error} />
        {state.unconfirmedCharge && (
          <div className="wb-summary__unconfirmed">
            <p>{messages.paymentChargeAgainWarning}</p>
            <div className="wb-summary__choices">
              <button type="button" className="wb-button" onClick={() => void submit(summary.chargeAgain)}>
                {messages.paymentChargeAgain}
              </button>
              <button type="button" className="wb-button" onClick={() => void submit(summary.bookUnpaid)}>
                {messages.paymentBookUnpaid}
              </button>
            </div>
          </div>
        )}
        <p className="wb-summary__notice" role="status">
          {state.notice}
        </p>
        {(error || state.notice) && !state.unconfirmedCharge && (
          <button type="button" className="wb-button" onClick={summary.dismissError}>
            {messages.dismiss}
          </button>
        )}
      </div>
      <SubmitProgress state={state} />
      <RemoveDeliveryModal
        name={removing?.name ?? null}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
