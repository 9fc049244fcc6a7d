import {
  type BatchListRow,
  type BatchRowCellErrors,
  batchRowActions,
  batchRowCellErrors,
  batchRowName,
  batchRowStatus,
  fillText,
  messages,
} from '@waybill/sdk-core'
import { useMemo } from 'react'
import { VirtualTable, type VirtualTableColumn } from '../primitives/VirtualTable.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/** One rendered row: the list's row, its name to say, its cell messages. */
interface RowView {
  readonly entry: BatchListRow
  readonly name: string
  readonly errors: BatchRowCellErrors
}

/** Props of {@link BatchRowsTable}. */
export interface BatchRowsTableProps {
  /** The batch's rows, in file order. */
  rows: readonly BatchListRow[]
  /** Edit pressed on a row: the notice, then the edit modal. */
  onEdit: (key: string) => void
  /** Remove pressed on a row. */
  onRemove: (key: string) => void
}

/** A cell's value, and under it its message, if any. */
function Cell({ value, error }: { value: string | number | null | undefined; error?: string }) {
  return (
    <div className="wb-batch-rows__cell">
      {value !== null && value !== undefined && value !== '' && (
        <span className="wb-batch-rows__value">{value}</span>
      )}
      {error && <span className="wb-batch-rows__error">{error}</span>}
    </div>
  )
}

/** The table's columns (part 2 §3.8's fields, then the status and the actions). */
function columns(
  onEdit: (key: string) => void,
  onRemove: (key: string) => void,
): VirtualTableColumn<RowView>[] {
  return [
    {
      key: 'name',
      header: messages.batchTemplateName,
      width: '1.2fr',
      cell: ({ entry, errors }) => <Cell value={entry.row.name} error={errors.name} />,
    },
    {
      key: 'unit',
      header: messages.batchTemplateUnit,
      width: '0.5fr',
      cell: ({ entry }) => <Cell value={entry.row.unitNumber} />,
    },
    {
      key: 'address',
      header: messages.batchTemplateAddress,
      width: '1.6fr',
      cell: ({ entry, errors }) => <Cell value={entry.row.address || entry.row.w3w} error={errors.address} />,
    },
    {
      key: 'city',
      header: messages.batchTemplateCity,
      cell: ({ entry }) => <Cell value={entry.row.city} />,
    },
    {
      key: 'province',
      header: messages.batchTemplateProvince,
      width: '0.6fr',
      cell: ({ entry }) => <Cell value={entry.row.province} />,
    },
    {
      key: 'postal',
      header: messages.batchTemplatePostal,
      width: '0.7fr',
      cell: ({ entry }) => <Cell value={entry.row.postal} />,
    },
    {
      key: 'email',
      header: messages.batchTemplateEmail,
      width: '1.2fr',
      cell: ({ entry }) => <Cell value={entry.row.email} />,
    },
    {
      key: 'phone',
      header: messages.batchTemplatePhone,
      cell: ({ entry, errors }) => <Cell value={entry.row.phone} error={errors.phone} />,
    },
    {
      key: 'packages',
      header: messages.batchTemplatePackageCount,
      width: '0.6fr',
      cell: ({ entry, errors }) => <Cell value={entry.row.packageCount} error={errors.packageCount} />,
    },
    {
      key: 'status',
      header: messages.batchRowsStatus,
      cell: ({ entry }) => (
        <div className="wb-batch-rows__cell">
          {batchRowStatus(entry).map((line) => (
            <span key={line} className={`wb-batch-rows__status wb-batch-rows__status--${entry.address}`}>
              {line}
            </span>
          ))}
        </div>
      ),
    },
    {
      key: 'actions',
      header: messages.batchRowsActions,
      width: '9rem',
      cell: ({ entry, name }) => {
        const { canEdit, canRemove } = batchRowActions(entry)
        return (
          <div className="wb-batch-rows__actions">
            <button
              type="button"
              className="wb-button"
              disabled={!canEdit}
              aria-label={fillText(messages.batchRowEditLabel, { name })}
              onClick={() => onEdit(entry.key)}
            >
              {messages.edit}
            </button>
            <button
              type="button"
              className="wb-button"
              disabled={!canRemove}
              aria-label={fillText(messages.photoRemove, { name })}
              onClick={() => onRemove(entry.key)}
            >
              {messages.remove}
            </button>
          </div>
        )
      },
    },
  ]
}

/**
 * The batch rows table (part 2 §2.4 'an upload, validate and edit table for addresses'), virtual (react-window):
 * Name, Unit, Address, City, Province, Postal Code, Email, Phone, Package Count, Status and the Edit and Remove
 * actions, locked for a row that may already be booked. A cell that fails a row rule says why under its value
 * (issue 8 'per-cell errors in the table'); the panel announces how many rows need attention.
 */
export function BatchRowsTable({ rows, onEdit, onRemove }: BatchRowsTableProps) {
  const { client } = useWaybill('BatchRowsTable')
  const views = useMemo(
    () =>
      rows.map((entry, index) => ({
        entry,
        name: batchRowName(entry.row, index + 1, client.config),
        errors: batchRowCellErrors(entry),
      })),
    [rows, client.config],
  )
  const tableColumns = useMemo(() => columns(onEdit, onRemove), [onEdit, onRemove])
  return (
    <VirtualTable
      caption={messages.batchRowsCaption}
      rows={views}
      rowKey={(view) => view.entry.key}
      columns={tableColumns}
      rowHeight={72}
      height={480}
      emptyText={messages.batchRowsEmpty}
    />
  )
}
