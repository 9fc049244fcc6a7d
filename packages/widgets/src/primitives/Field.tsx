import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

/** Props of {@link Field}. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Id of the input; the label and the error list are tied to it. */
  id: string
  /** Visible label text, e.g. 'Email'. */
  label: string
  /** Ref to the input element, e.g. to focus it when the form is invalid. */
  ref?: Ref<HTMLInputElement>
  /** Messages under the field; announced through `aria-describedby`. */
  errors?: readonly (string | null | undefined)[]
  /** Rendered after the input, inside the same row (e.g. a show/hide button). */
  adornment?: ReactNode
}

/** A labelled text input with its error messages tied to it. */
export function Field({ id, label, errors = [], adornment, ref, ...input }: FieldProps) {
  const shown = errors.filter((error): error is string => Boolean(error))
  const errorId = `${id}-error`
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
          aria-invalid={shown.length > 0 || undefined}
          aria-describedby={shown.length > 0 ? errorId : undefined}
          {...input}
        />
        {adornment}
      </div>
      {shown.length > 0 && (
        <div id={errorId} className="wb-field__errors">
          {shown.map((error) => (
            <p key={error} className="wb-field__error">
              {error}
            </p>
          ))}
        </div>
      )}
    </div>
  )
}
