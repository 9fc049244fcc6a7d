import { fillNames, messages } from '@waybill/sdk-core'
import type { BatchListRow, BatchRowPrice } from '@waybill/sdk-core/batch'
import { batchChargeText } from '@waybill/sdk-core/internal'
import { type DraftParty, formatCents, type OrderTotal, PRICE_LINE_LABELS } from '@waybill/sdk-core/rules'
import { useMemo } from 'react'
import { MapView } from '../maps/MapView.tsx'
import type { MapMarker } from '../maps/types.ts'
import { SummaryTotals } from '../order/summary/SummaryTotals.tsx'
import { useWaybill } from '../provider/WaybillContext.ts'

/** Props of {@link BatchScreenEstimate}. */
export interface BatchScreenEstimateProps {
  /** The contact block's party (the pickup of many drop-offs, the drop-off of many pickups). */
  party: DraftParty
  /** Which side the contact block is. */
  partySide: 'pickup' | 'dropoff'
  /** The batch's rows. */
  rows: readonly BatchListRow[]
  /** Each row's price, in row order. */
  prices: readonly BatchRowPrice[]
  /** The batch's total, credit applied first. */
  total: OrderTotal | null
}

const located = (lat: number | null | undefined, lng: number | null | undefined) =>
  typeof lat === 'number' && typeof lng === 'number' && lat !== 0 && lng !== 0

/** The map's markers: the contact block's side, then every priced row with coordinates on the other side. */
function batchMarkers(
  party: DraftParty,
  partySide: 'pickup' | 'dropoff',
  rows: readonly BatchListRow[],
  prices: readonly BatchRowPrice[],
): MapMarker[] {
  const rowSide = partySide === 'pickup' ? 'dropoff' : 'pickup'
  const byKey = new Map(rows.map((entry) => [entry.key, entry.row]))
  const markers: MapMarker[] = []
  if (located(party.lat, party.lng)) {
    markers.push({
      id: 'contact',
      position: { lat: party.lat, lng: party.lng },
      title: party.name,
      kind: partySide,
    })
  }
  for (const price of prices) {
    const row = byKey.get(price.key)
    if (row && located(row.latitude, row.longitude)) {
      markers.push({
        id: price.key,
        position: { lat: row.latitude as number, lng: row.longitude as number },
        title: price.name,
        kind: rowSide,
      })
    }
  }
  return markers
}

/**
 * What the batch screen shows once the rows are priced (part 2 §2.4 'After validation: a map, a per-delivery list,
 * totals'): the contact block and the rows on a map, each row's name and price, and the batch's total.
 */
export function BatchScreenEstimate({ party, partySide, rows, prices, total }: BatchScreenEstimateProps) {
  const { client } = useWaybill('BatchScreenEstimate')
  const markers = useMemo(
    () => batchMarkers(party, partySide, rows, prices),
    [party, partySide, rows, prices],
  )
  const first = markers[0]
  return (
    <section className="wb-batch__estimate">
      <div className="wb-batch__map">
        <MapView
          label={fillNames(messages.batchMapLabel, client.config)}
          markers={markers}
          {...(first && { center: first.position })}
          fitMarkers
        />
      </div>
      <ul className="wb-batch__prices" aria-label={fillNames(messages.batchPricesLabel, client.config)}>
        {prices.map((price) => (
          <li key={price.key} className="wb-batch__price">
            <span className="wb-batch__price-name">{price.name}</span>
            <span className="wb-batch__price-total">
              <span className="wb-visually-hidden">{PRICE_LINE_LABELS.total} </span>
              {formatCents(price.breakdown.totalCents)}
            </span>
            {price.paid && <span className="wb-batch__price-paid">{batchChargeText(price.charge)}</span>}
          </li>
        ))}
      </ul>
      <SummaryTotals total={total} />
    </section>
  )
}
