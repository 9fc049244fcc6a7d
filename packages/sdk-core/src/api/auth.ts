import type { ResetPasswordInput, SignedUpUser, SignUpInput, VerifyOtpInput } from '../domain/auth.ts'
import { splitFullName } from '../domain/auth.ts'
import { messages } from '../domain/messages.ts'
import { ApiError } from '../http/errors.ts'
import { type CallRequest, parseAnswer, type Transport } from '../http/transport.ts'
import { LoginResponse, SignUpResponse } from './wire/auth.ts'
import type { ApiPaths } from './wire/names.ts'
import { ForgotPasswordResponse, PasswordResetStepResponse } from './wire/passwordReset.ts'

/** What a user types to log in. */
export interface Credentials {
  /** Login email of the business user; sent trimmed as `username`. */
  email: string
  /** Password of the account, sent as typed. */
  password: string
}

/** Authentication calls: login, sign-up and the three steps of the password reset. */
export interface AuthApi {
  /**
   * Exchanges email and password for the account's api code (part 1 §7). Any non-200 answer throws an
   * `ApiError` whose message is 'Invalid email or password'.
   */
  login(credentials: Credentials): Promise<string>
  /**
   * Creates a business account (part 1 §7 `POST /api/web/user-sign-up`). The full name is split on spaces
   * (part 1 §5) and the password sent as its own confirmation. An answer whose text contains 'Your email is
   * existing in the system.' throws an `ApiError` with that message and `field: 'email'`. Log in afterwards for
   * the api code (part 1 §4: a sign-up success logs the user in).
   */
  signUp(input: SignUpInput): Promise<SignedUpUser>
  /**
   * Sends a one-time passcode to the account's email (part 1 §7 `POST /api/user/forgot-password`) and returns
   * the reset token from `data.reset_password_token`. An answer whose text does not contain 'Please check'
   * throws an `ApiError` 'Account does not exist' with `field: 'email'`.
   */
  forgotPassword(email: string): Promise<string>
  /**
   * Checks the passcode (step 2 of part 2 §2.8; `POST /api/user/verify-otp`, our path: the spec does not show
   * it). A wrong or expired passcode throws an `ApiError` with the server's message and `field: 'otp'`.
   */
  verifyOtp(input: VerifyOtpInput): Promise<void>
  /**
   * Sets the new password (part 2 §7 'Password reset' `POST /api/user/reset-password`). Any failure throws an
   * `ApiError` 'There was an issue updating your password' (part 2 §5.4).
   */
  resetPassword(input: ResetPasswordInput): Promise<void>
}

/** The text forgot-password's success answer contains (part 1 §7). */
const FORGOT_PASSWORD_OK = 'Please check'

/** Builds the auth calls over a transport; `createClient` exposes them as `client.auth`. */
export function createAuthApi(transport: Transport, paths: ApiPaths): AuthApi {
  /** A call whose answer is first read as text (the spec's "if the response text contains" checks). */
  async function requestText(request: CallRequest): Promise<string> {
    return new TextDecoder().decode(await transport.requestBytes(request))
  }

  return {
    async login({ email, password }) {
      const { api_code } = await transport.request({
        call: 'auth.login',
        method: 'POST',
        path: paths.login,
        body: { username: email.trim(), password },
        response: LoginResponse,
        failureMessage: messages.invalidCredentials,
        // part 1 §7: any non-200 answer is a failure.
        okStatus: 200,
      })
      return api_code
    },

    async signUp(input) {
      const call = 'auth.signUp'
      const { firstName, lastName } = splitFullName(input.fullName)
      const body = {
        company_name: input.businessName.trim(),
        first_name: firstName,
        last_name: lastName,
        password: input.password,
        password_confirmation: input.password,
        email: input.email.trim(),
        mobile: input.mobile.trim(),
        operating_region: input.operatingRegion,
      }
      const emailExists = (status: number) =>
        new ApiError(call, status, messages.emailExists, messages.emailExists, 'email')
      let text: string
      try {
        text = await requestText({ call, method: 'POST', path: paths.signUp, body })
      } catch (error) {
        if (error instanceof ApiError && error.serverMessage?.includes(messages.emailExists)) {
          throw emailExists(error.status)
        }
        throw error
      }
      if (text.includes(messages.emailExists)) throw emailExists(200)
      // Part 1 §7: any other answer is a success and the automatic login that follows proves it; the account is
      // read from the answer when it carries one, else it is what was sent.
      const user = signedUpUser(text) ?? body
      return {
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        businessName: user.company_name,
        mobile: user.mobile,
        operatingRegion: user.operating_region,
      }
    },

    async forgotPassword(email) {
      const call = 'auth.forgotPassword'
      const notFound = (status: number, serverMessage: string | undefined) =>
        new ApiError(call, status, serverMessage, messages.accountNotFound, 'email')
      let text: string
      try {
        text = await requestText({
          call,
          method: 'POST',
          path: paths.forgotPassword,
          body: { email: email.trim() },
        })
      } catch (error) {
        if (error instanceof ApiError) throw notFound(error.status, error.serverMessage)
        throw error
      }
      if (!text.includes(FORGOT_PASSWORD_OK)) throw notFound(200, undefined)
      return parseAnswer(call, text, ForgotPasswordResponse).data.reset_password_token
    },

    async verifyOtp({ email, otp, resetPasswordToken }) {
      const call = 'auth.verifyOtp'
      try {
        await transport.request({
          call,
          method: 'POST',
          path: paths.verifyOtp,
          body: { email: email.trim(), otp: otp.trim(), reset_password_token: resetPasswordToken },
          response: PasswordResetStepResponse,
        })
      } catch (error) {
        if (error instanceof ApiError) {
          throw new ApiError(call, error.status, error.serverMessage, undefined, 'otp')
        }
        throw error
      }
    },

    async resetPassword({ password, otp, resetPasswordToken }) {
      await transport.request({
        call: 'auth.resetPassword',
        method: 'POST',
        path: paths.resetPassword,
        body: {
          password,
          otp: otp.trim(),
          reset_password_token: resetPasswordToken,
          password_confirmation: password,
        },
        response: PasswordResetStepResponse,
        failureMessage: messages.resetPasswordFailed,
        // part 1 §7: only status 200 is success.
        okStatus: 200,
      })
    },
  }
}

/** The account in a sign-up answer, or undefined when the answer is not JSON or carries none. */
function signedUpUser(text: string) {
  try {
    return parseAnswer('auth.signUp', text, SignUpResponse).user
  } catch {
    return undefined
  }
}
