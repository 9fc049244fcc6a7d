import { describe, expect, it } from 'vitest'
import {
  type AccountFormErrors,
  type AccountFormValues,
  accountFormValues,
  isAccountFormValid,
  toAccountUpdate,
  validateAccountForm,
} from './accountForm.ts'

const values: AccountFormValues = {
  firstName: 'Dana',
  lastName: 'Scully',
  businessName: 'Prairie Florist',
  email: 'dana@prairie.example',
  mobile: '7805551234',
  billingAddress: '',
}
const long = 'x'.repeat(192)

describe('accountForm', () => {
  it.each<[string, Partial<AccountFormValues>]>([
    ['an empty billing address', {}],
    ['comma-separated billing emails', { billingAddress: 'accounts@ledger.example, ap@ledger.example' }],
    ['a postal billing address', { billingAddress: '200 Barclay Parade SW, Calgary, AB T2P 4R5' }],
    ['191-character names', { firstName: 'x'.repeat(191), billingAddress: 'y'.repeat(191) }],
  ])('accepts a form with %s (part 2 §5.6)', (_, change) => {
    const errors = validateAccountForm({ ...values, ...change })
    expect(errors).toEqual({})
    expect(isAccountFormValid(errors)).toBe(true)
  })

  it.each<[string, Partial<AccountFormValues>, AccountFormErrors]>([
    ['an empty first name', { firstName: ' ' }, { firstName: 'Please Add User First Name' }],
    ['a 192-character first name', { firstName: long }, { firstName: 'Please Add User First Name' }],
    ['an empty last name', { lastName: '' }, { lastName: 'Please Add User Last Name' }],
    ['a 192-character last name', { lastName: long }, { lastName: 'Please Add User Last Name' }],
    ['an empty business name', { businessName: '' }, { businessName: 'Please Add User Business Name' }],
    [
      'a 192-character business name',
      { businessName: long },
      { businessName: 'Please Add User Business Name' },
    ],
    ['an empty email', { email: '' }, { email: 'Please Add User E-mail & Verify Format' }],
    [
      'a 192-character email',
      { email: `${'d'.repeat(180)}@example.com` },
      { email: 'Please Add User E-mail & Verify Format' },
    ],
    ['a malformed email', { email: 'dana@prairie' }, { email: 'Entered value does not match email format' }],
    ['two emails', { email: 'a@b.ca, c@d.ca' }, { email: 'Entered value does not match email format' }],
    [
      'a mobile with separators',
      { mobile: '780-555-1234' },
      { mobile: 'Please Add User Mobile Only 10 Digits Are Accepted' },
    ],
    [
      'a 9-digit mobile',
      { mobile: '780555123' },
      { mobile: 'Please Add User Mobile Only 10 Digits Are Accepted' },
    ],
    [
      'an 11-digit mobile',
      { mobile: '17805551234' },
      { mobile: 'Please Add User Mobile Only 10 Digits Are Accepted' },
    ],
    [
      'a 192-character billing address',
      { billingAddress: long },
      { billingAddress: 'Billing address must be 191 characters or fewer' },
    ],
  ])('refuses %s (part 2 §5.6 Account form)', (_, change, expected) => {
    const errors = validateAccountForm({ ...values, ...change })
    expect(errors).toEqual(expected)
    expect(isAccountFormValid(errors)).toBe(false)
  })

  it('builds the account update with trimmed texts and an empty billing address as null (part 2 §5.6, §7)', () => {
    expect(toAccountUpdate({ ...values, firstName: ' Dana ', billingAddress: '  ' })).toEqual({
      firstName: 'Dana',
      lastName: 'Scully',
      businessName: 'Prairie Florist',
      email: 'dana@prairie.example',
      mobile: '7805551234',
      billingAddress: null,
    })
    expect(toAccountUpdate({ ...values, billingAddress: ' ap@ledger.example ' }).billingAddress).toBe(
      'ap@ledger.example',
    )
  })

  it('fills the form from the account, a missing mobile or billing address as empty (part 2 §2.6)', () => {
    const account = { ...values, mobile: null, billingAddress: null }
    expect(accountFormValues(account)).toEqual({ ...values, mobile: '', billingAddress: '' })
  })
})
