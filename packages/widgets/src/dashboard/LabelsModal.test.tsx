import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '@waybill/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import { TEST_API_CODE } from '../../test/fixtures.ts'
import { LABELS_PDF_URL, labelsClient } from '../../test/labelFixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { LabelsModal } from './LabelsModal.tsx'

const IDS = [101, 105]

async function renderModal(fake = labelsClient()) {
  const onClose = vi.fn()
  const view = await renderSignedIn(<LabelsModal ids={IDS} onClose={onClose} />, {
    client: fake.client,
  })
  const dialog = screen.getByRole('dialog', { name: 'Download labels' })
  // The modal opens with the focus on the first size.
  await waitFor(() => expect(document.activeElement).toBe(radio(dialog, 'A6 (4x6)')))
  return { ...view, fake, dialog, onClose }
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .map((button) => button.textContent)

const dateBox = (dialog: HTMLElement) => within(dialog).getByLabelText('Pickup date') as HTMLInputElement
const timeSelect = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: 'Pickup time' }) as HTMLSelectElement
const radio = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('radio', { name }) as HTMLInputElement

describe('LabelsModal (part 2 §2.1, §4.7, §9)', () => {
  it('opens on A6 (4x6) and name ascending, any pickup date and time (part 2 §9)', async () => {
    const { dialog } = await renderModal()
    const size = within(dialog).getByRole('group', { name: 'Size' })
    expect(
      within(size)
        .getAllByRole('radio')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['A6 (4x6)', 'A7 (3x4)'])
    expect(radio(dialog, 'A6 (4x6)').checked).toBe(true)
    const order = within(dialog).getByRole('group', { name: 'Label order' })
    expect(
      within(order)
        .getAllByRole('radio')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Name ascending', 'Name descending'])
    expect(radio(dialog, 'Name ascending').checked).toBe(true)
    expect(dateBox(dialog).type).toBe('date')
    expect(dateBox(dialog).value).toBe('')
    expect([...timeSelect(dialog).options].map((option) => option.text)).toEqual(['Any time'])
    expect(timeSelect(dialog).disabled).toBe(true)
    expect(buttonNames(dialog)).toEqual(['×', 'Cancel', 'Get labels'])
  })

  it("loads the date's pickup times, then sends the ticked ids with A7, descending, the date and the time (part 2 §7, §9)", async () => {
    const { dialog, user, fake } = await renderModal()
    await user.click(radio(dialog, 'A7 (3x4)'))
    await user.click(radio(dialog, 'Name descending'))
    // The closed time choice says why (its description).
    expect(timeSelect(dialog).disabled).toBe(true)
    const hint = () =>
      document.getElementById(timeSelect(dialog).getAttribute('aria-describedby') ?? '')?.textContent
    expect(hint()).toBe('Choose a pickup date to pick one of its times.')
    fireEvent.change(dateBox(dialog), { target: { value: '2026-11-23' } })
    await settle()
    expect(hint()).toBeUndefined()
    expect(fake.pickupTimesForLabels).toHaveBeenCalledWith(TEST_API_CODE, '2026-11-23')
    expect([...timeSelect(dialog).options].map((option) => option.text)).toEqual([
      'Any time',
      '09:00 - 11:00',
      '13:00 - 15:00',
    ])
    await user.selectOptions(timeSelect(dialog), '13:00 - 15:00')
    await user.click(within(dialog).getByRole('button', { name: 'Get labels' }))
    await settle()
    expect(fake.orderedLabels).toHaveBeenCalledWith(TEST_API_CODE, {
      ids: IDS,
      small: true,
      order: 'desc',
      pickupDate: '2026-11-23',
      pickupTime: '13:00 - 15:00',
    })
  })

  it('clears the pickup date with its button, which empties the times and gives the focus back to the box', async () => {
    const { dialog, user } = await renderModal()
    fireEvent.change(dateBox(dialog), { target: { value: '2026-11-23' } })
    await settle()
    await user.selectOptions(timeSelect(dialog), '09:00 - 11:00')
    await user.click(within(dialog).getByRole('button', { name: 'Clear pickup date' }))
    expect(dateBox(dialog).value).toBe('')
    expect(timeSelect(dialog).value).toBe('')
    expect([...timeSelect(dialog).options].map((option) => option.text)).toEqual(['Any time'])
    expect(document.activeElement).toBe(dateBox(dialog))
    expect(within(dialog).queryByRole('button', { name: 'Clear pickup date' })).toBeNull()
  })

  it("part 2 §4.7 ok: 'Success, you will receive an email with your labels.', a link to the PDF in a new window, Close", async () => {
    const { dialog, user, onClose } = await renderModal()
    await user.click(within(dialog).getByRole('button', { name: 'Get labels' }))
    await settle()
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Success, you will receive an email with your labels.',
    )
    const link = within(dialog).getByRole('link', { name: 'Open the labels now (opens in a new window)' })
    expect(link.getAttribute('href')).toBe(LABELS_PDF_URL)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(within(dialog).queryByRole('radio')).toBeNull()
    const close = within(dialog).getByText('Close')
    await waitFor(() => expect(document.activeElement).toBe(close))
    await user.click(close)
    // Part 2 §4.7: closing after the answer tells the screen to clear the ticks and reload the list.
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledWith(true)
  })

  it("part 2 §4.7 fail, §8: 'There was a problem, please try again' is announced; closing tells the screen", async () => {
    const fake = labelsClient()
    fake.failWith(new ApiError('labels.orderedLabels', 500, 'Boom'))
    const { dialog, user, onClose } = await renderModal(fake)
    await user.click(within(dialog).getByRole('button', { name: 'Get labels' }))
    await settle()
    expect(within(dialog).getByRole('alert').textContent).toBe('There was a problem, please try again')
    expect(within(dialog).queryByRole('link')).toBeNull()
    expect(buttonNames(dialog)).toEqual(['×', 'Close'])
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledWith(true)
  })

  it('part 2 §4.7: while sending, the form is locked, nothing submits twice and nothing closes it', async () => {
    const fake = labelsClient()
    fake.hold()
    const { dialog, user, onClose } = await renderModal(fake)
    const submit = within(dialog).getByRole('button', { name: 'Get labels' })
    await user.click(submit)
    expect(within(dialog).getByRole('status').textContent).toBe('Preparing your labels…')
    expect(document.activeElement).toBe(within(dialog).getByRole('status'))
    expect(buttonNames(dialog)).toEqual([])
    expect((within(dialog).getByRole('group', { name: 'Size' }) as HTMLFieldSetElement).disabled).toBe(true)
    await user.click(radio(dialog, 'A7 (3x4)'))
    expect(radio(dialog, 'A6 (4x6)').checked).toBe(true)
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement)
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(fake.orderedLabels).toHaveBeenCalledTimes(1)
    fake.answer()
    await settle()
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Success, you will receive an email with your labels.',
    )
  })

  it('leaves the form by Cancel or Escape without asking anything; the list needs no reload then', async () => {
    const first = await renderModal()
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }))
    first.unmount()
    const second = await renderModal()
    await second.user.keyboard('{Escape}')
    for (const { onClose, fake } of [first, second]) {
      expect(onClose).toHaveBeenCalledTimes(1)
      expect(onClose).toHaveBeenCalledWith(false)
      expect(fake.orderedLabels).not.toHaveBeenCalled()
    }
  })

  it('traps the focus in the dialog (a focus-trapped modal)', async () => {
    const { dialog, user } = await renderModal()
    for (let step = 0; step < 12; step++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })
})
