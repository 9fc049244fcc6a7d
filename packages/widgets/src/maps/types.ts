import type { LatLng } from '@waybill/sdk-core'
import type { ComponentType } from 'react'

/** What a marker stands for; each kind is drawn differently. */
export type MapMarkerKind = 'pickup' | 'dropoff' | 'driver' | 'contact'

/** The info window of a selected marker: a heading and lines, all shown as plain text. */
export interface MapMarkerInfo {
  /** Heading of the info window, e.g. the contact's name. */
  readonly title: string
  /** Lines under the heading, e.g. address, phone, email, latitude, longitude. */
  readonly lines: readonly string[]
}

/** A point drawn on a {@link MapView}. */
export interface MapMarker {
  /** Stable id, handed back by `onMarkerSelect`. */
  readonly id: string
  /** Where the marker stands. */
  readonly position: LatLng
  /** Accessible name of the marker (its button's name), e.g. the contact's name. */
  readonly title: string
  /** What it stands for; `'contact'` when absent. */
  readonly kind?: MapMarkerKind
  /** Shown in the info window while the marker is selected; the title alone when absent. */
  readonly info?: MapMarkerInfo
}

/**
 * Many points of one kind (e.g. hundreds of online drivers) drawn as small dots on one layer rather than one
 * element each, so that moving them all costs one drawing. A dot is chosen like a marker (its id goes to
 * `onMarkerSelect`): by pointer on the map, or from a list of the dots' titles for keyboard and screen-reader
 * users. The chosen dot is drawn as a full marker with its info window.
 */
export interface MapDots {
  /** Name of the list that offers the dots, e.g. 'Drivers on the map'. */
  readonly label: string
  /** The points; a chosen one is drawn as a marker of its `kind`. */
  readonly markers: readonly MapMarker[]
}

/** A line drawn on a {@link MapView}, e.g. a delivery's route. */
export interface MapPolyline {
  /** Stable id. */
  readonly id: string
  /** The points of the line, in order. */
  readonly path: readonly LatLng[]
  /** `'route'` (strong, default) or `'muted'`. */
  readonly tone?: 'route' | 'muted'
}

/** What a map adapter draws: everything `MapView` resolved from its props. */
export interface MapSurfaceProps {
  /** Accessible name of the map. */
  readonly label: string
  /** The markers to draw; empty for none. */
  readonly markers: readonly MapMarker[]
  /** Many points drawn as dots on one layer, or null for none. */
  readonly dots: MapDots | null
  /** The lines to draw; empty for none. */
  readonly polylines: readonly MapPolyline[]
  /** Id of the marker whose info window is open, or null. */
  readonly selectedMarkerId: string | null
  /** Called with a marker's id when it is chosen, with null when its info window is closed. */
  readonly onMarkerSelect: (id: string | null) => void
  /** Where the map is centred at first. */
  readonly center: LatLng
  /** The zoom level at first. */
  readonly zoom: number
  /** Open on the markers and lines instead (see `MapViewProps.fitMarkers`). */
  readonly fitMarkers: boolean
  /** Height of the map in pixels. */
  readonly height: number
  /** Reports a failure the spec only logs (part 1 §8 'Map … errors are only logged'). */
  readonly onError: (message: string, error: unknown) => void
}

/** A map adapter (ARCHITECTURE §5): Google Maps with a key, the offline SVG map without. */
export interface MapProvider {
  /** Which adapter this is. */
  readonly id: 'google' | 'offline'
  /** Draws the map inside `MapView`'s region. */
  readonly Surface: ComponentType<MapSurfaceProps>
}

/** Default map centre, zoom and height (part 1 §9). */
export const MAP_DEFAULTS = {
  center: { lat: 53.541427, lng: -113.500434 },
  zoom: 11,
  height: 400,
} as const
