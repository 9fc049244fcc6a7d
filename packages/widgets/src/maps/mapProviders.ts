import { createElement } from 'react'
import { GoogleMapSurface } from './GoogleMapSurface.tsx'
import type { LoadGoogleMaps } from './googleMaps.ts'
import { OfflineMap } from './OfflineMap.tsx'
import type { MapProvider, MapSurfaceProps } from './types.ts'

/** The built-in offline map: no key, no network. */
export const offlineMapProvider: MapProvider = { id: 'offline', Surface: OfflineMap }

/** Google Maps loaded by `load`; falls back to the offline map when loading fails. */
export function createGoogleMapProvider(load: LoadGoogleMaps): MapProvider {
  function GoogleMap(props: MapSurfaceProps) {
    return createElement(GoogleMapSurface, { ...props, load })
  }
  return { id: 'google', Surface: GoogleMap }
}
