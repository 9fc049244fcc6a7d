import { screen, waitFor, within } from '@testing-library/react'
import { createLabelReminder, memoryCookieJar } from '@waybill/sdk-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { actionOrder } from '../../test/cancelFixtures.ts'
import { TEST_API_CODE } from '../../test/fixtures.ts'
import { clickFollows, labelsClient, stubLabelWindow } from '../../test/labelFixtures.ts'
import { renderSignedIn } from '../../test/render.tsx'
import { LabelReminderModal } from './LabelReminderModal.tsx'

const LABEL_URL = 'http://127.0.0.1:1/api/web/delivery/5120/label?api_code=code&update=1'

async function renderReminder() {
  // No real window opens in the tests (happy-dom would load the blob: URL): each test's is a stand-in.
  const labelWindow = stubLabelWindow()
  const labels = labelsClient()
  const onClose = vi.fn()
  const jar = memoryCookieJar()
  const setCookie = vi.spyOn(jar, 'set')
  const view = await renderSignedIn(
    <LabelReminderModal
      order={actionOrder()}
      href={LABEL_URL}
      reminder={createLabelReminder(jar)}
      onClose={onClose}
    />,
    { client: labels.client },
  )
  const dialog = screen.getByRole('dialog', { name: 'Print and attach the label' })
  const print = within(dialog).getByRole('link', { name: 'Print label PO-5120 (opens in a new window)' })
  // The modal opens with the focus on 'Print label'.
  await waitFor(() => expect(document.activeElement).toBe(print))
  return { ...view, dialog, print, onClose, setCookie, label: labels.label, ...labelWindow }
}

type Reminder = Awaited<ReturnType<typeof renderReminder>>

afterEach(() => vi.restoreAllMocks())

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
    const { print, onClose, setCookie, label, open, popup } = await renderReminder()
    expect(print.getAttribute('href')).toBe(LABEL_URL)
    expect(print.getAttribute('target')).toBe('_blank')
    expect(print.getAttribute('rel')).toBe('noopener noreferrer')
    expect(print.textContent).toBe('Print label')
    // Issue 21: the window opens in the click, cut from this page, and shows the PDF from a blob: URL; the link's
    // own URL (with the api code) is not followed.
    expect(clickFollows(print)).toBe(false)
    expect(open).toHaveBeenCalledWith('about:blank', '_blank')
    expect(popup.opener).toBeNull()
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(expect.stringMatching(/^blob:/)))
    expect(label).toHaveBeenCalledWith(TEST_API_CODE, 5120)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(setCookie).not.toHaveBeenCalled()
  })

  it("'Print label' falls back to the link when no window could open (a popup blocker)", async () => {
    const { print, onClose, open } = await renderReminder()
    open.mockImplementation(() => null)
    expect(clickFollows(print)).toBe(true)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['Print label', (view: Reminder) => void clickFollows(view.print)],
    [
      'Cancel',
      (view: Reminder) => view.user.click(within(view.dialog).getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (view: Reminder) => view.user.keyboard('{Escape}')],
    [
      'the ×',
      (view: Reminder) => view.user.click(within(view.dialog).getByRole('button', { name: 'Close' })),
    ],
  ])("part 2 §4.2: 'Don't show this again' applies however the reminder closes: %s", async (_, closeBy) => {
    const view = await renderReminder()
    await view.user.click(within(view.dialog).getByRole('checkbox', { name: "Don't show this again" }))
    expect(view.setCookie).not.toHaveBeenCalled()
    await closeBy(view)
    expect(view.setCookie).toHaveBeenCalledWith('hidelabelreminder', '1', 360)
    expect(view.onClose).toHaveBeenCalledTimes(1)
  })

  it('Cancel closes it without printing and without hiding it', async () => {
    const { dialog, user, onClose, setCookie } = await renderReminder()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(setCookie).not.toHaveBeenCalled()
  })

  it('traps the focus in the dialog (a focus-trapped modal)', async () => {
    const { dialog, user } = await renderReminder()
    for (let step = 0; step < 6; step++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })
})
