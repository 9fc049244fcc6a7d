import { fillText, messages } from '../../domain/messages.ts'
import { BATCH_ROW_COLUMNS } from './batchColumns.ts'
import { isEmptyRow, isRejection, type RowRuleContext, toBatchRow } from './batchRowRules.ts'
import { cellText, type RawCell } from './cellText.ts'
import type { RowSink } from './rowSink.ts'
import type { BatchParseCounts, BatchParsePage, KeptBatchRow, RejectedBatchRow } from './types.ts'

/** What a collector was told besides the rows. */
export interface RowCollectorOptions extends RowRuleContext {
  /** Receives the rows page by page; the collector then keeps none. */
  readonly onPage: ((page: BatchParsePage) => void) | undefined
  /** Rows per page. */
  readonly pageSize: number
  /** The header row's number: it and the rows above it are skipped (2 in the template, part 2 §3.8). */
  readonly headerRowNumber: number
  /** Columns kept as text in header and rejected rows: A to L for the template, all mapped ones otherwise. */
  readonly width?: number
}

/** What a collector holds once every row was added. */
export interface CollectedRows {
  /** The skipped rows, the header row last, as text (columns A to L in the template). */
  readonly headerRows: readonly (readonly string[])[]
  /** The kept rows not handed to `onPage`. */
  readonly rows: readonly KeptBatchRow[]
  /** The rejected rows not handed to `onPage`; a run of empty rows is one entry. */
  readonly rejected: readonly RejectedBatchRow[]
  /** Rows in, kept, rejected and trailing empty. */
  readonly counts: BatchParseCounts
  /** A row dropped by the keep rule had its unit set (part 2 §3.8). */
  readonly missingDataNotice: boolean
}

/** Applies the row rules to a file's rows in order and counts them; the spreadsheet reader feeds it. */
export interface RowCollector extends RowSink {
  /** Ends the file: empty rows still pending are trailing ones, ignored; the last page goes out. */
  finish(): CollectedRows
}

/**
 * The cells of the first `columns` columns (A to L in the template) as text: a rejected row's 1 MB of delimiters
 * keeps 12 cells, not a million.
 */
function texts(cells: readonly RawCell[] | undefined, columns: number): string[] {
  if (!cells) return []
  const width = Math.min(cells.length, columns)
  const out = new Array<string>(width)
  for (let i = 0; i < width; i++) out[i] = cellText(cells[i])
  return out
}

/**
 * A collector of a file's rows (part 2 §3.8): skips the header rows (the first two in the template), reads a
 * customer's layout through its mapping (issue 25), keeps or rejects every other one with a
 * reason, and holds empty rows back until a row with data follows them (then the run is rejected as one entry
 * that counts all its rows, so a file of a million empty rows costs one object) or the file ends (then they are
 * trailing, ignored and counted). Invariant: rows in = kept + rejected, counted in rows. A kept row carries its
 * row number, a rejected one its row number and name, so each matches a line of the customer's spreadsheet.
 */
export function createRowCollector(options: RowCollectorOptions): RowCollector {
  const { onPage, pageSize, headerRowNumber, columns, width = BATCH_ROW_COLUMNS } = options
  const headerRows: string[][] = []
  let rows: KeptBatchRow[] = []
  let rejected: RejectedBatchRow[] = []
  let seen = 0
  let keptCount = 0
  let rejectedCount = 0
  let inPage = 0
  let emptyFrom = -1
  let emptyCount = 0
  let missingDataNotice = false

  const flush = (): void => {
    if (!onPage || (rows.length === 0 && rejected.length === 0)) return
    const page: BatchParsePage = { rows, rejected }
    rows = []
    rejected = []
    inPage = 0
    onPage(page)
  }
  const counted = (): void => {
    if (onPage && ++inPage >= pageSize) flush()
  }
  const reject = (index: number, reason: string, cells: readonly string[]): void => {
    const name = columns === undefined ? cells[0] : cells[columns[0] ?? -1]
    rejected.push({ rowNumber: index + 1, name: name ?? '', reason, cells })
    rejectedCount++
    counted()
  }
  /** The empty rows held back, as one entry counting each of its rows. */
  const rejectEmptyRun = (): void => {
    const first = emptyFrom + 1
    const last = emptyFrom + emptyCount
    rejected.push(
      emptyCount === 1
        ? { rowNumber: first, name: '', reason: messages.importRowEmpty, cells: [] }
        : {
            rowNumber: first,
            lastRowNumber: last,
            name: '',
            reason: fillText(messages.importRowsEmpty, { first, last }),
            cells: [],
          },
    )
    rejectedCount += emptyCount
    emptyCount = 0
    counted()
  }

  return {
    add(index, cells, quotesBroken = false, blank = !quotesBroken && isEmptyRow(cells)) {
      if (index < headerRowNumber) {
        headerRows.push(texts(cells, width))
        return
      }
      seen++
      if (blank) {
        if (emptyCount === 0) emptyFrom = index
        emptyCount++
        return
      }
      if (emptyCount > 0) rejectEmptyRun()
      if (quotesBroken || cells === undefined) {
        reject(index, messages.importRowQuotes, texts(cells, width))
        return
      }
      const verdict = toBatchRow(cells, options, index + 1)
      if (isRejection(verdict)) {
        if (verdict.notice) missingDataNotice = true
        reject(index, verdict.reason, texts(cells, width))
        return
      }
      rows.push(verdict)
      keptCount++
      counted()
    },
    finish() {
      flush()
      return {
        headerRows,
        rows,
        rejected,
        counts: {
          rowsIn: seen - emptyCount,
          kept: keptCount,
          rejected: rejectedCount,
          trailingEmpty: emptyCount,
        },
        missingDataNotice,
      }
    },
  }
}
