import { type BatchRow, fillText, messages } from '@waybill/sdk-core'
import {
  type BatchFileReader,
  type BatchList,
  batchRowName,
  type SavedColumnMappings,
  type ValidateAddressesResult,
} from '@waybill/sdk-core/batch'
import { batchRowActions, batchRowCellErrors, hasCellErrors } from '@waybill/sdk-core/internal'
import type { BatchKind } from '@waybill/sdk-core/rules'
import { useCallback, useMemo, useRef, useState } from 'react'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { Modal } from '../primitives/Modal.tsx'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { BatchRowEditModal, BatchRowEditNotice } from './BatchRowEditModal.tsx'
import { BatchRowsTable } from './BatchRowsTable.tsx'
import { BatchRowsUpload } from './BatchRowsUpload.tsx'
import { BatchValidate } from './BatchValidate.tsx'
import { type DownloadableFile, downloadFile } from './downloadFile.ts'

/** Props of {@link BatchRowsPanel}. */
export interface BatchRowsPanelProps {
  /** The batch in progress (sdk-core `createBatchList`): its rows are loaded, validated, edited and removed here. */
  list: BatchList
  /** Many drop-offs ('oneToMany') or many pickups ('manyToOne'). */
  kind: BatchKind
  /**
   * Reads the spreadsheets: sdk-core `createBatchFileReader` over the batch worker in the browser. A factory is
   * called on the first file, and its reader closed when the panel goes.
   */
  reader: BatchFileReader | (() => BatchFileReader)
  /** Every row's insured value: the user's default (part 2 §3.8). */
  insuranceValue?: number | null
  /** Saves a file (the templates, the rejected rows); a Blob URL behind `<a download>` by default. */
  download?: (file: DownloadableFile) => void
  /** The account's saved column mappings (issue 25); without them, every file of the customer's own layout asks. */
  mappings?: SavedColumnMappings
}

/** Which row is being edited, and whether its notice was read. */
interface Editing {
  readonly key: string
  readonly step: 'notice' | 'form'
}

/**
 * The batch screens' upload, validate and edit table for addresses (part 2 §2.4, §4.6 steps 1–3, §5.3, §8): the
 * templates, the file upload ('Upload complete. Please click "Validate Addresses"', the missing-data notice, the
 * rejected rows and their download), 'Validate Addresses' with its progress modal, and the virtual rows table with
 * per-cell messages, Edit (an explanatory notice, then the edit-row modal; 'Updated Succesfully.') and Remove.
 *
 * @example
 * ```tsx
 * <BatchRowsPanel list={list} kind="oneToMany" reader={() => createBatchFileReader(() => new BatchWorker())} />
 * ```
 */
export function BatchRowsPanel({
  list,
  kind,
  reader,
  insuranceValue,
  download = downloadFile,
  mappings,
}: BatchRowsPanelProps) {
  const { client } = useWaybill('BatchRowsPanel')
  const rows = useStore(list, (state) => state.rows)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)
  const attention = useMemo(
    () => rows.filter((entry) => hasCellErrors(batchRowCellErrors(entry))).length,
    [rows],
  )
  const edited = editing ? rows.find((entry) => entry.key === editing.key) : undefined

  const onLoaded = useCallback(() => {
    setError(null)
    setNotice(messages.uploadComplete)
  }, [])
  const onValidated = useCallback((result: ValidateAddressesResult) => {
    setError(null)
    const valid = result.outcomes.filter((outcome) => outcome.status === 'valid').length
    setNotice(fillText(messages.batchValidateDone, { valid, total: result.outcomes.length }))
  }, [])
  const onEdit = useCallback((key: string) => setEditing({ key, step: 'notice' }), [])
  // A paid row is removed only once the user has read what happens to its charge.
  const [removing, setRemoving] = useState<{ key: string; name: string; warning: string } | null>(null)
  const keep = useRef<HTMLButtonElement>(null)
  const remove = useCallback(
    (key: string) => {
      list.removeRow(key)
      setNotice(null)
      setRemoving(null)
    },
    [list],
  )
  const onRemove = useCallback(
    (key: string) => {
      const rows = list.getSnapshot().rows
      const index = rows.findIndex((row) => row.key === key)
      const entry = rows[index]
      const warning = entry ? batchRowActions(entry).removeWarning : null
      if (entry && warning) {
        setRemoving({ key, name: batchRowName(entry.row, index + 1, client.config), warning })
      } else remove(key)
    },
    [list, remove, client],
  )
  function onUpdate(row: BatchRow) {
    if (!editing) return
    const updated = list.updateRow(editing.key, row, 'valid')
    setEditing(null)
    if (updated) setNotice(messages.rowUpdated)
  }

  return (
    <section className="wb-batch-rows" data-kind={kind}>
      <BatchRowsUpload
        list={list}
        reader={reader}
        insuranceValue={insuranceValue}
        download={download}
        onLoaded={onLoaded}
        {...(mappings && { mappings })}
      />
      <div className="wb-batch-rows__validate">
        <BatchValidate list={list} onDone={onValidated} onError={setError} />
      </div>
      <FormAlert message={notice} tone="success" />
      <FormAlert message={error} />
      <div role="status" className="wb-batch-rows__attention">
        {attention > 0 ? fillText(messages.batchRowsAttention, { count: attention }) : ''}
      </div>
      <BatchRowsTable rows={rows} onEdit={onEdit} onRemove={onRemove} />
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={fillText(messages.photoRemove, { name: removing?.name ?? '' })}
        initialFocus={keep}
        footer={
          <>
            <button type="button" className="wb-button" ref={keep} onClick={() => setRemoving(null)}>
              {messages.cancel}
            </button>
            <button type="button" className="wb-button" onClick={() => removing && remove(removing.key)}>
              {messages.remove}
            </button>
          </>
        }
      >
        <p>{removing?.warning}</p>
      </Modal>
      {editing && edited && editing.step === 'notice' && (
        <BatchRowEditNotice
          onClose={() => setEditing(null)}
          onContinue={() => setEditing({ key: editing.key, step: 'form' })}
        />
      )}
      {editing && edited && editing.step === 'form' && (
        <BatchRowEditModal
          key={editing.key}
          entry={edited}
          onClose={() => setEditing(null)}
          onUpdate={onUpdate}
        />
      )}
    </section>
  )
}
