import { fillText, messages } from '@waybill/sdk-core'
import { useRef } from 'react'
import { Modal } from '../../primitives/Modal.tsx'

/** Props of {@link RemoveDeliveryModal}. */
export interface RemoveDeliveryModalProps {
  /** The name of the delivery to remove; the modal is open while it is not null. */
  name: string | null
  /** Removes it. */
  onConfirm: () => void
  /** Keeps it. */
  onCancel: () => void
}

/** Asks before a delivery leaves the order (part 2 §2.2 Remove). Cancel has the focus: removing is not undone. */
export function RemoveDeliveryModal({ name, onConfirm, onCancel }: RemoveDeliveryModalProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={name !== null}
      onClose={onCancel}
      title={messages.removeDeliveryTitle}
      initialFocus={cancel}
      footer={
        <>
          <button type="button" className="wb-button wb-button--primary" onClick={onConfirm}>
            {messages.remove}
          </button>
          <button ref={cancel} type="button" className="wb-button" onClick={onCancel}>
            {messages.cancel}
          </button>
        </>
      }
    >
      <p className="wb-summary__remove-question">
        {fillText(messages.removeDeliveryConfirm, { name: name ?? '' })}
      </p>
    </Modal>
  )
}
