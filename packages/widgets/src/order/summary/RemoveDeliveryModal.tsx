import { fillText } from '@waybill/sdk-core'
import { useRef } from 'react'
import { Modal } from '../../primitives/Modal.tsx'

// our words: propose messages.removeDeliveryTitle and messages.removeDeliveryConfirm (the spec has Remove but
// no confirmation text).
/** Title of the confirmation asked before a delivery leaves the order. */
export const REMOVE_DELIVERY_TITLE = 'Remove delivery'

/** The question of that confirmation; `{name}` is the delivery's name. */
export const REMOVE_DELIVERY_CONFIRM = 'Remove {name} from this order?'

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
      title={REMOVE_DELIVERY_TITLE}
      initialFocus={cancel}
      footer={
        <>
          <button type="button" className="wb-button wb-button--primary" onClick={onConfirm}>
            Remove
          </button>
          <button ref={cancel} type="button" className="wb-button" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      <p className="wb-summary__remove-question">{fillText(REMOVE_DELIVERY_CONFIRM, { name: name ?? '' })}</p>
    </Modal>
  )
}
