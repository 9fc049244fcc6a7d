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
 * Whether the account can pay `cardCents`, what is left after the credit (part 2 §5.3 "Submit is disabled if the
 * user has no card, no EFT payment and no credit"; §6): a saved card, EFT, or nothing left to pay. Credit that
 * does not cover the order is no payment method for the rest.
 */
export function canPay(account: Account, cardCents: number): boolean {
  return account.hasCardOnAccount || account.isEFTPayment || cardCents === 0
}

/**
 * The derived part of the summary's state: each delivery's price lines (with its share of the credit once the
 * order is priced), the total still to charge (the charged deliveries a charge does not already cover, `paid`),
 * and whether it can be submitted.
 */
export function summaryView(
  drafts: readonly OrderDraft[],
  prices: ReadonlyMap<string, PriceEntry>,
  account: Account | null,
  busy: boolean,
  paid: ReadonlySet<string>,
): Pick<OrderSummaryState, 'deliveries' | 'total' | 'payment'> {
  const estimateOf = (draft: OrderDraft) => {
    const entry = prices.get(draft.uuid)
    return entry?.state === 'ready' ? entry.estimate : null
  }
  // A paid delivery needs no price to be sent: its charge is made.
  const unpaid = drafts.filter((draft) => !paid.has(draft.uuid))
  const allPriced = drafts.length > 0 && unpaid.every((draft) => estimateOf(draft) !== null)
  const charged = unpaid.filter(isCharged)
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
      paid: paid.has(draft.uuid),
    }
  })
  return {
    deliveries,
    total,
    payment: {
      canSubmit: account !== null && total !== null && canPay(account, total.cardCents) && !busy,
      noCard: account !== null && !account.hasCardOnAccount,
    },
  }
}
