import type { LatLng, W3wSuggestion } from '@waybill/sdk-core'
import { useRef } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'
import { Combobox } from './Combobox.tsx'

/** Logged when what3words suggestions or the conversion fail (no user message). */
export const W3W_LOG = {
  suggest: 'what3words suggestions failed',
  convert: 'what3words conversion failed',
} as const

/** Props of {@link W3wField}. */
export interface W3wFieldProps {
  /** Id of the input; the label, suggestions and errors are tied to it. */
  id: string
  /** Visible label text, e.g. 'what3words address'. */
  label: string
  /** Text in the input. */
  value: string
  /** The text changed: typed, or set to the chosen triple. */
  onChange(text: string): void
  /** A suggestion was chosen and converted: the triple and its coordinates (part 1 §7). */
  onSelect(words: string, point: LatLng): void
  /** Messages under the field, e.g. 'w3w is required' or the zone message (part 1 §5). */
  errors?: readonly (string | null | undefined)[]
}

/**
 * A what3words input with suggestions (`client.geo.w3wSuggestions`); choosing one converts it to coordinates
 * (`client.geo.w3wToCoordinates`). Keyboard: arrows, Enter, Escape. The spec names no debounce for
 * what3words, so it waits as address autocomplete does: `DEBOUNCE_MS.addressSuggest` (300 ms, part 1 §9).
 */
export function W3wField({ id, label, value, onChange, onSelect, errors }: W3wFieldProps) {
  const { client } = useWaybill('W3wField')
  const latest = useRef(0)

  function change(text: string) {
    latest.current += 1
    onChange(text)
  }

  async function suggest(input: string, signal: AbortSignal) {
    const suggestions = await client.geo.w3wSuggestions(input)
    signal.throwIfAborted()
    return suggestions
  }

  async function pick(suggestion: W3wSuggestion) {
    const ticket = ++latest.current
    try {
      const point = await client.geo.w3wToCoordinates(suggestion.words)
      if (ticket === latest.current) onSelect(suggestion.words, point)
    } catch (error) {
      client.logger.error(W3W_LOG.convert, error)
    }
  }

  return (
    <Combobox<W3wSuggestion>
      id={id}
      label={label}
      value={value}
      onChange={change}
      suggest={suggest}
      onPick={pick}
      onSuggestError={(error) => client.logger.error(W3W_LOG.suggest, error)}
      itemKey={(suggestion) => suggestion.words}
      itemText={(suggestion) => suggestion.words}
      renderItem={(suggestion) => (
        <>
          <span className="wb-combobox__main">{`///${suggestion.words}`}</span>{' '}
          <span className="wb-combobox__secondary">{suggestion.nearestPlace}</span>
        </>
      )}
      errors={errors}
    />
  )
}
