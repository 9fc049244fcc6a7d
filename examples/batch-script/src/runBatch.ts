import { readFileSync } from 'node:fs'
import { fillNames, type WaybillClient } from '@waybill/sdk-core'
import { canPayBatch, createBatchSubmit } from '@waybill/sdk-core/batch'
import { DEFAULT_TIMEZONE, formatCents } from '@waybill/sdk-core/rules'
import { batchSettings, settingsLine } from './batchSettings.ts'
import { dropRefused } from './dropRefused.ts'
import { createFileStorage } from './fileStorage.ts'
import { openBatch } from './openBatch.ts'
import { type CliOptions, UsageError } from './options.ts'
import type { Output } from './output.ts'
import { priceStep } from './priceStep.ts'
import { readRunRecord, rowNumberOf, writeRunRecord } from './runRecord.ts'
import { submitStep } from './submitStep.ts'
import { validateStep } from './validateStep.ts'

/**
 * The script's exit codes: 0 every row accepted, 1 some failed or stopped (resumable), 2 bad input or config, 3 a
 * card charge was not confirmed and nothing was booked (choose with --charge-again or --book-unpaid).
 */
export type ExitCode = 0 | 1 | 2 | 3

/** What {@link runBatch} needs: the options, the client, where to print, and the platform's parts. */
export interface RunBatchContext {
  readonly options: CliOptions
  readonly client: WaybillClient
  readonly output: Output
  /** Stops the run: nothing more is sent, the state is kept. */
  readonly signal: AbortSignal
  /** Asks the user; resolves true to go on. */
  readonly confirm: (question: string) => Promise<boolean>
  /** The current instant; `Date.now` by default. */
  readonly now?: () => number
}

function readInput(path: string): Uint8Array {
  try {
    return readFileSync(path)
  } catch {
    throw new UsageError(`Cannot read ${path}.`)
  }
}

/**
 * One run of the batch script (part 2 §4.6): the file is read (or the saved batch resumed, its refused rows dropped
 * with `--drop-refused`), the addresses
 * validated, the batch checked and priced, then, once confirmed, submitted; the summary table ends it. Every
 * step's result is saved in the state file before the next one, so a run stopped anywhere resumes where it was.
 * Throws a `UsageError`, a `StateFileError` or a `BatchFileError` on bad input, a `WaybillError` when the courier
 * API fails outside the batch steps.
 *
 * @example
 * ```ts
 * process.exitCode = await runBatch({ options, client, output, signal, confirm })
 * ```
 */
export async function runBatch(ctx: RunBatchContext): Promise<ExitCode> {
  const { options, client, output, signal } = ctx
  const now = ctx.now ?? Date.now
  const { apiCode } = options
  const bytes = readInput(options.input)
  const storage = createFileStorage(options.statePath)
  const account = await client.account.companyInfo(apiCode)
  if (!options.dryRun && !canPayBatch(account)) {
    throw new UsageError(
      'This account has no card, no EFT payment and no credit: a batch cannot be submitted.',
    )
  }
  const draft = await batchSettings(options, {
    client,
    apiCode,
    account,
    now: now(),
    timeZone: DEFAULT_TIMEZONE,
  })
  const opened = await openBatch({
    options,
    output,
    storage,
    bytes,
    insuranceValue: account.defaultInsuranceValue,
    names: client.config,
  })
  if ('exitCode' in opened) return opened.exitCode
  const { list } = opened
  const opening = readRunRecord(storage)
  const rowNumber = (key: string) => rowNumberOf(opening, key)
  if (options.dropRefused && opened.resumed) {
    const dropped = dropRefused({ list, output, record: opening, names: client.config })
    // Every row was refused: nothing is left to book, and the file must not be read (and sent) again.
    if (dropped.length > 0 && list.getSnapshot().rows.length === 0) {
      if (opening)
        writeRunRecord(storage, { ...opening, completedAt: new Date(now()).toISOString(), accepted: 0 })
      output.line('No row is left in the batch: nothing to submit.')
      return 1
    }
  }

  const invalid = await validateStep({ client, apiCode, list, output, signal })
  if (invalid !== null) return invalid

  output.line(`Batch: ${settingsLine(draft)}.`)
  const engine = createBatchSubmit({
    client,
    list,
    draft: () => draft,
    apiCode: () => apiCode,
    account: () => account,
    now,
    logger: output.logger,
  })
  const open = list
    .getSnapshot()
    .rows.filter((entry) => !['accepted', 'duplicated'].includes(entry.send.state))
  if (open.length > 0) {
    const priced = await priceStep(engine, output, open.length)
    if (priced !== null) return priced
  } else if (list.getSnapshot().dirty) {
    // Every row left is booked (the refused ones dropped): nothing to price, and the labels may be asked.
    list.markPriced()
  }
  if (options.dryRun) {
    output.line(
      'Dry run: nothing was booked. Run again without --dry-run to submit the rows saved in the state.',
    )
    return 0
  }
  const total = engine.getSnapshot().total
  const charge =
    total && total.cardCents > 0 && !account.isEFTPayment
      ? `, ${formatCents(total.cardCents)} charged to your card first`
      : ''
  const question = `${fillNames('Submit {product}s', client.config)}: ${open.length} rows${charge}?`
  // Nothing left to book (a resumed run whose labels failed): no question to ask.
  if (open.length > 0 && !options.yes && !(await ctx.confirm(question))) {
    output.line('Nothing was submitted.')
    return 1
  }

  const outcome = await submitStep({
    client,
    list,
    engine,
    output,
    signal,
    rowNumber,
    payment: options.payment,
  })
  const record = readRunRecord(storage)
  if (outcome.finished && record) {
    writeRunRecord(storage, {
      ...record,
      completedAt: new Date(now()).toISOString(),
      accepted: outcome.summary.accepted.length,
    })
  }
  return outcome.exitCode
}
