import type { LatLng } from '@waybill/sdk-core'
import { startTransition, useEffect, useState } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'
import { MAP_DEFAULTS, type MapDots, type MapMarker, type MapPolyline } from './types.ts'
import { useMaps } from './useMaps.ts'

const NO_MARKERS: readonly MapMarker[] = []
const NO_POLYLINES: readonly MapPolyline[] = []

/** Props of {@link MapView}. */
export interface MapViewProps {
  /** Accessible name of the map region, e.g. 'Contacts map'. */
  label: string
  /** Points to draw; each is a button named by its title. */
  markers?: readonly MapMarker[]
  /** Many points drawn as dots on one layer (e.g. hundreds of drivers), offered as a list to keyboard users. */
  dots?: MapDots
  /** Lines to draw, e.g. routes. */
  polylines?: readonly MapPolyline[]
  /**
   * The selected marker: its info window is open and the map centres on it. Leave undefined to let the map
   * keep its own selection; pass null for none.
   */
  selectedMarkerId?: string | null
  /** A marker was chosen (its id) or its info window closed (null). */
  onMarkerSelect?(id: string | null): void
  /** Centre of the view; default 53.541427, -113.500434 (part 1 §9). */
  center?: LatLng
  /** Zoom level, 3 to 18 on the offline map; default 11 (part 1 §9). */
  zoom?: number
  /** Height in pixels; default 400 (part 1 §9). */
  height?: number
  /**
   * Open the offline map on the markers and lines, at the closest zoom (at most 15) that shows them all, again
   * whenever the set of markers changes; `center` and `zoom` serve while there are none. Google Maps keeps
   * `center` and `zoom`.
   */
  fitMarkers?: boolean
}

/**
 * A map with markers, info windows and polylines, drawn by the adapter of the nearest `MapsProvider`
 * (Google Maps with a key, else the built-in offline map). Info windows show text only.
 */
export function MapView({
  label,
  markers = NO_MARKERS,
  dots,
  polylines = NO_POLYLINES,
  selectedMarkerId,
  onMarkerSelect,
  center = MAP_DEFAULTS.center,
  zoom = MAP_DEFAULTS.zoom,
  height = MAP_DEFAULTS.height,
  fitMarkers = false,
}: MapViewProps) {
  const { client } = useWaybill('MapView')
  const { map } = useMaps('MapView')
  const [ownSelection, setOwnSelection] = useState<string | null>(null)
  // The map is drawn after the screen's first paint, in a transition React splits into short tasks: drawn with the
  // screen, it made one long task of both (issue 21: the dashboard blocked the main thread for 150 ms on a phone).
  const [drawn, setDrawn] = useState(false)
  useEffect(() => startTransition(() => setDrawn(true)), [])
  const controlled = selectedMarkerId !== undefined
  const selected = controlled ? selectedMarkerId : ownSelection

  function select(id: string | null) {
    if (!controlled) setOwnSelection(id)
    onMarkerSelect?.(id)
  }

  const { Surface } = map
  return (
    <section className="wb-map" aria-label={label} style={{ minHeight: `${height}px` }}>
      {drawn && (
        <Surface
          label={label}
          markers={markers}
          dots={dots ?? null}
          polylines={polylines}
          selectedMarkerId={selected}
          onMarkerSelect={select}
          center={center}
          zoom={zoom}
          height={height}
          fitMarkers={fitMarkers}
          onError={(message, error) => client.logger.error(message, error)}
        />
      )}
    </section>
  )
}
