import { messages } from '@waybill/sdk-core'
import type { BatchSubmit } from '@waybill/sdk-core/batch'
import { formatCents } from '@waybill/sdk-core/rules'
import type { Output } from './output.ts'

/**
 * Checks the batch form and prices every row not yet booked (part 2 §4.6 step 4, §5.3), printing the total with
 * the credit applied first (part 2 §9). Returns null when priced; else the exit code: 2 when the form or the
 * rows fail a check (the §5.3 list is printed word for word), 1 when the estimate failed (part 2 §8: 'something
 * went wrong'; run again).
 */
export async function priceStep(engine: BatchSubmit, output: Output, rows: number): Promise<null | 1 | 2> {
  if (!engine.check()) {
    output.warn(messages.checkSections)
    for (const error of engine.getSnapshot().errors) output.warn(`  ${error}`)
    return 2
  }
  output.line(`Pricing ${rows} ${rows === 1 ? 'row' : 'rows'}...`)
  if (!(await engine.estimate())) {
    const state = engine.getSnapshot()
    output.warn(state.alert ?? state.error ?? messages.requestFailed)
    return 1
  }
  const total = engine.getSnapshot().total
  if (total) {
    const credit = total.creditCents > 0 ? `, credit ${formatCents(total.creditCents)}` : ''
    output.line(`Estimate: ${formatCents(total.feeCents)}${credit}, to pay ${formatCents(total.cardCents)}.`)
    if (!total.consistent)
      output.warn('The server figures do not add up: check the estimate before submitting.')
  }
  return null
}
