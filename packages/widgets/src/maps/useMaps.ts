import type { WaybillClient } from '@waybill/sdk-core'
import { useContext, useMemo } from 'react'
import { createSandboxPlaces } from '../places/sandboxPlaces.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { MapsContext, type MapsContextValue } from './MapsContext.ts'
import { offlineMapProvider } from './mapProviders.ts'

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
