import type { ReactNode } from 'react'

/** Props of {@link TimeChoice}. */
export interface TimeChoiceProps {
  /** The radio group's name. */
  name: string
  /** The radio's value, unique in its group. */
  value: string
  /** What the option is called. */
  label: ReactNode
  /** A second line, e.g. the windows it gives. */
  detail?: ReactNode
  /** The draft holds this choice. */
  checked: boolean
  /** Shown but not choosable. */
  disabled?: boolean
  /** Called when the user picks it. */
  onChoose: () => void
  /** Id of an element describing it (a note on why it is disabled). */
  describedBy?: string
}

/** One radio of a time section's group, wrapped in its label. */
export function TimeChoice({
  name,
  value,
  label,
  detail,
  checked,
  disabled,
  onChoose,
  describedBy,
}: TimeChoiceProps) {
  return (
    <label className={disabled ? 'wb-time__choice wb-time__choice--disabled' : 'wb-time__choice'}>
      <input
        type="radio"
        className="wb-time__radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChoose}
      />
      <span className="wb-time__choice-label">{label}</span>
      {detail && (
        <>
          {' '}
          <span className="wb-time__detail">{detail}</span>
        </>
      )}
    </label>
  )
}
