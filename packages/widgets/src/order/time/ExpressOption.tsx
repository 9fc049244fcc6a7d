import { messages } from '@waybill/sdk-core'
import type { ExpressSection, TimeWindowPicker } from '@waybill/sdk-core/internal'
import { memo, useMemo } from 'react'
import { TimeChoice } from './TimeChoice.tsx'
import { TimeSelect, type TimeSelectOption } from './TimeSelect.tsx'
import { slotLabel } from './timeFormat.ts'

/** Props of {@link ExpressOption}. */
export interface ExpressOptionProps {
  /** Prefix of the ids inside. */
  id: string
  /** The radio group's name. */
  name: string
  /** The picker writing the choices. */
  picker: TimeWindowPicker
  /** The picker's Express section. */
  express: ExpressSection
}

// Captions of the express pickers: the drop-off window is what the user picks (part 1 §5 'Express').
const START_LABEL = 'Express drop-off from'
const END_LABEL = 'Express drop-off until'

/**
 * 'Express Delivery' (part 1 §5 'Express'): the radio, disabled for an edit or an intercity trip and when it is
 * too late ('We are sorry, it is not possible to do an express delivery by now'); once chosen, the drop-off
 * window's start (15-minute slots, the soon ones red, the premium ones named) and end, and a note when the
 * chosen slot carries the express premium.
 */
export const ExpressOption = memo(function ExpressOption({ id, name, picker, express }: ExpressOptionProps) {
  const { window, chosen, option } = express
  const available = window?.available === true
  const note = window !== null && !window.available ? window.message : null
  const noteId = `${id}-express-note`
  const starts = useMemo<TimeSelectOption[]>(
    () =>
      window?.available
        ? window.slots.map((slot) => ({
            value: slot.start,
            red: slot.red,
            label: slotLabel(slot.start, slot),
          }))
        : [],
    [window],
  )
  const ends = useMemo<TimeSelectOption[]>(
    () => express.endSlots.map((end) => ({ value: end })),
    [express.endSlots],
  )
  return (
    <div className="wb-time__express">
      <TimeChoice
        name={name}
        value="express"
        label={messages.pickupOptionExpress}
        checked={express.selected}
        disabled={express.hidden !== null || !available || option === null}
        onChoose={() => option !== null && picker.choosePickupOption(option.index)}
        describedBy={note ? noteId : undefined}
      />
      {note && (
        <p id={noteId} className="wb-time__note">
          {note}
        </p>
      )}
      {express.selected && available && (
        <div className="wb-time__pickers">
          <TimeSelect
            id={`${id}-express-start`}
            label={START_LABEL}
            value={chosen?.start ?? null}
            options={starts}
            onChange={(start) => picker.chooseExpressSlot(start)}
          />
          <TimeSelect
            id={`${id}-express-end`}
            label={END_LABEL}
            value={chosen?.end ?? null}
            options={ends}
            disabled={chosen === null}
            onChange={(end) => chosen !== null && picker.chooseExpressSlot(chosen.start, end)}
          />
        </div>
      )}
      {express.selected && chosen?.premium && (
        <p className="wb-time__note">{messages.expressPremiumApplies}</p>
      )}
    </div>
  )
})
