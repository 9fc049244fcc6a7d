import { type BatchRow, fillText, messages, WaybillError } from '@waybill/sdk-core'
import type { BatchListRow } from '@waybill/sdk-core/batch'
import {
  type BatchRowErrors,
  type BatchRowValues,
  batchRowChecked,
  batchRowToCheck,
  batchRowValues,
  editedBatchRow,
  isBatchRowValid,
  validateBatchRow,
} from '@waybill/sdk-core/internal'
import { type FormEvent, useId, useState } from 'react'
import { Field } from '../primitives/Field.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { Modal } from '../primitives/Modal.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link BatchRowEditModal}. */
export interface BatchRowEditModalProps {
  /** The row edited. */
  entry: BatchListRow
  /** Closes without saving. */
  onClose: () => void
  /** Saves the row (valid, located): the panel calls `list.updateRow`. */
  onUpdate: (row: BatchRow) => void
}

/**
 * The batch edit-row modal (part 2 §4.6 step 3, §5.3 'Edit row modal'): the row's name, unit, address, what3words
 * and package count; 'Validate' asks the server to place the address (its coordinates, city and zone fill in, or
 * 'This location is not currently serviced by `{brand}`'); 'Update' checks sdk-core's `validateBatchRow` (address
 * or what3words, 'Validate the address first', name, package count) and saves. Changing the address or the
 * what3words clears the coordinates: validate again.
 */
export function BatchRowEditModal({ entry, onClose, onUpdate }: BatchRowEditModalProps) {
  const { client, session } = useWaybill('BatchRowEditModal')
  const id = useId()
  const [values, setValues] = useState<BatchRowValues>(() => batchRowValues(entry))
  const [located, setLocated] = useState<BatchRow>(entry.row)
  const [checking, setChecking] = useState(false)
  const [checkError, setCheckError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const errors: BatchRowErrors = submitted ? validateBatchRow(values) : {}

  const change = (field: keyof BatchRowValues, value: string) =>
    setValues((current) => ({
      ...current,
      [field]: value,
      // A new address is not where the old one was validated.
      ...((field === 'address' || field === 'w3w') && { latitude: null, longitude: null }),
    }))

  async function onValidate() {
    const apiCode = session.apiCode()
    if (checking || !apiCode) return
    setChecking(true)
    setCheckError(null)
    const toCheck = batchRowToCheck(located, values)
    try {
      const checked = batchRowChecked(
        toCheck,
        await client.batch.validateAddress(apiCode, toCheck),
        client.config,
      )
      if (checked.ok) {
        setLocated(checked.row)
        setValues((current) => ({
          ...current,
          address: checked.row.address ?? current.address,
          latitude: checked.latitude,
          longitude: checked.longitude,
        }))
      } else setCheckError(checked.message)
    } catch (error) {
      if (!(error instanceof WaybillError)) client.logger.error('Validating the batch row failed', error)
      setCheckError(error instanceof WaybillError ? error.message : messages.requestFailed)
    } finally {
      setChecking(false)
    }
  }

  function save() {
    setSubmitted(true)
    if (!isBatchRowValid(validateBatchRow(values))) return
    onUpdate(editedBatchRow(located, values))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save()
  }

  const isLocated = values.latitude !== null && values.longitude !== null
  return (
    <Modal
      open
      onClose={onClose}
      title={messages.batchEditTitle}
      footer={
        <>
          <button type="button" className="wb-button" onClick={onClose}>
            {messages.cancel}
          </button>
          <button type="button" className="wb-button wb-button--primary" onClick={save}>
            {messages.batchEditUpdate}
          </button>
        </>
      }
    >
      <form className="wb-batch-rows__edit" onSubmit={onSubmit} noValidate>
        <Field
          id={`${id}-name`}
          label={messages.batchTemplateName}
          value={values.name}
          errors={[errors.name]}
          onChange={(event) => change('name', event.target.value)}
        />
        <Field
          id={`${id}-unit`}
          label={messages.batchTemplateUnit}
          value={values.unitNumber ?? ''}
          onChange={(event) => change('unitNumber', event.target.value)}
        />
        <Field
          id={`${id}-address`}
          label={messages.batchTemplateAddress}
          value={values.address}
          errors={[errors.address]}
          onChange={(event) => change('address', event.target.value)}
        />
        <Field
          id={`${id}-w3w`}
          label={messages.batchTemplateW3w}
          value={values.w3w}
          errors={[errors.w3w]}
          onChange={(event) => change('w3w', event.target.value)}
        />
        <div className="wb-batch-rows__validate-row">
          <button
            type="button"
            className="wb-button"
            aria-busy={checking || undefined}
            onClick={() => void onValidate()}
          >
            {checking ? messages.batchEditValidating : messages.batchEditValidate}
          </button>
          <div role="status" className="wb-batch-rows__located">
            {isLocated && !checking ? fillText(messages.batchEditLocated, { address: values.address }) : ''}
          </div>
        </div>
        <FormAlert message={checkError ?? errors.coordinates ?? null} />
        <Field
          id={`${id}-packages`}
          label={messages.batchTemplatePackageCount}
          inputMode="numeric"
          value={values.packageCount}
          errors={[errors.packageCount]}
          onChange={(event) => change('packageCount', event.target.value)}
        />
      </form>
    </Modal>
  )
}

/** Props of {@link BatchRowEditNotice}. */
export interface BatchRowEditNoticeProps {
  /** Goes on to the edit modal. */
  onContinue: () => void
  /** Leaves the row as it is. */
  onClose: () => void
}

/** The explanatory notice shown before the edit modal (part 2 §4.6 step 3). */
export function BatchRowEditNotice({ onContinue, onClose }: BatchRowEditNoticeProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={messages.batchEditNoticeTitle}
      footer={
        <>
          <button type="button" className="wb-button" onClick={onClose}>
            {messages.cancel}
          </button>
          <button type="button" className="wb-button wb-button--primary" onClick={onContinue}>
            {messages.ok}
          </button>
        </>
      }
    >
      <p>{messages.batchEditNotice}</p>
    </Modal>
  )
}
