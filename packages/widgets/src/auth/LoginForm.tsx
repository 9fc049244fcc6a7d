import { DEBOUNCE_MS, isLoginValid, type LoginValues, validateLogin } from '@waybill/sdk-core/internal'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Field } from '../primitives/Field.tsx'
import { PasswordField } from '../primitives/PasswordField.tsx'
import { plainLink, type RenderLink } from '../primitives/plainLink.tsx'
import { useDebouncedCallback } from '../primitives/useDebouncedCallback.ts'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { AppStoreBadges, type AppStoreLinks } from './AppStoreBadges.tsx'

/** Re-exported for the components and apps that import it from here. */
export type { RenderLink } from '../primitives/plainLink.tsx'

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called after a successful login; the portal goes to the dashboard. */
  onSuccess?: () => void
  /** Where 'Forgot your password?' leads. */
  forgotPasswordHref: string
  /** Where 'sign up here' leads. */
  signUpHref: string
  /** Where the app-store badges under the form lead. */
  appStoreLinks: AppStoreLinks
  /** Renders the in-app links; a plain `<a>` by default. */
  renderLink?: RenderLink
}

/**
 * The login form (part 1 §2 'Login', §5 'Login'): email, password with a show/hide toggle, 'Keep me signed in',
 * 'Log in', 'Forgot your password?', the sign-up link and the app-store badges.
 */
export function LoginForm({
  onSuccess,
  forgotPasswordHref,
  signUpHref,
  appStoreLinks,
  renderLink = plainLink,
}: LoginFormProps) {
  const { session } = useWaybill('LoginForm')
  const status = useSession((state) => state.status, 'LoginForm')
  const loginError = useSession((state) => state.loginError, 'LoginForm')
  const id = useId()
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' })
  const [keepSignedIn, setKeepSignedIn] = useState(false)
  const [touched, setTouched] = useState({ email: false, password: false, submit: false })
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  // part 1 §4: a failed login's message clears once the email or password has not changed for a moment.
  const clearError = useDebouncedCallback(() => session.clearLoginError(), DEBOUNCE_MS.formErrorClear)

  const errors = validateLogin(values)
  const emailError = touched.email || touched.submit ? errors.email : undefined
  const passwordError = touched.password || touched.submit ? errors.password : undefined

  const change = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    clearError.schedule()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched((current) => ({ ...current, submit: true }))
    if (!isLoginValid(errors)) {
      ;(errors.email ? emailRef : passwordRef).current?.focus()
      return
    }
    clearError.cancel()
    if (await session.login({ ...values, keepSignedIn })) onSuccess?.()
  }

  const busy = status === 'loggingIn'
  return (
    <form className="wb-login" noValidate onSubmit={submit} aria-busy={busy}>
      <Field
        ref={emailRef}
        id={`${id}-email`}
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        errors={[emailError]}
        sharedErrors={[loginError]}
      />
      <PasswordField
        ref={passwordRef}
        id={`${id}-password`}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        errors={[passwordError]}
        sharedErrors={[loginError]}
      />
      <div className="wb-login__row">
        <label className="wb-checkbox">
          <input
            type="checkbox"
            checked={keepSignedIn}
            onChange={(event) => setKeepSignedIn(event.target.checked)}
          />
          Keep me signed in
        </label>
        {renderLink({ href: forgotPasswordHref, className: 'wb-link', children: 'Forgot your password?' })}
      </div>
      {/* The failed login is shown under both fields and announced once, here (part 1 §8). */}
      <p className="wb-visually-hidden" role="alert">
        {loginError ?? ''}
      </p>
      <button type="submit" className="wb-button wb-button--primary" disabled={busy}>
        Log in
      </button>
      <p className="wb-login__signup">
        Don't have an account?{' '}
        {renderLink({ href: signUpHref, className: 'wb-link', children: 'sign up here' })}
      </p>
      <AppStoreBadges links={appStoreLinks} />
    </form>
  )
}
