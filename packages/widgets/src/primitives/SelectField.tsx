import type { ReactNode, Ref } from 'react'
import { FieldErrors, fieldErrorProps } from './FieldErrors.tsx'

/** One entry of a {@link SelectField}. */
export interface SelectOption {
  /** The value given to `onChange`. */
  readonly value: string
  /** What the user reads. */
  readonly label: string
  /** Shown but not choosable. */
  readonly disabled?: boolean
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  /** Id of the select; the label and the error list are tied to it. */
  id: string
  /** Visible label text. */
  label: ReactNode
  /** The chosen value; '' for none. */
  value: string
  /** Called with the chosen option's value. */
  onChange: (value: string) => void
  /** The entries, in order. */
  options: readonly SelectOption[]
  /** A first entry with the value '' that asks for a choice, e.g. 'Select Operating Region'. */
  placeholder?: string
  /** A hint under the select, tied to it as its description. */
  hint?: ReactNode
  /** Messages under the field. */
  errors?: readonly (string | null | undefined)[]
  /** Form field name. */
  name?: string
  /** Whether the select is disabled. */
  disabled?: boolean
  /** Called when the select loses focus. */
  onBlur?: () => void
  /** Ref to the select element. */
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select with its error messages tied to it. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  errors,
  ref,
  ...select
}: SelectFieldProps) {
  const error = fieldErrorProps(id, errors)
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : undefined, error.input['aria-describedby']].filter(Boolean).join(' ')
  return (
    <div className="wb-field">
      <label className="wb-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className="wb-field__input wb-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error.input['aria-invalid']}
        aria-describedby={describedBy || undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="wb-field__hint">
          {hint}
        </p>
      )}
      <FieldErrors id={error.id} messages={error.shown} />
    </div>
  )
}
