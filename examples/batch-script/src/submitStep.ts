import { fillNames, messages, type WaybillClient } from '@waybill/sdk-core'
import type { BatchList, BatchListRow, BatchSubmit } from '@waybill/sdk-core/batch'
import type { Output } from './output.ts'
import { createProgressBar } from './progressBar.ts'
import { type BatchSummary, batchSummary, summaryTable } from './summaryTable.ts'

/** What {@link submitStep} needs. */
export interface SubmitStepContext {
  readonly client: Pick<WaybillClient, 'config'>
  readonly list: BatchList
  readonly engine: BatchSubmit
  readonly output: Output
  readonly signal: AbortSignal
  /** A row's spreadsheet row number by its list key, or null when unknown. */
  readonly rowNumber?: (key: string) => number | null
  /** The choice over a card charge that got no answer (`--charge-again`, `--book-unpaid`); none: stop and say so. */
  readonly payment?: 'chargeAgain' | 'bookUnpaid' | undefined
}

/** How a submit ended: the exit code, and whether the batch is finished (nothing left to resume). */
export interface SubmitOutcome {
  readonly exitCode: 0 | 1 | 3
  readonly finished: boolean
  readonly summary: BatchSummary
}

/**
 * Books the rows not yet booked (part 2 §4.6 steps 5–6) with a progress bar of n/total, then prints the summary
 * table. Every accepted: the labels are emailed and the batch is finished (exit 0). Only duplicates besides the
 * accepted: resending cannot change them, so the labels of the accepted are asked ('Get Labels for Accepted Data
 * and clear Data') and the batch is finished (exit 1). Rows failed, labels failed or stopped: the state file keeps
 * the batch, and the same command resumes it without booking any row twice (exit 1); when the server refused rows,
 * the user is told of `--drop-refused`.
 */
export async function submitStep(ctx: SubmitStepContext): Promise<SubmitOutcome> {
  const { engine, list, output } = ctx
  const names = ctx.client.config
  // The engine clears the list once the labels are sent: the summary is of the last rows seen.
  let rows: readonly BatchListRow[] = list.getSnapshot().rows
  const keepRows = list.subscribe(() => {
    const now = list.getSnapshot().rows
    if (now.length > 0) rows = now
  })
  const total = engine.getSnapshot().progress.total
  const bar = createProgressBar({ stream: output.progress, label: messages.statusSubmitting, total })
  // Done only grows; the list's clearing at the end (0 of 0) is not progress.
  let done = 0
  const prepayTexts = new Set([
    fillNames(messages.statusPrepaying, names),
    messages.statusPrepaySuccessful,
    messages.statusPrepayFail,
  ])
  let shown = engine.getSnapshot().statusText
  const stopBar = engine.subscribe(() => {
    const state = engine.getSnapshot()
    // The card is charged before the first row leaves (part 2 §4.5): each prepay status gets its line.
    if (state.statusText !== shown && state.statusText !== null && prepayTexts.has(state.statusText)) {
      output.line(state.statusText)
    }
    shown = state.statusText
    done = Math.max(done, state.progress.done)
    bar.update(done)
  })
  try {
    await engine.submit({ signal: ctx.signal })
    const stopped = engine.getSnapshot()
    if (stopped.status === 'paymentUnconfirmed') {
      // Never booked silently on an unconfirmed payment (issue 22): the customer's flag chooses, or nothing goes.
      output.warn(stopped.error ?? messages.requestFailed)
      if (ctx.payment === undefined) {
        output.warn(
          'Nothing was booked. Run the same command with --charge-again to charge the card again (it may then be ' +
            'charged twice), or with --book-unpaid to book the rows and leave the payment to the courier.',
        )
        keepRows()
        return { exitCode: 3, finished: false, summary: batchSummary(rows, names, ctx.rowNumber) }
      }
      if (ctx.payment === 'chargeAgain') {
        output.line(messages.paymentChargeAgainWarning)
        await engine.chargeAgain({ signal: ctx.signal })
      } else {
        output.line('--book-unpaid: booking the rows; the payment is left to the courier.')
        await engine.bookUnpaid({ signal: ctx.signal })
      }
    }
  } finally {
    stopBar()
  }
  const state = engine.getSnapshot()
  bar.finish(state.status === 'done' ? total : Math.max(done, state.progress.done))
  const summary = batchSummary(rows, names, ctx.rowNumber)
  output.line()
  output.line(summaryTable(summary))
  const ids = summary.accepted.flatMap((row) => (row.orderId === null ? [] : [row.orderId]))
  if (ids.length > 0) output.line(`Order ids: ${ids.join(', ')}`)
  output.line()

  let finished = state.status === 'done'
  if (state.status === 'partial' && summary.failed.length === 0 && summary.duplicated.length > 0) {
    output.line(`${messages.batchLabelsForAccepted}...`)
    finished = await engine.labelsForAccepted()
  }
  keepRows()
  if (state.notice) output.warn(state.notice)
  const after = engine.getSnapshot()
  if (after.error) output.warn(after.error)
  if (finished) {
    if (summary.accepted.length > 0) output.line(messages.labelsSent)
    return { exitCode: summary.accepted.length === summary.total ? 0 : 1, finished, summary }
  }
  if (after.status === 'labelsFailed') output.warn(messages.labelsFailed)
  if (after.status === 'stopped') output.warn('Stopped.')
  if (summary.refused.length > 0) {
    const count = summary.refused.length === 1 ? '1 row was' : `${summary.refused.length} rows were`
    output.warn(
      `${count} refused by the server (not booked) and will be refused again: correct the batch, or run the ` +
        'same command with --drop-refused to drop them and finish the rest.',
    )
  }
  output.warn(
    'The batch is kept in the state file: run the same command again to resume. No row already booked is booked twice.',
  )
  return { exitCode: 1, finished, summary }
}
