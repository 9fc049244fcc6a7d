import { type Ref, useEffect, useMemo, useRef } from 'react'
import { usePlaces } from '../maps/MapsContext.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { Combobox } from './Combobox.tsx'
import type { PlaceDetails, PlaceSuggestion } from './types.ts'

/** Logged when suggestions or the chosen address's details cannot be fetched (no user message). */
export const ADDRESS_LOG = {
  suggest: 'Address suggestions failed',
  details: 'Address details lookup failed',
} as const

/** Props of {@link AddressField}. */
export interface AddressFieldProps {
  /** Id of the input; the label, suggestions and errors are tied to it. */
  id: string
  /** Visible label text, e.g. 'Address'. */
  label: string
  /** Text in the input. */
  value: string
  /** The text changed: typed, or set to the chosen suggestion's line. */
  onChange(text: string): void
  /** A suggestion was chosen and resolved: its address parts and coordinates. */
  onSelect(place: PlaceDetails): void
  /** Messages under the field, e.g. 'Address is required' or the zone message (part 1 §5). */
  errors?: readonly (string | null | undefined)[]
  /** Marks the input required. */
  required?: boolean
  /** Ref to the input, e.g. to focus it when the form's submit finds it invalid. */
  inputRef?: Ref<HTMLInputElement>
  /** Called when the input loses focus (e.g. to show its messages once left). */
  onBlur?: () => void
}

/**
 * An address input with suggestions in Canada, asked for `DEBOUNCE_MS.addressSuggest` (300 ms) after typing
 * pauses (part 1 §7, §9); choosing one resolves street, city, province, postal code and coordinates. Each field
 * has its own places session (Google bills one per search). Keyboard: arrows, Enter, Escape.
 */
export function AddressField({
  id,
  label,
  value,
  onChange,
  onSelect,
  errors,
  required,
  inputRef,
  onBlur,
}: AddressFieldProps) {
  const { client } = useWaybill('AddressField')
  const places = usePlaces('AddressField')
  // One autocomplete session per field: its own billing token and predictions (part 1 §7 places service).
  const session = useMemo(() => places.session(), [places])
  useEffect(() => () => session.end(), [session])
  const latest = useRef(0)

  function change(text: string) {
    latest.current += 1
    if (text.trim() === '') session.end()
    onChange(text)
  }

  async function pick(suggestion: PlaceSuggestion) {
    const ticket = ++latest.current
    try {
      const details = await session.details(suggestion)
      if (ticket === latest.current) onSelect(details)
    } catch (error) {
      client.logger.error(ADDRESS_LOG.details, error)
    }
  }

  return (
    <Combobox<PlaceSuggestion>
      id={id}
      label={label}
      value={value}
      onChange={change}
      suggest={(input, signal) => session.suggest(input, signal)}
      onPick={pick}
      onSuggestError={(error) => client.logger.error(ADDRESS_LOG.suggest, error)}
      itemKey={(suggestion) => suggestion.id}
      itemText={(suggestion) => suggestion.text}
      renderItem={(suggestion) => (
        <>
          <span className="wb-combobox__main">{suggestion.mainText}</span>{' '}
          <span className="wb-combobox__secondary">{suggestion.secondaryText}</span>
        </>
      )}
      errors={errors}
      required={required}
      inputRef={inputRef}
      onBlur={onBlur}
    />
  )
}
