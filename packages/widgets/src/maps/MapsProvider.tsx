import { type ReactNode, useMemo } from 'react'
import { createGooglePlaces, googlePlacesLoader } from '../places/googlePlaces.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { googleMapsLoader } from './googleMaps.ts'
import { MapsContext, type MapsContextValue } from './MapsContext.ts'
import { createGoogleMapProvider } from './mapProviders.ts'
import { offlineMaps } from './useMaps.ts'

/** Props of {@link MapsProvider}. */
export interface MapsProviderProps {
  /**
   * Google Maps JavaScript API key (a browser key restricted to your site's referrers). With it, maps and
   * address autocomplete use Google; without it, the built-in offline map and the sandbox geocoder.
   */
  googleMapsApiKey?: string
  /** The components that show maps or ask for addresses. */
  children?: ReactNode
}

/**
 * Chooses the map and places adapters for the components below it: Google with a key, else offline.
 *
 * @example
 * ```tsx
 * <MapsProvider googleMapsApiKey={import.meta.env.VITE_GOOGLE_MAPS_KEY}>
 *   <ContactsScreen />
 * </MapsProvider>
 * ```
 */
export function MapsProvider({ googleMapsApiKey, children }: MapsProviderProps) {
  const { client } = useWaybill('MapsProvider')
  const key = googleMapsApiKey?.trim() ?? ''
  const value = useMemo<MapsContextValue>(
    () =>
      key === ''
        ? offlineMaps(client)
        : {
            map: createGoogleMapProvider(googleMapsLoader(key)),
            places: createGooglePlaces(googlePlacesLoader(key)),
          },
    [key, client],
  )
  return <MapsContext value={value}>{children}</MapsContext>
}
