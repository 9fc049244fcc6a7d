import { fillText, messages } from '@waybill/sdk-core'
import { useRef } from 'react'
import { Modal } from '../primitives/Modal.tsx'

/** Props of {@link RemoveDriverModal}. */
export interface RemoveDriverModalProps {
  /** The name of the driver to remove; the modal is open while it is not null. */
  name: string | null
  /** Which list the driver leaves: the favourites, or the account's fleet. */
  list: 'favourites' | 'fleet'
  /** Removes the driver. */
  onConfirm: () => void
  /** Keeps the driver: Cancel, Escape or the ×. */
  onCancel: () => void
}

const TEXTS = {
  favourites: { title: messages.removeFavouriteTitle, question: messages.removeFavouriteQuestion },
  fleet: { title: messages.removeFleetTitle, question: messages.removeFleetQuestion },
} as const

/**
 * Asks before a driver leaves the favourites or My Fleet (part 2 §2.7; issue 21: a removal asks first), focus
 * trapped in the modal. Cancel has the focus: a removed fleet driver must join again with the fleet code.
 */
export function RemoveDriverModal({ name, list, onConfirm, onCancel }: RemoveDriverModalProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  const texts = TEXTS[list]
  return (
    <Modal
      open={name !== null}
      onClose={onCancel}
      title={texts.title}
      initialFocus={cancel}
      footer={
        <>
          <button ref={cancel} type="button" className="wb-button" onClick={onCancel}>
            {messages.cancel}
          </button>
          <button
            type="button"
            className="wb-button wb-button--primary wb-button--danger"
            onClick={onConfirm}
          >
            {messages.remove}
          </button>
        </>
      }
    >
      <p className="wb-drivers__remove-question">{fillText(texts.question, { name: name ?? '' })}</p>
    </Modal>
  )
}
