import { messages } from '@waybill/sdk-core'
import {
  createLabelRequest,
  type LabelRequest,
  type LabelRequestState,
  labelOrderOptions,
  labelSizeOptions,
  pickupTimeHint,
} from '@waybill/sdk-core/internal'
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Field } from '../primitives/Field.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { Modal } from '../primitives/Modal.tsx'
import { SelectField } from '../primitives/SelectField.tsx'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

const SIZES = labelSizeOptions()
const ORDERS = labelOrderOptions()

/** Props of {@link LabelsModal}. */
export interface LabelsModalProps {
  /** The ids of the ticked orders whose labels are asked for. The form starts afresh each time it is mounted. */
  ids: readonly number[]
  /**
   * Called whenever the modal closes: Cancel, Escape or the × on the form, Close once answered. `reload` is sdk-core's
   * `LabelRequest.close` saying 'reload' (part 2 §4.7 'Closing reloads the page': after an answer, ok or fail): clear
   * the ticked rows and reload the list then, not before, so that the answer stays up until the user closes it
   * (`DashboardScreen` does so).
   */
  onClose: (reload: boolean) => void
}

/**
 * The bulk label modal (part 2 §2.1 'Download All labels', §4.7, §9), focus-trapped, over sdk-core's
 * `createLabelRequest`: the size (A6 (4x6) or A7 (3x4)), the label order by name, an optional pickup date
 * (yyyy-MM-dd) and one of its pickup windows. The answer replaces the form: 'Success, you will receive an email with
 * your labels.' with a link that opens the PDF now in a new window (`rel="noopener noreferrer"`), or 'There was a
 * problem, please try again'. Nothing closes it while the request is on its way.
 */
export function LabelsModal({ ids, onClose }: LabelsModalProps) {
  const { client, session } = useWaybill('LabelsModal')
  const [request] = useState(() => createLabelRequest({ client, apiCode: () => session.apiCode() }))
  const state = useStore(request)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const firstRef = useRef<HTMLInputElement>(null)
  const { phase } = state
  const answered = phase === 'ok' || phase === 'fail'

  // The answer replaces the form and its buttons: Close takes the focus.
  useEffect(() => {
    if (phase === 'ok' || phase === 'fail') closeRef.current?.focus()
  }, [phase])
  // The submit button goes away while sending: the status takes the focus first, so that it never falls out of the
  // dialog (the focus trap would then move it to the first button, after Close took it).
  const submit = () => {
    statusRef.current?.focus()
    void request.submit(ids)
  }

  // Every way out asks sdk-core what follows: nothing while sending, a reload of the list after an answer.
  const close = () => {
    const closing = request.close()
    if (closing !== 'stay') onClose(closing === 'reload')
  }

  const formId = `${useId()}-labels`
  const footer = (
    <div className="wb-labels__actions">
      {phase === 'form' && (
        <>
          <button type="button" className="wb-button" onClick={close}>
            {messages.cancel}
          </button>
          <button type="submit" form={formId} className="wb-button wb-button--primary">
            {messages.labelsSubmit}
          </button>
        </>
      )}
      {answered && (
        <button ref={closeRef} type="button" className="wb-button" onClick={close}>
          {messages.close}
        </button>
      )}
    </div>
  )
  return (
    <Modal
      open
      title={messages.labelsTitle}
      onClose={close}
      dismissible={state.closable}
      footer={footer}
      initialFocus={firstRef}
    >
      <div className="wb-labels">
        <p ref={statusRef} className="wb-labels__status" role="status" tabIndex={-1}>
          {phase === 'sending' || phase === 'ok' ? state.message : ''}
        </p>
        <FormAlert message={phase === 'fail' ? state.message : null} />
        {phase === 'ok' && state.url && (
          <a
            className="wb-button wb-button--primary wb-labels__open"
            href={state.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${messages.labelsOpen} ${messages.opensInNewWindow}`}
          >
            {messages.labelsOpen}
          </a>
        )}
        {(phase === 'form' || phase === 'sending') && (
          <LabelsForm id={formId} request={request} state={state} onSubmit={submit} firstRef={firstRef} />
        )}
      </div>
    </Modal>
  )
}

interface LabelsFormProps {
  id: string
  request: LabelRequest
  state: LabelRequestState
  onSubmit: () => void
  /** The first size radio, focused as the modal opens. */
  firstRef: RefObject<HTMLInputElement | null>
}

/** The form of {@link LabelsModal}: size, label order, pickup date and time; locked while sending. */
function LabelsForm({ id, request, state, onSubmit, firstRef }: LabelsFormProps) {
  const dateRef = useRef<HTMLInputElement>(null)
  const locked = state.phase !== 'form'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form id={id} className="wb-labels__form" noValidate onSubmit={submit}>
      <fieldset className="wb-labels__choices" disabled={locked}>
        <legend className="wb-field__label">{messages.labelsSizeLabel}</legend>
        {SIZES.map((size, index) => (
          <label key={size.value} className="wb-radio">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={`${id}-size`}
              checked={state.size === size.value}
              onChange={() => request.setSize(size.value)}
            />
            <span>{size.label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="wb-labels__choices" disabled={locked}>
        <legend className="wb-field__label">{messages.labelsOrderLabel}</legend>
        {ORDERS.map((order) => (
          <label key={order.value} className="wb-radio">
            <input
              type="radio"
              name={`${id}-order`}
              checked={state.order === order.value}
              onChange={() => request.setOrder(order.value)}
            />
            <span>{order.label}</span>
          </label>
        ))}
      </fieldset>
      <Field
        ref={dateRef}
        id={`${id}-date`}
        label={messages.labelsPickupDate}
        type="date"
        value={state.pickupDate}
        disabled={locked}
        onChange={(event) => request.setPickupDate(event.target.value)}
        adornment={
          state.pickupDate !== '' && (
            <button
              type="button"
              className="wb-button wb-labels__clear"
              disabled={locked}
              onClick={() => {
                request.setPickupDate('')
                // The button goes with the date: the focus goes back to the box.
                dateRef.current?.focus()
              }}
            >
              {messages.labelsClearDate}
            </button>
          )
        }
      />
      <SelectField
        id={`${id}-time`}
        label={messages.labelsPickupTime}
        value={state.pickupTime}
        placeholder={messages.labelsAnyTime}
        options={state.times.map((time) => ({ value: time, label: time }))}
        disabled={locked || state.pickupDate === '' || state.loadingTimes}
        hint={pickupTimeHint(state)}
        onChange={(time) => request.setPickupTime(time)}
      />
    </form>
  )
}
