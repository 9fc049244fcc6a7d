import { messages, type PriceEstimate } from '@waybill/sdk-core'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { DraftParty } from '@waybill/sdk-core/rules'
import { useEffect, useMemo, useState } from 'react'
import { googleMapsLoader } from '../maps/googleMaps.ts'
import { MapsContext } from '../maps/MapsContext.ts'
import { MapView } from '../maps/MapView.tsx'
import { createGoogleMapProvider } from '../maps/mapProviders.ts'
import { MAP_DEFAULTS } from '../maps/types.ts'
import { offlineMaps } from '../maps/useMaps.ts'
import { routeStillJoins, summaryMapCenter, summaryMapLayers } from '../order/summary/summaryMap.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link WidgetMap}. */
export interface WidgetMapProps {
  /** The shopper's delivery: its pickup and drop-off are the markers. */
  draft: OrderDraftStore
  /** The latest priced estimate, whose route is drawn while it still joins the two sides; null while none. */
  estimate: PriceEstimate | null
  /** Google Maps with this browser key; the built-in offline map without one, or when Google cannot load. */
  googleMapsApiKey?: string
  /** Height in px. */
  height: number
}

/** What the map shows of a side: a change elsewhere in the form (phone, size, time) does not redraw it. */
const drawn = (party: DraftParty) => [party.name, party.address, party.unit, party.lat, party.lng]

/** The order widget's optional map (issue 9): the delivery's pickup, drop-off and route. Loaded only when asked. */
export default function WidgetMap({ draft, estimate, googleMapsApiKey, height }: WidgetMapProps) {
  const { client } = useWaybill('DeliveryOrderWidget')
  const where = useStore(draft, (state) =>
    JSON.stringify([state.uuid, drawn(state.pickup), drawn(state.dropoff)]),
  )
  const key = googleMapsApiKey?.trim() ?? ''
  // The addresses stay the courier's, through the proxy: only the drawing may be Google's.
  const maps = useMemo(
    () => ({
      ...offlineMaps(client),
      ...(key !== '' && { map: createGoogleMapProvider(googleMapsLoader(key)) }),
    }),
    [client, key],
  )
  // The last priced route stays while the next price loads; it is drawn only while it still joins the two sides.
  const [priced, setPriced] = useState<PriceEstimate | null>(null)
  useEffect(() => {
    if (estimate) setPriced(estimate)
  }, [estimate])
  const { markers, polylines, center } = useMemo(() => {
    void where // the layers are those of the draft as `where` last saw it
    const current = draft.getSnapshot()
    return {
      ...summaryMapLayers([current], new Map([[current.uuid, routeStillJoins(current, priced)]])),
      center: summaryMapCenter([current], MAP_DEFAULTS.center),
    }
  }, [draft, where, priced])
  return (
    <MapsContext value={maps}>
      <MapView
        label={messages.summaryMapLabel}
        markers={markers}
        polylines={polylines}
        center={center}
        height={height}
        fitMarkers
      />
    </MapsContext>
  )
}
