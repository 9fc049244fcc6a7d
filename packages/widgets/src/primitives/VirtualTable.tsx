// biome-ignore-all lint/a11y/useSemanticElements: virtual rows are absolutely positioned blocks, which <tr> cannot be; ARIA table roles keep the semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and cells are not tab stops; keyboard users reach a row through the buttons in its cells.
import { type CSSProperties, type ReactNode, useId, useState } from 'react'
import { List, type RowComponentProps } from 'react-window'

/** One column of a {@link VirtualTable}. */
export interface VirtualTableColumn<TRow> {
  /** Unique key of the column. */
  readonly key: string
  /** The column header's text. */
  readonly header: string
  /** CSS grid track of the column, e.g. '2fr' or '8rem'; '1fr' by default. */
  readonly width?: string
  /** The cell of a row. */
  readonly cell: (row: TRow) => ReactNode
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
  /** Height of a row in px; 48 by default. */
  rowHeight?: number
  /** Height of the scrolling body in px; 400 by default. */
  height?: number
  /** Details of a row, shown under it when the row's expander is open; adds the expander column. */
  expandable?: (row: TRow) => ReactNode
  /** Extra height of an expanded row in px; 96 by default. */
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
  template: string
  expanded: ReadonlySet<string>
  toggle: (key: string) => void
  idPrefix: string
  /** The `aria-rowindex` of a row, counting the header and the open details rows above it. */
  rowIndexOf: (index: number) => number
}

const INTERACTIVE = 'button, a, input, select, textarea, label'

/** React keys of the rendered rows: the row's own key, so that a row's state follows its row, not its index. */
const rowKeyOf = (index: number, { table }: RowProps) => table.rowKey(table.rows[index] as unknown)

function Row({
  index,
  style,
  table,
  template,
  expanded,
  toggle,
  idPrefix,
  rowIndexOf,
}: RowComponentProps<RowProps>) {
  const row = table.rows[index] as unknown
  const key = table.rowKey(row)
  const open = expanded.has(key)
  const selected = table.selectedKey === key
  const detailsId = `${idPrefix}-details-${index}`
  const rowStyle: CSSProperties = { ...style, display: 'block' }
  return (
    <div style={rowStyle} className="wb-vtable__item">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; the keyboard uses the buttons in the row's cells. */}
      <div
        role="row"
        aria-rowindex={rowIndexOf(index)}
        aria-current={selected ? 'true' : undefined}
        className={[
          'wb-vtable__row',
          table.onRowClick ? 'wb-vtable__row--clickable' : '',
          selected ? 'wb-vtable__row--selected' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={{ gridTemplateColumns: template, height: table.rowHeight ?? 48 }}
        onClick={(event) => {
          const target = event.target as Element
          // A click in a portal (a modal opened from a cell) bubbles here through React, not through the DOM.
          if (!event.currentTarget.contains(target)) return
          if (!target.closest(INTERACTIVE)) table.onRowClick?.(row)
        }}
      >
        {table.expandable && (
          <div role="cell" className="wb-vtable__cell">
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
        {table.columns.map((column) => (
          <div role="cell" key={column.key} className="wb-vtable__cell">
            {column.cell(row)}
          </div>
        ))}
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
 * A table that renders only the rows in view (react-window), so that it stays fast with thousands of rows
 * (ARCHITECTURE §5 'Tables are virtual'). Rows can expand to show details and be selected by a click.
 */
export function VirtualTable<TRow>(props: VirtualTableProps<TRow>) {
  const { caption, rows, columns, height = 400, rowHeight = 48, expandedHeight = 96, emptyText } = props
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
  const template = (props.expandable ? ['3rem', ...tracks] : tracks).join(' ')
  // Open details rows count as rows: their positions shift the rows below them.
  const openIndices =
    expanded.size === 0 ? [] : rows.flatMap((row, index) => (expanded.has(props.rowKey(row)) ? [index] : []))
  const rowIndexOf = (index: number) => index + 2 + openIndices.filter((open) => open < index).length
  const rowProps: RowProps = {
    table: props as VirtualTableProps<unknown>,
    template,
    expanded,
    toggle,
    idPrefix,
    rowIndexOf,
  }
  const heightOf = (index: number) =>
    rowHeight + (expanded.has(props.rowKey(rows[index] as TRow)) ? expandedHeight : 0)
  return (
    <div
      role="table"
      aria-label={caption}
      aria-rowcount={rows.length === 0 ? 2 : rows.length + 1 + openIndices.length}
      className="wb-vtable"
    >
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          className="wb-vtable__row wb-vtable__head"
          style={{ gridTemplateColumns: template }}
        >
          {props.expandable && (
            <div role="columnheader" className="wb-vtable__cell">
              <span className="wb-visually-hidden">Details</span>
            </div>
          )}
          {columns.map((column) => (
            <div role="columnheader" key={column.key} className="wb-vtable__cell">
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
      ) : (
        <List
          role="rowgroup"
          className="wb-vtable__body"
          style={{
            height: Math.min(
              height,
              rows.reduce((sum, _, index) => sum + heightOf(index), 0),
            ),
          }}
          rowComponent={Row}
          rowCount={rows.length}
          rowHeight={heightOf}
          rowProps={rowProps}
          rowKey={rowKeyOf}
          overscanCount={4}
          defaultHeight={height}
        />
      )}
    </div>
  )
}
