import { useState } from 'react'

/** Props of {@link CountInput}. */
export interface CountInputProps {
  /** Id of the input. */
  id: string
  /** Visible label. */
  label: string
  /** The draft's count. */
  value: number
  /** Writes a typed whole number; false when the draft refuses it. */
  onCommit: (count: number) => boolean
  /** Smallest count offered by the arrows. */
  min?: number
  /** Its section failed the last check: marked `aria-invalid`. */
  invalid?: boolean
}

/**
 * A package count: a number typed is written as soon as the draft accepts it; a half-typed or refused text stays
 * on screen while the field has focus and goes back to the draft's count when the field is left.
 */
export function CountInput({ id, label, value, onCommit, min = 0, invalid = false }: CountInputProps) {
  const [text, setText] = useState<string | null>(null)
  return (
    <div className="wb-field wb-details__count">
      <label className="wb-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="wb-field__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={999}
        step={1}
        aria-invalid={invalid || undefined}
        value={text ?? String(value)}
        onChange={(event) => {
          const typed = event.target.value
          setText(typed)
          if (/^\d+$/.test(typed)) onCommit(Number(typed))
        }}
        onBlur={() => setText(null)}
      />
    </div>
  )
}
