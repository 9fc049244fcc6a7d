import { useState } from 'react'
import { Field, type FieldProps } from './Field.tsx'

/** Props of {@link PasswordField}: a {@link Field} whose type and adornment the toggle owns. */
export type PasswordFieldProps = Omit<FieldProps, 'type' | 'adornment'>

/**
 * A password {@link Field} with a 'Show password' / 'Hide password' toggle button after the input (`aria-pressed`
 * tells whether the password is shown).
 */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="wb-field__toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          onClick={() => setShown((visible) => !visible)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="wb-visually-hidden"> password</span>
        </button>
      }
    />
  )
}
