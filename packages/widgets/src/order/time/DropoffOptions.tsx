import { messages } from '@waybill/sdk-core'
import type { TimeWindowPicker } from '@waybill/sdk-core/internal'
import { addDays, type DropoffOptionState } from '@waybill/sdk-core/rules'
import { memo } from 'react'
import { shallowEqual } from '../../provider/shallowEqual.ts'
import { useStore } from '../../provider/useStore.ts'
import { SpecialTimes } from './SpecialTimes.tsx'
import { TimeChoice } from './TimeChoice.tsx'
import { formatPickerDate } from './timeFormat.ts'

/** Props of {@link DropoffOptions}. */
export interface DropoffOptionsProps {
  /** Prefix of the ids inside. */
  id: string
  /** The picker writing the choices. */
  picker: TimeWindowPicker
}

/** An option's caption: the server's text, with the drop-off date when it is a later day. */
function detailOf(state: DropoffOptionState, date: string): string | null {
  return state.dayOffset > 0 ? formatPickerDate(addDays(date, state.dayOffset)) : null
}

/**
 * The drop-off options of the chosen delivery window or Rush (part 1 §5 'Standard drop-off options', 'Special
 * drop-off times'): standard, next-day and special options as one radio group, the ones the pickup rules out
 * disabled; a chosen special option shows its time pickers.
 */
export const DropoffOptions = memo(function DropoffOptions({ id, picker }: DropoffOptionsProps) {
  const { dropoffs, date } = useStore(picker, ({ dropoffs, date }) => ({ dropoffs, date }), shallowEqual)
  if (dropoffs.options.length === 0 || date === null) return null
  return (
    <fieldset className="wb-time__dropoffs">
      <legend className="wb-time__legend">{messages.sectionDropoffTime}</legend>
      {dropoffs.options.map((state) => (
        <TimeChoice
          key={state.index}
          name={`${id}-dropoff-option`}
          value={String(state.index)}
          label={state.option.text}
          detail={detailOf(state, date)}
          checked={dropoffs.chosen === state.index}
          disabled={state.disabled}
          onChoose={() => picker.chooseDropoffOption(state.index)}
        />
      ))}
      {dropoffs.special && <SpecialTimes id={id} picker={picker} special={dropoffs.special} />}
    </fieldset>
  )
})
