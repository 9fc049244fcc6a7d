import type { OrdersApi } from '../api/orders.ts'
import { fillText, messages } from '../domain/messages.ts'
import type { Order } from '../domain/orderRecord.ts'
import type { CancelResult } from '../domain/orderResults.ts'
import type { CancelReasonId } from '../domain/orderStatus.ts'
import {
  type CancelFormErrors,
  type CancelFormValues,
  initialCancelForm,
  showsCancelFee,
  validateCancelForm,
} from '../domain/statusRules.ts'
import { WaybillError } from '../http/errors.ts'
import { formatCents } from '../pricing/money.ts'
import { createProxyStore, type Store } from '../store.ts'

/**
 * Where the cancel modal is (part 2 §4.2): the form, then 'submitting', 'success' or 'error'.
 *
 * @internal
 */
export type CancelFlowPhase = 'form' | 'submitting' | 'success' | 'error'

/**
 * What the cancel modal shows (part 2 §4.2, §8).
 *
 * @internal
 */
export interface CancelFlowState {
  /** Where the flow is. */
  readonly phase: CancelFlowPhase
  /** The reason and comment. */
  readonly values: CancelFormValues
  /** Field messages, shown from the first submit on ('Comment is required.'). */
  readonly errors: CancelFormErrors
  /** The modal title: 'Success!!!' or 'Error!!!' once answered, else (also once the user edits or retries after an error) 'Cancel order `{name}`'. */
  readonly title: string
  /** The cancellation penalty, shown before confirming for status 3 only; null otherwise or once cancelled. */
  readonly feeNotice: string | null
  /** The line to announce: cancelling…, cancelled (and the fee charged), or the failure's message; null on the form. */
  readonly message: string | null
  /** Whether the submit button shows: hidden while submitting and after success. */
  readonly showSubmit: boolean
  /** Whether Close shows: on success or error only. */
  readonly showClose: boolean
  /** Whether the reason and comment can be changed: on the form and after an error. */
  readonly editable: boolean
  /** The server's answer once cancelled. */
  readonly result: CancelResult | null
}

/**
 * The order a cancel flow cancels: its id, name, status and the penalty the list reported.
 *
 * @internal
 */
export type CancelFlowOrder = Pick<Order, 'id' | 'name' | 'status' | 'cancelFeeCents'>

/**
 * Options of {@link createCancelFlow}.
 *
 * @internal
 */
export interface CancelFlowOptions {
  /** The order to cancel. */
  readonly order: CancelFlowOrder
  /** The client's order calls (`client.orders`). */
  readonly orders: Pick<OrdersApi, 'cancel'>
  /** The signed-in session's api code, read at submit time; null when signed out. */
  readonly apiCode: () => string | null
}

/**
 * The cancel modal's store (part 2 §4.2): read it with `subscribe`/`getSnapshot`, drive it with the methods.
 *
 * @internal
 */
export interface CancelFlow extends Store<CancelFlowState> {
  /** Chooses a reason (1–4). Ignored unless the form is editable. */
  setReason(reasonId: CancelReasonId): void
  /** Changes the comment; after a first submit its message follows the text. Ignored unless editable. */
  setComment(comment: string): void
  /**
   * Checks the form, then sends `orders.cancel(apiCode, id, reasonId, comment)`. Resolves true once cancelled;
   * false when the form is invalid, the call failed (phase 'error'), or a submit is already on its way or done.
   */
  submit(): Promise<boolean>
}

const STEPS = {
  form: { showSubmit: true, showClose: false, editable: true },
  submitting: { showSubmit: false, showClose: false, editable: false },
  success: { showSubmit: false, showClose: true, editable: false },
  error: { showSubmit: true, showClose: true, editable: true },
} as const satisfies Record<CancelFlowPhase, Pick<CancelFlowState, 'showSubmit' | 'showClose' | 'editable'>>

/**
 * Creates the cancel modal's store (part 2 §4.2, §7 'PATCH /api/web/`{product}`/`{id}`/cancel', §8 'Cancel'):
 * reason 1 and an empty comment to start; a comment is required; status 3 shows its cancellation penalty before
 * the user confirms; the answer titles the modal 'Success!!!' or 'Error!!!'. The submit button hides while
 * submitting and after success; Close shows on success or error. After an error the user may try again.
 *
 * @internal
 *
 * @example
 * ```ts
 * const flow = createCancelFlow({ order, orders: client.orders, apiCode: () => session.apiCode() })
 * flow.setComment('Ordered twice')
 * await flow.submit() // true: flow.getSnapshot().title === 'Success!!!'
 * ```
 */
export function createCancelFlow({ order, orders, apiCode }: CancelFlowOptions): CancelFlow {
  const named = (text: string) => fillText(text, { name: order.name })
  const feeNotice = showsCancelFee(order.status)
    ? fillText(messages.cancelFeeNotice, { fee: formatCents(order.cancelFeeCents) })
    : null
  const { state, store } = createProxyStore<CancelFlowState>({
    phase: 'form',
    values: initialCancelForm(),
    errors: {},
    title: named(messages.cancelOrderTitle),
    feeNotice,
    message: null,
    ...STEPS.form,
    result: null,
  })
  let attempted = false

  const enter = (phase: CancelFlowPhase, message: string | null) => {
    // Leaving 'Error!!!' (editing, or trying again) goes back to the form's own title.
    if (state.phase === 'error' && phase !== 'error') state.title = named(messages.cancelOrderTitle)
    Object.assign(state, STEPS[phase], { phase, message })
  }
  /** An edit after an error is the form again: its title, no failure message. */
  const editing = () => {
    if (state.phase === 'error') enter('form', null)
  }

  return {
    ...store,
    setReason(reasonId) {
      if (!state.editable) return
      editing()
      state.values = { ...state.values, reasonId }
    },
    setComment(comment) {
      if (!state.editable) return
      editing()
      state.values = { ...state.values, comment }
      if (attempted) state.errors = validateCancelForm(state.values)
    },
    async submit() {
      if (!state.showSubmit) return false
      attempted = true
      state.errors = validateCancelForm(state.values)
      if (Object.keys(state.errors).length > 0) return false
      const { reasonId, comment } = state.values
      enter('submitting', named(messages.cancelSubmitting))
      try {
        const code = apiCode()
        if (!code) throw new WaybillError('orders.cancel', messages.requestFailed)
        const result = await orders.cancel(code, order.id, reasonId, comment)
        state.result = result
        state.title = messages.cancelSuccess
        state.feeNotice = null
        const charged =
          result.cancelFeeCents > 0
            ? ` ${fillText(messages.cancelFeeCharged, { fee: formatCents(result.cancelFeeCents) })}`
            : ''
        enter('success', `${named(messages.cancelDone)}${charged}`)
        return true
      } catch (error) {
        state.title = messages.cancelError
        // A WaybillError's message is fit to show; anything else is a bug, not the user's business.
        enter('error', error instanceof WaybillError ? error.message : messages.requestFailed)
        return false
      }
    },
  }
}
