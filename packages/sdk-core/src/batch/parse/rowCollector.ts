import type { BatchRow } from '../../domain/batch.ts'
import { messages } from '../../domain/messages.ts'
import { isEmptyRow, isRejection, type RowRuleContext, toBatchRow } from './batchRowRules.ts'
import { cellText, type RawCell } from './cellText.ts'
import type { BatchParseCounts, BatchParsePage, RejectedBatchRow } from './types.ts'

/** Rows skipped at the top of every file: the template's title and column headers (part 2 §3.8). */
export const BATCH_HEADER_ROWS = 2

/** What a collector was told besides the rows. */
export interface RowCollectorOptions extends RowRuleContext {
  /** Receives the rows page by page; the collector then keeps none. */
  readonly onPage: ((page: BatchParsePage) => void) | undefined
  /** Rows per page. */
  readonly pageSize: number
}

/** What a collector holds once every row was added. */
export interface CollectedRows {
  /** The two skipped rows, as text. */
  readonly headerRows: readonly (readonly string[])[]
  /** The kept rows not handed to `onPage`. */
  readonly rows: readonly BatchRow[]
  /** The rejected rows not handed to `onPage`. */
  readonly rejected: readonly RejectedBatchRow[]
  /** Rows in, kept, rejected and trailing empty. */
  readonly counts: BatchParseCounts
  /** A row dropped by the keep rule had its unit set (part 2 §3.8). */
  readonly missingDataNotice: boolean
}

/** Applies the row rules to a file's rows in order and counts them; the readers feed it. */
export interface RowCollector {
  /**
   * Adds the row at 0-based `index` (every index once, in increasing order; a row missing from a workbook is
   * `undefined`). `quotesBroken` marks a CSV row whose quotation marks are not paired.
   */
  add(index: number, cells: readonly RawCell[] | undefined, quotesBroken?: boolean): void
  /** Ends the file: empty rows still pending are trailing ones, ignored; the last page goes out. */
  finish(): CollectedRows
}

const texts = (cells: readonly RawCell[] | undefined): string[] => (cells ? cells.map(cellText) : [])

/**
 * A collector of a file's rows (part 2 §3.8): skips the first two, keeps or rejects every other one with a
 * reason, and holds empty rows back until a row with data follows them (then they are rejected as empty) or the
 * file ends (then they are trailing, ignored and counted). Invariant: rows in = kept + rejected.
 */
export function createRowCollector(options: RowCollectorOptions): RowCollector {
  const { onPage, pageSize } = options
  const headerRows: string[][] = []
  let rows: BatchRow[] = []
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
    rejected.push({ rowNumber: index + 1, reason, cells })
    rejectedCount++
    counted()
  }

  return {
    add(index, cells, quotesBroken = false) {
      if (index < BATCH_HEADER_ROWS) {
        headerRows.push(texts(cells))
        return
      }
      seen++
      if (!quotesBroken && isEmptyRow(cells)) {
        if (emptyCount === 0) emptyFrom = index
        emptyCount++
        return
      }
      for (let i = 0; i < emptyCount; i++) reject(emptyFrom + i, messages.importRowEmpty, [])
      emptyCount = 0
      if (quotesBroken || cells === undefined) {
        reject(index, messages.importRowQuotes, texts(cells))
        return
      }
      const verdict = toBatchRow(cells, options)
      if (isRejection(verdict)) {
        if (verdict.notice) missingDataNotice = true
        reject(index, verdict.reason, texts(cells))
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
