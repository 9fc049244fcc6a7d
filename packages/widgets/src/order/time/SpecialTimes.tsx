import {
  betweenLaterBounds,
  SPECIAL_STEP,
  type SpecialChoice,
  type TimeWindowPicker,
} from '@waybill/sdk-core/internal'
import { memo, useMemo } from 'react'
import { TimeSelect } from './TimeSelect.tsx'
import { timeSteps } from './timeFormat.ts'

/** Props of {@link SpecialTimes}. */
export interface SpecialTimesProps {
  /** Prefix of the ids inside. */
  id: string
  /** The picker writing the choices. */
  picker: TimeWindowPicker
  /** The chosen special option with its bounds and picked times. */
  special: SpecialChoice
}

const CAPTIONS = {
  before: 'Deliver before',
  after: 'Deliver after',
  between: 'Deliver between',
} as const
const LATER_CAPTION = 'And'

const asOptions = (times: readonly number[]) => times.map((value) => ({ value }))

/**
 * The time pickers of a special drop-off option (part 1 §5 'Special drop-off times'): deliver before or after a
 * time, or between two, offered every 30 minutes (`SPECIAL_STEP`) within the option's bounds; between's later
 * time starts an hour after its early time.
 */
export const SpecialTimes = memo(function SpecialTimes({ id, picker, special }: SpecialTimesProps) {
  const { bounds, index, time, later, laterBounds } = special
  const times = useMemo(() => asOptions(timeSteps(bounds.earliest, bounds.latest, SPECIAL_STEP)), [bounds])
  const laterTimes = useMemo(
    () => (laterBounds ? asOptions(timeSteps(laterBounds.earliest, laterBounds.latest, SPECIAL_STEP)) : []),
    [laterBounds],
  )
  const chooseEarly = (early: number) => {
    if (bounds.variant !== 'between') {
      picker.chooseSpecial(index, early)
      return
    }
    const next = betweenLaterBounds(bounds, early)
    const keep = later !== null && next !== null && later >= next.earliest && later <= next.latest
    picker.chooseSpecial(index, early, keep ? later : (next?.earliest ?? null))
  }
  return (
    <div className="wb-time__pickers">
      <TimeSelect
        id={`${id}-special-time`}
        label={CAPTIONS[bounds.variant]}
        value={time}
        options={times}
        onChange={chooseEarly}
      />
      {bounds.variant === 'between' && (
        <TimeSelect
          id={`${id}-special-later`}
          label={LATER_CAPTION}
          value={later}
          options={laterTimes}
          onChange={(next) => picker.chooseSpecial(index, time, next)}
        />
      )}
    </div>
  )
})
