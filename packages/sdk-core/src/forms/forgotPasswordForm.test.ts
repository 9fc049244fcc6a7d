import { describe, expect, it } from 'vitest'
import {
  type ForgotPasswordErrors,
  type ForgotPasswordStep,
  type ForgotPasswordValues,
  isForgotPasswordValid,
  toResetPasswordInput,
  toVerifyOtpInput,
  validateForgotPassword,
} from './forgotPasswordForm.ts'

const values: ForgotPasswordValues = { email: 'dana@example.com', otp: '482913', password: 'secret' }

describe('forgotPasswordForm', () => {
  it.each<ForgotPasswordStep>(['email', 'otp', 'password'])(
    'accepts a filled %s step (part 2 §5.4)',
    (step) => {
      const errors = validateForgotPassword(values, step)
      expect(errors).toEqual({})
      expect(isForgotPasswordValid(errors)).toBe(true)
    },
  )

  it.each<[string, ForgotPasswordStep, Partial<ForgotPasswordValues>, ForgotPasswordErrors]>([
    ['an empty email', 'email', { email: ' ' }, { email: 'Email is required' }],
    ['a malformed email', 'email', { email: 'dana@example' }, { email: 'Enter a valid email address' }],
    ['an empty passcode', 'otp', { otp: '' }, { otp: 'OTP required' }],
    ['a 5-character passcode', 'otp', { otp: '48291' }, { otp: 'OTP required' }],
    ['a 7-character passcode', 'otp', { otp: '4829134' }, { otp: 'OTP required' }],
    ['an empty new password', 'password', { password: '' }, { password: 'Must enter a new password' }],
    [
      'a 5-character password',
      'password',
      { password: 'short' },
      { password: 'Password must be at least 6 characters' },
    ],
  ])('refuses %s in the %s step (part 2 §5.4 Forgot password)', (_, step, change, expected) => {
    const errors = validateForgotPassword({ ...values, ...change }, step)
    expect(errors).toEqual(expected)
    expect(isForgotPasswordValid(errors)).toBe(false)
  })

  it('checks only the field of the current step (part 2 §2.8: three steps)', () => {
    const empty = { email: '', otp: '', password: '' }
    expect(Object.keys(validateForgotPassword(empty, 'email'))).toEqual(['email'])
    expect(Object.keys(validateForgotPassword(empty, 'otp'))).toEqual(['otp'])
    expect(Object.keys(validateForgotPassword(empty, 'password'))).toEqual(['password'])
  })

  it('accepts a 6-character passcode of letters and a passcode typed with spaces around (part 2 §5.4)', () => {
    expect(validateForgotPassword({ ...values, otp: 'AB12CD' }, 'otp')).toEqual({})
    expect(validateForgotPassword({ ...values, otp: ' 482913 ' }, 'otp')).toEqual({})
  })

  it('builds the passcode check and the reset inputs with the token of step 1 (part 2 §2.8, §7)', () => {
    const typed = { email: ' dana@example.com ', otp: ' 482913 ', password: ' new pass ' }
    expect(toVerifyOtpInput(typed, 'tok')).toEqual({
      email: 'dana@example.com',
      otp: '482913',
      resetPasswordToken: 'tok',
    })
    expect(toResetPasswordInput(typed, 'tok')).toEqual({
      password: ' new pass ',
      otp: '482913',
      resetPasswordToken: 'tok',
    })
  })
})
