import type { WaybillClient } from '../client.ts'
import type { Logger } from '../config.ts'
import type { Account } from '../domain/account.ts'
import type { PriceEstimate } from '../domain/price.ts'
import type { OrderList } from '../draft/orderList.ts'
import type { OrderTotal, PriceBreakdown } from '../pricing/priceBreakdown.ts'
import type { StorageLike } from '../session/storage.ts'
import type { Store } from '../store.ts'

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
   * Where the prepayment record (the uuids a charge covered, its amount and transaction) is kept, so that a
   * retry after a failure, even after a reload, never charges those deliveries twice. In memory when absent.
   */
  storage?: StorageLike
  /** Waits between direct orders (100 ms apart, part 2 §4.5); a timer by default. */
  sleep?: (ms: number) => Promise<void>
  /** Where failures the spec only logs go; the client's logger by default. */
  logger?: Logger
}

/**
 * Where the submit process is (part 2 §4.5): 'Submitting', `Prepaying {product}`, 'Prepay Successful' (orders are
 * being sent), 'Done', 'Prepay fail' and 'Fail'.
 */
export type SubmitStatus = 'idle' | 'submitting' | 'prepaying' | 'prepaid' | 'done' | 'prepayFail' | 'fail'

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
}

/** What the order summary screen shows (part 2 §2.2, §4.5, §8). */
export interface OrderSummaryState {
  /** Each delivery's price, in list order. */
  readonly deliveries: readonly DeliveryPrice[]
  /** The order's total with the credit applied first (part 2 §9); null until every delivery is priced. */
  readonly total: OrderTotal | null
  /**
   * Whether the order can be submitted (part 2 §5.3, §6: a card, EFT or credit; every price known; not already
   * submitting), and whether the account has no saved card (the two texts of part 2 §2.2).
   */
  readonly payment: { readonly canSubmit: boolean; readonly noCard: boolean }
  /** Where the submit process is. */
  readonly status: SubmitStatus
  /** The process status as shown: 'Submitting', 'Prepaying delivery', 'Prepay Successful', 'Done'…; null when idle. */
  readonly statusText: string | null
  /** Why the submit failed, in words (the server's text, or 'An error ocurred while processing your request'). */
  readonly error: string | null
  /** How many deliveries of this submit were booked so far, of how many. */
  readonly progress: { readonly sent: number; readonly total: number }
}

/** The order summary: prices while subscribed, and the submit process (part 2 §2.2, §4.5, §8). */
export interface OrderSummary extends Store<OrderSummaryState> {
  /**
   * Prepays the card part when there is one and sends every delivery; true when all are booked (status 'done').
   * Booked deliveries leave the order list at once, so after a failure a new call sends only the others.
   */
  submit(): Promise<boolean>
  /** Asks again the prices that failed, or that waited for the api code or the account. */
  reprice(): void
  /** Forgets the error shown after a failed submit. */
  dismissError(): void
}
