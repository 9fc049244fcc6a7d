import type { Account } from '../domain/account.ts'
import type { PriceEstimate } from '../domain/price.ts'
import { isServerEdit } from '../draft/draftRules.ts'
import type { OrderDraft } from '../draft/types.ts'
import { availableCredit, orderTotal, priceBreakdown } from '../pricing/priceBreakdown.ts'
import type { DeliveryPrice, OrderSummaryState } from './types.ts'

/** What the summary knows of one delivery's price. */
export interface PriceEntry {
  /** The draft as priced (its JSON): a draft that changes is priced again. */
  readonly key: string
  /** The request whose answer counts; older answers are dropped. */
  readonly token: number
  /** Loading, ready or failed. */
  readonly state: DeliveryPrice['state']
  /** The estimate, once ready. */
  readonly estimate: PriceEstimate | null
  /** Why it failed, in words. */
  readonly error: string | null
  /** Not asked yet: the api code or the account was missing. */
  readonly waiting: boolean
}

/**
 * Whether a delivery is charged: an edit of an order already on the server is not ("Editing is free", part 2
 * §4.2); it was paid when it was first submitted.
 */
export const isCharged = (draft: OrderDraft): boolean => !isServerEdit(draft)

/**
 * Whether the account can pay for an order at all (part 2 §5.3 "Submit is disabled if the user has no card, no
 * EFT payment and no credit"; §6): a saved card, EFT, or a credit balance it pays with.
 */
export function hasPaymentMethod(account: Account): boolean {
  return account.hasCardOnAccount || account.isEFTPayment || availableCredit(account) > 0
}

/**
 * The derived part of the summary's state: each delivery's price lines (with its share of the credit once the
 * whole order is priced), the order's total over the charged deliveries, and whether it can be submitted.
 */
export function summaryView(
  drafts: readonly OrderDraft[],
  prices: ReadonlyMap<string, PriceEntry>,
  account: Account | null,
  busy: boolean,
): Pick<OrderSummaryState, 'deliveries' | 'total' | 'payment'> {
  const estimateOf = (draft: OrderDraft) => {
    const entry = prices.get(draft.uuid)
    return entry?.state === 'ready' ? entry.estimate : null
  }
  const allPriced = drafts.length > 0 && drafts.every((draft) => estimateOf(draft) !== null)
  const charged = drafts.filter(isCharged)
  const total = allPriced
    ? orderTotal(
        charged.map((draft) => estimateOf(draft) as PriceEstimate),
        account ? availableCredit(account) : 0,
      )
    : null
  const deliveries = drafts.map((draft): DeliveryPrice => {
    const entry = prices.get(draft.uuid)
    const estimate = estimateOf(draft)
    const shared = total?.deliveries[charged.indexOf(draft)]
    return {
      uuid: draft.uuid,
      state: entry?.state ?? 'loading',
      estimate,
      breakdown: estimate ? (shared ?? priceBreakdown(estimate)) : null,
      error: entry?.state === 'failed' ? entry.error : null,
      charged: isCharged(draft),
    }
  })
  return {
    deliveries,
    total,
    payment: {
      canSubmit: account !== null && hasPaymentMethod(account) && total !== null && !busy,
      noCard: account !== null && !account.hasCardOnAccount,
    },
  }
}
