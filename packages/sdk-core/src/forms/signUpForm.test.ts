import { describe, expect, it } from 'vitest'
import { isSignUpValid, type SignUpValues, toSignUpInput, validateSignUp } from './signUpForm.ts'

const valid: SignUpValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret',
  mobile: '780-555-1234',
  businessName: 'Analytical Engines',
  region: 2,
}

describe('signUpForm', () => {
  it('accepts a filled form (part 1 §5 Sign-up)', () => {
    const errors = validateSignUp(valid)
    expect(errors).toEqual({})
    expect(isSignUpValid(errors)).toBe(true)
  })

  it.each<[string, Partial<SignUpValues>, keyof ReturnType<typeof validateSignUp>, string]>([
    ['an empty full name', { fullName: '  ' }, 'fullName', 'Full name is required'],
    ['an empty email', { email: '' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'ada@example' }, 'email', 'Enter a valid email address'],
    ['an empty password', { password: '' }, 'password', 'Password is required'],
    ['a mobile that is not Canadian', { mobile: '555-1234' }, 'mobile', 'Phone number must be valid'],
    ['an empty mobile', { mobile: '' }, 'mobile', 'Phone number must be valid'],
    ['an empty business name', { businessName: '' }, 'businessName', 'Business name is required'],
    ['no operating region', { region: null }, 'region', 'Region is required'],
  ])('refuses %s (part 1 §5 Sign-up)', (_, change, field, message) => {
    const errors = validateSignUp({ ...valid, ...change })
    expect(errors).toEqual({ [field]: message })
    expect(isSignUpValid(errors)).toBe(false)
  })

  it('builds the sign-up input with trimmed texts, the full name whole, the password as typed and the mobile as 10 digits (part 1 §3, §5; part 2 §5.6)', () => {
    const input = toSignUpInput({
      ...valid,
      fullName: ' Ada  Lovelace King ',
      email: ' ada@example.com ',
      password: ' pass ',
      mobile: ' +1 (780) 555-1234 ',
      businessName: ' Engines ',
    })
    expect(input).toEqual({
      fullName: 'Ada  Lovelace King',
      email: 'ada@example.com',
      password: ' pass ',
      mobile: '7805551234',
      businessName: 'Engines',
      operatingRegion: 2,
    })
  })

  it('refuses to build a sign-up input without a region (part 1 §5 Sign-up)', () => {
    expect(() => toSignUpInput({ ...valid, region: null })).toThrow(TypeError)
  })
})
