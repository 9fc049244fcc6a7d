import { messages } from '@waybill/sdk-core'
import {
  DEBOUNCE_MS,
  isSignUpValid,
  type SignUpErrors,
  type SignUpValues,
  toSignUpInput,
  validateSignUp,
} from '@waybill/sdk-core/internal'
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { AppStoreBadges, type AppStoreLinks } from '../auth/AppStoreBadges.tsx'
import { Field } from '../primitives/Field.tsx'
import { FormAlert } from '../primitives/FormAlert.tsx'
import { PasswordField } from '../primitives/PasswordField.tsx'
import { plainLink, type RenderLink } from '../primitives/plainLink.tsx'
import { SelectField } from '../primitives/SelectField.tsx'
import { useDebouncedCallback } from '../primitives/useDebouncedCallback.ts'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** Called once the account is created and the user is logged in; the portal goes on to the account details. */
  onSuccess?: () => void
  /** The terms of use, opened in a new tab. */
  termsHref: string
  /** The privacy policy, opened in a new tab. */
  privacyHref: string
  /** Where 'Log in' leads; no link when absent. */
  loginHref?: string
  /** Where the app-store badges under the form lead; no badges when absent. */
  appStoreLinks?: AppStoreLinks
  /** Renders the in-app links; a plain `<a>` by default. */
  renderLink?: RenderLink
}

type SignUpField = keyof SignUpErrors

/** The fields in screen order: an invalid submit focuses the first invalid one. */
const FIELD_ORDER: readonly SignUpField[] = [
  'fullName',
  'email',
  'password',
  'mobile',
  'businessName',
  'region',
]

const EMPTY: SignUpValues = {
  fullName: '',
  email: '',
  password: '',
  mobile: '',
  businessName: '',
  region: null,
}

// A field label and link and button captions are layout copy; the legal line and the log-in prompt are sdk-core's
// messages.
const TEXT = {
  region: 'Operating region',
  submit: 'Sign up',
  logIn: 'Log in',
} as const

/**
 * The sign-up form (part 1 §2 'Sign-up', §5 'Sign-up'): full name, email, password with show/hide, mobile number,
 * business name and operating region. Opening it logs out any current session; a success logs the new user in.
 */
export function SignUpForm({
  onSuccess,
  termsHref,
  privacyHref,
  loginHref,
  appStoreLinks,
  renderLink = plainLink,
}: SignUpFormProps) {
  const { session } = useWaybill('SignUpForm')
  const regions = useSession((state) => state.regions, 'SignUpForm')
  const status = useSession((state) => state.signUpStatus, 'SignUpForm')
  const signUpError = useSession((state) => state.signUpError, 'SignUpForm')
  const id = useId()
  const [values, setValues] = useState<SignUpValues>(EMPTY)
  const [touched, setTouched] = useState<Partial<Record<SignUpField | 'submit', boolean>>>({})
  // part 1 §4: a failed sign-up's message clears once the email or password has not changed for a moment.
  const clearError = useDebouncedCallback(() => session.clearSignUpError(), DEBOUNCE_MS.formErrorClear)
  const refs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    businessName: useRef<HTMLInputElement>(null),
    region: useRef<HTMLSelectElement>(null),
  } satisfies Record<SignUpField, RefObject<HTMLElement | null>>

  // part 1 §2: entering the sign-up screen logs out any current session (and starts without an old failure).
  useEffect(() => {
    if (session.getSnapshot().status !== 'loggedOut') void session.logout()
    else session.clearSignUpError()
  }, [session])

  const errors = validateSignUp(values)
  const shown = (field: SignUpField) => (touched[field] || touched.submit ? errors[field] : undefined)
  const emailServerError = signUpError?.field === 'email' ? signUpError.message : undefined
  const formError = signUpError && signUpError.field !== 'email' ? signUpError.message : undefined

  const change = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field !== 'email' && field !== 'password') return
    clearError.schedule()
  }
  const touch = (field: SignUpField) => () => setTouched((current) => ({ ...current, [field]: true }))
  const input = (field: Exclude<SignUpField, 'region'>) => ({
    ref: refs[field],
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: touch(field),
    errors: [shown(field)],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched((current) => ({ ...current, submit: true }))
    if (!isSignUpValid(errors)) {
      refs[FIELD_ORDER.find((field) => errors[field]) ?? 'fullName'].current?.focus()
      return
    }
    clearError.cancel()
    if (await session.signUp(toSignUpInput(values))) onSuccess?.()
    else if (session.getSnapshot().signUpError?.field === 'email') refs.email.current?.focus()
  }

  const busy = status === 'loading'
  const external = { target: '_blank', rel: 'noopener noreferrer', className: 'wb-link' } as const
  return (
    <form className="wb-signup" noValidate onSubmit={submit} aria-busy={busy}>
      <Field {...input('fullName')} label="Full name" autoComplete="name" />
      <Field
        {...input('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        errors={[shown('email'), emailServerError]}
      />
      <PasswordField {...input('password')} label="Password" autoComplete="new-password" />
      <Field {...input('mobile')} label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" />
      <Field
        {...input('businessName')}
        label="Business name"
        autoComplete="organization"
        hint="Not a business? Just enter your name here."
      />
      <SelectField
        ref={refs.region}
        id={`${id}-region`}
        name="region"
        label={TEXT.region}
        placeholder="Select Operating Region"
        value={values.region === null ? '' : String(values.region)}
        onChange={(value) => change('region', value === '' ? null : Number(value))}
        onBlur={touch('region')}
        options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
        errors={[shown('region')]}
      />
      <p className="wb-signup__legal">
        {messages.signUpAgreement}{' '}
        <a href={termsHref} {...external}>
          {messages.termsOfUse}
        </a>{' '}
        {messages.signUpAgreementAnd}{' '}
        <a href={privacyHref} {...external}>
          {messages.privacyPolicy}
        </a>
        .
      </p>
      <FormAlert message={formError} />
      <button type="submit" className="wb-button wb-button--primary" disabled={busy}>
        {TEXT.submit}
      </button>
      {loginHref && (
        <p className="wb-signup__login">
          {messages.haveAccount} {renderLink({ href: loginHref, className: 'wb-link', children: TEXT.logIn })}
        </p>
      )}
      {appStoreLinks && <AppStoreBadges links={appStoreLinks} />}
    </form>
  )
}
