import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { FormAlert } from '../primitives/FormAlert.tsx'

/** Props of {@link PasswordResetStep}. */
export interface PasswordResetStepProps {
  /** The step's title, e.g. 'Reset your password'; it names the form and receives focus when the step opens. */
  title: string
  /** Move focus to the title when the step opens, so that it is announced (every step after the first). */
  focusTitle?: boolean
  /** Level of the title's heading element; 2 by default. */
  headingLevel?: 1 | 2 | 3
  /** A sentence under the title. */
  intro?: ReactNode
  /** The step's field. */
  children: ReactNode
  /** Text of the submit button. */
  submitLabel: string
  /** Called when the step is submitted (button or Enter). */
  onSubmit: () => void
  /** A call is running: the buttons are disabled. */
  busy?: boolean
  /** A failure of the step as a whole, shown above the buttons. */
  formFailure?: string | null
  /** Good news about the step, e.g. that a new code was sent. */
  notice?: string | null
  /** Other buttons or links, after the submit button. */
  actions?: ReactNode
}

/** One step of {@link PasswordReset}: its title, its field, its messages and its buttons. */
export function PasswordResetStep({
  title,
  focusTitle = false,
  headingLevel = 2,
  intro,
  children,
  submitLabel,
  onSubmit,
  busy = false,
  formFailure,
  notice,
  actions,
}: PasswordResetStepProps) {
  const id = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus()
  }, [focusTitle])
  const Heading = `h${headingLevel}` as const
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="wb-reset" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={busy}>
      <Heading id={`${id}-title`} ref={titleRef} className="wb-reset__title" tabIndex={-1}>
        {title}
      </Heading>
      {intro && <p className="wb-reset__intro">{intro}</p>}
      {children}
      <FormAlert message={formFailure} />
      <FormAlert message={notice} tone="info" />
      <div className="wb-reset__actions">
        <button type="submit" className="wb-button wb-button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {actions}
      </div>
    </form>
  )
}
