import type { Account } from '../domain/account.ts'
import { fillNames, fillText, messages } from '../domain/messages.ts'
import type { OrderTotal } from '../pricing/priceBreakdown.ts'
import { batchRowName, canPayBatch } from './batchOrder.ts'
import type { BatchListState } from './batchStateTypes.ts'
import { prepaysByCard } from './batchSubmitCharge.ts'
import type {
  BatchEstimateStatus,
  BatchRowPrice,
  BatchSubmitState,
  BatchSubmitStatus,
} from './batchSubmitTypes.ts'

/** What the engine itself holds; the rest of its state is derived from the list. */
export interface BatchSubmitInternals {
  readonly errors: readonly string[]
  readonly estimateStatus: BatchEstimateStatus
  /** The estimate is of the form and rows as they are now. */
  readonly estimateCurrent: boolean
  readonly alert: string | null
  readonly prices: readonly BatchRowPrice[]
  readonly total: OrderTotal | null
  readonly status: BatchSubmitStatus
  readonly error: string | null
  /** The keys of the rows the current (or last) submit sent; null before any. */
  readonly run: ReadonlySet<string> | null
  /** The current (or last) submit charged the card before sending. */
  readonly prepaid: boolean
  /** A charge whose answer never came, over the rows to book: the customer must choose first (issue 22). */
  readonly unconfirmed: { readonly amountCents: number; readonly askedAt: number | null } | null
}

const BUSY: readonly BatchSubmitStatus[] = ['prepaying', 'submitting', 'labels']

/** Whether the engine is sending or asking labels. */
export const isBusy = (status: BatchSubmitStatus): boolean => BUSY.includes(status)

const STATUS_TEXT: Readonly<Record<BatchSubmitStatus, string | null>> = {
  idle: null,
  prepaying: messages.statusPrepaying,
  prepayFail: messages.statusPrepayFail,
  paymentUnconfirmed: messages.statusPrepayFail,
  submitting: messages.statusSubmitting,
  labels: messages.statusSubmitting,
  done: messages.statusDone,
  partial: messages.statusFail,
  labelsFailed: messages.statusFail,
  stopped: null,
}

/** A list of names after its caption, or null when empty. */
const namesText = (caption: string, names: readonly string[]) =>
  names.length === 0 ? null : fillText(caption, { names: names.join(', ') })

const CONTINUE_TEXT: Readonly<Record<BatchEstimateStatus, string>> = {
  idle: messages.batchContinue,
  estimating: messages.batchSubmitting,
  estimated: messages.batchSubmitted,
  failed: messages.batchRetry,
}

/** The process status as shown (part 2 §4.5): 'Prepay Successful' stays while the rows a charge paid go out. */
function statusText(
  own: BatchSubmitInternals,
  names: { readonly brand: string; readonly product: string },
): string | null {
  if (own.status === 'submitting' && own.prepaid) return messages.statusPrepaySuccessful
  const text = STATUS_TEXT[own.status]
  return text === null ? null : fillNames(text, names)
}

/**
 * Whether a card payer's batch has rows no charge covers (a resume then needs the prices: they are charged first).
 */
const hasUnpaidRows = (list: BatchListState, account: Account | null, paid: ReadonlySet<string>) =>
  account !== null &&
  prepaysByCard(account) &&
  list.rows.some(
    ({ row, send }) => send.state !== 'accepted' && send.state !== 'duplicated' && !paid.has(row.uuid ?? ''),
  )

/**
 * The batch screen's view of the estimate and submit (part 2 §4.5, §4.6 steps 4–6, §8); `paid` holds the uuids an
 * earlier charge of the batch covers or that were booked.
 */
export function batchSubmitView(
  list: BatchListState,
  own: BatchSubmitInternals,
  account: Account | null,
  names: { readonly brand: string; readonly product: string },
  paid: ReadonlySet<string>,
): BatchSubmitState {
  const busy = isBusy(own.status) || own.estimateStatus === 'estimating'
  const failedNames: string[] = []
  const duplicatedNames: string[] = []
  let booked = 0
  let acceptedCount = 0
  let failedInRun = 0
  list.rows.forEach(({ key, row, send }, index) => {
    if (send.state === 'accepted') acceptedCount += 1
    if (send.state === 'accepted' || send.state === 'duplicated') booked += 1
    if (send.state === 'duplicated') duplicatedNames.push(batchRowName(row, index + 1, names))
    if (send.state === 'failed') {
      failedNames.push(batchRowName(row, index + 1, names))
      if (own.run?.has(key)) failedInRun += 1
    }
  })
  const total = list.rows.length
  const done = booked + failedInRun
  const resumable = list.started && total > 0 && !busy
  const submitText = fillNames(messages.batchSubmit, names)
  const priced = own.estimateStatus === 'estimated' && own.estimateCurrent && !list.dirty
  // An estimate of rows or a form that changed since is no estimate: Continue again.
  const estimateStatus = own.estimateStatus === 'estimated' && !priced ? 'idle' : own.estimateStatus
  return {
    errors: own.errors,
    estimateStatus,
    continueText: CONTINUE_TEXT[estimateStatus],
    alert: own.alert,
    prices: priced ? own.prices : [],
    total: priced ? own.total : null,
    status: own.status,
    running: isBusy(own.status),
    statusText: statusText(own, names),
    submitText:
      own.run === null
        ? submitText
        : `${submitText} ${fillText(messages.batchSubmitProgress, { done, total })}`,
    progress: { done, total },
    acceptedCount,
    failedNames,
    duplicatedNames,
    failedText: namesText(messages.batchFailedNames, failedNames),
    duplicatedText: namesText(messages.batchDuplicatedNames, duplicatedNames),
    notice: own.status === 'partial' ? fillNames(messages.batchRowsFailed, names) : null,
    canGetLabelsForAccepted: !busy && duplicatedNames.length > 0,
    error: own.error,
    unconfirmedCharge: own.status === 'paymentUnconfirmed' ? own.unconfirmed : null,
    resumable,
    resumeNotice:
      resumable && own.status === 'idle' && own.run === null ? fillNames(messages.batchResume, names) : null,
    // Resuming needs no new estimate unless a row changed since the last (a failed row edited after a partial run),
    // or a row is still to be charged.
    canSubmit:
      account !== null &&
      canPayBatch(account) &&
      !busy &&
      own.status !== 'paymentUnconfirmed' &&
      total > 0 &&
      ((resumable && !list.dirty && !hasUnpaidRows(list, account, paid)) || priced),
  }
}
