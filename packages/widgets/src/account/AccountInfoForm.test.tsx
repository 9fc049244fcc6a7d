import { screen } from '@testing-library/react'
import { ApiError } from '@waybill/sdk-core'
import { describe, expect, it } from 'vitest'
import { accountClient } from '../../test/accountFixtures.ts'
import { ACCOUNT, accountWith, TEST_API_CODE } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { AccountInfoForm } from './AccountInfoForm.tsx'
import { CreditBalance } from './CreditBalance.tsx'

async function renderForm(account = ACCOUNT) {
  const fake = accountClient(account)
  const view = await renderSignedIn(
    <>
      <CreditBalance />
      <AccountInfoForm />
    </>,
    { client: fake.client },
  )
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
  const save = screen.getByRole('button', { name: 'Save' })
  return { ...fake, ...view, field, save }
}

describe('AccountInfoForm (part 2 §2.6 Account Info, §5.6)', () => {
  it('is prefilled from the session account (part 2 §3.3)', async () => {
    const { field } = await renderForm(accountWith({ billingAddress: 'billing@prairieparcel.test' }))
    expect(field('First Name').value).toBe('Dana')
    expect(field('Last Name').value).toBe('Demo')
    expect(field('Business Name').value).toBe('Prairie Parcel Co.')
    expect(field('Email').value).toBe('dana@prairieparcel.test')
    expect(field('Mobile').value).toBe('7805551234')
    expect(field('Billing Address').value).toBe('billing@prairieparcel.test')
  })

  it("saves, re-fetches company info and says 'Data Saved Succesfully' (part 2 §7 Account and cards, §8)", async () => {
    const { user, field, save, calls, session } = await renderForm()
    await user.clear(field('Business Name'))
    await user.type(field('Business Name'), '  Prairie Parcels Ltd ')
    const fetched = calls.companyInfo.mock.calls.length
    await user.click(save)
    await settle()
    expect(calls.updateUser).toHaveBeenCalledWith(TEST_API_CODE, {
      firstName: 'Dana',
      lastName: 'Demo',
      businessName: 'Prairie Parcels Ltd',
      email: 'dana@prairieparcel.test',
      mobile: '7805551234',
      billingAddress: null,
    })
    expect(session.refreshAccount).toHaveBeenCalledOnce()
    expect(calls.companyInfo).toHaveBeenCalledTimes(fetched + 1)
    expect(screen.getByRole('status').textContent).toBe('Data Saved Succesfully')
  })

  it.each([
    ['First Name', '', 'Please Add User First Name'],
    ['Last Name', '', 'Please Add User Last Name'],
    ['Business Name', '', 'Please Add User Business Name'],
    ['Email', '', 'Please Add User E-mail & Verify Format'],
    ['Email', 'dana@', 'Entered value does not match email format'],
    ['Mobile', '780555123', 'Please Add User Mobile Only 10 Digits Are Accepted'],
  ])('%s %j shows %j word for word and saves nothing (part 2 §5.6)', async (label, typed, message) => {
    const { user, field, save, calls } = await renderForm()
    await user.clear(field(label))
    if (typed) await user.type(field(label), typed)
    await user.click(save)
    const error = screen.getByText(message)
    expect(field(label).getAttribute('aria-invalid')).toBe('true')
    expect(field(label).getAttribute('aria-describedby')).toContain(error.parentElement?.id)
    expect(document.activeElement).toBe(field(label))
    expect(calls.updateUser).not.toHaveBeenCalled()
  })

  it('shows a field check the server refused (422) and logs it; saves nothing else (part 2 §8)', async () => {
    const { user, save, calls, logger, session } = await renderForm()
    calls.updateUser.mockRejectedValueOnce(
      new ApiError('account.updateUser', 422, 'The email has already been taken.'),
    )
    await user.click(save)
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('The email has already been taken.')
    expect(logger.error).toHaveBeenCalledWith('Error saving account info', expect.any(ApiError))
    expect(session.refreshAccount).not.toHaveBeenCalled()
    expect(screen.queryByText('Data Saved Succesfully')).toBeNull()
  })

  it("shows a refused save in the form's alert, never under a field: updateUser names none (part 2 §8)", async () => {
    const { user, save, calls, field } = await renderForm()
    // Even an error that names a field (account.updateUser never sets one) is shown for the form as a whole.
    calls.updateUser.mockRejectedValueOnce(
      new ApiError('account.updateUser', 422, 'Rejected.', 'The email has already been taken.', 'email'),
    )
    await user.click(save)
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('The email has already been taken.')
    expect(field('Email').getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.getAllByText('The email has already been taken.')).toHaveLength(1)
  })

  it('only logs any other failure (part 2 §8 account call failures)', async () => {
    const { user, save, calls, logger } = await renderForm()
    calls.updateUser.mockRejectedValueOnce(new ApiError('account.updateUser', 500, 'Server Error'))
    await user.click(save)
    await settle()
    expect(logger.error).toHaveBeenCalledOnce()
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

describe('CreditBalance (part 2 §2.6, part 1 §9 money in cents)', () => {
  it("shows 'Current Credit Balance' in dollars", async () => {
    await renderForm(accountWith({ credit: 123456 }))
    const balance = screen.getByRole('region', { name: 'Current Credit Balance' })
    expect(balance.textContent).toContain('$1,234.56')
  })
})
