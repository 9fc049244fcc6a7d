import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { actionOrder } from '../../test/cancelFixtures.ts'
import { clickFollows, labelsClient } from '../../test/labelFixtures.ts'
import { renderSignedIn } from '../../test/render.tsx'
import { LabelReminderModal } from './LabelReminderModal.tsx'

const LABEL_URL = 'http://127.0.0.1:1/api/web/delivery/5120/label?api_code=code&update=1'

async function renderReminder() {
  const onClose = vi.fn()
  const view = await renderSignedIn(
    <LabelReminderModal order={actionOrder()} href={LABEL_URL} onClose={onClose} />,
    { client: labelsClient().client },
  )
  const dialog = screen.getByRole('dialog', { name: 'Print and attach the label' })
  const print = within(dialog).getByRole('link', { name: 'Print label PO-5120 (opens in a new window)' })
  // The modal opens with the focus on 'Print label'.
  await waitFor(() => expect(document.activeElement).toBe(print))
  return { ...view, dialog, print, onClose }
}

describe('LabelReminderModal (part 2 §2.1, §4.2)', () => {
  it('says the label must be printed and attached, and that editing voids it so the new one must be printed', async () => {
    const { dialog } = await renderReminder()
    expect(
      within(dialog).getByText(
        'Print this label and attach it to the package before the driver picks it up.',
      ),
    ).toBeTruthy()
    expect(
      within(dialog).getByText(
        'If you edit this delivery, this label becomes void: print the new label and attach it instead.',
      ),
    ).toBeTruthy()
    const box = within(dialog).getByRole('checkbox', { name: "Don't show this again" }) as HTMLInputElement
    expect(box.checked).toBe(false)
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
  })

  it("'Print label' opens the label in a new window without handing it this page, and closes the modal", async () => {
    const { print, onClose } = await renderReminder()
    expect(print.getAttribute('href')).toBe(LABEL_URL)
    expect(print.getAttribute('target')).toBe('_blank')
    expect(print.getAttribute('rel')).toBe('noopener noreferrer')
    expect(print.textContent).toBe('Print label')
    // The click is not cancelled: the link itself opens the label.
    expect(clickFollows(print)).toBe(true)
    expect(onClose).toHaveBeenCalledWith(false)
  })

  it("part 2 §4.2: closes with 'hide' when 'Don't show this again' is ticked, however it closes", async () => {
    const printed = await renderReminder()
    await printed.user.click(within(printed.dialog).getByRole('checkbox', { name: "Don't show this again" }))
    expect(clickFollows(printed.print)).toBe(true)
    expect(printed.onClose).toHaveBeenCalledWith(true)
    printed.unmount()

    const escaped = await renderReminder()
    await escaped.user.click(within(escaped.dialog).getByRole('checkbox', { name: "Don't show this again" }))
    await escaped.user.keyboard('{Escape}')
    expect(escaped.onClose).toHaveBeenCalledWith(true)
  })

  it('Cancel closes it without printing and without hiding it', async () => {
    const { dialog, user, onClose } = await renderReminder()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledWith(false)
  })

  it('traps the focus in the dialog (a focus-trapped modal)', async () => {
    const { dialog, user } = await renderReminder()
    for (let step = 0; step < 6; step++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })
})
