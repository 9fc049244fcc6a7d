import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderOnboarding } from '../../test/onboardingFixtures.ts'
import { settle } from '../../test/render.tsx'
import { PasswordReset } from './PasswordReset.tsx'

async function renderReset() {
  const onDone = vi.fn()
  const view = await renderOnboarding(<PasswordReset onDone={onDone} loginHref="/login" />)
  return { ...view, onDone }
}

type Rendered = Awaited<ReturnType<typeof renderReset>>

/** The messages shown under a field: the element its aria-describedby names. */
function messagesUnder(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.flatMap((id) =>
    [...(document.getElementById(id)?.querySelectorAll('.wb-field__error') ?? [])].map(
      (node) => node.textContent,
    ),
  ) as string[]
}

async function toOtpStep({ user }: Rendered) {
  await user.type(screen.getByLabelText('Email'), ' dana@northside.test ')
  await user.click(screen.getByRole('button', { name: 'Send code' }))
  await settle()
}

async function toPasswordStep(rendered: Rendered) {
  await toOtpStep(rendered)
  await rendered.user.type(screen.getByLabelText('One-time passcode'), 'ABC123')
  await rendered.user.click(screen.getByRole('button', { name: 'Verify code' }))
  await settle()
}

describe('PasswordReset', () => {
  it("asks for the email under 'Reset your password' (part 2 §2.8, §5.4)", async () => {
    const { user, client } = await renderReset()
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy()
    const email = screen.getByLabelText('Email')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(messagesUnder(email)).toEqual(['Email is required'])
    expect(document.activeElement).toBe(email)
    await user.type(email, 'dana@')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(messagesUnder(email)).toEqual(['Enter a valid email address'])
    expect(client.auth.forgotPassword).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login')
  })

  it("shows 'Account does not exist' under the email field (part 1 §7, §8; part 2 §8)", async () => {
    const rendered = await renderReset()
    rendered.answer(rendered.paths.forgotPassword, 404, { message: 'Account does not exist' })
    await toOtpStep(rendered)
    const email = screen.getByLabelText('Email')
    expect(messagesUnder(email)).toEqual(['Account does not exist'])
    expect(document.activeElement).toBe(email)
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy()
  })

  it('goes through the three steps, refusing a short or wrong passcode and showing a failed reset (part 2 §2.8, §4.8, §5.4)', async () => {
    const rendered = await renderReset()
    const { user, client, answer, paths, lastBody, onDone } = rendered
    await toOtpStep(rendered)
    expect(client.auth.forgotPassword).toHaveBeenCalledWith('dana@northside.test')
    const sent = screen.getByRole('heading', { name: 'Email sent to dana@northside.test' })
    expect(document.activeElement).toBe(sent)

    const otp = screen.getByLabelText('One-time passcode')
    await user.type(otp, '12345')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))
    expect(messagesUnder(otp)).toEqual(['OTP required'])
    expect(client.auth.verifyOtp).not.toHaveBeenCalled()

    answer(paths.verifyOtp, 422, { message: 'The OTP is invalid or has expired.' })
    await user.type(otp, '6')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))
    await settle()
    expect(messagesUnder(otp)).toEqual(['The OTP is invalid or has expired.'])
    expect(document.activeElement).toBe(otp)

    answer(paths.verifyOtp, 200, { message: 'OTP verified' })
    await user.clear(otp)
    await user.type(otp, 'ABC123')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))
    await settle()
    expect(client.auth.verifyOtp).toHaveBeenLastCalledWith({
      email: 'dana@northside.test',
      otp: 'ABC123',
      resetPasswordToken: 'reset-token-1',
    })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Change password' }))

    const password = screen.getByLabelText('New password')
    await user.click(screen.getByRole('button', { name: 'Save password' }))
    expect(messagesUnder(password)).toEqual(['Must enter a new password'])
    await user.type(password, 'abc12')
    expect(messagesUnder(password)).toEqual(['Password must be at least 6 characters'])

    answer(paths.resetPassword, 422, { message: 'The OTP is invalid or has expired.' })
    await user.type(password, '3')
    await user.click(screen.getByRole('button', { name: 'Save password' }))
    await settle()
    expect(document.querySelector('.wb-alert--error')?.textContent).toBe(
      'There was an issue updating your password',
    )
    expect(onDone).not.toHaveBeenCalled()

    answer(paths.resetPassword, 200, { message: 'Your password has been updated' })
    await user.click(screen.getByRole('button', { name: 'Save password' }))
    await settle()
    expect(lastBody(paths.resetPassword)).toEqual({
      password: 'abc123',
      password_confirmation: 'abc123',
      otp: 'ABC123',
      reset_password_token: 'reset-token-1',
    })
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('resends the code with a new token, and goes back to change the email', async () => {
    const rendered = await renderReset()
    const { user, answer, paths, client } = rendered
    await toOtpStep(rendered)
    answer(paths.forgotPassword, 200, {
      message: 'Please check your email for the OTP',
      data: { reset_password_token: 'reset-token-2' },
    })
    await user.type(screen.getByLabelText('One-time passcode'), 'OLD000')
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    await settle()
    expect(screen.getByRole('status').textContent).toBe('We sent a new passcode to dana@northside.test.')
    const otp = screen.getByLabelText('One-time passcode') as HTMLInputElement
    expect(otp.value).toBe('')
    expect(document.activeElement).toBe(otp)
    await user.type(otp, 'NEW111')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))
    await settle()
    expect(client.auth.verifyOtp).toHaveBeenLastCalledWith(
      expect.objectContaining({ otp: 'NEW111', resetPasswordToken: 'reset-token-2' }),
    )

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reset your password' }))
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@northside.test')
  })

  it('starts a new token with an empty passcode after Back and Send code', async () => {
    const rendered = await renderReset()
    const { user, answer, paths, client } = rendered
    await toOtpStep(rendered)
    await user.type(screen.getByLabelText('One-time passcode'), 'OLD000')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    answer(paths.forgotPassword, 200, {
      message: 'Please check your email for the OTP',
      data: { reset_password_token: 'reset-token-2' },
    })
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await settle()
    const otp = screen.getByLabelText('One-time passcode') as HTMLInputElement
    expect(otp.value).toBe('')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))
    expect(messagesUnder(otp)).toEqual(['OTP required'])
    expect(client.auth.verifyOtp).not.toHaveBeenCalled()
  })

  it('announces a failure under the field through its live list, with no second alert', async () => {
    const rendered = await renderReset()
    const email = screen.getByLabelText('Email')
    const live = document.getElementById(`${email.id}-error`)
    expect(live?.getAttribute('aria-live')).toBe('polite')
    rendered.answer(rendered.paths.forgotPassword, 404, { message: 'Account does not exist' })
    await toOtpStep(rendered)
    expect(live?.textContent).toBe('Account does not exist')
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).not.toContain(
      'Account does not exist',
    )
  })

  it('keeps the reset token out of storage and out of the page', async () => {
    const rendered = await renderReset()
    await toPasswordStep(rendered)
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy()
    expect(JSON.stringify({ ...localStorage })).not.toContain('reset-token')
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('reset-token')
    expect(document.body.innerHTML).not.toContain('reset-token')
  })
})
