import { describe, expect, it } from 'vitest'
import {
  type AccountDetailsErrors,
  type AccountDetailsValues,
  accountDetailsValues,
  isAccountDetailsValid,
  toPickupAddress,
  validateAccountDetails,
} from './accountDetailsForm.ts'

const valid: AccountDetailsValues = {
  phone: '(403) 555-0199',
  street: '200 Barclay Parade SW',
  appt: '',
  city: 'Calgary',
  province: 'Alberta',
  postalCode: 'T2P 4R5',
}

describe('accountDetailsForm', () => {
  it('accepts a filled form with no suite (part 1 §5 Account details: appt optional)', () => {
    const errors = validateAccountDetails(valid)
    expect(errors).toEqual({})
    expect(isAccountDetailsValid(errors)).toBe(true)
  })

  it.each<[string, Partial<AccountDetailsValues>, keyof AccountDetailsErrors, string]>([
    ['an empty phone', { phone: ' ' }, 'phone', 'Phone number is required'],
    ['a phone that is not Canadian', { phone: '555 0199' }, 'phone', 'Phone number must be valid'],
    ['an empty street', { street: '' }, 'street', 'Address is required'],
    ['an empty city', { city: '' }, 'city', 'City is required'],
    ['a city with digits', { city: 'Calgary 2' }, 'city', 'Invalid entry'],
    ['an empty province', { province: '  ' }, 'province', 'Province is required'],
    ['a province with digits', { province: 'AB1' }, 'province', 'Invalid entry'],
    ['an empty postal code', { postalCode: '' }, 'postalCode', 'A postal code is required'],
    [
      'a postal code not in the Canadian format',
      { postalCode: '90210' },
      'postalCode',
      'Must be a valid postal code',
    ],
  ])('refuses %s (part 1 §5 Account details)', (_, change, field, message) => {
    const errors = validateAccountDetails({ ...valid, ...change })
    expect(errors).toEqual({ [field]: message })
    expect(isAccountDetailsValid(errors)).toBe(false)
  })

  it('accepts a postal code without its middle space (part 1 §5 Account details)', () => {
    expect(validateAccountDetails({ ...valid, postalCode: 't2p4r5' })).toEqual({})
  })

  it("starts from the account's saved phone and pickup location (part 1 §2 Account details)", () => {
    const account = {
      mobile: '7805550100',
      pickupAddress: {
        street: '10 Jasper Ave',
        appt: '4',
        city: 'Edmonton',
        province: 'AB',
        postalCode: 'T5J 3N4',
      },
    }
    expect(accountDetailsValues(account)).toEqual({
      phone: '7805550100',
      street: '10 Jasper Ave',
      appt: '4',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J 3N4',
    })
  })

  it('starts empty while the account is not loaded, or has no mobile yet (part 1 §2 Account details)', () => {
    const empty = { phone: '', street: '', appt: '', city: '', province: '', postalCode: '' }
    expect(accountDetailsValues(null)).toEqual(empty)
    const fresh = {
      mobile: null,
      pickupAddress: { street: '', appt: '', city: '', province: '', postalCode: '' },
    }
    expect(accountDetailsValues(fresh)).toEqual(empty)
  })

  it('builds the pickup location with trimmed texts (part 1 §3 Pickup location)', () => {
    expect(
      toPickupAddress({ ...valid, street: ' 200 Barclay Parade SW ', appt: ' 5 ', city: ' Calgary ' }),
    ).toEqual({
      street: '200 Barclay Parade SW',
      appt: '5',
      city: 'Calgary',
      province: 'Alberta',
      postalCode: 'T2P 4R5',
    })
  })
})
