import { EMPTY_PARTY } from '@waybill/sdk-core/order'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  ACME_PICKUP,
  DANA_DROPOFF,
  priceEstimate,
  RAVI_DROPOFF,
  resetSummaryUuids,
  summaryDraft,
} from '../../../test/summaryFixtures.ts'
import { routeStillJoins, summaryMapCenter, summaryMapLayers } from './summaryMap.ts'

beforeEach(resetSummaryUuids)

const at = ({ lat, lng }: { lat: number; lng: number }) => ({ lat, lng })

describe('summaryMapLayers (part 2 §2.2 summary map)', () => {
  it("draws each delivery's pickup and drop-off, a pickup shared by deliveries once", () => {
    const first = summaryDraft()
    const second = summaryDraft({ dropoff: RAVI_DROPOFF })
    const { markers } = summaryMapLayers([first, second], new Map())
    expect(markers.map((marker) => [marker.kind, marker.title])).toEqual([
      ['pickup', 'Pickup: Acme Bakery'],
      ['dropoff', 'Drop-off: Dana Lee'],
      ['dropoff', 'Drop-off: Ravi Shah'],
    ])
    expect(markers[0]?.info?.lines).toEqual(['10020 100 St NW, Edmonton, Unit 4'])
  })

  it("follows a priced delivery's route (coordinates.polyline), else a straight line between its sides", () => {
    const priced = summaryDraft()
    const unpriced = summaryDraft({ dropoff: RAVI_DROPOFF })
    const route = [at(ACME_PICKUP), { lat: 53.545, lng: -113.5 }, at(DANA_DROPOFF)]
    const estimates = new Map([[priced.uuid, priceEstimate(priced.uuid, { route })]])
    const { polylines } = summaryMapLayers([priced, unpriced], estimates)
    expect(polylines).toEqual([
      { id: priced.uuid, path: route },
      { id: unpriced.uuid, path: [at(ACME_PICKUP), at(RAVI_DROPOFF)] },
    ])
  })

  it('leaves out a side that is not located, and the route with it', () => {
    const draft = summaryDraft({ dropoff: { ...EMPTY_PARTY, name: 'Nowhere' } })
    const { markers, polylines } = summaryMapLayers([draft], new Map())
    expect(markers.map((marker) => marker.kind)).toEqual(['pickup'])
    expect(polylines).toEqual([])
  })

  it('opens on the first located pickup, else on the fallback', () => {
    const fallback = { lat: 51.05, lng: -114.07 }
    expect(summaryMapCenter([summaryDraft()], fallback)).toEqual(at(ACME_PICKUP))
    expect(summaryMapCenter([summaryDraft({ pickup: EMPTY_PARTY })], fallback)).toBe(fallback)
  })
})

describe('routeStillJoins (the order widget map, issue 9)', () => {
  it("keeps a priced route while it joins the draft's sides, not once the drop-off moved", () => {
    const draft = summaryDraft()
    const estimate = priceEstimate(draft.uuid, { route: [at(ACME_PICKUP), at(DANA_DROPOFF)] })
    expect(routeStillJoins(draft, estimate)).toBe(estimate)
    expect(routeStillJoins({ ...draft, dropoff: RAVI_DROPOFF }, estimate)).toBeNull()
    expect(routeStillJoins(draft, null)).toBeNull()
    expect(routeStillJoins(draft, priceEstimate(draft.uuid, { route: [] }))).toBeNull()
  })
})
