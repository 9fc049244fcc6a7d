import type { PickupDateState } from '@waybill/sdk-core/rules'
import { memo } from 'react'
import { formatPickerDate, weekdayName } from './timeFormat.ts'

/** Props of {@link PickupDatePicker}. */
export interface PickupDatePickerProps {
  /** Prefix of the radios' ids and their group name. */
  id: string
  /** The group's visible caption. */
  legend: string
  /** The horizon, today first, each date with whether it can be chosen. */
  dates: readonly PickupDateState[]
  /** The chosen date, or null. */
  value: string | null
  /** Called with the date the user picks. */
  onChange: (date: string) => void
}

/**
 * The pickup date picker: the days of the horizon as one radio group (a single tab stop, arrow keys move between
 * the dates that can be chosen), dates that cannot be chosen shown disabled. Dates read 'MM-dd-yyyy' (part 1 §2).
 */
export const PickupDatePicker = memo(function PickupDatePicker({
  id,
  legend,
  dates,
  value,
  onChange,
}: PickupDatePickerProps) {
  return (
    <fieldset className="wb-time__dates">
      <legend className="wb-time__legend">{legend}</legend>
      <div className="wb-time__date-grid">
        {dates.map((state) => (
          <label
            key={state.date}
            className={state.selectable ? 'wb-time__date' : 'wb-time__date wb-time__date--disabled'}
          >
            <input
              type="radio"
              className="wb-time__radio"
              id={`${id}-${state.date}`}
              name={`${id}-date`}
              value={state.date}
              checked={state.date === value}
              disabled={!state.selectable}
              onChange={() => onChange(state.date)}
            />
            <span className="wb-time__weekday">{weekdayName(state.date)}</span>{' '}
            <span>{formatPickerDate(state.date)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
})
