import { fillNames, fillText, messages } from '@waybill/sdk-core'
import { Modal } from '../primitives/Modal.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link BatchScreenConfirm}. */
export interface BatchScreenConfirmProps {
  /** Whether the modal is shown. */
  open: boolean
  /** How many rows will be priced. */
  count: number
  /** Confirm: the rows are priced. */
  onConfirm: () => void
  /** Cancel, Escape or the close button. */
  onCancel: () => void
}

/** The confirmation before the batch is priced (part 2 §4.6 step 4), focus-trapped. */
export function BatchScreenConfirm({ open, count, onConfirm, onCancel }: BatchScreenConfirmProps) {
  const { client } = useWaybill('BatchScreenConfirm')
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={messages.batchConfirmTitle}
      footer={
        <>
          <button type="button" className="wb-button" onClick={onCancel}>
            {messages.cancel}
          </button>
          <button type="button" className="wb-button wb-button--primary" onClick={onConfirm}>
            {messages.batchConfirm}
          </button>
        </>
      }
    >
      <p>{fillNames(fillText(messages.batchConfirmText, { count }), client.config)}</p>
    </Modal>
  )
}
