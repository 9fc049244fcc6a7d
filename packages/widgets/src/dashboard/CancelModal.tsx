import { type CancelResult, messages, type Order } from '@waybill/sdk-core'
import { cancelReasonOptions, createCancelFlow } from '@waybill/sdk-core/internal'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { FieldErrors, fieldErrorProps } from '../primitives/FieldErrors.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { Modal } from '../primitives/Modal.tsx'
import { SelectField } from '../primitives/SelectField.tsx'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

const REASONS = cancelReasonOptions().map((option) => ({ value: String(option.id), label: option.label }))

/** Props of {@link CancelModal}. */
export interface CancelModalProps {
  /** The order to cancel (status 1, 3 or 17). The form starts afresh each time the modal is mounted. */
  order: Order
  /** Called by Keep order and Escape on the form, and by Close once answered. */
  onClose: () => void
  /**
   * Called once the server cancelled the order; the modal stays open on 'Success!!!'. Reload the list when the modal
   * closes, not here: reloading under the open modal changes the rows behind it (`DashboardScreen` does so).
   */
  onCancelled?: (order: Order, result: CancelResult) => void
}

/**
 * The cancel modal (part 2 §2.1, §4.2, §8 'Cancel'), focus-trapped: a reason (1–4, 'I changed my mind' first)
 * and a required comment; for status 3 the cancellation fee, before the user confirms. It sends
 * `client.orders.cancel` through sdk-core's `createCancelFlow` and is titled 'Success!!!' or 'Error!!!' by the
 * answer. The submit button hides while submitting and after success; Close shows only on success or error, and
 * only then do Escape and the × close it (on the form, Keep order and Escape leave without cancelling).
 */
export function CancelModal({ order, onClose, onCancelled }: CancelModalProps) {
  const { client, session } = useWaybill('CancelModal')
  const [flow] = useState(() =>
    createCancelFlow({ order, orders: client.orders, apiCode: () => session.apiCode() }),
  )
  const state = useStore(flow)
  const id = useId()
  const commentRef = useRef<HTMLTextAreaElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const { phase } = state

  // The button that had the focus goes away while submitting and after the answer: keep the focus in view.
  useEffect(() => {
    if (phase === 'submitting') statusRef.current?.focus()
    if (phase === 'success' || phase === 'error') closeRef.current?.focus()
  }, [phase])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (await flow.submit()) {
      const { result } = flow.getSnapshot()
      if (result) onCancelled?.(order, result)
    } else if (flow.getSnapshot().errors.comment) {
      commentRef.current?.focus()
    }
  }

  // Modal closes on Escape only when dismissible (after the answer); on the form Escape leaves too.
  function leaveOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && phase === 'form') onClose()
  }

  const formId = `${id}-form`
  const commentId = `${id}-comment`
  const commentError = fieldErrorProps(commentId, [state.errors.comment])
  const status = phase === 'submitting' || phase === 'success' ? state.message : null
  const footer = (
    // biome-ignore lint/a11y/noStaticElementInteractions: only catches Escape bubbling up from the buttons.
    <div className="wb-cancel__actions" onKeyDown={leaveOnEscape}>
      {phase === 'form' && (
        <button type="button" className="wb-button" onClick={onClose}>
          {messages.cancelKeep}
        </button>
      )}
      {state.showClose && (
        <button ref={closeRef} type="button" className="wb-button" onClick={onClose}>
          {messages.close}
        </button>
      )}
      {state.showSubmit && (
        <button type="submit" form={formId} className="wb-button wb-button--primary wb-button--danger">
          {messages.cancelConfirm}
        </button>
      )}
    </div>
  )
  return (
    <Modal
      open
      title={state.title}
      onClose={onClose}
      dismissible={state.showClose}
      initialFocus={commentRef}
      footer={footer}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches Escape bubbling up from the fields. */}
      <div className="wb-cancel" onKeyDown={leaveOnEscape}>
        <p ref={statusRef} className="wb-cancel__status" role="status" tabIndex={-1}>
          {status ?? ''}
        </p>
        <FormAlert message={phase === 'error' ? state.message : null} />
        {phase !== 'success' && (
          <form id={formId} className="wb-cancel__form" noValidate onSubmit={submit}>
            {state.feeNotice && <p className="wb-cancel__fee">{state.feeNotice}</p>}
            <SelectField
              id={`${id}-reason`}
              label={messages.cancelReasonLabel}
              value={String(state.values.reasonId)}
              options={REASONS}
              disabled={!state.editable}
              onChange={(value) => {
                const reason = cancelReasonOptions().find((option) => String(option.id) === value)
                if (reason) flow.setReason(reason.id)
              }}
            />
            <div className="wb-field">
              <label className="wb-field__label" htmlFor={commentId}>
                {messages.cancelCommentLabel}
              </label>
              <textarea
                ref={commentRef}
                id={commentId}
                className="wb-field__input wb-cancel__comment"
                rows={3}
                required
                value={state.values.comment}
                disabled={!state.editable}
                onChange={(event) => flow.setComment(event.target.value)}
                {...commentError.input}
              />
              <FieldErrors id={commentError.id} messages={commentError.shown} />
            </div>
          </form>
        )}
      </div>
    </Modal>
  )
}
