import { messages, type OrderDraftStore, type PriceEstimate } from '@waybill/sdk-core'
import { useMemo } from 'react'
import { googleMapsLoader } from '../maps/googleMaps.ts'
import { MapsContext } from '../maps/MapsContext.ts'
import { MapView } from '../maps/MapView.tsx'
import { createGoogleMapProvider } from '../maps/mapProviders.ts'
import { MAP_DEFAULTS } from '../maps/types.ts'
import { offlineMaps } from '../maps/useMaps.ts'
import { summaryMapCenter, summaryMapLayers } from '../order/summary/summaryMap.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link WidgetMap}. */
export interface WidgetMapProps {
  /** The shopper's delivery: its pickup and drop-off are the markers. */
  draft: OrderDraftStore
  /** The priced estimate, whose route is drawn; a straight line until there is one. */
  estimate: PriceEstimate | null
  /** Google Maps with this browser key; the built-in offline map without one, or when Google cannot load. */
  googleMapsApiKey?: string
  /** Height in px. */
  height: number
}

/** The order widget's optional map (issue 9): the delivery's pickup, drop-off and route. Loaded only when asked. */
export default function WidgetMap({ draft, estimate, googleMapsApiKey, height }: WidgetMapProps) {
  const { client } = useWaybill('DeliveryOrderWidget')
  const current = useStore(draft)
  const key = googleMapsApiKey?.trim() ?? ''
  // The addresses stay the courier's, through the proxy: only the drawing may be Google's.
  const maps = useMemo(
    () => ({
      ...offlineMaps(client),
      ...(key !== '' && { map: createGoogleMapProvider(googleMapsLoader(key)) }),
    }),
    [client, key],
  )
  const { markers, polylines } = useMemo(
    () => summaryMapLayers([current], new Map([[current.uuid, estimate]])),
    [current, estimate],
  )
  return (
    <MapsContext value={maps}>
      <div className="wb-widget__map">
        <MapView
          label={messages.summaryMapLabel}
          markers={markers}
          polylines={polylines}
          center={summaryMapCenter([current], MAP_DEFAULTS.center)}
          height={height}
        />
      </div>
    </MapsContext>
  )
}
