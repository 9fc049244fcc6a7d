import type { ReactNode } from 'react'

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The text the box is labelled by; clicking it toggles the box. */
  label: ReactNode
  /** Whether the box is ticked. */
  checked: boolean
  /** Called with the new state. */
  onChange: (checked: boolean) => void
  /** Id of the input. */
  id?: string
  /** Form field name. */
  name?: string
  /** Whether the box is disabled. */
  disabled?: boolean
  /** Id of an element that describes the box (an error or a hint). */
  describedBy?: string
}

/** A native checkbox wrapped in its label. */
export function Checkbox({ label, checked, onChange, id, name, disabled, describedBy }: CheckboxProps) {
  return (
    <label className="wb-checkbox">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  )
}
