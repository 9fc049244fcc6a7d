import { fillNames, messages } from '@waybill/sdk-core'
import { contactAddressLine, deliveryName } from '@waybill/sdk-core/internal'
import type { DeliveryPrice } from '@waybill/sdk-core/order'
import { type DraftParty, formatClock, type OrderDraft } from '@waybill/sdk-core/rules'
import { useId } from 'react'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { SummaryPrice } from './SummaryPrice.tsx'

/** Captions of a delivery's actions, in their order (part 2 §2.2); `{product}` is filled with the configured name. */
const DELIVERY_ACTIONS = {
  edit: messages.edit,
  duplicate: messages.summaryDuplicateDelivery,
  addDelivery: messages.summaryAddDelivery,
  remove: messages.remove,
} as const

/** One of a delivery's actions: Edit, 'Duplicate delivery', 'Add a delivery' or Remove. */
export type DeliveryAction = keyof typeof DELIVERY_ACTIONS

/** Props of {@link SummaryDelivery}. */
export interface SummaryDeliveryProps {
  /** The delivery. */
  draft: OrderDraft
  /** Its position in the order, from 1: names a delivery without a reference. */
  position: number
  /** Its price from the order summary. */
  price: DeliveryPrice | undefined
  /** Asks the failed prices again. */
  onRetryPrice: () => void
  /** The user chose one of the delivery's actions. */
  onAction: (action: DeliveryAction, draft: OrderDraft) => void
}

/** A pickup or drop-off window as 'YYYY-MM-DD HH:mm – HH:mm'; '' when nothing is chosen. */
function windowText(date: string | null, start: number | null, end: number | null): string {
  const times = start !== null && end !== null ? `${formatClock(start)} – ${formatClock(end)}` : ''
  return [date ?? '', times].filter(Boolean).join(' ')
}

function Party({ term, party }: { term: string; party: DraftParty }) {
  return (
    <div className="wb-summary__fact">
      <dt>{term}</dt>
      <dd>
        <span className="wb-summary__party-name">{party.name}</span>{' '}
        <span className="wb-summary__party-address">{contactAddressLine(party)}</span>
      </dd>
    </div>
  )
}

/** The name a delivery goes by on the screen: its reference name, else "delivery 2" (sdk-core `deliveryName`). */
export function deliveryLabel(
  draft: OrderDraft,
  position: number,
  names: { readonly brand: string; readonly product: string },
): string {
  return deliveryName(draft, position, names)
}

/** The actions a paid delivery keeps: editing or removing it would leave its payment without a delivery. */
const PAID_LOCKED: ReadonlySet<DeliveryAction> = new Set(['edit', 'remove'])

/**
 * One delivery of the order summary (part 2 §2.2): pickup → drop-off, reference, the pickup and drop-off dates and
 * windows, its price lines, and Edit, 'Duplicate delivery', 'Add a delivery' and Remove. Each action's accessible
 * name ends with the delivery's name, since every delivery has the same buttons. A delivery a charge already
 * covers (`price.paid`, after a submit that failed) cannot be edited or removed, and says why.
 */
export function SummaryDelivery({ draft, position, price, onRetryPrice, onAction }: SummaryDeliveryProps) {
  const { client } = useWaybill('SummaryDelivery')
  const headingId = useId()
  const paidNoteId = useId()
  const paid = price?.paid === true
  const label = deliveryLabel(draft, position, client.config)
  const pickupWindow = windowText(draft.pickupDate, draft.pickupStart, draft.pickupEnd)
  const dropoffWindow = windowText(draft.dropoffDate, draft.dropoffStart, draft.dropoffEnd)
  return (
    <li className="wb-summary__delivery" aria-labelledby={headingId}>
      <h3 id={headingId} className="wb-summary__delivery-title">
        {label}
      </h3>
      <dl className="wb-summary__facts">
        <Party term={messages.summaryPickup} party={draft.pickup} />
        <Party term={messages.summaryDropoff} party={draft.dropoff} />
        <div className="wb-summary__fact">
          <dt>{messages.summaryReference}</dt>
          <dd>{draft.itemName}</dd>
        </div>
        <div className="wb-summary__fact">
          <dt>{messages.summaryPickupWindow}</dt>
          <dd>{pickupWindow}</dd>
        </div>
        <div className="wb-summary__fact">
          <dt>{messages.summaryDropoffWindow}</dt>
          <dd>{dropoffWindow}</dd>
        </div>
      </dl>
      <SummaryPrice price={price} onRetry={onRetryPrice} />
      {paid && (
        <p id={paidNoteId} className="wb-summary__paid">
          {messages.deliveryPaid}
        </p>
      )}
      <div className="wb-summary__delivery-actions">
        {(Object.keys(DELIVERY_ACTIONS) as DeliveryAction[]).map((action) => {
          const locked = paid && PAID_LOCKED.has(action)
          return (
            <button
              key={action}
              type="button"
              className="wb-button"
              disabled={locked}
              aria-describedby={locked ? paidNoteId : undefined}
              onClick={() => onAction(action, draft)}
            >
              {fillNames(DELIVERY_ACTIONS[action], client.config)}
              <span className="wb-visually-hidden"> {label}</span>
            </button>
          )
        })}
      </div>
    </li>
  )
}
