import { messages } from '@waybill/sdk-core'
import {
  Fragment,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { MapInfoWindow } from './MapInfoWindow.tsx'
import { dotAt, OfflineDotFinder, OfflineDotsLayer } from './OfflineDots.tsx'
import { OfflineLayers, REFERENCE_POINTS } from './OfflineLayers.tsx'
import { OfflineMarker } from './OfflineMarker.tsx'
import { fitView, MAX_ZOOM, MIN_ZOOM, panBy } from './projection.ts'
import { referenceLabelSides } from './referenceLabels.ts'
import type { MapMarker, MapSurfaceProps } from './types.ts'
import { PAN_STEP, useMapViewport } from './useMapViewport.ts'
import { useWheelZoom } from './useWheelZoom.ts'

/** Width used until the map is measured (and in environments without layout). */
const FALLBACK_WIDTH = 640
const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-PAN_STEP, 0],
  ArrowRight: [PAN_STEP, 0],
  ArrowUp: [0, -PAN_STEP],
  ArrowDown: [0, PAN_STEP],
}
/** A press that moves less than this many pixels is a click (it may choose a dot), not a drag. */
const CLICK_SLOP = 4
/** Room kept around fitted markers, so a pin drawn above its point stays whole. */
const FIT_PADDING = 40
/** Room kept at the top when the 'Find a driver' box lies over the map's top left corner. */
const FIT_PADDING_UNDER_FINDER = { top: 96, right: FIT_PADDING, bottom: FIT_PADDING, left: FIT_PADDING }

/**
 * The built-in offline map (ARCHITECTURE §5): SVG in Web Mercator, no network, keyboard and pointer usable.
 * The wheel scrolls the page; Ctrl/Meta + wheel zooms the map (a short hint says so).
 */
export function OfflineMap(props: MapSurfaceProps) {
  const {
    label,
    markers,
    dots,
    polylines,
    selectedMarkerId,
    onMarkerSelect,
    center,
    zoom,
    height,
    fitMarkers,
  } = props
  const canvasRef = useRef<HTMLDivElement>(null)
  const markersRef = useRef<HTMLDivElement>(null)
  const dotFinderRef = useRef<HTMLInputElement>(null)
  const drag = useRef<{ x: number; y: number; center: typeof center; moved: boolean } | null>(null)
  const [width, setWidth] = useState(FALLBACK_WIDTH)
  const viewport = useMapViewport(center, zoom, width, height)
  const { reset, setCenter, zoomBy, pan } = viewport
  const hintId = useId()
  const infoId = useId()

  useLayoutEffect(() => {
    const element = canvasRef.current
    if (!element) return
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const { lat, lng } = center
  // Refit when the set of markers or lines changes (or the map's size), not when a marker merely moves or a poll
  // lists the same markers in another order.
  const fitKey = fitMarkers
    ? `${width}x${height}|${markers
        .map((marker) => marker.id)
        .sort()
        .join()}|${polylines
        .map((line) => line.id)
        .sort()
        .join()}`
    : ''
  const fitted = useEffectEvent(() =>
    fitView(
      [...markers.map((marker) => marker.position), ...polylines.flatMap((line) => line.path)],
      width,
      height,
      dots ? FIT_PADDING_UNDER_FINDER : FIT_PADDING,
    ),
  )
  useEffect(() => {
    const view = fitKey ? fitted() : null
    reset(view?.center ?? { lat, lng }, view?.zoom ?? zoom)
  }, [lat, lng, zoom, reset, fitKey])

  // The chosen dot is drawn as a full marker, first, so that Tab from the dots' list reaches it and its info.
  const selectedDot = dots?.markers.find((dot) => dot.id === selectedMarkerId)
  const shown = selectedDot ? [selectedDot, ...markers] : markers
  const screenDots = useMemo(
    () =>
      (dots?.markers ?? [])
        .filter((dot) => dot.id !== selectedMarkerId)
        .map((dot) => ({ id: dot.id, ...viewport.toScreen(dot.position) })),
    [dots, selectedMarkerId, viewport],
  )

  const labelSides = referenceLabelSides(
    REFERENCE_POINTS.map(({ name, position }) => ({ name, at: viewport.toScreen(position) })),
    shown.map((marker) => viewport.toScreen(marker.position)),
  ).join()

  const centreOnSelected = useEffectEvent((id: string) => {
    const marker = shown.find((candidate) => candidate.id === id)
    if (marker) setCenter(marker.position)
  })
  useEffect(() => {
    if (selectedMarkerId) centreOnSelected(selectedMarkerId)
  }, [selectedMarkerId])

  const wheelHint = useWheelZoom(canvasRef, zoomBy, width, height)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return
    const step = ARROWS[event.key]
    if (step) pan(step[0], step[1])
    else if (event.key === '+' || event.key === '=') zoomBy(1)
    else if (event.key === '-' || event.key === '_') zoomBy(-1)
    else return
    event.preventDefault()
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return
    drag.current = { x: event.clientX, y: event.clientY, center: viewport.center, moved: false }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  function dotUnder(event: PointerEvent<HTMLDivElement>): string | null {
    if (screenDots.length === 0) return null
    const box = event.currentTarget.getBoundingClientRect()
    return dotAt(screenDots, { x: event.clientX - box.left, y: event.clientY - box.top })
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current
    if (!start) {
      event.currentTarget.classList.toggle('wb-map__canvas--over-dot', dotUnder(event) !== null)
      return
    }
    const dx = start.x - event.clientX
    const dy = start.y - event.clientY
    start.moved ||= Math.hypot(dx, dy) >= CLICK_SLOP
    if (start.moved) setCenter(panBy(start.center, dx, dy, viewport.zoom))
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const clicked = drag.current && !drag.current.moved
    drag.current = null
    const dot = clicked ? dotUnder(event) : null
    if (dot) onMarkerSelect(dot)
  }
  function endDrag() {
    drag.current = null
  }

  function onMarkerFocus(marker: MapMarker) {
    if (!viewport.isVisible(viewport.toScreen(marker.position))) setCenter(marker.position)
  }
  function closeInfo() {
    const id = selectedMarkerId
    onMarkerSelect(null)
    // A closed dot is drawn as a dot again: focus goes back to the finder it can be chosen from.
    if (selectedDot) return dotFinderRef.current?.focus()
    const buttons = markersRef.current?.querySelectorAll<HTMLButtonElement>('button[data-marker-id]') ?? []
    for (const button of buttons) if (button.dataset.markerId === id) button.focus()
  }

  const selected = shown.find((marker) => marker.id === selectedMarkerId)
  return (
    <div className="wb-map__offline" style={{ height: `${height}px` }}>
      <div
        ref={canvasRef}
        className="wb-map__canvas"
        role="application"
        aria-roledescription={messages.mapRoleDescription}
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role application: the focused map pans and zooms by keyboard
        tabIndex={0}
        data-zoom={viewport.zoom}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={endDrag}
      >
        <OfflineLayers
          viewport={viewport}
          width={width}
          height={height}
          polylines={polylines}
          labelSides={labelSides}
        />
        {dots && <OfflineDotsLayer dots={screenDots} width={width} height={height} />}
      </div>
      {dots && (
        <OfflineDotFinder
          label={dots.label}
          markers={dots.markers}
          onPick={onMarkerSelect}
          inputRef={dotFinderRef}
        />
      )}
      <div ref={markersRef} className="wb-map__markers">
        {shown.map((marker) => {
          const at = viewport.toScreen(marker.position)
          const isSelected = marker.id === selected?.id
          return (
            <Fragment key={marker.id}>
              <OfflineMarker
                marker={marker}
                at={at}
                selected={isSelected}
                infoId={isSelected ? infoId : undefined}
                onSelect={onMarkerSelect}
                onFocus={onMarkerFocus}
              />
              {/* Right after its marker, so the next Tab reaches the info window. */}
              {isSelected && <MapInfoWindow id={infoId} marker={marker} at={at} onClose={closeInfo} />}
            </Fragment>
          )
        })}
      </div>
      <div className="wb-map__zoom">
        <button
          type="button"
          className="wb-map__zoom-button"
          aria-label={messages.mapZoomIn}
          aria-disabled={viewport.zoom >= MAX_ZOOM || undefined}
          onClick={() => zoomBy(1)}
        >
          +
        </button>
        <button
          type="button"
          className="wb-map__zoom-button"
          aria-label={messages.mapZoomOut}
          aria-disabled={viewport.zoom <= MIN_ZOOM || undefined}
          onClick={() => zoomBy(-1)}
        >
          −
        </button>
      </div>
      <p className={`wb-map__wheel-hint${wheelHint ? ' wb-map__wheel-hint--shown' : ''}`} aria-live="polite">
        {wheelHint ? messages.mapWheelHint : ''}
      </p>
      <p id={hintId} className="wb-visually-hidden">
        {messages.mapKeyboardHint}
      </p>
    </div>
  )
}
