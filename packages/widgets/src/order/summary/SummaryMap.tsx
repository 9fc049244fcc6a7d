import { messages } from '@waybill/sdk-core'
import type { DeliveryPrice } from '@waybill/sdk-core/order'
import type { OrderDraft } from '@waybill/sdk-core/rules'
import { useMemo } from 'react'
import { MapView } from '../../maps/MapView.tsx'
import { MAP_DEFAULTS } from '../../maps/types.ts'
import { useSession } from '../../provider/useSession.ts'
import { summaryMapCenter, summaryMapLayers } from './summaryMap.ts'

/** Props of {@link SummaryMap}. */
export interface SummaryMapProps {
  /** The deliveries of the order. */
  drafts: readonly OrderDraft[]
  /** Their prices by uuid: a priced delivery's route comes with its estimate. */
  prices: ReadonlyMap<string, DeliveryPrice>
}

/**
 * The summary's map (part 2 §2.2): each delivery's pickup and drop-off markers and its route, opened on the first
 * pickup (else the account's map centre, part 2 §3.3 mapLatLng).
 */
export function SummaryMap({ drafts, prices }: SummaryMapProps) {
  const accountCenter = useSession((state) => state.account?.mapLatLng, 'SummaryMap')
  const { markers, polylines } = useMemo(() => {
    const estimates = new Map([...prices].map(([uuid, price]) => [uuid, price.estimate]))
    return summaryMapLayers(drafts, estimates)
  }, [drafts, prices])
  const center = summaryMapCenter(drafts, accountCenter ?? MAP_DEFAULTS.center)
  return (
    <div className="wb-summary__map">
      <MapView
        label={messages.summaryMapLabel}
        markers={markers}
        polylines={polylines}
        center={center}
        fitMarkers
      />
    </div>
  )
}
