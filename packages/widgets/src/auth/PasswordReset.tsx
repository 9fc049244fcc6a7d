import { ApiError, fillText, messages, WaybillError } from '@waybill/sdk-core'
import {
  type ForgotPasswordStep,
  type ForgotPasswordValues,
  isForgotPasswordValid,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  toResetPasswordInput,
  toVerifyOtpInput,
  validateForgotPassword,
} from '@waybill/sdk-core/internal'
import { useId, useRef, useState } from 'react'
import { Field } from '../primitives/Field.tsx'
import { PasswordField } from '../primitives/PasswordField.tsx'
import { plainLink, type RenderLink } from '../primitives/plainLink.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'
import { PasswordResetStep } from './PasswordResetStep.tsx'

/** Props of {@link PasswordReset}. */
export interface PasswordResetProps {
  /** Called once the new password is saved; the portal returns to login (part 2 §2.8). */
  onDone: () => void
  /** Where 'Back to login' leads; no link when absent. */
  loginHref?: string
  /** Renders the in-app link; a plain `<a>` by default. */
  renderLink?: RenderLink
  /** Level of the steps' headings; 2 by default, 1 when the widget is the page. */
  headingLevel?: 1 | 2 | 3
}

/** A failed call: its message, and whether it belongs under the step's field or to the step as a whole. */
interface Failure {
  readonly message: string
  readonly onField: boolean
}

const EMPTY: ForgotPasswordValues = { email: '', otp: '', password: '' }

// Button captions and field labels are layout copy; the intros and notices are sdk-core's messages.
const TEXT = {
  sendCode: 'Send code',
  verifyCode: 'Verify code',
  resendCode: 'Resend code',
  savePassword: 'Save password',
  back: 'Back',
  backToLogin: 'Back to login',
  otpLabel: 'One-time passcode',
  passwordLabel: 'New password',
} as const

/**
 * The password reset (part 2 §2.8, §4.8, §5.4): the email ('Reset your password'), the one-time passcode sent to
 * it (`'Email sent to {email}'`), then the new password ('Change password'); success returns to login. The reset
 * token lives in this component's state only.
 */
export function PasswordReset({
  onDone,
  loginHref,
  renderLink = plainLink,
  headingLevel = 2,
}: PasswordResetProps) {
  const { client } = useWaybill('PasswordReset')
  const id = useId()
  const [step, setStep] = useState<ForgotPasswordStep>('email')
  const [values, setValues] = useState<ForgotPasswordValues>(EMPTY)
  const [token, setToken] = useState<string | null>(null)
  const [touched, setTouched] = useState({ field: false, submit: false })
  const [failure, setFailure] = useState<Failure | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Each new step announces itself: focus goes to its title (not on first render, which is the page's to place).
  const [stepChanged, setStepChanged] = useState(false)
  const fieldRef = useRef<HTMLInputElement>(null)

  const errors = validateForgotPassword(values, step)
  const fieldError = touched.field || touched.submit ? errors[step] : undefined
  const email = values.email.trim()

  const goTo = (next: ForgotPasswordStep) => {
    setStepChanged(true)
    setStep(next)
    setTouched({ field: false, submit: false })
    setFailure(null)
    setNotice(null)
  }

  const change = (field: keyof ForgotPasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setFailure(null)
  }

  /** Runs a step's call; a failure is kept for display, under the field when the error names it. */
  const call = async (action: () => Promise<void>) => {
    setBusy(true)
    setFailure(null)
    setNotice(null)
    try {
      await action()
    } catch (error) {
      const onField = error instanceof ApiError && error.field === step
      const message = error instanceof WaybillError ? error.message : messages.requestFailed
      setFailure({ message, onField })
      if (onField) fieldRef.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  const sendCode = (resend: boolean) =>
    call(async () => {
      const next = await client.auth.forgotPassword(email)
      // A passcode belongs to the token it was sent with: a new token starts with an empty passcode.
      setToken(next)
      setValues((current) => ({ ...current, otp: '' }))
      if (!resend) return goTo('otp')
      setNotice(fillText(messages.resetCodeResent, { email }))
      fieldRef.current?.focus()
    })

  const submit = () => {
    setTouched((current) => ({ ...current, submit: true }))
    if (!isForgotPasswordValid(errors)) return fieldRef.current?.focus()
    if (step === 'email') return void sendCode(false)
    if (token === null) return goTo('email')
    if (step === 'otp') {
      return void call(async () => {
        await client.auth.verifyOtp(toVerifyOtpInput(values, token))
        goTo('password')
      })
    }
    void call(async () => {
      await client.auth.resetPassword(toResetPasswordInput(values, token))
      onDone()
    })
  }

  const frame = {
    focusTitle: stepChanged,
    headingLevel,
    onSubmit: submit,
    busy,
    formFailure: failure && !failure.onField ? failure.message : null,
    notice,
  }
  const field = {
    ref: fieldRef,
    id: `${id}-${step}`,
    name: step,
    value: values[step],
    onChange: (event: { target: { value: string } }) => change(step, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, field: true })),
    errors: [fieldError, failure?.onField ? failure.message : null],
  }
  const back = (to: ForgotPasswordStep) => (
    <button type="button" className="wb-button" disabled={busy} onClick={() => goTo(to)}>
      {TEXT.back}
    </button>
  )

  if (step === 'email') {
    return (
      <PasswordResetStep
        key={step}
        {...frame}
        title={messages.resetPasswordTitle}
        intro={messages.resetEmailIntro}
        submitLabel={TEXT.sendCode}
        actions={
          loginHref && renderLink({ href: loginHref, className: 'wb-link', children: TEXT.backToLogin })
        }
      >
        <Field {...field} label="Email" type="email" autoComplete="email" inputMode="email" />
      </PasswordResetStep>
    )
  }
  if (step === 'otp') {
    return (
      <PasswordResetStep
        key={step}
        {...frame}
        title={fillText(messages.resetEmailSent, { email })}
        intro={fillText(messages.resetOtpIntro, { length: OTP_LENGTH })}
        submitLabel={TEXT.verifyCode}
        actions={
          <>
            <button type="button" className="wb-button" disabled={busy} onClick={() => void sendCode(true)}>
              {TEXT.resendCode}
            </button>
            {back('email')}
          </>
        }
      >
        <Field
          {...field}
          label={TEXT.otpLabel}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
        />
      </PasswordResetStep>
    )
  }
  return (
    <PasswordResetStep
      key={step}
      {...frame}
      title={messages.changePasswordTitle}
      intro={fillText(messages.resetPasswordIntro, { length: MIN_PASSWORD_LENGTH })}
      submitLabel={TEXT.savePassword}
      actions={back('otp')}
    >
      <PasswordField {...field} label={TEXT.passwordLabel} autoComplete="new-password" />
    </PasswordResetStep>
  )
}
