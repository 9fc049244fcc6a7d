/** The messages under a field, tied to its control through `aria-describedby`. */
export function FieldErrors({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <div id={id} className="wb-field__errors">
      {messages.map((message) => (
        <p key={message} className="wb-field__error">
          {message}
        </p>
      ))}
    </div>
  )
}

/** The shown messages of a field and the ARIA attributes its control needs for them. */
export function fieldErrorProps(controlId: string, errors: readonly (string | null | undefined)[] = []) {
  const shown = [...new Set(errors.filter((error): error is string => Boolean(error)))]
  const id = `${controlId}-error`
  return {
    id,
    shown,
    input: {
      'aria-invalid': shown.length > 0 || undefined,
      'aria-describedby': shown.length > 0 ? id : undefined,
    },
  }
}
