import { type LatLng, messages, type PriceEstimate } from '@waybill/sdk-core'
import { contactAddressLine, hasCoordinates } from '@waybill/sdk-core/internal'
import type { DraftParty, OrderDraft } from '@waybill/sdk-core/rules'
import type { MapMarker, MapPolyline } from '../../maps/types.ts'

/** The markers and lines of the summary map. */
export interface SummaryMapLayers {
  /** A pickup and a drop-off marker per delivery; a pickup shared by several deliveries is drawn once. */
  readonly markers: readonly MapMarker[]
  /** One route per delivery whose two sides are located. */
  readonly polylines: readonly MapPolyline[]
}

// Marker titles are names a screen reader reads out ("Pickup: Acme Bakery").
const SIDE_TITLES = { pickup: messages.summaryPickup, dropoff: messages.summaryDropoff } as const

const located = (party: DraftParty) => hasCoordinates(party.lat, party.lng)
const point = (party: DraftParty): LatLng => ({ lat: party.lat, lng: party.lng })

function marker(draft: OrderDraft, side: 'pickup' | 'dropoff'): MapMarker {
  const party = draft[side]
  const title = `${SIDE_TITLES[side]}: ${party.name}`
  return {
    id: `${draft.uuid}:${side}`,
    position: point(party),
    title,
    kind: side,
    info: { title, lines: [contactAddressLine(party)] },
  }
}

/**
 * What the summary map draws (part 2 §2.2): each delivery's pickup and drop-off, and its route. sdk-core has no
 * decoder of the draft's encoded polyline, so the route is the priced estimate's points (coordinates.polyline,
 * decoded by the server), else a straight line between the two sides.
 */
export function summaryMapLayers(
  drafts: readonly OrderDraft[],
  estimates: ReadonlyMap<string, PriceEstimate | null>,
): SummaryMapLayers {
  const markers: MapMarker[] = []
  const seen = new Set<string>()
  const polylines: MapPolyline[] = []
  for (const draft of drafts) {
    for (const side of ['pickup', 'dropoff'] as const) {
      const party = draft[side]
      const key = `${side}:${party.lat},${party.lng}:${party.name}`
      if (!located(party) || seen.has(key)) continue
      seen.add(key)
      markers.push(marker(draft, side))
    }
    if (!located(draft.pickup) || !located(draft.dropoff)) continue
    const route = estimates.get(draft.uuid)?.route ?? []
    polylines.push({
      id: draft.uuid,
      path: route.length >= 2 ? route : [point(draft.pickup), point(draft.dropoff)],
    })
  }
  return { markers, polylines }
}

/** Where the summary map opens: the first located pickup, else `fallback`. */
export function summaryMapCenter(drafts: readonly OrderDraft[], fallback: LatLng): LatLng {
  const first = drafts.find((draft) => located(draft.pickup))
  return first ? point(first.pickup) : fallback
}

/** How far (degrees) a route's ends may lie from the sides it joins: about 500 m. */
const ROUTE_END_SLACK = 0.005
const near = (end: LatLng | undefined, party: DraftParty) =>
  end !== undefined &&
  Math.abs(end.lat - party.lat) < ROUTE_END_SLACK &&
  Math.abs(end.lng - party.lng) < ROUTE_END_SLACK

/**
 * `estimate` while its route still joins the draft's two sides, else null: a side moved since it was priced, and
 * its route would end at the old address (the order widget's map, while the next price loads).
 */
export function routeStillJoins(draft: OrderDraft, estimate: PriceEstimate | null): PriceEstimate | null {
  const route = estimate?.route ?? []
  return near(route[0], draft.pickup) && near(route.at(-1), draft.dropoff) ? estimate : null
}
