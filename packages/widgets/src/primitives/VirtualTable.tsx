// biome-ignore-all lint/a11y/useSemanticElements: virtual rows are absolutely positioned blocks, which <tr> cannot be; ARIA table roles keep the semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and cells are not tab stops; keyboard users reach a row through the buttons in its cells.
import { type CSSProperties, type PointerEvent, type ReactNode, useId, useState } from 'react'
import { type DynamicRowHeight, List, type RowComponentProps } from 'react-window'
import { useRowHeights } from './useRowHeights.ts'

/** One column of a {@link VirtualTable}. */
export interface VirtualTableColumn<TRow> {
  /** Unique key of the column. */
  readonly key: string
  /** The column header's text; in the stacked-card layout, also the label before each row's value. */
  readonly header: string
  /** CSS grid track of the column in the table layout, e.g. '2fr', '8rem' or 'minmax(8rem, 1fr)'; '1fr' by default. */
  readonly width?: string
  /** The cell of a row; its `text` when not given. */
  readonly cell?: (row: TRow) => ReactNode
  /**
   * The cell's text in full, shown when there is no `cell`: it wraps onto two lines at most in the table layout,
   * ending with an ellipsis when cut; the whole text then shows on hover (a title) and while a control of the row
   * has the focus. In the stacked-card layout it shows whole.
   */
  readonly text?: (row: TRow) => string
  /** A message under the value saying what is wrong with it (a rule it fails), in full; none when undefined. */
  readonly error?: (row: TRow) => string | undefined
}

/** Props of {@link VirtualTable}. */
export interface VirtualTableProps<TRow> {
  /** What the table lists, announced as its name. */
  caption: string
  /** The rows, in order. */
  rows: readonly TRow[]
  /** A stable, unique key of a row; also the React key of its rendered row, so row state follows the row. */
  rowKey: (row: TRow) => string
  /** The columns, in order. */
  columns: readonly VirtualTableColumn<TRow>[]
  /**
   * Least height of a row in px, and the height assumed for a row not laid out yet; 48 by default. Rows are as tall
   * as their content: a row that wraps, opens its details or becomes a card is measured, so rows never overlap.
   */
  rowHeight?: number
  /**
   * What scrolls the rows. 'page': the page (one scroll container), which lays out every row of a list up to 100
   * long and only the rows in view of a longer one; 'box': a box of `height` px, rendering the rows in view.
   * 'auto' (the default): the page up to 100 rows (a dashboard page, a contact list), a box past that (a batch of
   * hundreds of rows, which would push what follows the table thousands of pixels down).
   */
  scroll?: 'auto' | 'page' | 'box'
  /** Height in px of the box that scrolls the rows when they scroll in a box; 400 by default. */
  height?: number
  /**
   * Under which width of the table its rows become stacked cards, each cell a label and its value: 'small' under
   * 40rem (the default), 'large' under 75rem (tables of many columns).
   */
  stackBelow?: 'small' | 'large'
  /** Details of a row, shown under it when the row's expander is open; adds the expander column. */
  expandable?: (row: TRow) => ReactNode
  /** Extra height assumed for an expanded row not laid out yet, in px; 96 by default. */
  expandedHeight?: number
  /** Key of the selected row, highlighted and marked `aria-current`. */
  selectedKey?: string | null
  /**
   * Called when a row is clicked (not its buttons or links). A mouse convenience only: rows are not tab stops, so
   * give keyboard users a button in a cell that does the same.
   */
  onRowClick?: (row: TRow) => void
  /** Shown when there are no rows, as the one cell of a row spanning every column; 'Nothing to show.' by default. */
  emptyText?: string
}

interface RowProps {
  table: VirtualTableProps<unknown>
  expanded: ReadonlySet<string>
  toggle: (key: string) => void
  idPrefix: string
  /** The `aria-rowindex` of a row, counting the header and the open details rows above it. */
  rowIndexOf: (index: number) => number
}

const INTERACTIVE = 'button, a, input, select, textarea, label'
/**
 * Up to this many rows, a table the page scrolls renders them all (a dashboard page, a contact list): find in page and
 * printing see every row, and nothing is laid out while scrolling. Past it only the rows in view.
 */
const ALL_ROWS_UP_TO = 100

/** A row in the page's flow: no position or height of react-window's. */
const IN_FLOW: CSSProperties = {}

/** React keys of the rendered rows: the row's own key, so that a row's state follows its row, not its index. */
const rowKeyOf = (index: number, { table }: RowProps) => table.rowKey(table.rows[index] as unknown)

/**
 * A row's cell: its value, and under it its error. In the stacked-card layout the stylesheet writes the column header
 * (`data-label`) before the value, for the eye only: the cell is already named by its column header. A plain
 * function, not a component: a row renders many cells, and scrolling renders many rows.
 */
function cellOf(column: VirtualTableColumn<unknown>, row: unknown) {
  const text = column.cell ? undefined : column.text?.(row)
  const error = column.error?.(row)
  return (
    <div
      role="cell"
      key={column.key}
      className="wb-vtable__cell"
      data-column={column.key}
      data-label={column.header}
    >
      {column.cell ? column.cell(row) : text && <div className="wb-vtable__value">{text}</div>}
      {error && <div className="wb-vtable__error">{error}</div>}
    </div>
  )
}

function Row({ index, style, table, expanded, toggle, idPrefix, rowIndexOf }: RowComponentProps<RowProps>) {
  const row = table.rows[index] as unknown
  const key = table.rowKey(row)
  const open = expanded.has(key)
  const selected = table.selectedKey === key
  const detailsId = `${idPrefix}-details-${index}`
  const rowStyle: CSSProperties = { ...style, display: 'block' }
  return (
    <div style={rowStyle} className="wb-vtable__item" data-row-key={key} data-expanded={open}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; the keyboard uses the buttons in the row's cells. */}
      <div
        role="row"
        aria-rowindex={rowIndexOf(index)}
        aria-current={selected ? 'true' : undefined}
        className={[
          'wb-vtable__row',
          table.expandable ? 'wb-vtable__row--expandable' : '',
          table.onRowClick ? 'wb-vtable__row--clickable' : '',
          selected ? 'wb-vtable__row--selected' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onClick={(event) => {
          const target = event.target as Element
          // A click in a portal (a modal opened from a cell) bubbles here through React, not through the DOM.
          if (!event.currentTarget.contains(target)) return
          if (!target.closest(INTERACTIVE)) table.onRowClick?.(row)
        }}
      >
        {table.expandable && (
          <div role="cell" className="wb-vtable__cell wb-vtable__cell--expander">
            <button
              type="button"
              className="wb-vtable__expander"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              aria-label={open ? 'Hide details' : 'Show details'}
              onClick={() => toggle(key)}
            >
              {open ? '▾' : '▸'}
            </button>
          </div>
        )}
        {table.columns.map((column) => cellOf(column as VirtualTableColumn<unknown>, row))}
      </div>
      {open && table.expandable && (
        <div role="row" aria-rowindex={rowIndexOf(index) + 1} className="wb-vtable__details-row">
          <div
            role="cell"
            id={detailsId}
            aria-colspan={table.columns.length + 1}
            className="wb-vtable__details"
          >
            {table.expandable(row)}
          </div>
        </div>
      )}
    </div>
  )
}

/**
 * Gives a value cut short its whole text as a title while the pointer is on it, and takes it away from a value shown
 * whole: a tooltip only where there is more to read.
 */
function titleWhenCut(event: PointerEvent<HTMLElement>) {
  const value = (event.target as Element).closest?.('.wb-vtable__value')
  if (!(value instanceof HTMLElement)) return
  const cut = value.scrollHeight > value.clientHeight + 1 || value.scrollWidth > value.clientWidth + 1
  if (cut) value.title = value.textContent ?? ''
  else value.removeAttribute('title')
}

/**
 * A table that renders only the rows in view (react-window), so that it stays fast with thousands of rows
 * (ARCHITECTURE §5 'Tables are virtual'). Rows can expand to show details and be selected by a click. The page
 * scrolls up to 100 rows (one scroll container per page), a box more, unless `scroll` says otherwise. Under the
 * `stackBelow` width of the table (a container query) each row becomes a stacked card of label and value pairs, its
 * controls wrapping rather than cut off (issue 21, after Polaris IndexTable). The ARIA table roles are the same in
 * both layouts.
 */
export function VirtualTable<TRow>(props: VirtualTableProps<TRow>) {
  const {
    caption,
    rows,
    columns,
    scroll = 'auto',
    height = 400,
    rowHeight = 48,
    expandedHeight = 96,
    stackBelow = 'small',
    emptyText,
  } = props
  const inPage = scroll === 'page' || (scroll === 'auto' && rows.length <= ALL_ROWS_UP_TO)
  const allInFlow = inPage && rows.length <= ALL_ROWS_UP_TO
  const idPrefix = useId()
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const columnCount = columns.length + (props.expandable ? 1 : 0)
  const tracks = columns.map((column) => column.width ?? '1fr')
  const template = (props.expandable ? ['2.75rem', ...tracks] : tracks).join(' ')
  // Open details rows count as rows: their positions shift the rows below them.
  const openIndices =
    expanded.size === 0 ? [] : rows.flatMap((row, index) => (expanded.has(props.rowKey(row)) ? [index] : []))
  const rowIndexOf = (index: number) => index + 2 + openIndices.filter((open) => open < index).length
  const rowProps: RowProps = {
    table: props as VirtualTableProps<unknown>,
    expanded,
    toggle,
    idPrefix,
    rowIndexOf,
  }
  const heights: DynamicRowHeight = useRowHeights({
    rows,
    rowKey: props.rowKey,
    expanded,
    rowHeight,
    expandedHeight,
  })
  const layout = {
    '--wb-vtable-columns': template,
    '--wb-vtable-row-height': `${rowHeight}px`,
  } as CSSProperties
  return (
    <div
      role="table"
      aria-label={caption}
      aria-rowcount={rows.length === 0 ? 2 : rows.length + 1 + openIndices.length}
      className="wb-vtable"
      data-stack={stackBelow}
      style={layout}
      onPointerOver={titleWhenCut}
    >
      <div role="rowgroup" className="wb-vtable__head-group">
        <div role="row" aria-rowindex={1} className="wb-vtable__row wb-vtable__head">
          {props.expandable && (
            <div role="columnheader" className="wb-vtable__cell">
              <span className="wb-visually-hidden">Details</span>
            </div>
          )}
          {columns.map((column) => (
            <div role="columnheader" key={column.key} className="wb-vtable__cell" data-column={column.key}>
              {column.header}
            </div>
          ))}
        </div>
      </div>
      {rows.length === 0 ? (
        // A row of its own, so that screen readers, which read a table's rows and cells, read it too.
        <div role="rowgroup">
          <div role="row" aria-rowindex={2} className="wb-vtable__empty-row">
            <div role="cell" aria-colspan={columnCount} className="wb-vtable__empty">
              {emptyText ?? 'Nothing to show.'}
            </div>
          </div>
        </div>
      ) : allInFlow ? (
        // Every row in the page's flow: nothing to measure or position, so a page of rows costs one render and
        // one layout, not a layout read per row (issue 21: the dashboard's first render blocked for 120 ms).
        <div role="rowgroup" className="wb-vtable__body">
          {rows.map((row, index) => (
            <Row
              key={props.rowKey(row)}
              index={index}
              style={IN_FLOW}
              ariaAttributes={{ 'aria-posinset': index + 1, 'aria-setsize': rows.length, role: 'listitem' }}
              {...rowProps}
            />
          ))}
        </div>
      ) : (
        <List
          role="rowgroup"
          className="wb-vtable__body"
          style={inPage ? undefined : { maxHeight: height }}
          scrollElement={inPage ? 'window' : undefined}
          rowComponent={Row}
          rowCount={rows.length}
          rowHeight={heights}
          rowProps={rowProps}
          rowKey={rowKeyOf}
          overscanCount={4}
          defaultHeight={height}
        />
      )}
    </div>
  )
}
