import { fillNames, messages, type Order } from '@waybill/sdk-core'
import { useId, useRef, useState } from 'react'
import { Checkbox } from '../primitives/Checkbox.tsx'
import { Modal } from '../primitives/Modal.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link LabelReminderModal}. */
export interface LabelReminderModalProps {
  /** The order whose label is about to be printed. */
  order: Order
  /** The URL of its label (the Label link's `href`), opened by 'Print label' in a new window. */
  href: string
  /**
   * Called whenever the modal closes: 'Print label' (as the label opens), Cancel, Escape or the ×. `hide` is
   * whether 'Don't show this again' was ticked: set the `hidelabelreminder` cookie then (`LabelReminder.hide`).
   */
  onClose: (hide: boolean) => void
}

/**
 * The label reminder modal (part 2 §2.1, §4.2), focus-trapped, shown before the label of an order in status 1 or 17
 * opens: the label must be printed and attached, and editing the order voids it, so the new one must be printed.
 * 'Print label' opens the label in a new window (`rel="noopener noreferrer"`) and closes the modal; 'Don't show this
 * again' stops the reminder for 360 days.
 */
export function LabelReminderModal({ order, href, onClose }: LabelReminderModalProps) {
  const { client } = useWaybill('LabelReminderModal')
  const [hide, setHide] = useState(false)
  const printRef = useRef<HTMLAnchorElement>(null)
  const id = useId()
  const footer = (
    <div className="wb-labels__actions">
      <button type="button" className="wb-button" onClick={() => onClose(hide)}>
        {messages.cancel}
      </button>
      <a
        ref={printRef}
        className="wb-button wb-button--primary wb-labels__print"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${messages.labelReminderPrint} ${order.name || `#${order.id}`} ${messages.opensInNewWindow}`}
        // The link opens the label itself (a user's click, so no popup blocker); the modal only closes.
        onClick={() => onClose(hide)}
      >
        {messages.labelReminderPrint}
      </a>
    </div>
  )
  return (
    <Modal
      open
      title={messages.labelReminderTitle}
      onClose={() => onClose(hide)}
      footer={footer}
      initialFocus={printRef}
    >
      <div className="wb-labels__reminder">
        <p>{messages.labelReminder}</p>
        <p>{fillNames(messages.labelReminderEdit, client.config)}</p>
        <Checkbox id={`${id}-hide`} label={messages.labelReminderHide} checked={hide} onChange={setHide} />
      </div>
    </Modal>
  )
}
