import { fillText, messages } from '@waybill/sdk-core'
import {
  type BatchList,
  type ValidateAddressesProgress,
  type ValidateAddressesResult,
  validateAddresses,
} from '@waybill/sdk-core/batch'
import { rowsToValidate } from '@waybill/sdk-core/internal'
import { useEffect, useId, useRef, useState } from 'react'
import { Modal } from '../primitives/Modal.tsx'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link BatchValidate}. */
export interface BatchValidateProps {
  /** The batch in progress whose rows are validated. */
  list: BatchList
  /** Called with the answers once they are merged into the list (not when the run failed). */
  onDone: (result: ValidateAddressesResult) => void
  /** Called with a message when the run could not be made. */
  onError: (message: string) => void
}

/**
 * 'Validate Addresses' and its progress modal (part 2 §4.6 step 2): posts every row not yet valid (sdk-core
 * `validateAddresses`), shows the sent and received counts in a focus-trapped modal with Cancel, then merges the
 * answers into the list. Cancel (or Escape) stops the run: rows not answered by then stay as they were.
 */
export function BatchValidate({ list, onDone, onError }: BatchValidateProps) {
  const { client, session } = useWaybill('BatchValidate')
  const rows = useStore(list, (state) => state.rows)
  const [progress, setProgress] = useState<ValidateAddressesProgress | null>(null)
  const controller = useRef<AbortController | null>(null)
  const id = useId()
  const pending = rowsToValidate(rows).keys.length

  // Leaving the screen stops the run.
  useEffect(() => () => controller.current?.abort(), [])

  async function run() {
    if (controller.current) return
    const apiCode = session.apiCode()
    const { keys, rows: toPost } = rowsToValidate(list.getSnapshot().rows)
    if (!apiCode || keys.length === 0) return
    const current = new AbortController()
    controller.current = current
    setProgress({ sent: 0, received: 0, total: keys.length })
    try {
      const result = await validateAddresses(toPost, {
        client,
        apiCode,
        signal: current.signal,
        onProgress: setProgress,
      })
      list.applyValidation(keys, result)
      onDone(result)
    } catch (error) {
      client.logger.error('Validating the batch addresses failed', error)
      onError(messages.requestFailed)
    } finally {
      controller.current = null
      setProgress(null)
    }
  }

  const cancel = () => controller.current?.abort()
  return (
    <>
      <button
        type="button"
        className="wb-button wb-button--primary"
        disabled={pending === 0 || progress !== null}
        onClick={() => void run()}
      >
        {messages.batchValidateAddresses}
      </button>
      <Modal
        open={progress !== null}
        onClose={cancel}
        title={messages.batchValidating}
        footer={
          <button type="button" className="wb-button" onClick={cancel}>
            {messages.cancel}
          </button>
        }
      >
        {progress && (
          <div className="wb-batch-rows__progress">
            <progress
              id={`${id}-bar`}
              className="wb-batch-rows__bar"
              aria-label={messages.batchValidating}
              max={progress.total}
              value={progress.received}
            />
            <div role="status">
              <p>{fillText(messages.batchValidateSent, { ...progress })}</p>
              <p>{fillText(messages.batchValidateReceived, { ...progress })}</p>
            </div>
          </div>
        )}
      </Modal>
    </>
  )
}
