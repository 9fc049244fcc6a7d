import { useDebouncedDraftValue } from './useDebouncedDraftValue.ts'

/** Props of {@link DebouncedTextField}. */
export interface DebouncedTextFieldProps {
  /** Id of the input. */
  id: string
  /** Visible label. */
  label: string
  /** The draft's text. */
  value: string
  /** Writes the text to the draft (a draft action). */
  onSave: (text: string) => void
  /** How long after the last keystroke the text is written (`DEBOUNCE_MS`). */
  delayMs: number
  /** A textarea rather than a one-line input. */
  multiline?: boolean
  /** Most characters the field takes. */
  maxLength?: number
  /** Its section failed the last check: marked `aria-invalid`. */
  invalid?: boolean
}

/**
 * A text field of the order forms written to the draft after the user pauses (part 1 §9: reference, VIN, RO and
 * plate 1 s; description 800 ms), at once when the form validates or the field is left.
 */
export function DebouncedTextField({
  id,
  label,
  value,
  onSave,
  delayMs,
  multiline = false,
  maxLength,
  invalid = false,
}: DebouncedTextFieldProps) {
  const field = useDebouncedDraftValue(value, onSave, delayMs)
  const input = {
    id,
    className: 'wb-field__input',
    value: field.value,
    maxLength,
    'aria-invalid': invalid || undefined,
    onBlur: field.flush,
  }
  return (
    <div className="wb-field">
      <label className="wb-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...input} rows={3} onChange={(event) => field.change(event.target.value)} />
      ) : (
        <input {...input} type="text" onChange={(event) => field.change(event.target.value)} />
      )}
    </div>
  )
}
