import { messages } from '@waybill/sdk-core'
import { type BatchListRow, type BatchRowSend, batchRowName, mayBeBooked } from '@waybill/sdk-core/batch'
import { rowLabel } from './rowNumbers.ts'

/** A failed or duplicated row, by name, with why it failed. */
export interface SummaryRow {
  /** The row's name as the failure notice names it (its name, its reference name, else 'Row n'). */
  readonly name: string
  /** Its row number in the spreadsheet, or null when unknown (a state file written before numbers were kept). */
  readonly rowNumber: number | null
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
  /**
   * The failed rows the server refused (a 4xx, so certainly not booked): refused again on every resume unless
   * dropped with `--drop-refused`.
   */
  readonly refused: readonly SummaryRow[]
}

/**
 * Whether a row's last send failed with a refusal: failed and certainly not booked (the SDK's `mayBeBooked` is
 * false: no request of ours may have booked it). A send that never left because the batch could not be saved is
 * no refusal.
 */
export function isRefused(send: BatchRowSend): boolean {
  return send.state === 'failed' && !mayBeBooked(send) && send.error !== messages.batchNotSaved
}

/**
 * One row of the summary: its name (`position` numbers a row without one, 'Row n'), spreadsheet row number,
 * reason and order id.
 */
export function summaryRow(
  { row, send }: BatchListRow,
  position: number,
  names: { readonly brand: string; readonly product: string },
  rowNumber: number | null,
): SummaryRow {
  return { name: batchRowName(row, position, names), rowNumber, reason: send.error, orderId: send.orderId }
}

/**
 * Sorts a batch's rows by their booking state. Names come from the SDK's `batchRowName`, as the portal's failure
 * notice names them; `rowNumber` gives a row's spreadsheet row number by its list key (none by default).
 *
 * @example
 * ```ts
 * const summary = batchSummary(list.getSnapshot().rows, client.config, (key) => rowNumberOf(record, key))
 * ```
 */
export function batchSummary(
  rows: readonly BatchListRow[],
  names: { readonly brand: string; readonly product: string },
  rowNumber: (key: string) => number | null = () => null,
): BatchSummary {
  const accepted: SummaryRow[] = []
  const failed: SummaryRow[] = []
  const duplicated: SummaryRow[] = []
  const pending: SummaryRow[] = []
  const refused: SummaryRow[] = []
  rows.forEach((listed, index) => {
    const { send } = listed
    const entry = summaryRow(listed, rowNumber(listed.key) ?? index + 1, names, rowNumber(listed.key))
    if (send.state === 'accepted') accepted.push(entry)
    else if (send.state === 'duplicated') duplicated.push({ ...entry, reason: null })
    else if (send.state === 'failed' || send.state === 'sending') failed.push(entry)
    else pending.push(entry)
    if (isRefused(send)) refused.push(entry)
  })
  return { total: rows.length, accepted, failed, duplicated, pending, refused }
}

/** A failed, duplicated or dropped row as printed: 'row N: name (reason)'. */
export function rowText(row: SummaryRow): string {
  const label = rowLabel(row.name, row.rowNumber)
  return row.reason ? `${label} (${row.reason})` : label
}

/**
 * The summary as a plain-text table: one line per state with its count, the failed and duplicated rows (each on
 * its own line, with its spreadsheet row number when known and the reason it failed), and the total.
 *
 * @example
 * ```text
 * result      rows  names
 * accepted       3
 * failed         1  row 4: Bob Baker (An error ocurred while processing your request)
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
