import { type BatchListRow, batchRowName } from '@waybill/sdk-core'

/** A failed or duplicated row, by name, with why it failed. */
export interface SummaryRow {
  /** The row's name as the failure notice names it (its name, its reference name, else 'Row n'). */
  readonly name: string
  /** Why it failed, or null (duplicates carry none). */
  readonly reason: string | null
  /** The booked order's id, when known. */
  readonly orderId: number | null
}

/** What became of a batch's rows (part 2 §4.6 step 6): accepted, failed, duplicated. */
export interface BatchSummary {
  /** Rows in the batch. */
  readonly total: number
  /** Rows booked, ours. */
  readonly accepted: readonly SummaryRow[]
  /** Rows not booked, or not confirmed: sent again on the next run. */
  readonly failed: readonly SummaryRow[]
  /** Rows whose uuid the server already had from elsewhere: never booked by this batch. */
  readonly duplicated: readonly SummaryRow[]
  /** Rows not sent yet (a run stopped before them). */
  readonly pending: readonly SummaryRow[]
}

/**
 * Sorts a batch's rows by their booking state. Names come from the SDK's `batchRowName`, as the portal's failure
 * notice names them.
 *
 * @example
 * ```ts
 * const summary = batchSummary(list.getSnapshot().rows, client.config)
 * ```
 */
export function batchSummary(
  rows: readonly BatchListRow[],
  names: { readonly brand: string; readonly product: string },
): BatchSummary {
  const accepted: SummaryRow[] = []
  const failed: SummaryRow[] = []
  const duplicated: SummaryRow[] = []
  const pending: SummaryRow[] = []
  rows.forEach(({ row, send }, index) => {
    const entry = { name: batchRowName(row, index + 1, names), reason: send.error, orderId: send.orderId }
    if (send.state === 'accepted') accepted.push(entry)
    else if (send.state === 'duplicated') duplicated.push({ ...entry, reason: null })
    else if (send.state === 'failed' || send.state === 'sending') failed.push(entry)
    else pending.push(entry)
  })
  return { total: rows.length, accepted, failed, duplicated, pending }
}

const rowText = (row: SummaryRow) => (row.reason ? `${row.name} (${row.reason})` : row.name)

/**
 * The summary as a plain-text table: one line per state with its count, the names of the failed and duplicated
 * rows (each on its own line, with the reason it failed), and the total.
 *
 * @example
 * ```text
 * result      rows  names
 * accepted       3
 * failed         1  Bob Baker (An error ocurred while processing your request)
 * duplicated     0
 * total          4
 * ```
 */
export function summaryTable(summary: BatchSummary): string {
  const lines: [string, number, readonly string[]][] = [
    ['accepted', summary.accepted.length, []],
    ['failed', summary.failed.length, summary.failed.map(rowText)],
    ['duplicated', summary.duplicated.length, summary.duplicated.map(rowText)],
  ]
  if (summary.pending.length > 0) lines.push(['not sent', summary.pending.length, []])
  lines.push(['total', summary.total, []])
  const labelWidth = Math.max('result'.length, ...lines.map(([label]) => label.length))
  const countWidth = Math.max('rows'.length, ...lines.map(([, count]) => String(count).length))
  const row = (label: string, count: string, name = '') =>
    `${label.padEnd(labelWidth)}  ${count.padStart(countWidth)}${name ? `  ${name}` : ''}`
  const out = [row('result', 'rows', 'names')]
  for (const [label, count, names] of lines) {
    out.push(row(label, String(count), names[0]))
    for (const name of names.slice(1)) out.push(row('', '', name))
  }
  return out.join('\n')
}
