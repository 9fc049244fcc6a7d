import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { useDebouncedCallback } from '../../primitives/useDebouncedCallback.ts'

/** The pending writes of a form's debounced fields, so the form can write them all before it validates. */
export interface FlushRegistry {
  /** Adds a field's flush; returns its removal. */
  add(flush: () => void): () => void
  /** Writes every pending value to the draft now. */
  flushAll(): void
}

/** Creates an empty {@link FlushRegistry}. */
export function createFlushRegistry(): FlushRegistry {
  const flushes = new Set<() => void>()
  return {
    add(flush) {
      flushes.add(flush)
      return () => flushes.delete(flush)
    },
    flushAll() {
      for (const flush of flushes) flush()
    },
  }
}

/** The registry of the form around a field; a field outside a form has none and only flushes on its own. */
export const FlushContext = createContext<FlushRegistry | null>(null)

/** What {@link useDebouncedDraftValue} returns. */
export interface DebouncedDraftValue<T> {
  /** What the field shows: the pending value, else the draft's. */
  readonly value: T
  /** The user changed the field: shown at once, written after the delay. */
  change(value: T): void
  /** Writes a pending value now. */
  flush(): void
}

/**
 * A draft field written `delayMs` after the user pauses (part 1 §9 'Debounces'), or only on `flush` when
 * `delayMs` is null. A pending value is also written when the form flushes (before validating) and when the
 * field unmounts, so leaving the form never loses what was typed.
 */
export function useDebouncedDraftValue<T>(
  saved: T,
  save: (value: T) => void,
  delayMs: number | null,
): DebouncedDraftValue<T> {
  const [pending, setPending] = useState<{ value: T } | null>(null)
  const pendingRef = useRef<{ value: T } | null>(null)
  const saveRef = useRef(save)
  useEffect(() => {
    saveRef.current = save
  })
  const flush = useCallback(() => {
    const held = pendingRef.current
    if (!held) return
    pendingRef.current = null
    setPending(null)
    saveRef.current(held.value)
  }, [])
  const timer = useDebouncedCallback(flush, delayMs ?? 0)
  const registry = useContext(FlushContext)
  useEffect(() => {
    const remove = registry?.add(flush)
    return () => {
      remove?.()
      flush()
    }
  }, [registry, flush])
  const change = useCallback(
    (value: T) => {
      pendingRef.current = { value }
      setPending({ value })
      if (delayMs !== null) timer.schedule()
    },
    [delayMs, timer],
  )
  return { value: pending ? pending.value : saved, change, flush }
}
