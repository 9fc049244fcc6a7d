import { useState } from 'react'
import { Field, type FieldProps } from './Field.tsx'

/** Props of {@link PasswordField}: a {@link Field} whose type and adornment the toggle owns. */
export type PasswordFieldProps = Omit<FieldProps, 'type' | 'adornment'>

/**
 * A password {@link Field} with a toggle button after the input. Its name says what pressing it does ('Show
 * password', then 'Hide password'); it has no `aria-pressed`, which would contradict a name that changes.
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
          onClick={() => setShown((visible) => !visible)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="wb-visually-hidden"> password</span>
        </button>
      }
    />
  )
}
