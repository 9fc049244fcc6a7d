import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react'
import { FieldErrors, fieldErrorProps } from '../primitives/FieldErrors.tsx'
import { useSuggestions } from './useSuggestions.ts'

/** Props of {@link Combobox}. */
export interface ComboboxProps<TItem> {
  /** Id of the input; the label, the list and the errors are tied to it. */
  readonly id: string
  /** Visible label text. */
  readonly label: string
  /** Text in the input. */
  readonly value: string
  /** The text changed: typed, or set to a chosen suggestion's text. */
  readonly onChange: (text: string) => void
  /** Suggestions for typed text (called after the typing pause). */
  readonly suggest: (input: string, signal: AbortSignal) => Promise<readonly TItem[]>
  /** A suggestion was chosen (Enter on the active one, or a click). */
  readonly onPick: (item: TItem) => void
  /** Reports a failed suggestion request (only logged). */
  readonly onSuggestError: (error: unknown) => void
  /** Stable key of a suggestion. */
  readonly itemKey: (item: TItem) => string
  /** Text the input takes when a suggestion is chosen. */
  readonly itemText: (item: TItem) => string
  /** How a suggestion is shown in the list (text only). */
  readonly renderItem: (item: TItem) => ReactNode
  /** Messages under the field. */
  readonly errors?: readonly (string | null | undefined)[]
  /** Marks the input required. */
  readonly required?: boolean
  /** The typing pause before suggestions are asked for; default `DEBOUNCE_MS.addressSuggest`. */
  readonly delayMs?: number
  /** Ref to the input, e.g. to give it focus back. */
  readonly inputRef?: Ref<HTMLInputElement>
  /** Called when the input loses focus (after the list closes). */
  readonly onBlur?: () => void
}

/**
 * A labelled text input with a suggestion list: the WAI-ARIA combobox pattern (list autocomplete). Arrow keys
 * move through suggestions, Enter chooses, Escape closes; the `wb-field` markup of `Field`.
 */
export function Combobox<TItem>(props: ComboboxProps<TItem>) {
  const { id, label, value, onChange, suggest, onPick, onSuggestError, itemKey, itemText, renderItem } = props
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const items = useSuggestions(query, suggest, onSuggestError, props.delayMs)
  const expanded = open && items.length > 0
  const current = expanded && active < items.length ? active : -1
  const error = fieldErrorProps(id, props.errors)
  const listId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`

  function type(text: string) {
    onChange(text)
    setQuery(text)
    setOpen(true)
    setActive(-1)
  }

  function pick(item: TItem) {
    onChange(itemText(item))
    setQuery(null)
    setOpen(false)
    setActive(-1)
    onPick(item)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      setOpen(true)
      if (!expanded || current === -1) setActive(down ? 0 : count - 1)
      else setActive((current + (down ? 1 : count - 1)) % count)
    } else if (event.key === 'Enter') {
      const item = current >= 0 ? items[current] : undefined
      if (item === undefined) return
      event.preventDefault()
      pick(item)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="wb-field wb-combobox">
      <label className="wb-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wb-field__control wb-combobox__control">
        <input
          ref={props.inputRef}
          id={id}
          className="wb-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          {...error.input}
          required={props.required}
          value={value}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false)
            props.onBlur?.()
          }}
        />
        <div id={listId} className="wb-combobox__list" role="listbox" aria-label={label} hidden={!expanded}>
          {expanded &&
            items.map((item, index) => (
              // The input keeps focus and points at the active option (aria-activedescendant); a click also picks.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choosing is on the input
              // biome-ignore lint/a11y/useFocusableInteractive: options of an activedescendant listbox take no focus
              <div
                key={itemKey(item)}
                id={optionId(index)}
                className="wb-combobox__option"
                role="option"
                aria-selected={index === current}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                {renderItem(item)}
              </div>
            ))}
        </div>
      </div>
      <FieldErrors id={error.id} messages={error.shown} />
    </div>
  )
}
