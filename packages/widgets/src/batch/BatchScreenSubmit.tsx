import { fillText, messages } from '@waybill/sdk-core'
import { type BatchSubmit, type BatchSubmitState, canPayBatch } from '@waybill/sdk-core/batch'
import { Modal } from '../primitives/Modal.tsx'
import { useSession } from '../provider/useSession.ts'

/** Props of {@link BatchScreenSubmit}. */
export interface BatchScreenSubmitProps {
  /** The batch's estimate and submit engine. */
  engine: BatchSubmit
  /** Its state as last rendered. */
  state: BatchSubmitState
}

/**
 * The batch's submit (part 2 §4.6 steps 5–6, §5.3, §8): 'Submit `{product}s` & Get Labels' with its n/total
 * progress, disabled without a card, EFT or credit (then how to add a card is said); the submit modal while it
 * runs (part 2 §9); the resume notice of an interrupted batch; after a partial submit the failure notice with the
 * failed and duplicated names listed apart, and 'Get Labels for Accepted Data and clear Data' when duplicates exist;
 * after a charge whose answer never came, what it was and the two ways on (issue 22).
 */
export function BatchScreenSubmit({ engine, state }: BatchScreenSubmitProps) {
  const canPay = useSession(
    (session) => session.account !== null && canPayBatch(session.account),
    'BatchScreen',
  )
  return (
    <div className="wb-batch__submit">
      {state.resumeNotice && (
        <p className="wb-alert wb-alert--info" role="status">
          {state.resumeNotice}
        </p>
      )}
      {state.notice && (
        <div className="wb-alert wb-alert--error" role="alert">
          <p>{state.notice}</p>
          {state.failedText && <p className="wb-batch__failed">{state.failedText}</p>}
          {state.duplicatedText && <p className="wb-batch__duplicated">{state.duplicatedText}</p>}
        </div>
      )}
      {state.error && !state.unconfirmedCharge && (
        <p className="wb-alert wb-alert--error" role="alert">
          {state.error}
        </p>
      )}
      {state.unconfirmedCharge && (
        <div className="wb-alert wb-alert--error" role="alert">
          <p>{state.error}</p>
          <p>{messages.paymentChargeAgainWarning}</p>
          <div className="wb-batch__actions">
            <button type="button" className="wb-button" onClick={() => void engine.chargeAgain()}>
              {messages.paymentChargeAgain}
            </button>
            <button type="button" className="wb-button" onClick={() => void engine.bookUnpaid()}>
              {messages.paymentBookUnpaid}
            </button>
          </div>
        </div>
      )}
      {!canPay && <p className="wb-field__hint">{messages.savePaymentMethod}</p>}
      <p className="wb-batch__status" role="status">
        {state.statusText ?? ''}
      </p>
      <div className="wb-batch__actions">
        <button
          type="button"
          className="wb-button wb-button--primary"
          disabled={!state.canSubmit}
          onClick={() => void engine.submit()}
        >
          {state.submitText}
        </button>
        {state.canGetLabelsForAccepted && (
          <button type="button" className="wb-button" onClick={() => void engine.labelsForAccepted()}>
            {messages.batchLabelsForAccepted}
          </button>
        )}
      </div>
      <Modal
        open={state.running}
        onClose={() => {}}
        title={messages.batchSubmittingTitle}
        dismissible={false}
      >
        <p>{messages.submittingModal}</p>
        <p aria-live="polite">{state.statusText ?? ''}</p>
        <p aria-live="polite">{fillText(messages.batchSubmitProgress, state.progress)}</p>
      </Modal>
    </div>
  )
}
