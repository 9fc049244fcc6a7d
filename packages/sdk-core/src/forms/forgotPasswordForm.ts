import type { ResetPasswordInput, VerifyOtpInput } from '../domain/auth.ts'
import { messages } from '../domain/messages.ts'
import { hasNoErrors, isBlank, isValidEmail } from './patterns.ts'

/**
 * The steps of the password reset, in order; after 'password' the user returns to login (part 2 §2.8, §4.8).
 *
 * @internal
 */
export type ForgotPasswordStep = 'email' | 'otp' | 'password'

/**
 * The password reset's values as typed across its three steps (part 2 §2.8).
 *
 * @internal
 */
export interface ForgotPasswordValues {
  /** Step 1: the account's email ('Reset your password'). */
  readonly email: string
  /** Step 2: the one-time passcode sent to that email ('Email sent to `{email}`'). */
  readonly otp: string
  /** Step 3: the new password ('Change password'); never trimmed. */
  readonly password: string
}

/**
 * Field messages of the current step; a valid field has none.
 *
 * @internal
 */
export interface ForgotPasswordErrors {
  /** 'Email is required' or 'Enter a valid email address'. */
  email?: string
  /** 'OTP required': the passcode is not exactly 6 characters. */
  otp?: string
  /** 'Must enter a new password' or 'Password must be at least 6 characters'. */
  password?: string
}

/**
 * Length of the one-time passcode (part 2 §5.4).
 *
 * @internal
 */
export const OTP_LENGTH = 6

/**
 * Shortest new password (part 2 §5.4).
 *
 * @internal
 */
export const MIN_PASSWORD_LENGTH = 6

/**
 * Checks the field of one step of the password reset (part 2 §5.4): the email required and valid; the passcode
 * exactly 6 characters; the new password given and at least 6 characters.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateForgotPassword({ email: 'dana@example.com', otp: '12345', password: '' }, 'otp').otp // 'OTP required'
 * ```
 */
export function validateForgotPassword(
  values: ForgotPasswordValues,
  step: ForgotPasswordStep,
): ForgotPasswordErrors {
  if (step === 'email') {
    if (isBlank(values.email)) return { email: messages.emailRequired }
    return isValidEmail(values.email) ? {} : { email: messages.emailInvalid }
  }
  if (step === 'otp') return values.otp.trim().length === OTP_LENGTH ? {} : { otp: messages.otpRequired }
  if (values.password === '') return { password: messages.newPasswordRequired }
  return values.password.length < MIN_PASSWORD_LENGTH ? { password: messages.passwordTooShort } : {}
}

/**
 * Whether {@link validateForgotPassword} found nothing: the step can be submitted.
 *
 * @internal
 */
export function isForgotPasswordValid(errors: ForgotPasswordErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * Step 2's call input (`auth.verifyOtp`), with the token `auth.forgotPassword` answered in step 1.
 *
 * @internal
 */
export function toVerifyOtpInput(values: ForgotPasswordValues, resetPasswordToken: string): VerifyOtpInput {
  return { email: values.email.trim(), otp: values.otp.trim(), resetPasswordToken }
}

/**
 * Step 3's call input (`auth.resetPassword`): the password as typed, the passcode checked in step 2.
 *
 * @internal
 */
export function toResetPasswordInput(
  values: ForgotPasswordValues,
  resetPasswordToken: string,
): ResetPasswordInput {
  return { password: values.password, otp: values.otp.trim(), resetPasswordToken }
}
