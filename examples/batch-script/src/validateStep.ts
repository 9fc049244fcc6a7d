import { fillText, messages, type WaybillClient } from '@waybill/sdk-core'
import {
  type BatchList,
  batchRowName,
  mayBeBooked,
  type ValidateAddressesProgress,
  validateAddresses,
} from '@waybill/sdk-core/batch'
import type { Output } from './output.ts'
import { createProgressBar } from './progressBar.ts'

/** The progress modal's counts (part 2 §4.6 step 2), in the catalogue's words. */
const counts = (progress: ValidateAddressesProgress) =>
  `${fillText(messages.batchValidateReceived, { ...progress })}, ${fillText(messages.batchValidateSent, { ...progress })}`

/** What {@link validateStep} needs. */
export interface ValidateStepContext {
  readonly client: Pick<WaybillClient, 'batch' | 'config'>
  readonly apiCode: string
  readonly list: BatchList
  readonly output: Output
  readonly signal: AbortSignal
}

/**
 * Validates the address of every row not yet valid nor possibly booked (part 2 §4.6 step 2), with a progress bar
 * of the received count and the sent count beside it, and merges the answers into the list (saved at once).
 * Returns null when every row is valid; else the exit code: 2 when an address was not found (fix the file), 1
 * when some could not be checked or the run was stopped (run again: only the rest is checked).
 */
export async function validateStep(ctx: ValidateStepContext): Promise<null | 1 | 2> {
  const { list, output } = ctx
  const todo = list
    .getSnapshot()
    .rows.filter((entry) => entry.address !== 'valid' && !mayBeBooked(entry.send))
  if (todo.length > 0) {
    const bar = createProgressBar({
      stream: output.progress,
      label: messages.batchValidating,
      total: todo.length,
    })
    let last = { sent: 0, received: 0, total: todo.length }
    const result = await validateAddresses(
      todo.map((entry) => entry.row),
      {
        client: ctx.client,
        apiCode: ctx.apiCode,
        signal: ctx.signal,
        onProgress: (progress) => {
          last = progress
          bar.update(progress.received, counts(progress))
        },
      },
    )
    bar.finish(last.received, counts(last))
    list.applyValidation(
      todo.map((entry) => entry.key),
      result,
    )
    if (result.cancelled) {
      output.warn('Validation stopped: run again to check the rest.')
      return 1
    }
  }
  const rows = list.getSnapshot().rows
  let notFound = 0
  let notChecked = 0
  rows.forEach((entry, index) => {
    if (entry.address === 'valid' || mayBeBooked(entry.send)) return
    const name = batchRowName(entry.row, index + 1, ctx.client.config)
    if (entry.address === 'invalid') notFound += 1
    else notChecked += 1
    const why = entry.address === 'invalid' ? 'address not found' : (entry.addressHint ?? 'not checked')
    output.warn(`  ${name}: ${why} (${[entry.row.address, entry.row.city].filter(Boolean).join(', ')})`)
  })
  if (notChecked > 0) {
    output.warn(`${notChecked} addresses could not be checked: run again to check them.`)
    return 1
  }
  if (notFound > 0) {
    output.warn(`${messages.sectionAddressesValidated}: ${notFound} not found. Correct them in the file.`)
    return 2
  }
  return null
}
