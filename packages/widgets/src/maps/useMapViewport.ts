import type { LatLng } from '@waybill/sdk-core'
import { useCallback, useMemo, useState } from 'react'
import { clampZoom, panBy, project, unproject, type WorldPoint, zoomAround } from './projection.ts'

/** Pixels one arrow key press moves the offline map. */
export const PAN_STEP = 80

/** The visible part of the offline map and the actions that move it. */
export interface MapViewport {
  /** The point at the centre of the map. */
  readonly center: LatLng
  /** The zoom level, a whole number within MIN_ZOOM..MAX_ZOOM. */
  readonly zoom: number
  /** Screen position (pixels from the map's top-left corner) of a point. */
  toScreen(point: LatLng): WorldPoint
  /** The point at a screen position. */
  toLatLng(point: WorldPoint): LatLng
  /** Whether a screen position is inside the map (with `margin` pixels to spare). */
  isVisible(point: WorldPoint, margin?: number): boolean
  /** Moves the view by screen pixels (positive dx shows more of the east). */
  pan(dx: number, dy: number): void
  /** Places the view's centre at `center`. */
  setCenter(center: LatLng): void
  /** Changes the zoom by `delta` levels (clamped 3..18), keeping the point `offset` from the centre still. */
  zoomBy(delta: number, offset?: WorldPoint): void
  /** Puts the centre and zoom back to given values. */
  reset(center: LatLng, zoom: number): void
}

/** Centre and zoom state of the offline map over a `width` × `height` pixel box. */
export function useMapViewport(initialCenter: LatLng, initialZoom: number, width: number, height: number) {
  const [view, setView] = useState(() => ({ center: initialCenter, zoom: clampZoom(initialZoom) }))

  const pan = useCallback((dx: number, dy: number) => {
    setView((current) => ({ ...current, center: panBy(current.center, dx, dy, current.zoom) }))
  }, [])
  const setCenter = useCallback((center: LatLng) => setView((current) => ({ ...current, center })), [])
  const zoomBy = useCallback((delta: number, offset: WorldPoint = { x: 0, y: 0 }) => {
    setView((current) => {
      const zoom = clampZoom(current.zoom + delta)
      if (zoom === current.zoom) return current
      return { zoom, center: zoomAround(current.center, current.zoom, zoom, offset) }
    })
  }, [])
  const reset = useCallback((center: LatLng, zoom: number) => setView({ center, zoom: clampZoom(zoom) }), [])

  return useMemo<MapViewport>(() => {
    const middle = project(view.center, view.zoom)
    const originX = middle.x - width / 2
    const originY = middle.y - height / 2
    return {
      center: view.center,
      zoom: view.zoom,
      toScreen(point) {
        const world = project(point, view.zoom)
        return { x: world.x - originX, y: world.y - originY }
      },
      toLatLng(point) {
        return unproject({ x: point.x + originX, y: point.y + originY }, view.zoom)
      },
      isVisible(point, margin = 0) {
        return (
          point.x >= -margin && point.y >= -margin && point.x <= width + margin && point.y <= height + margin
        )
      },
      pan,
      setCenter,
      zoomBy,
      reset,
    }
  }, [view, width, height, pan, setCenter, zoomBy, reset])
}
