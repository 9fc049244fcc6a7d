import { type RefObject, useEffect, useEffectEvent, useState } from 'react'
import type { WorldPoint } from './projection.ts'

/** Wheel travel (in pixels of deltaY) that makes one zoom step. */
export const WHEEL_STEP = 50
/** How long the "hold Ctrl to zoom" hint stays after the last plain wheel over the map. */
export const WHEEL_HINT_MS = 1500

/**
 * Cooperative wheel gestures on the offline map: a plain wheel scrolls the page (the map does not take it and
 * the returned flag asks for the hint to show a while); Ctrl or Meta + wheel (a trackpad pinch sends Ctrl too)
 * zooms around the pointer and keeps the browser from zooming the page.
 *
 * @param zoomBy - Zooms by whole levels, keeping the point `offset` pixels from the centre still.
 * @returns Whether the hint should show now.
 */
export function useWheelZoom(
  ref: RefObject<HTMLElement | null>,
  zoomBy: (delta: number, offset?: WorldPoint) => void,
  width: number,
  height: number,
): boolean {
  const [hint, setHint] = useState(false)
  const zoomAt = useEffectEvent((element: HTMLElement, delta: number, event: WheelEvent) => {
    const box = element.getBoundingClientRect()
    const offset = { x: event.clientX - box.left - width / 2, y: event.clientY - box.top - height / 2 }
    zoomBy(delta, Number.isFinite(offset.x + offset.y) ? offset : undefined)
  })

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let travel = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) {
        travel = 0
        setHint(true)
        clearTimeout(timer)
        timer = setTimeout(() => setHint(false), WHEEL_HINT_MS)
        return
      }
      event.preventDefault()
      clearTimeout(timer)
      setHint(false)
      travel += event.deltaY
      if (Math.abs(travel) < WHEEL_STEP) return
      zoomAt(element, travel < 0 ? 1 : -1, event)
      travel = 0
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      element.removeEventListener('wheel', onWheel)
      clearTimeout(timer)
    }
  }, [ref])

  return hint
}
