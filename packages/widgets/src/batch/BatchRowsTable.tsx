import { fillText, messages } from '@waybill/sdk-core'
import { type BatchListRow, batchRowName } from '@waybill/sdk-core/batch'
import {
  type BatchRowCellErrors,
  batchRowActions,
  batchRowCellErrors,
  batchRowPostal,
  batchRowStatus,
} from '@waybill/sdk-core/internal'
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

/** The table's columns (part 2 §3.8's fields, then the status and the actions). */
function columns(
  onEdit: (key: string) => void,
  onRemove: (key: string) => void,
): VirtualTableColumn<RowView>[] {
  const value = (text: string | number | null | undefined) => (text == null ? '' : String(text))
  return [
    {
      key: 'name',
      header: messages.batchTemplateName,
      width: 'minmax(7rem, 1.3fr)',
      text: ({ entry }) => value(entry.row.name),
      error: ({ errors }) => errors.name,
    },
    {
      key: 'unit',
      header: messages.batchTemplateUnit,
      width: '3.5rem',
      text: ({ entry }) => value(entry.row.unitNumber),
    },
    {
      key: 'address',
      header: messages.batchTemplateAddress,
      width: 'minmax(9rem, 2fr)',
      text: ({ entry }) => value(entry.row.address || entry.row.w3w),
      error: ({ errors }) => errors.address,
    },
    {
      key: 'city',
      header: messages.batchTemplateCity,
      width: 'minmax(5.5rem, 1fr)',
      text: ({ entry }) => value(entry.row.city),
    },
    {
      key: 'province',
      header: messages.batchTemplateProvince,
      width: '5.25rem',
      text: ({ entry }) => value(entry.row.province),
    },
    {
      key: 'postal',
      header: messages.batchTemplatePostal,
      width: '5rem',
      text: ({ entry }) => batchRowPostal(entry),
    },
    {
      key: 'email',
      header: messages.batchTemplateEmail,
      width: 'minmax(8rem, 1.5fr)',
      text: ({ entry }) => value(entry.row.email),
    },
    {
      key: 'phone',
      header: messages.batchTemplatePhone,
      width: '7rem',
      text: ({ entry }) => value(entry.row.phone),
      error: ({ errors }) => errors.phone,
    },
    {
      key: 'packages',
      header: messages.batchTemplatePackageCount,
      width: '5.25rem',
      text: ({ entry }) => value(entry.row.packageCount),
      error: ({ errors }) => errors.packageCount,
    },
    {
      key: 'status',
      header: messages.batchRowsStatus,
      width: 'minmax(7rem, 1fr)',
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
      width: '11.5rem',
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
              className="wb-button wb-button--danger"
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
 * (issue 8 'per-cell errors in the table'); the panel announces how many rows need attention. Once a row's address
 * is validated, its Postal Code is the validated address's (sdk-core `batchRowPostal`). The page scrolls the rows;
 * under 75rem of width they are stacked cards (issue 21).
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
      rowHeight={56}
      stackBelow="large"
      emptyText={messages.batchRowsEmpty}
    />
  )
}
