import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FieldErrors, fieldErrorProps } from './FieldErrors.tsx'

/** Props of {@link Field}. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Id of the input; the label and the error list are tied to it. */
  id: string
  /** Visible label text, e.g. 'Email'. */
  label: ReactNode
  /** Ref to the input element, e.g. to focus it when the form is invalid. */
  ref?: Ref<HTMLInputElement>
  /** Messages under the field: tied through `aria-describedby` and announced (a polite live region) as they appear. */
  errors?: readonly (string | null | undefined)[]
  /**
   * Messages about the whole form also shown under this field, e.g. a failed login under both fields: tied and
   * marked invalid like `errors`, but not announced here, because the form announces them once (`FormAlert`).
   */
  sharedErrors?: readonly (string | null | undefined)[]
  /** Rendered after the input, inside the same row (e.g. a show/hide button). */
  adornment?: ReactNode
  /** Help text under the input, e.g. 'Enter 10-digit numbers'. */
  hint?: ReactNode
}

/** A labelled text input with its error messages tied to it. */
export function Field({ id, label, errors, sharedErrors, adornment, hint, ref, ...input }: FieldProps) {
  const error = fieldErrorProps(id, errors, sharedErrors)
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : undefined, error.input['aria-describedby']].filter(Boolean).join(' ')
  return (
    <div className="wb-field">
      <label className="wb-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wb-field__control">
        <input
          ref={ref}
          id={id}
          className="wb-field__input"
          aria-invalid={error.input['aria-invalid']}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {adornment}
      </div>
      {hint && (
        <p id={hintId} className="wb-field__hint">
          {hint}
        </p>
      )}
      <FieldErrors id={error.id} messages={error.shown} shared={error.shared} />
    </div>
  )
}
