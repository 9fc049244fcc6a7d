import { fillNames, messages } from '@waybill/sdk-core'
import { Modal } from '../primitives/Modal.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link NoLabelsSelectedModal}. */
export interface NoLabelsSelectedModalProps {
  /** OK, Escape and the × close it. */
  onClose: () => void
}

/**
 * The warning 'Download All labels (0)' opens when no row is ticked (part 2 §8 'No rows selected for labels | A
 * warning modal'): it tells the user to tick the orders whose labels they want.
 */
export function NoLabelsSelectedModal({ onClose }: NoLabelsSelectedModalProps) {
  const { client } = useWaybill('NoLabelsSelectedModal')
  const footer = (
    <div className="wb-labels__actions">
      <button type="button" className="wb-button wb-button--primary" onClick={onClose}>
        {messages.ok}
      </button>
    </div>
  )
  return (
    <Modal
      open
      title={fillNames(messages.labelsNoSelectionTitle, client.config)}
      onClose={onClose}
      footer={footer}
    >
      <p className="wb-labels__warning">{fillNames(messages.labelsNoSelection, client.config)}</p>
    </Modal>
  )
}
