import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { ApiError } from '../../src/http/errors.ts'
import { freshAccount, recordingFetch } from './accountFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

/** The OTP the sandbox "emailed", from its dev endpoint (no mail leaves the sandbox). */
async function otpFor(email: string): Promise<string> {
  const res = await fetch(`${sandbox().url}/__sandbox/otp?email=${encodeURIComponent(email)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { otp: string }).otp
}

/** A fresh account with a reset started: its email, password, token and OTP. */
async function startedReset() {
  const api = client()
  const { input } = await freshAccount(api)
  const resetPasswordToken = await api.auth.forgotPassword(input.email)
  return { api, input, resetPasswordToken, otp: await otpFor(input.email) }
}

const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0')

describe('auth.forgotPassword (part 1 §7 POST /api/user/forgot-password)', () => {
  it("reads data.reset_password_token when the answer contains 'Please check'", async () => {
    const token = await client().auth.forgotPassword(sandbox().demo.email)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(await otpFor(sandbox().demo.email)).toMatch(/^\d{6}$/)
  })

  it("answers an unknown email with 'Account does not exist' under the email field (part 1 §8)", async () => {
    const error = await client()
      .auth.forgotPassword('nobody@waybill.test')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: 'Account does not exist', field: 'email' })
  })

  it("treats a 200 without 'Please check' as 'Account does not exist' (part 1 §7)", async () => {
    sandbox().inject({
      path: '/api/user/forgot-password',
      kind: 'status',
      status: 200,
      body: { message: 'Done', data: { reset_password_token: 'abc' } },
    })
    await expect(client().auth.forgotPassword(sandbox().demo.email)).rejects.toMatchObject({
      status: 200,
      message: 'Account does not exist',
      field: 'email',
    })
  })
})

describe('auth.verifyOtp and auth.resetPassword (part 2 §2.8, §7 Password reset)', () => {
  it('resets the password: email, OTP, new password, then the new password logs in and the old one not', async () => {
    const { api, input, resetPasswordToken, otp } = await startedReset()
    await api.auth.verifyOtp({ email: input.email, otp, resetPasswordToken })
    await api.auth.resetPassword({ password: 'second-password', otp, resetPasswordToken })
    await expect(api.auth.login({ email: input.email, password: 'second-password' })).resolves.toMatch(
      /^[0-9a-f]+$/,
    )
    await expect(api.auth.login(input)).rejects.toMatchObject({ message: 'Invalid email or password' })
  })

  it('sends password, otp, reset_password_token and password_confirmation (part 2 §7)', async () => {
    const { input, resetPasswordToken, otp } = await startedReset()
    const fetch = recordingFetch()
    await client({ fetch }).auth.resetPassword({ password: 'second-password', otp, resetPasswordToken })
    expect(fetch.sent[0]?.body).toEqual({
      password: 'second-password',
      otp,
      reset_password_token: resetPasswordToken,
      password_confirmation: 'second-password',
    })
    expect(JSON.stringify(fetch.sent[0]?.body)).not.toContain(input.email)
  })

  it("answers a wrong OTP with the server's message under the OTP field", async () => {
    const { api, input, resetPasswordToken, otp } = await startedReset()
    const error = await api.auth
      .verifyOtp({ email: input.email, otp: wrongOtp(otp), resetPasswordToken })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, message: 'The OTP is invalid or has expired.', field: 'otp' })
  })

  it("refuses the OTP for another account's email", async () => {
    const { api, resetPasswordToken, otp } = await startedReset()
    await expect(
      api.auth.verifyOtp({ email: sandbox().demo.email, otp, resetPasswordToken }),
    ).rejects.toMatchObject({ status: 422 })
  })

  it.each([
    ['a wrong OTP', (otp: string) => ({ otp: wrongOtp(otp), password: 'second-password' })],
    ['a password under 6 characters', (otp: string) => ({ otp, password: 'short' })],
  ])("says 'There was an issue updating your password' for %s (part 2 §5.4, §8)", async (_, change) => {
    const { api, input, resetPasswordToken, otp } = await startedReset()
    const error = await api.auth
      .resetPassword({ resetPasswordToken, ...change(otp) })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 422, message: 'There was an issue updating your password' })
    await expect(api.auth.login(input)).resolves.toBeTruthy()
  })

  it('keeps the server message of a too-short password for developers', async () => {
    const { api, resetPasswordToken, otp } = await startedReset()
    await expect(
      api.auth.resetPassword({ password: 'short', otp, resetPasswordToken }),
    ).rejects.toMatchObject({
      serverMessage: 'The password must be at least 6 characters.',
    })
  })

  it('uses a reset once: the same token and OTP fail the second time', async () => {
    const { api, resetPasswordToken, otp } = await startedReset()
    await api.auth.resetPassword({ password: 'second-password', otp, resetPasswordToken })
    await expect(
      api.auth.resetPassword({ password: 'third-password', otp, resetPasswordToken }),
    ).rejects.toMatchObject({
      message: 'There was an issue updating your password',
    })
  })

  it('replaces a pending reset when the user asks again: the first token stops working', async () => {
    const { api, input, resetPasswordToken: first } = await startedReset()
    const second = await api.auth.forgotPassword(input.email)
    const otp = await otpFor(input.email)
    await expect(
      api.auth.verifyOtp({ email: input.email, otp, resetPasswordToken: first }),
    ).rejects.toBeInstanceOf(ApiError)
    await expect(
      api.auth.verifyOtp({ email: input.email, otp, resetPasswordToken: second }),
    ).resolves.toBeUndefined()
  })

  it('cancels the reset after 5 wrong OTPs, so 6 digits cannot be guessed', async () => {
    const { api, input, resetPasswordToken, otp } = await startedReset()
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        api.auth.verifyOtp({ email: input.email, otp: wrongOtp(otp), resetPasswordToken }),
      ).rejects.toMatchObject({ status: 422 })
    }
    await expect(api.auth.verifyOtp({ email: input.email, otp, resetPasswordToken })).rejects.toMatchObject({
      status: 422,
    })
  })
})
