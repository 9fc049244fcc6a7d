import { describe, expect, it } from 'vitest'
import { startSandbox } from '../src/index.ts'
import { login, postJson } from './helpers.ts'

describe('forgot-password in the sandbox (issue 3: the OTP is readable from the log and a dev endpoint)', () => {
  it("logs 'OTP for <email>: <otp>', serves the same OTP at /__sandbox/otp, and never logs the token or api code", async () => {
    const lines: string[] = []
    const sandbox = await startSandbox({ log: (line) => lines.push(line) })
    try {
      const code = await login(sandbox)
      const res = await postJson(`${sandbox.url}/api/user/forgot-password`, { email: 'DEMO@waybill.test' })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { message: string; data: { reset_password_token: string } }
      expect(body.message).toContain('Please check')
      const otpLine = lines.find((line) => line.startsWith('OTP for '))
      expect(otpLine).toMatch(/^OTP for demo@waybill\.test: \d{6}$/)
      const dev = await fetch(`${sandbox.url}/__sandbox/otp?email=demo@waybill.test`)
      expect(dev.status).toBe(200)
      const { otp } = (await dev.json()) as { otp: string }
      expect(otpLine).toBe(`OTP for demo@waybill.test: ${otp}`)
      for (const line of lines) {
        expect(line).not.toContain(body.data.reset_password_token)
        expect(line).not.toContain(code)
      }
    } finally {
      await sandbox.close()
    }
  })

  it('answers the dev endpoint with 404 when no reset is pending, and an unknown email with 404', async () => {
    const sandbox = await startSandbox()
    try {
      expect((await fetch(`${sandbox.url}/__sandbox/otp?email=demo@waybill.test`)).status).toBe(404)
      const res = await postJson(`${sandbox.url}/api/user/forgot-password`, { email: 'nobody@waybill.test' })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Account does not exist' })
    } finally {
      await sandbox.close()
    }
  })
})

describe('sign-up in the sandbox (part 1 §7)', () => {
  const payload = {
    company_name: 'Tiny Co',
    first_name: 'Tia',
    last_name: 'Ny',
    password: 'secret-1',
    password_confirmation: 'secret-1',
    email: 'tia@tiny.test',
    mobile: '7805550100',
    operating_region: 2,
  }

  it("answers a taken email with 200 and the text 'Your email is existing in the system.'", async () => {
    const sandbox = await startSandbox()
    try {
      const res = await postJson(`${sandbox.url}/api/web/user-sign-up`, {
        ...payload,
        email: 'flags@waybill.test',
      })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('Your email is existing in the system.')
    } finally {
      await sandbox.close()
    }
  })

  it('refuses a confirmation that differs (422) and an unknown field (422, strict wire schema)', async () => {
    const sandbox = await startSandbox()
    try {
      const mismatch = await postJson(`${sandbox.url}/api/web/user-sign-up`, {
        ...payload,
        password_confirmation: 'other',
      })
      expect(mismatch.status).toBe(422)
      expect(await mismatch.json()).toEqual({ message: 'The password confirmation does not match.' })
      const extra = await postJson(`${sandbox.url}/api/web/user-sign-up`, { ...payload, role: 'admin' })
      expect(extra.status).toBe(422)
      expect(await extra.json()).toEqual({ message: 'The role field is invalid.' })
      const created = await postJson(`${sandbox.url}/api/web/user-sign-up`, payload)
      expect(created.status).toBe(200)
      expect(await created.json()).toMatchObject({ user: { email: 'tia@tiny.test', operating_region: 2 } })
    } finally {
      await sandbox.close()
    }
  })
})
