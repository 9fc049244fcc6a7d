import { useEffect, useMemo, useRef } from 'react'

/** What {@link useDebouncedCallback} returns. */
export interface DebouncedCallback {
  /** Runs the callback `delayMs` after the last call, replacing a pending run. */
  schedule: () => void
  /** Drops a pending run. */
  cancel: () => void
}

/**
 * Runs `callback` once `delayMs` have passed since the last `schedule()`, e.g. clearing a failed login's message
 * after the user stops typing (`DEBOUNCE_MS.formErrorClear`). The latest callback runs; a pending run is dropped
 * when the component unmounts.
 */
export function useDebouncedCallback(callback: () => void, delayMs: number): DebouncedCallback {
  const latest = useRef(callback)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    latest.current = callback
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(
    () => ({
      schedule: () => {
        clearTimeout(timer.current)
        timer.current = setTimeout(() => latest.current(), delayMs)
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [delayMs],
  )
}
