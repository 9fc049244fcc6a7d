import { messages, type Store } from '@waybill/sdk-core'
import type { PickupDateState } from '@waybill/sdk-core/rules'
import type { ReactNode } from 'react'
import { shallowEqual } from '../../provider/shallowEqual.ts'
import { useStore } from '../../provider/useStore.ts'
import { PickupDatePicker } from './PickupDatePicker.tsx'

/** What {@link TimeSection} reads of a time picker (`createTimeWindowPicker`, `createValetTimePicker`). */
export interface PickupDates {
  /** The horizon, today first, each date with whether it can be chosen. */
  readonly dates: readonly PickupDateState[]
  /** The chosen date, or null. */
  readonly date: string | null
}

/** Props of {@link TimeSection}. */
export interface TimeSectionProps {
  /** The section's `useId`: prefix of its ids. */
  id: string
  /** The section element's classes. */
  className: string
  /** The time picker: its dates are shown and the one picked is chosen. */
  picker: Store<PickupDates> & { chooseDate(date: string): unknown }
  /** Whether the dates are shown: not until the account is loaded. */
  showDates: boolean
  /** The status line, announced: times loading, or none to offer. */
  status: string
  /** The section's pickers and checks, under the status line. */
  children: ReactNode
}

// A caption: the date picker's group name.
const DATE_LEGEND = 'Pickup Date'

/** The id of a {@link TimeSection}'s title, which names the section. */
export const timeSectionTitleId = (id: string) => `${id}-title`

/**
 * What the pickup time sections share (part 1 §2, §5): the 'Pickup Time' title naming the section, the pickup date
 * picker once the account is loaded, and a status line (`role="status"`), then the section's own pickers.
 */
export function TimeSection({ id, className, picker, showDates, status, children }: TimeSectionProps) {
  const { dates, date } = useStore(picker, ({ dates, date }) => ({ dates, date }), shallowEqual)
  const titleId = timeSectionTitleId(id)
  return (
    <section className={className} aria-labelledby={titleId}>
      <h3 id={titleId} className="wb-time__title">
        {messages.sectionPickupTime}
      </h3>
      {showDates && (
        <PickupDatePicker
          id={id}
          legend={DATE_LEGEND}
          dates={dates}
          value={date}
          onChange={picker.chooseDate}
        />
      )}
      <p className="wb-time__status" role="status">
        {status}
      </p>
      {children}
    </section>
  )
}
