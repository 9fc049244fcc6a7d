/** Props of {@link FieldErrors}. */
export interface FieldErrorsProps {
  /** Id of the live list; the control's `aria-describedby` names it while it holds a message. */
  id: string
  /** Messages about this field, announced politely as they appear. */
  messages: readonly string[]
  /** Messages the form announces itself (see `Field`'s `sharedErrors`): shown and described here, not announced. */
  shared?: readonly string[]
}

/**
 * The messages under a field. The list is a polite live region that stays in the page while empty, so that a
 * message appearing later is announced (a region mounted together with its text often is not).
 */
export function FieldErrors({ id, messages, shared = [] }: FieldErrorsProps) {
  return (
    <>
      <div id={id} className="wb-field__errors" aria-live="polite">
        {messages.map((message) => (
          <p key={message} className="wb-field__error">
            {message}
          </p>
        ))}
      </div>
      {shared.length > 0 && (
        <div id={`${id}-shared`} className="wb-field__errors">
          {shared.map((message) => (
            <p key={message} className="wb-field__error">
              {message}
            </p>
          ))}
        </div>
      )}
    </>
  )
}

const unique = (errors: readonly (string | null | undefined)[]) => [
  ...new Set(errors.filter((error): error is string => Boolean(error))),
]

/**
 * The shown messages of a field and the ARIA attributes its control needs for them: `aria-describedby` names
 * only the lists that hold a message.
 */
export function fieldErrorProps(
  controlId: string,
  errors: readonly (string | null | undefined)[] = [],
  sharedErrors: readonly (string | null | undefined)[] = [],
) {
  const shown = unique(errors)
  const shared = unique(sharedErrors).filter((message) => !shown.includes(message))
  const id = `${controlId}-error`
  const describedBy = [shown.length > 0 ? id : '', shared.length > 0 ? `${id}-shared` : '']
    .filter(Boolean)
    .join(' ')
  return {
    id,
    shown,
    shared,
    input: {
      'aria-invalid': shown.length + shared.length > 0 || undefined,
      'aria-describedby': describedBy || undefined,
    },
  }
}
