import { messages } from '@waybill/sdk-core'
import { useRef } from 'react'
import { Modal } from '../primitives/Modal.tsx'

/** Props of {@link NotificationModal}. */
export interface NotificationModalProps {
  /** The text to show; the modal is open while it is not null. */
  message: string | null
  /** Called by OK, Escape and the close button. */
  onClose: () => void
}

/**
 * The 'Notification' modal (part 1 §8 'Time options lookup failure'): the server's message, e.g. 'Intercity is
 * not available at the moment.', or 'No Times Available Based On The Locations And Date Selected', shown as text.
 * OK has the focus when it opens.
 */
export function NotificationModal({ message, onClose }: NotificationModalProps) {
  const ok = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={message !== null}
      title={messages.notification}
      onClose={onClose}
      initialFocus={ok}
      footer={
        <button ref={ok} type="button" className="wb-button wb-button--primary" onClick={onClose}>
          {messages.ok}
        </button>
      }
    >
      <p className="wb-notification__message">{message}</p>
    </Modal>
  )
}
