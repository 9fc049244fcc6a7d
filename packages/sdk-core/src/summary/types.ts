import type { Account, Logger, PriceEstimate, StorageLike, Store, WaybillClient } from '@waybill/sdk-core'
import type { OrderTotal, PriceBreakdown } from '@waybill/sdk-core/rules'
import type { OrderList } from '../draft/orderList.ts'

/** Options of {@link createOrderSummary}. */
export interface OrderSummaryOptions {
  /** The courier API client (its order calls, names and logger). */
  client: Pick<WaybillClient, 'orders' | 'config' | 'logger'>
  /** The order being reviewed: its deliveries are priced and, once booked, removed from it. */
  orderList: OrderList
  /** The signed-in account's api code, or null when signed out (nothing is priced or sent then). */
  apiCode: () => string | null
  /** The signed-in account (payment flags, credit, on-hold), or null while company info loads. */
  account: () => Account | null
  /** The current instant, epoch milliseconds; `Date.now` by default. */
  now?: () => number
  /** The account timezone of the drafts' dates; 'America/Edmonton' by default. */
  timeZone?: string
  /**
   * Where the prepayment ledger is kept: each charge (saved 'pending' before the card is charged, then confirmed)
   * with the uuids it covers, and the uuids booked lately, so that a retry after a failure, a reload, another
   * summary of the same order or another tab never charges a delivery twice nor sends a booked one again. It is
   * read again at every submit. In memory when absent.
   */
  storage?: StorageLike
  /** Waits between direct orders (100 ms apart, part 2 §4.5); a timer by default. */
  sleep?: (ms: number) => Promise<void>
  /** Where failures the spec only logs go; the client's logger by default. */
  logger?: Logger
}

/**
 * Where the submit process is (part 2 §4.5): 'Submitting', `Prepaying {product}`, 'Prepay Successful' (orders are
 * being sent), 'Done', 'Prepay fail' and 'Fail'; 'paymentUnconfirmed' (shown 'Prepay fail'): a charge got no
 * answer, and nothing is booked until the customer chooses (`chargeAgain` or `bookUnpaid`, issue 22).
 */
export type SubmitStatus =
  | 'idle'
  | 'submitting'
  | 'prepaying'
  | 'prepaid'
  | 'done'
  | 'prepayFail'
  | 'paymentUnconfirmed'
  | 'fail'

/** The price of one delivery of the order (part 2 §3.11, §9). */
export interface DeliveryPrice {
  /** The delivery's client uuid. */
  readonly uuid: string
  /** Being priced, priced, or the price could not be had (see `error`; `reprice` asks again). */
  readonly state: 'loading' | 'ready' | 'failed'
  /** The server's estimate, once priced. */
  readonly estimate: PriceEstimate | null
  /** The price lines as shown, with this delivery's share of the order's credit; null until priced. */
  readonly breakdown: PriceBreakdown | null
  /** Why the price could not be had, in words (the server's text or the general failure text), or null. */
  readonly error: string | null
  /**
   * Whether the delivery is charged: false for an edit of an order already on the server ("Editing is free",
   * part 2 §4.2), whose price is shown for information and is not in the total.
   */
  readonly charged: boolean
  /**
   * Whether a card charge already covers the delivery (a submit charged it, or asked and lost the answer, then
   * failed before booking it): it is not charged again and not in the total, and it should not be edited or
   * removed, so that the payment stays with it. While a submit runs, only a charge made before it counts: the
   * deliveries it is charging keep their amounts until it ends.
   */
  readonly paid: boolean
}

/** What the order summary screen shows (part 2 §2.2, §4.5, §8). */
export interface OrderSummaryState {
  /** Each delivery's price, in list order. */
  readonly deliveries: readonly DeliveryPrice[]
  /**
   * What is still to be charged: the total of the charged deliveries not already paid, with the credit applied
   * first (part 2 §9); null until each of them is priced.
   */
  readonly total: OrderTotal | null
  /**
   * Whether the order can be submitted (part 2 §5.3, §6: a saved card, EFT, or credit that covers the whole card
   * part, since credit short of it cannot pay the rest; every price to charge known; not already submitting), and
   * whether the account has no saved card (the two texts of part 2 §2.2).
   */
  readonly payment: { readonly canSubmit: boolean; readonly noCard: boolean }
  /** Where the submit process is. */
  readonly status: SubmitStatus
  /** The process status as shown: 'Submitting', 'Prepaying delivery', 'Prepay Successful', 'Done'…; null when idle. */
  readonly statusText: string | null
  /**
   * Why the submit failed, in words: the server's text, 'Unable to charge your card', the lost-payment text
   * (`paymentOutcomeUnknown`), a delivery's failing checks, or 'An error ocurred while processing your request'.
   */
  readonly error: string | null
  /** What the last submit did besides (deliveries already booked, taken out without a charge), or null. */
  readonly notice: string | null
  /** How many deliveries of this submit were booked so far, of how many. */
  readonly progress: { readonly sent: number; readonly total: number }
  /**
   * While `status` is 'paymentUnconfirmed': the charge that got no answer (cents, and when it was asked, epoch ms);
   * `error` says it in words. Else null.
   */
  readonly unconfirmedCharge: { readonly amountCents: number; readonly askedAt: number | null } | null
}

/** The order summary: prices while subscribed, and the submit process (part 2 §2.2, §4.5, §8). */
export interface OrderSummary extends Store<OrderSummaryState> {
  /**
   * Prepays the card part when there is one and sends every delivery; true when all are booked (status 'done').
   * Booked deliveries leave the order list at once, so after a failure a new call sends only the others, and
   * charges none a charge already covers. Deliveries already booked (by another tab, or a stale copy) are taken
   * out of the order without being charged or sent (see `notice`).
   */
  submit(): Promise<boolean>
  /**
   * After 'paymentUnconfirmed': charges the card again (it may then be charged twice), then books, as `submit`.
   * The unconfirmed charge stays logged in the ledger for support.
   */
  chargeAgain(): Promise<boolean>
  /** After 'paymentUnconfirmed': books without charging, the payment left to the courier (logged for support). */
  bookUnpaid(): Promise<boolean>
  /** Asks again the prices that failed, or that waited for the api code or the account. */
  reprice(): void
  /** Forgets the error shown after a failed submit, and the notice. */
  dismissError(): void
}
