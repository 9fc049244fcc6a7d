import { messages } from '@waybill/sdk-core'
import { useRef } from 'react'
import { Modal } from '../../primitives/Modal.tsx'

/** Props of {@link SaveConfirmModal}. */
export interface SaveConfirmModalProps {
  /** The notice (`pickupReadyNotice`); the modal is open while it is set. */
  notice: string | null
  /** Confirm: save and go on. */
  onConfirm: () => void
  /** Cancel, Escape or close: back to the form. */
  onCancel: () => void
}

/**
 * The confirmation before a delivery is saved (part 1 §2; part 2 §2.3): when the packages must be ready, and that a
 * fee may apply otherwise. Confirm takes the focus.
 */
export function SaveConfirmModal({ notice, onConfirm, onCancel }: SaveConfirmModalProps) {
  const confirm = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={notice !== null}
      onClose={onCancel}
      title={messages.confirmPickupTitle}
      initialFocus={confirm}
      footer={
        <>
          <button type="button" className="wb-button" onClick={onCancel}>
            Cancel
          </button>
          <button ref={confirm} type="button" className="wb-button wb-button--primary" onClick={onConfirm}>
            Confirm
          </button>
        </>
      }
    >
      <p className="wb-details__notice">{notice}</p>
    </Modal>
  )
}
