import type { Account, LatLng, Logger, PriceEstimate, Store, WaybillClient } from '@waybill/sdk-core'
import type { DraftStart } from '@waybill/sdk-core/order'
import type { OrderDraft, OrderTotal, PriceBreakdown } from '@waybill/sdk-core/rules'
import type { BatchList, BatchRowCharge } from './batchStateTypes.ts'
import type { BatchSendRetry } from './batchSubmitSend.ts'

/** Options of {@link createBatchSubmit}. */
export interface BatchSubmitOptions {
  /** The courier API client: its order, label and dashboard calls, names and logger. */
  readonly client: Pick<WaybillClient, 'orders' | 'labels' | 'dashboard' | 'config' | 'logger'>
  /** The batch in progress (its rows, their uuids and booking records, saved on every change). */
  readonly list: BatchList
  /** The batch form: its contact block and shared settings (a draft opened from this batch), or null. */
  readonly draft: () => OrderDraft | null
  /**
   * Starts the batch form afresh (the batch draft store's `reset`): called once every row is booked, labelled and the
   * list cleared, with the form's kind, batch and intercity choice, so that the next batch starts with no pickup,
   * date, times or description of this one (part 2 §4.6 step 6 'the batch data clears'). Without it the form stays.
   */
  readonly resetDraft?: (start: DraftStart) => void
  /** The signed-in account's api code, or null when signed out (nothing is priced or sent then). */
  readonly apiCode: () => string | null
  /** The signed-in account (payment, on-hold and My Fleet flags), or null while company info loads. */
  readonly account: () => Account | null
  /** The current instant, epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number
  /** The account timezone of the form's dates; 'America/Edmonton' by default. */
  readonly timeZone?: string
  /** Where the user is, if known (part 2 §3.10 user_latitude, user_longitude). */
  readonly userLocation?: () => LatLng | undefined
  /** Waits between direct orders (100 ms apart, part 2 §4.5) and before an on-hold list is resent; a timer by default. */
  readonly sleep?: (ms: number) => Promise<void>
  /** Price requests in flight at once; `BATCH_ESTIMATE_CONCURRENCY` (4) by default. */
  readonly estimateConcurrency?: number
  /** How an on-hold list is resent after a lost answer; `BATCH_SEND_RETRY` by default. */
  readonly retry?: BatchSendRetry
  /** Where failures the spec only logs go; the client's logger by default. */
  readonly logger?: Logger
}

/** The estimate step (part 2 §4.6 step 4): not asked, being asked, every row priced, or failed. */
export type BatchEstimateStatus = 'idle' | 'estimating' | 'estimated' | 'failed'

/**
 * The submit step (part 2 §4.5, §4.6 steps 5–6): 'prepaying' (the card being charged for the rows no charge covers
 * yet), 'prepayFail' (the charge was refused: nothing was sent), 'paymentUnconfirmed' (a charge's answer never
 * came: nothing is sent until the customer chooses, see `chargeAgain` and `bookUnpaid`), 'submitting' (rows going out),
 * 'labels' (every row accepted, labels being sent), 'done' (labels sent, the batch cleared: go to the dashboard),
 * 'partial' (some rows failed or were duplicates: the failure notice), 'labelsFailed' (every row booked, the labels
 * request failed: submit again asks them again), 'stopped' (the signal stopped it: submit again resumes).
 */
export type BatchSubmitStatus =
  | 'idle'
  | 'prepaying'
  | 'prepayFail'
  | 'paymentUnconfirmed'
  | 'submitting'
  | 'labels'
  | 'done'
  | 'partial'
  | 'labelsFailed'
  | 'stopped'

/** The price of one row of the batch (part 2 §3.11, §9). */
export interface BatchRowPrice {
  /** The row's key in the list. */
  readonly key: string
  /** The row's uuid. */
  readonly uuid: string
  /** The row's name as the lists show it. */
  readonly name: string
  /** The server's estimate. */
  readonly estimate: PriceEstimate
  /** Its price lines, with its share of the account's credit (a paid row's alone: it is not in the total). */
  readonly breakdown: PriceBreakdown
  /** Whether an earlier charge of this batch covers the row: it is not charged again (part 2 §4.5). */
  readonly paid: boolean
  /** Where that charge stands: confirmed, asked with no answer ('pending'), or left to the courier. */
  readonly charge: BatchRowCharge
}

/** What the batch screen shows of the estimate and the submit (part 2 §4.6 steps 4–6, §5.3, §8). */
export interface BatchSubmitState {
  /** The failing sections list of the last check, word for word (part 2 §5.3); empty when it passed. */
  readonly errors: readonly string[]
  /** Where the estimate stands. */
  readonly estimateStatus: BatchEstimateStatus
  /** The Continue button: 'Continue', 'Submitting...', 'Submited', or 'Error, try again' (part 2 §4.6 step 4). */
  readonly continueText: string
  /** The alert to show: 'something went wrong' after a failed estimate (part 2 §8), else null. */
  readonly alert: string | null
  /** Each row's price once estimated, in row order (rows already booked are not priced again). */
  readonly prices: readonly BatchRowPrice[]
  /**
   * The batch's total with the credit applied first (part 2 §9), once estimated; else null. Its card part is what
   * submit charges: the rows not paid yet, never twice (part 2 §4.5).
   */
  readonly total: OrderTotal | null
  /** Where the submit stands. */
  readonly status: BatchSubmitStatus
  /** Whether a submit runs (charging, sending or asking labels): the submit modal shows and cannot be closed. */
  readonly running: boolean
  /**
   * The process status as shown (part 2 §4.5): 'Submitting', 'Prepaying `{product}`', 'Prepay Successful' (kept
   * while the rows a charge paid go out), 'Done', 'Fail' or 'Prepay fail'; null when idle or stopped.
   */
  readonly statusText: string | null
  /** The submit button: 'Submit `{product}s` & Get Labels', plus 'n/total' while submitting (part 2 §4.6 step 5). */
  readonly submitText: string
  /** Rows answered (or booked before) of all the rows. */
  readonly progress: { readonly done: number; readonly total: number }
  /** How many rows are booked, ours. */
  readonly acceptedCount: number
  /** The names of the rows not booked (failed, or unconfirmed), for the failure notice (part 2 §8). */
  readonly failedNames: readonly string[]
  /** The names of the duplicated rows, listed apart (part 2 §4.6 step 6). */
  readonly duplicatedNames: readonly string[]
  /** 'Failed: ' and the failed names, under the notice; null when none failed. */
  readonly failedText: string | null
  /** 'Duplicated: ' and the duplicated names, listed apart; null when none. */
  readonly duplicatedText: string | null
  /**
   * The failure notice (part 2 §8 'Failed batch rows': 'Some Deliveries failed to upload, please try again. …')
   * when some rows failed or were duplicates; else null.
   */
  readonly notice: string | null
  /** Whether 'Get Labels for Accepted Data and clear Data' shows: duplicates exist (part 2 §4.6 step 6). */
  readonly canGetLabelsForAccepted: boolean
  /**
   * Why the last action failed, in words (the card: 'Unable to charge your card' or the server's text, part 2 §8;
   * labels, storage, the form's checks), or null.
   */
  readonly error: string | null
  /**
   * While `status` is 'paymentUnconfirmed': the charge whose answer never came (its amount in cents and when it was
   * asked, epoch ms), over rows still to book; `error` says it in words. Else null.
   */
  readonly unconfirmedCharge: { readonly amountCents: number; readonly askedAt: number | null } | null
  /**
   * Whether an interrupted submit awaits (rows sent, not every one answered, after a reload or crash): submitting
   * again resumes it without booking any row twice; see `resumeNotice`.
   */
  readonly resumable: boolean
  /** The text to show over a resumable batch, or null. */
  readonly resumeNotice: string | null
  /** Whether the submit button is enabled: a way to pay (part 2 §5.3), an estimate of the rows as they are or a submit to resume, nothing running. */
  readonly canSubmit: boolean
}

/** The estimate and submit of a batch (part 2 §4.6 steps 4–6). */
export interface BatchSubmit extends Store<BatchSubmitState> {
  /** Runs the batch form's checks (part 2 §5.3); true when they pass, else `errors` lists what failed. */
  check(): boolean
  /**
   * Checks the form, then prices every row not yet booked (part 2 §4.6 step 4); true when every row is priced.
   * A failure shows 'something went wrong' and 'Error, try again' (part 2 §8). The prices obtained are kept by row
   * and by what was priced: the next call asks only the rows not priced yet, or changed (row or form) since.
   */
  estimate(): Promise<boolean>
  /**
   * Books the rows not yet booked (part 2 §4.5, §4.6 steps 5–6): first charges the card for the rows no charge
   * covers yet (never with EFT; 'Prepay fail' stops it before any row is sent); then on hold in lists of 10
   * (on-hold accounts, rows without a My Fleet driver), the others as direct orders 100 ms apart; then, when every
   * row is accepted, sends their labels and clears the batch (true). Resumes an interrupted submit with the same
   * uuids, charging nothing twice. Never rejects.
   */
  submit(options?: { readonly signal?: AbortSignal }): Promise<boolean>
  /** 'Get Labels for Accepted Data and clear Data' (part 2 §4.6 step 6): labels of the accepted rows, then clears. */
  labelsForAccepted(): Promise<boolean>
  /**
   * After 'paymentUnconfirmed': charges the card again for the rows (it may then be charged twice), then books
   * them as `submit` does. The unconfirmed charge stays logged in the list's charges for support.
   */
  chargeAgain(options?: { readonly signal?: AbortSignal }): Promise<boolean>
  /**
   * After 'paymentUnconfirmed': books the rows without charging, the payment left to the courier. The unconfirmed
   * charge stays logged in the list's charges for support.
   */
  bookUnpaid(options?: { readonly signal?: AbortSignal }): Promise<boolean>
  /** Forgets the alert, the notice and the error. */
  dismiss(): void
}
