import { fillNames, fillText, messages } from '@waybill/sdk-core'
import type { OrderSummaryState } from '@waybill/sdk-core/order'
import { Modal } from '../../primitives/Modal.tsx'
import { useWaybill } from '../../provider/WaybillContext.ts'

const BUSY: ReadonlySet<OrderSummaryState['status']> = new Set(['submitting', 'prepaying', 'prepaid'])

/** Whether the order is being submitted: the summary's process runs (part 2 §4.5). */
export function isSubmitting(status: OrderSummaryState['status']): boolean {
  return BUSY.has(status)
}

/** Props of {@link SubmitProgress}. */
export interface SubmitProgressProps {
  /** The order summary's state. */
  state: OrderSummaryState
}

/**
 * The modal shown while the order is submitted (part 2 §2.2, §4.5, §9): 'Your order is being submitted. This may
 * take up to a minute while payment is being processed', the process status ('Submitting', 'Prepaying delivery',
 * 'Prepay Successful' …) in a live region, and how many deliveries were sent, as a bar and in words. It cannot be closed: the process
 * must finish (its result, 'Done' or a failure, shows on the screen).
 */
export function SubmitProgress({ state }: SubmitProgressProps) {
  const { client } = useWaybill('SubmitProgress')
  const { sent, total } = state.progress
  return (
    <Modal
      open={isSubmitting(state.status)}
      onClose={() => {}}
      title={messages.submitProgressTitle}
      dismissible={false}
    >
      <p className="wb-summary__submitting">{messages.submittingModal}</p>
      <p className="wb-summary__status" role="status" aria-live="polite">
        {fillNames(state.statusText ?? '', client.config)}
      </p>
      {total > 0 && (
        <p className="wb-summary__progress-count">
          <progress
            className="wb-summary__progress"
            value={sent}
            max={total}
            aria-label={messages.submitProgressLabel}
          />
          {fillText(messages.submitProgressCount, { sent, total })}
        </p>
      )}
    </Modal>
  )
}
