import type { LatLng } from '@waybill/sdk-core'
import { type RefObject, useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import { Combobox } from '../places/Combobox.tsx'
import { REFERENCE_POINTS } from './OfflineLayers.tsx'
import type { WorldPoint } from './projection.ts'
import type { MapMarker } from './types.ts'

/** Radius of a dot, in pixels (the path below spells it out: `a5 5`). */
const DOT_RADIUS = 5
/** How far from a dot's centre a press still chooses it, in pixels (a 24 px target, WCAG 2.5.8). */
export const DOT_HIT_RADIUS = 12

/** A dot at its screen position. */
export interface ScreenDot {
  readonly id: string
  readonly x: number
  readonly y: number
}

/** The id of the dot nearest to `at` within {@link DOT_HIT_RADIUS}, or null. */
export function dotAt(dots: readonly ScreenDot[], at: WorldPoint): string | null {
  let nearest: string | null = null
  let best = DOT_HIT_RADIUS * DOT_HIT_RADIUS
  for (const dot of dots) {
    const distance = (dot.x - at.x) ** 2 + (dot.y - at.y) ** 2
    if (distance <= best) {
      best = distance
      nearest = dot.id
    }
  }
  return nearest
}

/**
 * All the dots as one SVG path of circles: moving hundreds of them is one attribute change, with no element, style
 * or layout per dot, and the browser rasterises it off the main thread (issue 7: 500 drivers a poll in ≤ 8 ms; a
 * canvas measured slower, its bitmap copied to the compositor on the main thread). Off-screen dots are left out.
 */
export function OfflineDotsLayer({
  dots,
  width,
  height,
}: {
  dots: readonly ScreenDot[]
  width: number
  height: number
}) {
  let path = ''
  for (const { x, y } of dots) {
    if (x < -DOT_RADIUS || y < -DOT_RADIUS || x > width + DOT_RADIUS || y > height + DOT_RADIUS) continue
    path += `M${(x - DOT_RADIUS).toFixed(1)} ${y.toFixed(1)}a5 5 0 1 0 10 0a5 5 0 1 0-10 0`
  }
  return (
    <svg className="wb-map__dots" width={width} height={height} aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  )
}

/** How many dots the finder suggests at most. */
export const DOT_SUGGESTIONS = 10

/** A suggestion of the finder: a dot, and the city it is nearest to when another suggestion has its title. */
interface DotSuggestion {
  readonly marker: MapMarker
  readonly near: string
}

/** The name of the reference city nearest to `position` (fine for telling apart places in Alberta). */
function nearestReference(position: LatLng): string {
  let nearest = ''
  let best = Number.POSITIVE_INFINITY
  for (const { name, position: city } of REFERENCE_POINTS) {
    const distance = (city.lat - position.lat) ** 2 + (city.lng - position.lng) ** 2
    if (distance < best) {
      best = distance
      nearest = name
    }
  }
  return nearest
}

/** Props of {@link OfflineDotFinder}. */
interface OfflineDotFinderProps {
  readonly label: string
  readonly markers: readonly MapMarker[]
  readonly onPick: (id: string) => void
  readonly inputRef: RefObject<HTMLInputElement | null>
}

/**
 * The dots for keyboard and screen-reader users: a combobox that suggests the dots whose title contains the typed
 * text. Its list exists only while open, so moving dots change nothing in it.
 */
export function OfflineDotFinder({ label, markers, onPick, inputRef }: OfflineDotFinderProps) {
  const id = useId()
  const [text, setText] = useState('')
  const latest = useRef(markers)
  useLayoutEffect(() => {
    latest.current = markers
  })
  const suggest = useCallback(async (input: string) => {
    const wanted = input.trim().toLocaleLowerCase()
    const found = latest.current
      .filter((marker) => marker.title.toLocaleLowerCase().includes(wanted))
      .sort((a, b) => a.title.localeCompare(b.title))
      .slice(0, DOT_SUGGESTIONS)
    // Dots of the same title (three drivers called Sam) are told apart by the city they are nearest to.
    return found.map((marker, index) => {
      const twin = found[index - 1]?.title === marker.title || found[index + 1]?.title === marker.title
      return { marker, near: twin ? nearestReference(marker.position) : '' }
    })
  }, [])
  return (
    <div className="wb-map__dot-finder">
      <Combobox<DotSuggestion>
        id={id}
        inputRef={inputRef}
        label={label}
        value={text}
        onChange={setText}
        suggest={suggest}
        delayMs={0}
        onPick={({ marker }) => onPick(marker.id)}
        onSuggestError={() => {}}
        itemKey={({ marker }) => marker.id}
        itemText={({ marker }) => marker.title}
        renderItem={({ marker, near }) => (
          <>
            <span className="wb-combobox__main">{marker.title}</span>
            {near && <span className="wb-combobox__secondary">{` ${near}`}</span>}
          </>
        )}
      />
    </div>
  )
}
