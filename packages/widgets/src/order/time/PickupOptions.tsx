import { messages } from '@waybill/sdk-core'
import { pickupOptionTimes, type TimeWindowPicker } from '@waybill/sdk-core/internal'
import { memo, useMemo } from 'react'
import { shallowEqual } from '../../provider/shallowEqual.ts'
import { useStore } from '../../provider/useStore.ts'
import { ExpressOption } from './ExpressOption.tsx'
import { TimeChoice } from './TimeChoice.tsx'
import { formatWindow } from './timeFormat.ts'

/** Props of {@link PickupOptions}. */
export interface PickupOptionsProps {
  /** Prefix of the ids inside. */
  id: string
  /** The picker writing the choices. */
  picker: TimeWindowPicker
  /** Id of the element naming the group (the section's title). */
  labelledBy: string
}

/**
 * The pickup options of the chosen date as one radio group (part 1 §4 'Pickup time options', §5): 'Your
 * Delivery Windows' (the server's windows; a chosen one no longer offered stays shown, disabled), 'Express
 * Delivery' and 'Rush' with the windows it gives now.
 */
export const PickupOptions = memo(function PickupOptions({ id, picker, labelledBy }: PickupOptionsProps) {
  const { windows, express, rush } = useStore(
    picker,
    ({ windows, express, rush }) => ({ windows, express, rush }),
    shallowEqual,
  )
  const name = `${id}-pickup-option`
  const shown = useMemo(() => windows.filter((choice) => choice.visible || choice.chosen), [windows])
  const rushDetail = rush.window
    ? `Pickup ${formatWindow(rush.window.pickup.start, rush.window.pickup.end)}, drop-off ${formatWindow(
        rush.window.dropoff.start,
        rush.window.dropoff.end,
      )}`
    : null
  return (
    <div className="wb-time__options" role="radiogroup" aria-labelledby={labelledBy}>
      {shown.length > 0 && (
        <fieldset className="wb-time__group">
          <legend className="wb-time__group-title">{messages.pickupOptionWindows}</legend>
          {shown.map((choice) => (
            <TimeChoice
              key={choice.index}
              name={name}
              value={`window-${choice.index}`}
              label={choice.option.text}
              detail={pickupOptionTimes(choice.option)}
              checked={choice.chosen}
              disabled={!choice.offered}
              onChoose={() => picker.choosePickupOption(choice.index)}
            />
          ))}
        </fieldset>
      )}
      {express.visible && <ExpressOption id={id} name={name} picker={picker} express={express} />}
      {(rush.visible || rush.selected) && (
        <TimeChoice
          name={name}
          value="rush"
          label={messages.pickupOptionRush}
          detail={rushDetail}
          checked={rush.selected}
          disabled={!rush.offered}
          onChoose={() => picker.chooseRush()}
        />
      )}
    </div>
  )
})
