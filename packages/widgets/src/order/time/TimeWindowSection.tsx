import { messages } from '@waybill/sdk-core'
import type { OrderDraftStore, TripLookup } from '@waybill/sdk-core/order'
import { useId } from 'react'
import { shallowEqual } from '../../provider/shallowEqual.ts'
import { useStore } from '../../provider/useStore.ts'
import { DropoffOptions } from './DropoffOptions.tsx'
import { PickupOptions } from './PickupOptions.tsx'
import { TimeProblem } from './TimeProblem.tsx'
import { TimeSection, timeSectionTitleId } from './TimeSection.tsx'
import { useTimeWindowPicker } from './useTimeWindowPicker.ts'

/** Props of {@link TimeWindowSection}. */
export interface TimeWindowSectionProps {
  /** The draft being written; its pickup date is the date shown. */
  draft: OrderDraftStore
  /** The form's trip lookup (`useTripLookup`): its time options are what is offered. */
  tripLookup: TripLookup
  /** The current instant, epoch milliseconds; `Date.now` by default. */
  now?: () => number
  /** Whose rules: the single form's (default), or the older shipment flow's (delivery windows only). */
  mode?: 'single' | 'shipment'
}

/**
 * The time section of the single-delivery form (part 1 §2, §4 'Time type codes', §5 'Pickup date and time
 * rules'; part 2 §5.2) over sdk-core's `createTimeWindowPicker`: the pickup date (14 days, the dates that cannot
 * be chosen disabled), the pickup options of that date ('Your Delivery Windows', 'Express Delivery', 'Rush'), the
 * drop-off options of the chosen pickup, the time checks of the choice, and 'No Times Available Based On The
 * Locations And Date Selected' when the date offers nothing. It re-evaluates every minute and when the page is
 * shown again, so options pass their cut-offs while the form is open.
 *
 * @example
 * ```tsx
 * const tripLookup = useTripLookup(draft)
 * <DeliveryDetailsForm timeSection={<TimeWindowSection draft={draft} tripLookup={tripLookup} />} … />
 * ```
 */
export function TimeWindowSection({
  draft,
  tripLookup,
  now = Date.now,
  mode = 'single',
}: TimeWindowSectionProps) {
  const id = useId()
  const { picker, account } = useTimeWindowPicker(draft, tripLookup, now, mode)
  const { selectable, noTimes } = useStore(
    picker,
    (state) => ({ selectable: state.dateState?.selectable === true, noTimes: state.noTimes }),
    shallowEqual,
  )
  const loading = useStore(tripLookup, (state) => state.status === 'loading')
  const waiting = account === null || (selectable && loading)
  const status = waiting ? messages.timesLoading : selectable && noTimes ? messages.noTimesAvailable : ''
  return (
    <TimeSection id={id} className="wb-time" picker={picker} showDates={account !== null} status={status}>
      {!waiting && selectable && (
        <PickupOptions id={id} picker={picker} labelledBy={timeSectionTitleId(id)} />
      )}
      <TimeProblem
        id={`${id}-pickup-problem`}
        picker={picker}
        draft={draft}
        side="pickup"
        always={messages.timeNoLongerOffered}
      />
      {!waiting && selectable && <DropoffOptions id={id} picker={picker} />}
      <TimeProblem id={`${id}-dropoff-problem`} picker={picker} draft={draft} side="dropoff" />
    </TimeSection>
  )
}
