import { screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '@waybill/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import { actionOrder, cancelClient, PROCESSED_ORDER } from '../../test/cancelFixtures.ts'
import { TEST_API_CODE } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { CancelModal } from './CancelModal.tsx'

const SUBMITTED_ORDER = actionOrder()

async function renderModal(order = SUBMITTED_ORDER, fake = cancelClient()) {
  const onClose = vi.fn()
  const onCancelled = vi.fn()
  const view = await renderSignedIn(
    <CancelModal order={order} onClose={onClose} onCancelled={onCancelled} />,
    {
      client: fake.client,
    },
  )
  const dialog = screen.getByRole('dialog', { name: `Cancel order ${order.name}` })
  return { ...view, fake, dialog, onClose, onCancelled }
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .map((button) => button.textContent)

describe('CancelModal (part 2 §4.2, §8 Cancel)', () => {
  it('offers the four reasons, reason 1 first and chosen, and a comment (part 2 §4.2)', async () => {
    const { dialog } = await renderModal()
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement
    expect([...reason.options].map((option) => option.text)).toEqual([
      'I changed my mind',
      'Not needed anymore',
      'Too expensive',
      'Nobody came/Too slow',
    ])
    expect(reason.selectedOptions[0]?.text).toBe('I changed my mind')
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toBeTruthy()
    expect(buttonNames(dialog)).toEqual(['Keep order', 'Cancel order'])
  })

  it("requires a comment: 'Comment is required.' under it, focused, nothing sent (part 2 §4.2, §5.1)", async () => {
    const { dialog, user, fake } = await renderModal()
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' })
    await user.type(comment, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(fake.cancel).not.toHaveBeenCalled()
    expect(comment.getAttribute('aria-invalid')).toBe('true')
    const describedBy = comment.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Comment is required.')
    expect(document.activeElement).toBe(comment)
    await user.type(comment, 'Ordered twice')
    expect(comment.getAttribute('aria-invalid')).toBeNull()
  })

  it('shows the cancellation fee of a processed order before the user confirms (part 2 §4.2)', async () => {
    const { dialog } = await renderModal(PROCESSED_ORDER)
    expect(
      within(dialog).getByText('Cancelling this order now costs a cancellation fee of $7.50.'),
    ).toBeTruthy()
    const submitted = await renderModal()
    expect(within(submitted.dialog).queryByText(/cancellation fee/)).toBeNull()
  })

  it("sends the reason and comment; while submitting there is neither submit nor Close; then 'Success!!!' (part 2 §4.2)", async () => {
    const fake = cancelClient()
    fake.hold()
    const { dialog, user, onCancelled, onClose } = await renderModal(PROCESSED_ORDER, fake)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Too expensive')
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Found a cheaper way')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(fake.cancel).toHaveBeenCalledWith(TEST_API_CODE, PROCESSED_ORDER.id, 3, 'Found a cheaper way')
    expect(buttonNames(dialog)).toEqual([])
    expect(within(dialog).getByRole('status').textContent).toBe('Cancelling order PO-5121…')
    expect(document.activeElement).toBe(within(dialog).getByRole('status'))
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()

    fake.answer({ cancelFeeCents: 750, status: 9 })
    const done = await screen.findByRole('dialog', { name: 'Success!!!' })
    expect(within(done).getByRole('status').textContent).toBe(
      'Order PO-5121 is cancelled. A cancellation fee of $7.50 was charged.',
    )
    expect(within(done).queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(within(done).queryByRole('textbox')).toBeNull()
    expect(onCancelled).toHaveBeenCalledWith(PROCESSED_ORDER, { cancelFeeCents: 750, status: 9 })
    const close = within(done).getByText('Close')
    await waitFor(() => expect(document.activeElement).toBe(close))
    await user.click(close)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("titles a failure 'Error!!!', announces its message, shows Close and lets the user try again (part 2 §4.2, §8)", async () => {
    const fake = cancelClient()
    fake.failWith(new ApiError('orders.cancel', 200, 'This order can no longer be cancelled'))
    const { dialog, user, onCancelled, onClose } = await renderModal(SUBMITTED_ORDER, fake)
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Ordered twice')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    const failed = await screen.findByRole('dialog', { name: 'Error!!!' })
    expect(within(failed).getByRole('alert').textContent).toBe('This order can no longer be cancelled')
    expect(within(failed).getByText('Close')).toBeTruthy()
    expect(within(failed).getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    expect(onCancelled).not.toHaveBeenCalled()

    await user.click(within(failed).getByRole('button', { name: 'Cancel order' }))
    await settle()
    expect(fake.cancel).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('dialog', { name: 'Success!!!' })).toBeTruthy()
    expect(onCancelled).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows no Close on the form; Keep order and Escape leave without cancelling (part 2 §4.2)', async () => {
    const { dialog, user, onClose, fake } = await renderModal()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' })
    await waitFor(() => expect(document.activeElement).toBe(comment))
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(fake.cancel).not.toHaveBeenCalled()
  })

  it('traps the focus in the dialog, starting on the comment (Modal)', async () => {
    const { dialog, user } = await renderModal()
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Comment' })),
    )
    for (let i = 0; i < 6; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })
})
