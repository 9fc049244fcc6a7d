import { messages, WEEKDAYS, type Weekday } from '@waybill/sdk-core'
import {
  isPickupHoursValid,
  type PickupDayValues,
  type PickupHoursValues,
  pickupHourOptions,
  pickupHoursValues,
  toPickupHours,
  validatePickupHours,
  weekdayLabel,
} from '@waybill/sdk-core/internal'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Checkbox } from '../primitives/Checkbox.tsx'
import { SelectField } from '../primitives/SelectField.tsx'
import { useSession } from '../provider/useSession.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link PickupHoursForm}. */
export interface PickupHoursFormProps {
  /** 'Back': the portal returns to the account details. */
  onBack: () => void
  /** Called after the hours were sent (saved or not) and the account re-read; the portal goes to the chooser. */
  onSaved: () => void
}

// Column headers are layout copy; the table's caption is sdk-core's messages.
const COLUMNS = { day: 'Day', start: 'Start', end: 'End' } as const

/** A picker's entries (a saved time off the 30-minute grid stays choosable, first). */
const timeOptions = (current: string) =>
  pickupHourOptions(current).map((time) => ({ value: time, label: time }))

/**
 * Pickup hours, the last step of the account setup (part 1 §2 'Pickup hours'): for each day sunday to saturday a
 * checkbox, a start and an end time; an unticked day shows 'No Pickups'. 'Save account details' sends the hours
 * (a failure is only logged, part 1 §8), re-reads the account and reports `onSaved`.
 */
export function PickupHoursForm({ onBack, onSaved }: PickupHoursFormProps) {
  const { client, session } = useWaybill('PickupHoursForm')
  const saved = useSession((state) => state.account?.pickupHours, 'PickupHoursForm')
  const id = useId()
  const [edits, setEdits] = useState<Partial<Record<Weekday, PickupDayValues>>>({})
  const [touched, setTouched] = useState<Partial<Record<Weekday | 'submit', boolean>>>({})
  const [saving, setSaving] = useState(false)
  const endRefs = useRef<Partial<Record<Weekday, HTMLSelectElement | null>>>({})

  const base = pickupHoursValues(saved)
  const values: PickupHoursValues = { ...base, ...edits }
  const errors = validatePickupHours(values)

  const edit = (day: Weekday, patch: Partial<PickupDayValues>) => {
    setEdits((current) => ({ ...current, [day]: { ...values[day], ...current[day], ...patch } }))
    setTouched((current) => ({ ...current, [day]: true }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched((current) => ({ ...current, submit: true }))
    if (!isPickupHoursValid(errors)) {
      const first = WEEKDAYS.find((day) => errors[day])
      if (first) endRefs.current[first]?.focus()
      return
    }
    setSaving(true)
    const apiCode = session.apiCode()
    try {
      if (apiCode === null) throw new Error('not signed in')
      await client.account.savePickupHours(apiCode, toPickupHours(values))
    } catch (error) {
      // part 1 §8: a failed pickup-hours save is only logged, with no user message.
      client.logger.error('Pickup hours save failed', error)
    }
    await session.refreshAccount()
    setSaving(false)
    onSaved()
  }

  return (
    <form className="wb-onboarding" noValidate onSubmit={submit} aria-busy={saving}>
      <table className="wb-hours">
        <caption className="wb-visually-hidden">{messages.pickupHoursCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.day}</th>
            <th scope="col">{COLUMNS.start}</th>
            <th scope="col">{COLUMNS.end}</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const { enabled, start, end } = values[day]
            const label = weekdayLabel(day)
            const error = touched[day] || touched.submit ? errors[day] : undefined
            return (
              <tr key={day} className={enabled ? 'wb-hours__row' : 'wb-hours__row wb-hours__row--off'}>
                <th scope="row">
                  <Checkbox
                    id={`${id}-${day}-enabled`}
                    label={label}
                    checked={enabled}
                    onChange={(checked) => edit(day, { enabled: checked })}
                  />
                </th>
                {enabled ? (
                  <>
                    <td>
                      <SelectField
                        id={`${id}-${day}-start`}
                        label={<span className="wb-visually-hidden">{`${label} start`}</span>}
                        value={start}
                        onChange={(value) => edit(day, { start: value })}
                        options={timeOptions(start)}
                      />
                    </td>
                    <td>
                      <SelectField
                        ref={(element) => {
                          endRefs.current[day] = element
                        }}
                        id={`${id}-${day}-end`}
                        label={<span className="wb-visually-hidden">{`${label} end`}</span>}
                        value={end}
                        onChange={(value) => edit(day, { end: value })}
                        options={timeOptions(end)}
                        errors={[error]}
                      />
                    </td>
                  </>
                ) : (
                  <td colSpan={2} className="wb-hours__none">
                    {messages.noPickups}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      <div className="wb-onboarding__actions">
        <button type="button" className="wb-button" onClick={onBack} disabled={saving}>
          Back
        </button>
        <button type="submit" className="wb-button wb-button--primary" disabled={saving}>
          Save account details
        </button>
      </div>
    </form>
  )
}
