import { ForgotPasswordRequest, ResetPasswordRequest, VerifyOtpRequest } from '@waybill/sdk-core/wire'
import { nonempty, object, string } from 'superstruct'
import { checkReset, endReset, pendingOtp, startReset } from '../auth/passwordResets.ts'
import { hashPassword } from '../auth/passwords.ts'
import { findAccountByEmail } from '../db/accounts.ts'
import { setPasswordHash } from '../db/accountWrites.ts'
import { transaction } from '../db/schema.ts'
import { HttpError, json, validateBody, validateQuery } from '../http.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/** Forgot-password with an unknown email (part 1 §7, §8). */
export const ACCOUNT_NOT_FOUND = 'Account does not exist'

/** A wrong, used or expired OTP or reset token. */
export const INVALID_OTP = 'The OTP is invalid or has expired.'

/** Path of the sandbox-only endpoint that shows a pending OTP, since no mail is sent. */
export const OTP_DEV_PATH = '/__sandbox/otp'

const OtpQuery = object({ email: nonempty(string()) })

/**
 * The password reset (part 1 §7, part 2 §2.8, §7): forgot-password starts it (OTP in the log and at
 * `GET /__sandbox/otp`), verify-otp checks the OTP, reset-password sets the new password and ends it.
 */
export function createPasswordResetRoutes({ db, paths, log }: App): Route[] {
  const say = (line: string) => {
    try {
      log?.(line)
    } catch {}
  }
  return [
    {
      method: 'POST',
      path: paths.forgotPassword,
      async handler(ctx) {
        const { email } = validateBody(await ctx.readJson(), ForgotPasswordRequest)
        const account = findAccountByEmail(db, email)
        if (!account) throw new HttpError(404, ACCOUNT_NOT_FOUND)
        const reset = startReset(db, account.id, Date.now())
        // No mail leaves the sandbox: the OTP (short-lived, not a secret worth hiding here) goes to the log.
        say(`OTP for ${account.email}: ${reset.otp}`)
        return json(200, {
          message: 'Please check your email for the OTP',
          data: { reset_password_token: reset.token },
        })
      },
    },
    {
      method: 'POST',
      path: paths.verifyOtp,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), VerifyOtpRequest)
        const account = findAccountByEmail(db, body.email)
        const userId = checkReset(db, body.reset_password_token, body.otp, Date.now())
        if (userId === undefined || userId !== account?.id) throw new HttpError(422, INVALID_OTP)
        return json(200, { message: 'OTP verified' })
      },
    },
    {
      method: 'POST',
      path: paths.resetPassword,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), ResetPasswordRequest)
        if (checkReset(db, body.reset_password_token, body.otp, Date.now()) === undefined) {
          throw new HttpError(422, INVALID_OTP)
        }
        if (body.password.length < 6) throw new HttpError(422, 'The password must be at least 6 characters.')
        if (body.password_confirmation !== body.password) {
          throw new HttpError(422, 'The password confirmation does not match.')
        }
        const passwordHash = await hashPassword(body.password)
        // Checked again after the slow hash: a second reset with the same token must not win.
        transaction(db, () => {
          const userId = checkReset(db, body.reset_password_token, body.otp, Date.now())
          if (userId === undefined) throw new HttpError(422, INVALID_OTP)
          setPasswordHash(db, userId, passwordHash)
          endReset(db, userId)
        })
        return json(200, { message: 'Your password has been updated' })
      },
    },
    {
      method: 'GET',
      path: OTP_DEV_PATH,
      handler(ctx) {
        const { email } = validateQuery(ctx.query, OtpQuery)
        const account = findAccountByEmail(db, email)
        const pending = account && pendingOtp(db, account.id, Date.now())
        if (!account || !pending) throw new HttpError(404, 'No password reset is pending for this email.')
        return json(200, {
          email: account.email,
          otp: pending.otp,
          expires_at: new Date(pending.expiresAt).toISOString(),
        })
      },
    },
  ]
}
