import { fillNames, messages } from '@waybill/sdk-core'
import { createBatchTimePicker } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import { useId, useMemo } from 'react'
import { Checkbox } from '../../primitives/Checkbox.tsx'
import { shallowEqual } from '../../provider/shallowEqual.ts'
import { useStore } from '../../provider/useStore.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { TimeProblem } from './TimeProblem.tsx'
import { TimeSection } from './TimeSection.tsx'
import { TimeSelect } from './TimeSelect.tsx'
import { useAccountTimePicker } from './useAccountTimePicker.ts'

/** Props of {@link BatchTimeSection}. */
export interface BatchTimeSectionProps {
  /** The batch draft (`createOrderDraft` with `batch`): its dates and windows go to every row's order. */
  draft: OrderDraftStore
  /** The current instant, epoch milliseconds; `Date.now` by default. */
  now?: () => number
}

// Captions of the section's fields (part 2 §2.4 'pickup and drop-off time').
const CAPTIONS = {
  pickupStart: 'Pickup window start',
  pickupEnd: 'Pickup window end',
  dropoffStart: 'Drop-off window start',
  dropoffEnd: 'Drop-off window end',
} as const

const asOptions = (times: readonly number[]) => times.map((value) => ({ value }))

/**
 * The batch screen's pickup and drop-off time (part 1 §5 'Batch mode', §9; part 2 §2.4, §9) over sdk-core's
 * `createBatchTimePicker`: the date (today, or tomorrow from 17:00, by default; skipped days and Sundays disabled),
 * the pickup window's start and end and the drop-off window's start and end every 15 minutes (HH:mm), and each
 * window's batch check announced under it, and the special timing choice (part 2 §2.4, §3.10 do_special_time).
 *
 * @example
 * ```tsx
 * <BatchScreen … timeSection={<BatchTimeSection draft={batchDraft} />} />
 * ```
 */
export function BatchTimeSection({ draft, now = Date.now }: BatchTimeSectionProps) {
  const id = useId()
  const { picker, account } = useAccountTimePicker('BatchTimeSection', createBatchTimePicker, draft, now)
  const times = useStore(
    picker,
    (state) => ({
      selectable: state.dateState?.selectable === true,
      noStartsLeft: state.noStartsLeft,
      pickupStarts: state.pickupStarts,
      pickupStart: state.pickupStart,
      pickupEnds: state.pickupEnds,
      pickupEnd: state.pickupEnd,
      dropoffStarts: state.dropoffStarts,
      dropoffStart: state.dropoffStart,
      dropoffEnds: state.dropoffEnds,
      dropoffEnd: state.dropoffEnd,
    }),
    shallowEqual,
  )
  const { selectable, noStartsLeft, pickupStarts, pickupStart, pickupEnds, pickupEnd } = times
  const { dropoffStarts, dropoffStart, dropoffEnds, dropoffEnd } = times
  const specialTime = useStore(draft, (state) => state.doSpecialTime)
  const { client } = useWaybill('BatchTimeSection')
  const pickupStartOptions = useMemo(() => asOptions(pickupStarts), [pickupStarts])
  const pickupEndOptions = useMemo(() => asOptions(pickupEnds), [pickupEnds])
  const dropoffStartOptions = useMemo(() => asOptions(dropoffStarts), [dropoffStarts])
  const dropoffEndOptions = useMemo(() => asOptions(dropoffEnds), [dropoffEnds])
  const status = account === null ? messages.timesLoading : noStartsLeft ? messages.valetNoStartsLeft : ''
  const shown = selectable && pickupStarts.length > 0
  return (
    <TimeSection
      id={id}
      className="wb-time wb-time--batch"
      picker={picker}
      showDates={account !== null}
      status={status}
    >
      {shown && (
        <div className="wb-time__pickers wb-time__pickers--flush">
          <TimeSelect
            id={`${id}-pickup-start`}
            label={CAPTIONS.pickupStart}
            value={pickupStart}
            options={pickupStartOptions}
            onChange={picker.choosePickupStart}
          />
          <TimeSelect
            id={`${id}-pickup-end`}
            label={CAPTIONS.pickupEnd}
            value={pickupEnd}
            options={pickupEndOptions}
            disabled={pickupStart === null}
            onChange={picker.choosePickupEnd}
          />
        </div>
      )}
      <TimeProblem id={`${id}-pickup-problem`} picker={picker} draft={draft} side="pickup" />
      <h3 id={`${id}-dropoff-title`} className="wb-time__title">
        {messages.sectionDropoffTime}
      </h3>
      {shown && (
        <div className="wb-time__pickers wb-time__pickers--flush">
          <TimeSelect
            id={`${id}-dropoff-start`}
            label={CAPTIONS.dropoffStart}
            value={dropoffStart}
            options={dropoffStartOptions}
            disabled={pickupStart === null}
            onChange={picker.chooseDropoffStart}
          />
          <TimeSelect
            id={`${id}-dropoff-end`}
            label={CAPTIONS.dropoffEnd}
            value={dropoffEnd}
            options={dropoffEndOptions}
            disabled={dropoffStart === null}
            onChange={picker.chooseDropoffEnd}
          />
        </div>
      )}
      <TimeProblem id={`${id}-dropoff-problem`} picker={picker} draft={draft} side="dropoff" />
      <Checkbox
        id={`${id}-special`}
        label={messages.batchSpecialTiming}
        checked={specialTime}
        describedBy={`${id}-special-hint`}
        onChange={(checked) => draft.setSpecialTime(checked)}
      />
      <p id={`${id}-special-hint`} className="wb-field__hint">
        {fillNames(messages.batchSpecialTimingHint, client.config)}
      </p>
    </TimeSection>
  )
}
