import { messages } from '@waybill/sdk-core'
import { createValetTimePicker } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useId, useMemo } from 'react'
import { shallowEqual } from '../../provider/shallowEqual.ts'
import { useStore } from '../../provider/useStore.ts'
import { TimeProblem } from './TimeProblem.tsx'
import { TimeSection } from './TimeSection.tsx'
import { TimeSelect } from './TimeSelect.tsx'
import { formatPickerDate, formatWindow, slotLabel } from './timeFormat.ts'
import { useAccountTimePicker } from './useAccountTimePicker.ts'

/** Props of {@link ValetPickupTime}. */
export interface ValetPickupTimeProps {
  /** The valet or vehicle-swap draft being written; its pickup date is the date shown. */
  draft: OrderDraftStore
  /** The current instant, epoch milliseconds; `Date.now` by default. */
  now?: () => number
}

// Captions of the widget's fields and facts (part 1 §2 'Pickup time widget (valet)').
const CAPTIONS = {
  start: 'Pickup window start',
  end: 'Pickup window end',
  dropoff: 'Drop-off window',
  duration: 'Trip duration',
  distance: 'Distance',
} as const
const UNKNOWN = '—'

/**
 * The valet form's pickup time (part 1 §2 'Pickup time widget (valet)', §4, §5 'Valet pickup window', §9) over
 * sdk-core's `createValetTimePicker`: the date (MM-dd-yyyy; the valet skipped days, Sundays and today from 19:00
 * disabled), the pickup window's start and end every 15 minutes (today's first half hour in red bold, said in
 * words too), the drop-off window it gives, and the trip's duration and distance.
 *
 * @example
 * ```tsx
 * <ValetForm pickupTime={<ValetPickupTime draft={draft} />} … />
 * ```
 */
export function ValetPickupTime({ draft, now = Date.now }: ValetPickupTimeProps) {
  const id = useId()
  const { picker, account } = useAccountTimePicker('ValetPickupTime', createValetTimePicker, draft, now)
  const { selectable, slots, start, end, endSlots, dropoff, trip, noStartsLeft } = useStore(
    picker,
    (state) => ({
      selectable: state.dateState?.selectable === true,
      slots: state.startSlots,
      start: state.start,
      end: state.end,
      endSlots: state.endSlots,
      dropoff: state.dropoff,
      trip: state.trip,
      noStartsLeft: state.noStartsLeft,
    }),
    shallowEqual,
  )
  const starts = useMemo(
    () => slots.map((slot) => ({ value: slot.start, red: slot.red, label: slotLabel(slot.start, slot) })),
    [slots],
  )
  const ends = useMemo(() => endSlots.map((value) => ({ value })), [endSlots])
  const status = account === null ? messages.timesLoading : noStartsLeft ? messages.valetNoStartsLeft : ''
  return (
    <TimeSection
      id={id}
      className="wb-time wb-time--valet"
      picker={picker}
      showDates={account !== null}
      status={status}
    >
      {selectable && slots.length > 0 && (
        <div className="wb-time__pickers wb-time__pickers--flush">
          <TimeSelect
            id={`${id}-start`}
            label={CAPTIONS.start}
            value={start}
            options={starts}
            onChange={picker.chooseStart}
          />
          <TimeSelect
            id={`${id}-end`}
            label={CAPTIONS.end}
            value={end}
            options={ends}
            disabled={start === null}
            onChange={picker.chooseEnd}
          />
        </div>
      )}
      <TimeProblem id={`${id}-pickup-problem`} picker={picker} draft={draft} side="pickup" />
      <dl className="wb-time__facts">
        <div>
          <dt>{CAPTIONS.dropoff}</dt>
          <dd>
            {dropoff
              ? `${formatPickerDate(dropoff.date)} ${formatWindow(dropoff.start, dropoff.end)}`
              : UNKNOWN}
          </dd>
        </div>
        <div>
          <dt>{CAPTIONS.duration}</dt>
          <dd>{trip.minutes > 0 ? `${trip.minutes} min` : UNKNOWN}</dd>
        </div>
        <div>
          <dt>{CAPTIONS.distance}</dt>
          <dd>{trip.km > 0 ? `${trip.km} km` : UNKNOWN}</dd>
        </div>
      </dl>
      <TimeProblem id={`${id}-dropoff-problem`} picker={picker} draft={draft} side="dropoff" />
    </TimeSection>
  )
}
