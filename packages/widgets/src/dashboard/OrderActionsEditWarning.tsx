import { fillText, messages, type Order } from '@waybill/sdk-core'
import { Modal } from '../primitives/Modal.tsx'

/** Button captions of the edit warning modal. */
export const EDIT_WARNING_TEXT = {
  back: 'Back',
  edit: 'Edit order',
} as const

/** Props of {@link EditWarningModal}. */
export interface EditWarningModalProps {
  /** The order about to be edited. */
  order: Order
  /** Back, Escape and the × leave it without editing. */
  onClose: () => void
  /** Edit order: the user accepts that the old label is voided. */
  onConfirm: (order: Order) => void
}

/**
 * The edit warning modal (part 2 §2.1, §4.2): before an order is edited, it says that 'Editing is free but voids
 * the old label and generates a new one.'; Edit order goes on, Back leaves it as it is.
 */
export function EditWarningModal({ order, onClose, onConfirm }: EditWarningModalProps) {
  const footer = (
    <div className="wb-order-actions__modal-actions">
      <button type="button" className="wb-button" onClick={onClose}>
        {EDIT_WARNING_TEXT.back}
      </button>
      <button type="button" className="wb-button wb-button--primary" onClick={() => onConfirm(order)}>
        {EDIT_WARNING_TEXT.edit}
      </button>
    </div>
  )
  return (
    <Modal
      open
      title={fillText(messages.editWarningTitle, { name: order.name })}
      onClose={onClose}
      footer={footer}
    >
      <p className="wb-order-actions__warning">{messages.editWarning}</p>
    </Modal>
  )
}
