import { formatClock } from '@waybill/sdk-core/rules'
import { memo } from 'react'

/** One time of a {@link TimeSelect}. */
export interface TimeSelectOption {
  /** Minute of the day. */
  readonly value: number
  /** What the user reads; 'HH:mm' by default. */
  readonly label?: string
  /** Shown red and bold (part 1 §5): the label should say why in words too. */
  readonly red?: boolean
  /** Shown but not choosable (a chosen time no longer offered). */
  readonly disabled?: boolean
}

/** Props of {@link TimeSelect}. */
export interface TimeSelectProps {
  /** Id of the select; the label is tied to it. */
  id: string
  /** Visible label text. */
  label: string
  /** The chosen minute of the day, or null. */
  value: number | null
  /** The times, in order. */
  options: readonly TimeSelectOption[]
  /** Called with the chosen minute. */
  onChange: (minute: number) => void
  /** Whether the select is disabled. */
  disabled?: boolean
}

// A caption, not a message: the empty entry asks for a choice.
const CHOOSE = 'Select a time'

/**
 * A labelled native select of times (keyboard and screen-reader friendly as it is). Red times carry a class, and
 * the select itself while a red time is chosen.
 */
export const TimeSelect = memo(function TimeSelect({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
}: TimeSelectProps) {
  const red = options.some((option) => option.value === value && option.red)
  const known = value === null || options.some((option) => option.value === value)
  return (
    <div className="wb-field wb-time__select">
      <label className="wb-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={red ? 'wb-field__input wb-select wb-time__slot--red' : 'wb-field__input wb-select'}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value !== '') onChange(Number(event.target.value))
        }}
      >
        {value === null && <option value="">{CHOOSE}</option>}
        {!known && value !== null && (
          <option value={String(value)} disabled>
            {formatClock(value)}
          </option>
        )}
        {options.map((option) => (
          <option
            key={option.value}
            value={String(option.value)}
            disabled={option.disabled}
            className={option.red ? 'wb-time__slot--red' : undefined}
          >
            {option.label ?? formatClock(option.value)}
          </option>
        ))}
      </select>
    </div>
  )
})
