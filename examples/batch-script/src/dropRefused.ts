import type { BatchList } from '@waybill/sdk-core/batch'
import type { Output } from './output.ts'
import { type RunRecord, rowNumberOf } from './runRecord.ts'
import { isRefused, rowText, type SummaryRow, summaryRow } from './summaryTable.ts'

/** What {@link dropRefused} needs. */
export interface DropRefusedContext {
  readonly list: BatchList
  readonly output: Output
  /** The state file's run record: the rows' spreadsheet numbers. */
  readonly record: RunRecord | null
  readonly names: { readonly brand: string; readonly product: string }
}

/**
 * `--drop-refused` on a resumed batch: takes out of the list (saved at once) every row whose last send the server
 * refused (a 4xx: failed and certainly not booked, the SDK's `mayBeBooked` false), so that the other rows can
 * finish, and prints each one dropped with its row number and reason. A row that may be booked (out, in doubt,
 * accepted) is never dropped: the list itself refuses to remove it. Returns the rows dropped.
 *
 * @example
 * ```ts
 * if (options.dropRefused) dropRefused({ list, output, record, names: client.config })
 * ```
 */
export function dropRefused(ctx: DropRefusedContext): readonly SummaryRow[] {
  const { list, output } = ctx
  const dropped: SummaryRow[] = []
  list.getSnapshot().rows.forEach((entry, index) => {
    if (!isRefused(entry.send)) return
    const rowNumber = rowNumberOf(ctx.record, entry.key)
    const row = summaryRow(entry, rowNumber ?? index + 1, ctx.names, rowNumber)
    if (list.removeRow(entry.key)) dropped.push(row)
  })
  if (dropped.length === 0) {
    output.line('--drop-refused: no row of the batch was refused; nothing dropped.')
    return dropped
  }
  const rows = dropped.length === 1 ? 'row' : 'rows'
  output.line(`Dropped ${dropped.length} refused ${rows} from the batch (never booked):`)
  for (const row of dropped) output.line(`  ${rowText(row)}`)
  return dropped
}
