import { isLoginValid, type LoginValues, validateLogin } from '@waybill/sdk-core'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Field } from '../primitives/Field.tsx'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { AppStoreBadges, type AppStoreLinks } from './AppStoreBadges.tsx'

/** How long after the last keystroke a failed login's message is cleared (part 1 §4, §9). */
export const LOGIN_ERROR_CLEAR_MS = 500

/** Renders an in-app link; the portal passes its router's link. */
export type RenderLink = (props: { href: string; className?: string; children: ReactNode }) => ReactNode

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

const plainLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
)

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
  const [showPassword, setShowPassword] = useState(false)
  const [touched, setTouched] = useState({ email: false, password: false, submit: false })
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(clearTimer.current), [])

  const errors = validateLogin(values)
  const emailError = touched.email || touched.submit ? errors.email : undefined
  const passwordError = touched.password || touched.submit ? errors.password : undefined

  const change = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => session.clearLoginError(), LOGIN_ERROR_CLEAR_MS)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched((current) => ({ ...current, submit: true }))
    if (!isLoginValid(errors)) {
      ;(errors.email ? emailRef : passwordRef).current?.focus()
      return
    }
    clearTimeout(clearTimer.current)
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
        errors={[emailError, loginError]}
      />
      <Field
        ref={passwordRef}
        id={`${id}-password`}
        label="Password"
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        errors={[passwordError, loginError]}
        adornment={
          <button
            type="button"
            className="wb-field__toggle"
            aria-controls={`${id}-password`}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="wb-visually-hidden"> password</span>
          </button>
        }
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
