import { act, fireEvent, screen, within } from '@testing-library/react'
import type { Account } from '@waybill/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import {
  FAILED_HEADING,
  failedItems,
  failedList,
  fillDetailsForm,
  renderDetailsForm,
  TOMORROW,
} from '../../../test/detailsFixtures.ts'
import { ACCOUNT } from '../../../test/fixtures.ts'
import { ORDER_NOW } from '../../../test/orderFixtures.ts'
import { settle } from '../../../test/render.tsx'

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Order Summary' })

/** Company info failing at sign-in, then answering `later` (a promise the test settles). */
function failingThen(later: () => Promise<Account>) {
  return vi
    .fn<(apiCode: string) => Promise<Account>>()
    .mockRejectedValueOnce(new Error('down'))
    .mockImplementation(later)
}

describe('the failing sections list (part 1 §2, §5; part 2 §5.1)', () => {
  it('is a region named by its heading, focused once, not an alert', async () => {
    await renderDetailsForm()
    expect(screen.queryByRole('region', { name: FAILED_HEADING })).toBeNull()
    fireEvent.click(button())
    const list = failedList()
    expect(screen.getByRole('heading', { level: 3, name: FAILED_HEADING })).toBeTruthy()
    expect(list.getAttribute('tabindex')).toBe('-1')
    expect(document.activeElement).toBe(list)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('marks the reference name and package count invalid while their sections fail', async () => {
    const { draft } = await renderDetailsForm()
    draft.setPackageCount(0)
    await settle()
    const name = screen.getByLabelText('Reference Name')
    const count = screen.getByLabelText('Package count')
    expect(name.getAttribute('aria-invalid')).toBeNull()
    fireEvent.click(button())
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(count.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBeNull()
    await fillDetailsForm()
    draft.setPackageCount(1)
    await settle()
    fireEvent.click(button())
    expect(name.getAttribute('aria-invalid')).toBeNull()
    expect(count.getAttribute('aria-invalid')).toBeNull()
  })
})

describe('after a failed attempt the list follows the draft (issue 21; part 1 §5)', () => {
  it('takes a fixed section off the list and its red border away at once, and lists one broken again', async () => {
    const { draft } = await renderDetailsForm()
    fireEvent.click(button())
    const name = screen.getByLabelText('Reference Name')
    expect(failedItems().some((item) => item?.startsWith('Reference Name'))).toBe(true)
    await act(async () => draft.setItemName('Cake order'))
    expect(failedItems().some((item) => item?.startsWith('Reference Name'))).toBe(false)
    expect(name.getAttribute('aria-invalid')).toBeNull()
    await act(async () => draft.setItemName(''))
    expect(failedItems().some((item) => item?.startsWith('Reference Name'))).toBe(true)
    expect(name.getAttribute('aria-invalid')).toBe('true')
  })

  it('leaves no list once every section is fixed', async () => {
    const { draft } = await renderDetailsForm()
    fireEvent.click(button())
    const list = failedList()
    expect(document.activeElement).toBe(list)
    await fillDetailsForm()
    await act(async () => draft.setItemName('Cake order'))
    expect(screen.queryByRole('region', { name: FAILED_HEADING })).toBeNull()
  })
})

describe('saving waits for the account (part 1 §5 insurance value, §8 company info)', () => {
  it('checks nothing while the account loads, with the button disabled and saying why', async () => {
    let answer: (account: Account) => void = () => {}
    const pending = new Promise<Account>((resolve) => {
      answer = resolve
    })
    const { session, onSaved } = await renderDetailsForm({ companyInfo: failingThen(() => pending) })
    await act(async () => {
      void session.refreshAccount()
    })
    expect(button().disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('Loading account…')
    await fillDetailsForm()
    fireEvent.submit(button().form as HTMLFormElement)
    expect(screen.queryByRole('region', { name: FAILED_HEADING })).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => answer(ACCOUNT))
    expect(button().disabled).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('')
    fireEvent.click(button())
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    expect(onSaved).toHaveBeenCalledWith('summary')
  })

  it("offers 'Try again' when the account failed to load", async () => {
    let down = true
    const companyInfo = async () => {
      if (down) throw new Error('down')
      return ACCOUNT
    }
    const { session } = await renderDetailsForm({ companyInfo })
    expect(button().disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe(
      'Your account details could not be loaded, so this delivery cannot be checked yet.',
    )
    down = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await settle()
    expect(session.refreshAccount).toHaveBeenCalledOnce()
    expect(button().disabled).toBe(false)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

describe('Confirm checks again (part 1 §5: the windows are checked against the time now)', () => {
  it('closes the modal and lists the window that passed while it was open; nothing is saved', async () => {
    let clock = ORDER_NOW
    const { orderList, onSaved } = await renderDetailsForm({ now: () => clock })
    await fillDetailsForm()
    // A real click focuses the button: the modal returns the focus there when it closes.
    button().focus()
    fireEvent.click(button())
    const dialog = screen.getByRole('dialog', { name: 'Are your packages ready?' })
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Confirm' })),
    )
    // Tomorrow 12:30 in Edmonton (UTC−6): the 09:00–12:00 pickup window has ended.
    clock = Date.parse(`${TOMORROW}T18:30:00Z`)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(failedItems().some((item) => item?.startsWith('Pickup Time'))).toBe(true)
    expect(document.activeElement).toBe(failedList())
    expect(onSaved).not.toHaveBeenCalled()
    expect(orderList.count()).toBe(0)
  })
})
