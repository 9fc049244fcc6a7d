import { type DependencyList, useEffect, useRef, useState } from 'react'

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]))

/**
 * A value made by `create` (a core store: a picker, a lookup, a form) and kept while `deps` stay the same (each by
 * `Object.is`); new deps make a new one in the render that sees them, so no render reads a value made for old
 * inputs. Unlike `useMemo`'s, the value is held in state: React never drops it, and a store never loses its state
 * while its inputs are unchanged.
 *
 * `create` runs during render and StrictMode may call it twice and keep one: what it does outside the value must be
 * harmless to repeat (sdk-core stores follow their sources only once subscribed; the batch picker writes its default
 * date to the draft, the same date both times). `dispose` (the latest one given) runs on a replaced value once the
 * new one is committed, and on unmount. StrictMode's rehearsal unmount calls it too, on a value that stays in use:
 * it should release (write what is pending, stop following), not destroy.
 *
 * @example
 * ```ts
 * const form = useRecreated(() => createPartyBlockForm({ draft, side, names }), [draft, side], (old) => old.flush())
 * ```
 */
export function useRecreated<T>(create: () => T, deps: DependencyList, dispose?: (value: T) => void): T {
  const [held, setHeld] = useState(() => ({ deps, value: create() }))
  let current = held
  if (!sameDeps(held.deps, deps)) {
    // Storing what came of the previous render's inputs: React renders again at once with the new value.
    current = { deps, value: create() }
    setHeld(current)
  }
  const { value } = current
  const disposer = useRef(dispose)
  useEffect(() => {
    disposer.current = dispose
  })
  useEffect(() => () => disposer.current?.(value), [value])
  return value
}
