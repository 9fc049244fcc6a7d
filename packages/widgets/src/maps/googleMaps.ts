/// <reference types="google.maps" preserve="true" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader'
import type { MapMarkerInfo } from './types.ts'

/** The parts of the Google Maps namespace the Google map adapter uses; a test passes a fake. */
export interface GoogleMapsApi {
  readonly Map: typeof google.maps.Map
  readonly InfoWindow: typeof google.maps.InfoWindow
  readonly Polyline: typeof google.maps.Polyline
  readonly Marker: typeof google.maps.Marker
}

/** Loads the Google Maps classes; rejects when the script cannot load (e.g. no network). */
export type LoadGoogleMaps = () => Promise<GoogleMapsApi>

/** The key `setOptions` was called with: the Maps script takes its options once per page. */
let configuredKey: string | undefined

/** Gives the loader its key and version, once per page (`@googlemaps/js-api-loader` v2). */
export function configureGoogleMaps(key: string): void {
  if (configuredKey !== undefined) return
  setOptions({ key, v: 'weekly' })
  configuredKey = key
}

/** Remembers a load while it is pending or done; forgets it when it fails so a later map may retry. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    if (!pending) {
      pending = load()
      pending.catch(() => {
        pending = undefined
      })
    }
    return pending
  }
}

/** A loader of the Maps and Marker libraries with the given API key. */
export function googleMapsLoader(key: string): LoadGoogleMaps {
  return once(async () => {
    configureGoogleMaps(key)
    const [maps, marker] = await Promise.all([importLibrary('maps'), importLibrary('marker')])
    return { Map: maps.Map, InfoWindow: maps.InfoWindow, Polyline: maps.Polyline, Marker: marker.Marker }
  })
}

/**
 * The content of a Google info window, built from elements and text nodes only — never from an HTML string —
 * so a contact named `<img src=x onerror=alert(1)>` shows as those characters (ARCHITECTURE §5).
 */
export function buildInfoContent(document: Document, info: MapMarkerInfo): HTMLElement {
  const root = document.createElement('div')
  root.className = 'wb-map__info-content'
  const heading = document.createElement('h3')
  heading.className = 'wb-map__info-title'
  heading.textContent = info.title
  root.append(heading)
  for (const line of info.lines) {
    const paragraph = document.createElement('p')
    paragraph.className = 'wb-map__info-line'
    paragraph.textContent = line
    root.append(paragraph)
  }
  return root
}

/** Stroke colours of polylines on the Google map, by tone. */
export const POLYLINE_COLOURS = { route: '#0b5cad', muted: '#8a94a6' } as const
