import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/** Where focus should go: an element, or nothing when it is not in the page. */
export type RefocusTarget = () => HTMLElement | null | undefined

/** Whether keyboard focus fell back to the page: the focused control left the page (or was never there). */
const focusLost = () => !document.activeElement || document.activeElement === document.body

/**
 * Keeps a keyboard user in place when the control they pressed goes away with what it acted on (a removed
 * driver's Remove button, an added driver's Add button). Call the returned `refocusAfter(target)` once the action
 * and its reload are done: after the next render, if focus fell back to the page, `target()` gets it. Focus
 * still on a control is left alone.
 *
 * @example
 * ```tsx
 * const refocusAfter = useRefocusAfter()
 * await fleet.reload()
 * refocusAfter(() => heading.current)
 * ```
 */
export function useRefocusAfter(): (target: RefocusTarget) => void {
  const pending = useRef<RefocusTarget | null>(null)
  const [request, setRequest] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the render each request causes.
  useLayoutEffect(() => {
    const target = pending.current
    if (!target) return
    pending.current = null
    if (focusLost()) target()?.focus()
  }, [request])

  return useCallback((target: RefocusTarget) => {
    pending.current = target
    setRequest((count) => count + 1)
  }, [])
}
