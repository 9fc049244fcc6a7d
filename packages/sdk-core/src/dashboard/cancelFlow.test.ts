import { describe, expect, it, vi } from 'vitest'
import type { CancelResult } from '../domain/orderResults.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import { type CancelFlowOrder, createCancelFlow } from './cancelFlow.ts'

const API_CODE = 'code-1'
const SUBMITTED: CancelFlowOrder = { id: 41, name: 'PO-1001', status: 1, cancelFeeCents: 0 }
const PROCESSED: CancelFlowOrder = { id: 42, name: 'PO-1002', status: 3, cancelFeeCents: 1250 }

function flowFor(order: CancelFlowOrder, cancel = vi.fn(async () => ({ cancelFeeCents: 0, status: 9 }))) {
  const flow = createCancelFlow({ order, orders: { cancel }, apiCode: () => API_CODE })
  return { flow, cancel, state: () => flow.getSnapshot() }
}

/** A cancel call the test answers when it wants. */
function heldCancel() {
  let answer: (result: CancelResult) => void = () => {}
  const cancel = vi.fn(
    () =>
      new Promise<CancelResult>((resolve) => {
        answer = resolve
      }),
  )
  return { cancel, answer: (result: CancelResult) => answer(result) }
}

describe('createCancelFlow', () => {
  it('part 2 §4.2: opens on reason 1 with no comment, the form titled, submit shown and Close not', () => {
    const { state } = flowFor(SUBMITTED)
    expect(state()).toMatchObject({
      phase: 'form',
      values: { reasonId: 1, comment: '' },
      errors: {},
      title: 'Cancel order PO-1001',
      feeNotice: null,
      message: null,
      showSubmit: true,
      showClose: false,
      editable: true,
    })
  })

  it('part 2 §4.2, §5.1: a comment is required; nothing is sent without one', async () => {
    const { flow, cancel, state } = flowFor(SUBMITTED)
    flow.setComment('   ')
    expect(state().errors).toEqual({})
    expect(await flow.submit()).toBe(false)
    expect(state().errors).toEqual({ comment: 'Comment is required.' })
    expect(state().phase).toBe('form')
    expect(cancel).not.toHaveBeenCalled()
    flow.setComment('Ordered twice')
    expect(state().errors).toEqual({})
  })

  it('part 2 §4.2: the cancellation penalty is shown before confirming for status 3 only', () => {
    expect(flowFor(PROCESSED).state().feeNotice).toBe(
      'Cancelling this order now costs a cancellation fee of $12.50.',
    )
    for (const status of [1, 17]) {
      expect(flowFor({ ...SUBMITTED, status, cancelFeeCents: 1250 }).state().feeNotice).toBeNull()
    }
  })

  it('part 2 §4.2, §7: sends the reason and comment; submitting hides submit and Close and locks the form', async () => {
    const held = heldCancel()
    const { flow, state } = flowFor(PROCESSED, held.cancel)
    flow.setReason(3)
    flow.setComment('Too pricey')
    const submitted = flow.submit()
    expect(held.cancel).toHaveBeenCalledWith(API_CODE, 42, 3, 'Too pricey')
    expect(state()).toMatchObject({
      phase: 'submitting',
      showSubmit: false,
      showClose: false,
      editable: false,
      message: 'Cancelling order PO-1002…',
    })
    flow.setComment('changed')
    expect(await flow.submit()).toBe(false)
    expect(held.cancel).toHaveBeenCalledTimes(1)
    held.answer({ cancelFeeCents: 1250, status: 9 })
    expect(await submitted).toBe(true)
    expect(state().values.comment).toBe('Too pricey')
  })

  it("part 2 §4.2, §8: success titles 'Success!!!', shows Close, hides submit and tells the fee charged", async () => {
    const { flow, state } = flowFor(
      PROCESSED,
      vi.fn(async () => ({ cancelFeeCents: 1250, status: 9 })),
    )
    flow.setComment('Too pricey')
    expect(await flow.submit()).toBe(true)
    expect(state()).toMatchObject({
      phase: 'success',
      title: 'Success!!!',
      feeNotice: null,
      message: 'Order PO-1002 is cancelled. A cancellation fee of $12.50 was charged.',
      showSubmit: false,
      showClose: true,
      editable: false,
      result: { cancelFeeCents: 1250, status: 9 },
    })
    expect(await flow.submit()).toBe(false)
  })

  it("part 2 §4.2, §8: failure titles 'Error!!!' with the error's message, shows Close and allows a retry", async () => {
    const cancel = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('orders.cancel', 200, 'Order can not be cancelled'))
      .mockResolvedValueOnce({ cancelFeeCents: 0, status: 9 })
    const { flow, state } = flowFor(SUBMITTED, cancel)
    flow.setComment('Ordered twice')
    expect(await flow.submit()).toBe(false)
    expect(state()).toMatchObject({
      phase: 'error',
      title: 'Error!!!',
      message: 'Order can not be cancelled',
      showSubmit: true,
      showClose: true,
      editable: true,
    })
    expect(await flow.submit()).toBe(true)
    expect(state()).toMatchObject({
      phase: 'success',
      title: 'Success!!!',
      message: 'Order PO-1001 is cancelled.',
    })
  })

  it("part 2 §4.2, §8: after 'Error!!!', editing or trying again goes back to 'Cancel order {name}'", async () => {
    const cancel = vi.fn().mockRejectedValue(new ApiError('orders.cancel', 200, 'Order can not be cancelled'))
    const { flow, state } = flowFor(SUBMITTED, cancel)
    flow.setComment('Ordered twice')
    await flow.submit()
    expect(state().title).toBe('Error!!!')
    flow.setComment('Ordered twice, sorry')
    expect(state()).toMatchObject({
      phase: 'form',
      title: 'Cancel order PO-1001',
      message: null,
      editable: true,
    })
    await flow.submit()
    expect(state().title).toBe('Error!!!')
    const held = heldCancel()
    const retry = flowFor(SUBMITTED, vi.fn().mockRejectedValueOnce(new ApiError('orders.cancel', 200, 'No')))
    retry.flow.setComment('x')
    await retry.flow.submit()
    retry.cancel.mockImplementationOnce(held.cancel)
    const pending = retry.flow.submit()
    expect(retry.state()).toMatchObject({ phase: 'submitting', title: 'Cancel order PO-1001' })
    held.answer({ cancelFeeCents: 0, status: 9 })
    expect(await pending).toBe(true)
    expect(retry.state().title).toBe('Success!!!')
  })

  it('part 2 §8: a lost answer or a bug shows a text fit for the user', async () => {
    const lost = flowFor(SUBMITTED, vi.fn().mockRejectedValue(new NetworkError('orders.cancel')))
    lost.flow.setComment('x')
    await lost.flow.submit()
    expect(lost.state().message).toBe(new NetworkError('orders.cancel').message)
    const bug = flowFor(SUBMITTED, vi.fn().mockRejectedValue(new TypeError('x is undefined')))
    bug.flow.setComment('x')
    await bug.flow.submit()
    expect(bug.state().message).toBe('An error ocurred while processing your request')
  })

  it('part 2 §7: signed out, nothing is sent and the flow fails', async () => {
    const cancel = vi.fn()
    const flow = createCancelFlow({ order: SUBMITTED, orders: { cancel }, apiCode: () => null })
    flow.setComment('x')
    expect(await flow.submit()).toBe(false)
    expect(cancel).not.toHaveBeenCalled()
    expect(flow.getSnapshot().phase).toBe('error')
  })
})
