import { fireEvent, screen, within } from '@testing-library/react'
import { messages } from '@waybill/sdk-core'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderOnboarding } from '../../test/onboardingFixtures.ts'
import { settle, wait } from '../../test/render.tsx'
import { SignUpForm } from './SignUpForm.tsx'

async function renderSignUp(options: Parameters<typeof renderOnboarding>[1] = {}) {
  const onSuccess = vi.fn()
  const view = await renderOnboarding(
    <SignUpForm
      onSuccess={onSuccess}
      termsHref="https://courier.test/terms"
      privacyHref="https://courier.test/privacy"
    />,
    options,
  )
  const fields = {
    fullName: screen.getByLabelText('Full name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    mobile: screen.getByLabelText('Mobile number'),
    businessName: screen.getByLabelText('Business name'),
    region: screen.getByRole('combobox', { name: 'Operating region' }),
  }
  const submit = screen.getByRole('button', { name: 'Sign up' })
  return { ...view, onSuccess, fields, submit }
}

type Rendered = Awaited<ReturnType<typeof renderSignUp>>

async function fillValid({ user, fields }: Rendered, email = 'ada@example.com') {
  await user.type(fields.fullName, '  Ada  Lovelace King ')
  await user.type(fields.email, email)
  await user.type(fields.password, 'secret-1')
  await user.type(fields.mobile, '780-555-0100')
  await user.type(fields.businessName, 'Analytical Engines')
  await user.selectOptions(fields.region, 'Calgary')
}

/** The messages shown under a field: the element its aria-describedby names. */
function messagesUnder(input: HTMLElement): string[] {
  const describedBy = input.getAttribute('aria-describedby') ?? ''
  return describedBy
    .split(' ')
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('.wb-field__error') ?? [])])
    .map((node) => node.textContent ?? '')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('SignUpForm', () => {
  it('shows every required message word for word on an empty submit and focuses the full name (part 1 §5 Sign-up)', async () => {
    const rendered = await renderSignUp()
    await rendered.user.click(rendered.submit)
    expect(messagesUnder(rendered.fields.fullName)).toEqual(['Full name is required'])
    expect(messagesUnder(rendered.fields.email)).toEqual(['Email is required'])
    expect(messagesUnder(rendered.fields.password)).toEqual(['Password is required'])
    expect(messagesUnder(rendered.fields.mobile)).toEqual(['Phone number must be valid'])
    expect(messagesUnder(rendered.fields.businessName)).toEqual(['Business name is required'])
    expect(messagesUnder(rendered.fields.region)).toEqual(['Region is required'])
    expect(document.activeElement).toBe(rendered.fields.fullName)
    expect(rendered.client.auth.signUp).not.toHaveBeenCalled()
  })

  it("lists the regions after a first 'Select Operating Region' entry (part 1 §2 Sign-up)", async () => {
    const { fields } = await renderSignUp()
    const options = within(fields.region).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Select Operating Region',
      'Edmonton',
      'Calgary',
      'Red Deer',
    ])
    expect((fields.region as HTMLSelectElement).value).toBe('')
  })

  it('signs up with the full name split on spaces, the password as its own confirmation and the mobile as 10 digits, then logs in (part 1 §3, §4, §5; part 2 §5.6)', async () => {
    const rendered = await renderSignUp()
    await fillValid(rendered)
    await rendered.user.click(rendered.submit)
    await settle()
    expect(rendered.client.auth.signUp).toHaveBeenCalledWith({
      fullName: 'Ada  Lovelace King',
      email: 'ada@example.com',
      password: 'secret-1',
      mobile: '7805550100',
      businessName: 'Analytical Engines',
      operatingRegion: 2,
    })
    expect(rendered.lastBody(rendered.paths.signUp)).toEqual({
      company_name: 'Analytical Engines',
      first_name: 'Ada',
      last_name: 'Lovelace King',
      password: 'secret-1',
      password_confirmation: 'secret-1',
      email: 'ada@example.com',
      mobile: '7805550100',
      operating_region: 2,
    })
    expect(rendered.client.auth.login).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret-1',
    })
    expect(rendered.session.getSnapshot().status).toBe('loggedIn')
    expect(rendered.onSuccess).toHaveBeenCalledOnce()
  })

  it("shows 'Your email is existing in the system.' under the email field, announced, and focuses it (part 1 §7, §8)", async () => {
    const rendered = await renderSignUp()
    rendered.answer(rendered.paths.signUp, 200, { message: messages.emailExists })
    const live = document.getElementById(`${rendered.fields.email.id}-error`)
    expect(live?.getAttribute('aria-live')).toBe('polite')
    await fillValid(rendered)
    await rendered.user.click(rendered.submit)
    await settle()
    expect(messagesUnder(rendered.fields.email)).toEqual(['Your email is existing in the system.'])
    expect(document.getElementById(`${rendered.fields.email.id}-error`)).toBe(live)
    expect(live?.textContent).toBe('Your email is existing in the system.')
    // Announced once, by the field's live list; no second alert repeats it.
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).not.toContain(
      messages.emailExists,
    )
    expect(rendered.fields.email.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(rendered.fields.email)
    expect(document.querySelector('.wb-alert--error')).toBeNull()
    expect(rendered.client.auth.login).not.toHaveBeenCalled()
    expect(rendered.onSuccess).not.toHaveBeenCalled()
  })

  it('shows any other failure above the button, not under a field', async () => {
    const rendered = await renderSignUp()
    rendered.answer(rendered.paths.signUp, 422, { message: 'The operating_region field is invalid.' })
    await fillValid(rendered)
    await rendered.user.click(rendered.submit)
    await settle()
    expect(document.querySelector('.wb-alert--error')?.textContent).toBe(
      'The operating_region field is invalid.',
    )
    expect(messagesUnder(rendered.fields.email)).toEqual([])
    expect(rendered.onSuccess).not.toHaveBeenCalled()
  })

  it('clears the sign-up error 500 ms after the email or password changes, not after other fields (part 1 §4, §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const rendered = await renderSignUp()
    rendered.answer(rendered.paths.signUp, 200, { message: messages.emailExists })
    const { fields } = rendered
    fireEvent.change(fields.fullName, { target: { value: 'Ada Lovelace' } })
    fireEvent.change(fields.email, { target: { value: 'ada@example.com' } })
    fireEvent.change(fields.password, { target: { value: 'secret-1' } })
    fireEvent.change(fields.mobile, { target: { value: '7805550100' } })
    fireEvent.change(fields.businessName, { target: { value: 'Ada' } })
    fireEvent.change(fields.region, { target: { value: '1' } })
    fireEvent.click(rendered.submit)
    await settle()
    expect(messagesUnder(fields.email)).toEqual([messages.emailExists])

    fireEvent.change(fields.businessName, { target: { value: 'Ada L' } })
    await wait(DEBOUNCE_MS.formErrorClear)
    expect(messagesUnder(fields.email)).toEqual([messages.emailExists])

    fireEvent.change(fields.email, { target: { value: 'ada2@example.com' } })
    await wait(DEBOUNCE_MS.formErrorClear - 1)
    expect(messagesUnder(fields.email)).toEqual([messages.emailExists])
    await wait(1)
    expect(messagesUnder(fields.email)).toEqual([])
  })

  it('logs out a current session once when the screen opens, even in StrictMode (part 1 §2 Sign-up)', async () => {
    let logout: ReturnType<typeof vi.spyOn> | undefined
    const { session } = await renderSignUp({
      signedIn: true,
      strict: true,
      prepare: (signedIn) => {
        logout = vi.spyOn(signedIn, 'logout')
      },
    })
    expect(logout).toHaveBeenCalledOnce()
    expect(session.getSnapshot().status).toBe('loggedOut')
    expect(session.apiCode()).toBeNull()
  })

  it('leaves a logged-out visitor alone', async () => {
    let logout: ReturnType<typeof vi.spyOn> | undefined
    await renderSignUp({
      prepare: (session) => {
        logout = vi.spyOn(session, 'logout')
      },
    })
    expect(logout).not.toHaveBeenCalled()
  })

  it('explains the business name, opens the terms and privacy policy safely in a new tab, and shows the password', async () => {
    const { user, fields } = await renderSignUp()
    expect(screen.getByText('Not a business? Just enter your name here.').id).toBe(
      fields.businessName.getAttribute('aria-describedby'),
    )
    for (const [name, href] of [
      ['Terms of Use', 'https://courier.test/terms'],
      ['Privacy Policy', 'https://courier.test/privacy'],
    ]) {
      const link = screen.getByRole('link', { name })
      expect(link.getAttribute('href')).toBe(href)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(fields.password.getAttribute('type')).toBe('password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(fields.password.getAttribute('type')).toBe('text')
  })
})
