import { nonempty, object, size, string, type } from 'superstruct'
import { MAX_FIELD_LENGTH } from './fieldLimits.ts'
import type { WireNames } from './names.ts'

/**
 * Paths of the password-reset calls (part 1 §7, part 2 §2.8, §7 'Password reset'). The OTP check's path is
 * not shown in the spec: ours (docs/contract/accounts.md).
 */
export function passwordResetPaths(_names: WireNames) {
  return {
    /** POST: sends a one-time passcode to the email; answers the reset token. */
    forgotPassword: '/api/user/forgot-password',
    /** POST: checks the one-time passcode before the new password is asked for. */
    verifyOtp: '/api/user/verify-otp',
    /** POST: sets the new password. */
    resetPassword: '/api/user/reset-password',
  } as const
}

/** POST /api/user/forgot-password: body (part 1 §7). */
export const ForgotPasswordRequest = object({
  /** The account's login email. */
  email: nonempty(string()),
})

/**
 * POST /api/user/forgot-password: the answer when the text contains 'Please check' (part 1 §7); any other
 * answer means 'Account does not exist'.
 */
export const ForgotPasswordResponse = type({
  /** 'Please check your email for the OTP'. */
  message: string(),
  /** The token the OTP check and the reset send back. */
  data: type({ reset_password_token: nonempty(string()) }),
})

/** The one-time passcode: exactly 6 characters (part 2 §5.4 'OTP required'). */
export const WireOtp = size(string(), 6, 6)

/** POST /api/user/verify-otp: body (not shown in the spec: ours). */
export const VerifyOtpRequest = object({
  /** The email the passcode was sent to. */
  email: nonempty(string()),
  /** The 6-character passcode from the email. */
  otp: WireOtp,
  /** The token forgot-password answered. */
  reset_password_token: nonempty(string()),
})

/** POST /api/user/reset-password: body (part 2 §7 'Password reset'). */
export const ResetPasswordRequest = object({
  /** The new password, at least 6 characters (part 2 §5.4). */
  password: size(string(), 1, MAX_FIELD_LENGTH),
  /** The passcode checked in step 2. */
  otp: WireOtp,
  /** The token forgot-password answered. */
  reset_password_token: nonempty(string()),
  /** The new password again. */
  password_confirmation: size(string(), 1, MAX_FIELD_LENGTH),
})

/** POST /api/user/verify-otp and /api/user/reset-password: 200 answer. */
export const PasswordResetStepResponse = type({ message: string() })
