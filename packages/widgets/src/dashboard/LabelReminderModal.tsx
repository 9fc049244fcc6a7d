import { fillNames, messages, type Order } from '@waybill/sdk-core'
import type { LabelReminder } from '@waybill/sdk-core/internal'
import { useId, useRef, useState } from 'react'
import { Checkbox } from '../primitives/Checkbox.tsx'
import { Modal } from '../primitives/Modal.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'
import { useLabelWindow } from './useLabelWindow.ts'

/** Props of {@link LabelReminderModal}. */
export interface LabelReminderModalProps {
  /** The order whose label is about to be printed. */
  order: Order
  /**
   * The URL of its label (the Label link's `href`): 'Print label' links to it, but opens the label through
   * `useLabelWindow` (no api code in the new window's address); the link opens only when no window could.
   */
  href: string
  /**
   * sdk-core's reminder (`createLabelReminder`): told of every close with the 'Don't show this again' box, it sets
   * the `hidelabelreminder` cookie when the box is ticked (part 2 §4.2).
   */
  reminder: Pick<LabelReminder, 'close'>
  /** Called whenever the modal closes, after `reminder.close`: 'Print label' (as the label opens), Cancel, Escape or the ×. */
  onClose: () => void
}

/**
 * The label reminder modal (part 2 §2.1, §4.2), focus-trapped, shown before the label of an order in status 1 or 17
 * opens: the label must be printed and attached, and editing the order voids it, so the new one must be printed.
 * 'Print label' opens the label in a new window (sdk-core's label call shown from a blob: URL, `useLabelWindow`) and
 * closes the modal; 'Don't show this
 * again' stops the reminder for 360 days.
 */
export function LabelReminderModal({ order, href, reminder, onClose }: LabelReminderModalProps) {
  const { client } = useWaybill('LabelReminderModal')
  const openLabel = useLabelWindow('LabelReminderModal')
  const [hide, setHide] = useState(false)
  const printRef = useRef<HTMLAnchorElement>(null)
  const id = useId()
  // Every way out goes through sdk-core, which applies 'Don't show this again' (part 2 §4.2).
  const close = () => {
    reminder.close(hide)
    onClose()
  }
  const footer = (
    <div className="wb-labels__actions">
      <button type="button" className="wb-button" onClick={close}>
        {messages.cancel}
      </button>
      <a
        ref={printRef}
        className="wb-button wb-button--primary wb-labels__print"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${messages.labelReminderPrint} ${order.name || `#${order.id}`} ${messages.opensInNewWindow}`}
        // The label opens inside the user's click (no popup blocker), from a blob: URL: no api code in the new
        // window's address (issue 21); the link itself opens only if no window could.
        onClick={(event) => {
          if (openLabel(order.id)) event.preventDefault()
          close()
        }}
      >
        {messages.labelReminderPrint}
      </a>
    </div>
  )
  return (
    <Modal open title={messages.labelReminderTitle} onClose={close} footer={footer} initialFocus={printRef}>
      <div className="wb-labels__reminder">
        <p>{messages.labelReminder}</p>
        <p>{fillNames(messages.labelReminderEdit, client.config)}</p>
        <Checkbox id={`${id}-hide`} label={messages.labelReminderHide} checked={hide} onChange={setHide} />
      </div>
    </Modal>
  )
}
