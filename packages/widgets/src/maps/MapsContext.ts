import { createContext, useContext, useMemo } from 'react'
import { createSandboxPlaces } from '../places/sandboxPlaces.ts'
import type { PlacesProvider } from '../places/types.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import type { MapProvider } from './types.ts'

/** The map and places adapters in use (ARCHITECTURE §5 'Maps and places are adapters'). */
export interface MapsContextValue {
  /** Draws `MapView`. */
  readonly map: MapProvider
  /** Suggests and resolves addresses for `AddressField`. */
  readonly places: PlacesProvider
}

/** React context behind `useMaps` and {@link usePlaces}; null outside a `MapsProvider`. */
export const MapsContext = createContext<MapsContextValue | null>(null)

/**
 * The address suggestions of the nearest `MapsProvider`; without one, the sandbox geocoder. Apart from `useMaps`
 * (in `useMaps.ts`, with the map adapters) so that a form with no map (the order widget) does not carry them.
 */
export function usePlaces(component = 'usePlaces'): PlacesProvider {
  const given = useContext(MapsContext)
  const { client } = useWaybill(component)
  return useMemo(() => given?.places ?? createSandboxPlaces(client), [given, client])
}
