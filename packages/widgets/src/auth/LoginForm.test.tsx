import { fireEvent, render, screen } from '@testing-library/react'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { newSession, renderWithWaybill, settle, wait } from '../../test/render.tsx'
import { LoginForm } from './LoginForm.tsx'

const links = { appStore: 'https://apps.example/ios', googlePlay: 'https://apps.example/android' }

function renderLogin() {
  const { client, login } = fakeClient()
  const session = newSession(client)
  const onSuccess = vi.fn()
  const { user } = renderWithWaybill(
    <LoginForm
      onSuccess={onSuccess}
      forgotPasswordHref="/reset-password"
      signUpHref="/"
      appStoreLinks={links}
    />,
    { client, session },
  )
  const email = screen.getByLabelText('Email')
  const password = screen.getByLabelText('Password')
  const submit = screen.getByRole('button', { name: 'Log in' })
  return { user, session, login, onSuccess, email, password, submit }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('LoginForm (part 1 §2 Login, §5 Login)', () => {
  it('shows both required messages on an empty submit, focuses the email and calls nothing', async () => {
    const { user, submit, email, login } = renderLogin()
    await user.click(submit)
    expect(screen.getByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    expect(document.activeElement).toBe(email)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe(
      screen.getByText('Email is required').parentElement?.id,
    )
    expect(login).not.toHaveBeenCalled()
  })

  it("says 'Enter a valid email address' once the email field is left", async () => {
    const { user, email, password } = renderLogin()
    await user.type(email, 'dana@')
    expect(screen.queryByText('Enter a valid email address')).toBeNull()
    await user.click(password)
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
  })

  it("shows 'Invalid email or password' under both fields and announces it once (part 1 §8)", async () => {
    const { user, email, password, submit, onSuccess } = renderLogin()
    await user.type(email, 'dana@example.com')
    await user.type(password, 'wrong')
    await user.click(submit)
    expect(
      await screen.findAllByText('Invalid email or password', { selector: '.wb-field__error' }),
    ).toHaveLength(2)
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password')
    const live = [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent)
    expect(live).not.toContain('Invalid email or password')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('clears the login error 500 ms after the email or password changes (part 1 §4)', async () => {
    // The debounce is measured to the millisecond on a fake clock; fireEvent keeps user-event's own waits out of it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { email, password, submit } = renderLogin()
    fireEvent.change(email, { target: { value: 'dana@example.com' } })
    fireEvent.change(password, { target: { value: 'wrong' } })
    fireEvent.click(submit)
    await settle()
    expect(screen.queryAllByText('Invalid email or password', { selector: '.wb-field__error' })).toHaveLength(
      2,
    )
    fireEvent.change(password, { target: { value: 'wrong!' } })
    await wait(DEBOUNCE_MS.formErrorClear - 1)
    expect(screen.queryAllByText('Invalid email or password', { selector: '.wb-field__error' })).toHaveLength(
      2,
    )
    await wait(1)
    expect(screen.queryAllByText('Invalid email or password', { selector: '.wb-field__error' })).toHaveLength(
      0,
    )
  })

  it("logs in with 'Keep me signed in' and reports success", async () => {
    const { user, email, password, submit, login, onSuccess, session } = renderLogin()
    await user.type(email, 'dana@example.com')
    await user.type(password, 'right-password')
    await user.click(screen.getByLabelText('Keep me signed in'))
    await user.click(submit)
    await settle()
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(login).toHaveBeenCalledWith({ email: 'dana@example.com', password: 'right-password' })
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', keepSignedIn: true })
  })

  it('shows and hides the password', async () => {
    const { user, password } = renderLogin()
    expect(password.getAttribute('type')).toBe('password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide password' }).hasAttribute('aria-pressed')).toBe(false)
  })

  it('links to password recovery and sign-up, and opens the app stores safely in a new tab', () => {
    renderLogin()
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset-password',
    )
    expect(screen.getByRole('link', { name: 'sign up here' }).getAttribute('href')).toBe('/')
    const badge = screen.getByRole('link', { name: /App Store/ })
    expect(badge.getAttribute('target')).toBe('_blank')
    expect(badge.getAttribute('rel')).toContain('noopener')
  })

  it('names itself when rendered outside a WaybillProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<LoginForm forgotPasswordHref="/r" signUpHref="/" appStoreLinks={links} />)).toThrow(
      'LoginForm must be rendered inside <WaybillProvider>.',
    )
  })
})
