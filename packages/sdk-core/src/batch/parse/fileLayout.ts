import { BATCH_HEADER_ROWS, isBatchHeaderRow } from './batchColumns.ts'
import { cellText, type RawCell } from './cellText.ts'
import {
  type BatchColumnMapping,
  headerRowKey,
  isHeaderRow,
  isTemplateOrder,
  proposeColumnMapping,
} from './columnMapping.ts'
import type { RowSink } from './rowSink.ts'

/** Rows at the top of a file looked at for its header row: a title, notes, then the headers. */
export const HEADER_SEARCH_ROWS = 10

/**
 * How a file's columns are read (issue 25):
 * - 'template': in the template's order (part 2 §3.8), under its header row (row 2 of the template; the file's
 *   first rows when no header row is found at all, as the spec reads every file);
 * - 'mapped': under a header row of the customer's own, through a mapping the customer accepted (or saved);
 * - 'needsMapping': under a header row of the customer's own that no accepted mapping reads: nothing is imported
 *   until the customer accepts one; `proposal` is the mapping the headers suggest.
 */
export type BatchFileLayout =
  | { readonly kind: 'template'; readonly headerRowNumber: number }
  | { readonly kind: 'mapped'; readonly headerRowNumber: number; readonly mapping: BatchColumnMapping }
  | { readonly kind: 'needsMapping'; readonly headerRowNumber: number; readonly proposal: BatchColumnMapping }

/**
 * The layout of a file from its first rows, as text (issue 25): the template's header row in row 2 (part 2 §3.8)
 * or in any of the first rows is the template; a header row of the customer's own ('Qty, Customer, Street…') is
 * read by the mapping in `mappings` saved for the same headers, else needs one, unless its columns are in the
 * template's order ('Name, Unit, Address…'); a file with no header row at all is read as the template, its first two rows skipped.
 *
 * @example
 * ```ts
 * batchFileLayout([['Qty', 'Customer', 'Street', 'Town', 'Prov']], []).kind // 'needsMapping'
 * ```
 */
export function batchFileLayout(
  rows: readonly (readonly string[])[],
  mappings: readonly BatchColumnMapping[] = [],
): BatchFileLayout {
  if (isBatchHeaderRow(rows[BATCH_HEADER_ROWS - 1])) {
    return { kind: 'template', headerRowNumber: BATCH_HEADER_ROWS }
  }
  const searched = rows.slice(0, HEADER_SEARCH_ROWS)
  const template = searched.findIndex((row) => isBatchHeaderRow(row))
  if (template !== -1) return { kind: 'template', headerRowNumber: template + 1 }
  const index = searched.findIndex(isHeaderRow)
  if (index === -1) return { kind: 'template', headerRowNumber: BATCH_HEADER_ROWS }
  const headers = searched[index] ?? []
  const headerRowNumber = index + 1
  const key = headerRowKey(headers)
  const saved = mappings.find((mapping) => headerRowKey(mapping.headers) === key)
  if (saved !== undefined) return { kind: 'mapped', headerRowNumber, mapping: saved }
  const proposal = proposeColumnMapping(headers)
  if (isTemplateOrder(proposal)) return { kind: 'template', headerRowNumber }
  return { kind: 'needsMapping', headerRowNumber, proposal }
}

/** One row held back while the layout is not known yet. */
interface HeldRow {
  readonly index: number
  readonly cells: readonly RawCell[] | undefined
  readonly quotesBroken: boolean
  readonly blank: boolean
}

/** A {@link RowSink} that decides the file's layout first, then hands every row to the sink made for it. */
export interface LayoutSink extends RowSink {
  /** Ends the file (deciding the layout if it had fewer rows than were looked at); answers the layout. */
  finish(): BatchFileLayout
}

/**
 * A sink that holds the first {@link HEADER_SEARCH_ROWS} rows back, decides the layout from them
 * ({@link batchFileLayout}), then hands them, and every row after them, to the sink `open` makes for it: one pass
 * over the file, whatever its layout.
 */
export function createLayoutSink(
  mappings: readonly BatchColumnMapping[],
  open: (layout: BatchFileLayout) => RowSink,
): LayoutSink {
  const held: HeldRow[] = []
  let sink: RowSink | undefined
  let layout: BatchFileLayout | undefined
  const decide = (): RowSink => {
    const rows: string[][] = []
    for (const row of held) rows[row.index] = row.cells?.map(cellText) ?? []
    for (let i = 0; i < rows.length; i++) rows[i] ??= []
    layout = batchFileLayout(rows, mappings)
    const opened = open(layout)
    for (const row of held) opened.add(row.index, row.cells, row.quotesBroken, row.blank)
    held.length = 0
    sink = opened
    return opened
  }
  return {
    add(index, cells, quotesBroken = false, blank = false) {
      if (sink !== undefined) {
        sink.add(index, cells, quotesBroken, blank)
        return
      }
      held.push({ index, cells, quotesBroken, blank })
      if (index + 1 >= HEADER_SEARCH_ROWS) decide()
    },
    finish() {
      if (sink === undefined) decide()
      return layout as BatchFileLayout
    },
  }
}
