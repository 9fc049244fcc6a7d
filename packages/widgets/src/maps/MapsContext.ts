import type { WaybillClient } from '@waybill/sdk-core'
import { createContext, useContext, useMemo } from 'react'
import { createSandboxPlaces } from '../places/sandboxPlaces.ts'
import type { PlacesProvider } from '../places/types.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { offlineMapProvider } from './mapProviders.ts'
import type { MapProvider } from './types.ts'

/** The map and places adapters in use (ARCHITECTURE §5 'Maps and places are adapters'). */
export interface MapsContextValue {
  /** Draws `MapView`. */
  readonly map: MapProvider
  /** Suggests and resolves addresses for `AddressField`. */
  readonly places: PlacesProvider
}

/** React context behind {@link useMaps}; null outside a `MapsProvider`. */
export const MapsContext = createContext<MapsContextValue | null>(null)

/** The offline map and the sandbox geocoder: the adapters used without a Google key. */
export function offlineMaps(client: Pick<WaybillClient, 'geo'>): MapsContextValue {
  return { map: offlineMapProvider, places: createSandboxPlaces(client) }
}

/**
 * The adapters of the nearest `MapsProvider`; without one, the offline map and the sandbox geocoder.
 *
 * @param component - Name of the component that needs them, for the error raised outside a `WaybillProvider`.
 */
export function useMaps(component = 'useMaps'): MapsContextValue {
  const given = useContext(MapsContext)
  const { client } = useWaybill(component)
  return useMemo(() => given ?? offlineMaps(client), [given, client])
}

/**
 * The address suggestions of the nearest `MapsProvider`; without one, the sandbox geocoder. Apart from
 * {@link useMaps} so that a form with no map (the order widget) does not carry the offline map.
 */
export function usePlaces(component = 'usePlaces'): PlacesProvider {
  const given = useContext(MapsContext)
  const { client } = useWaybill(component)
  return useMemo(() => given?.places ?? createSandboxPlaces(client), [given, client])
}
