import { describe, expect, it } from 'vitest'
import type { OrderTracking } from '../domain/tracking.ts'
import {
  orderTrackingView,
  trackingDocumentTitle,
  trackingMapZoom,
  trackingStaleNotice,
  trackingTimeText,
} from './orderTrackingView.ts'

const NAMES = { brand: 'waybill', product: 'delivery' }
/** Monday 2026-11-23 09:00 in Edmonton (UTC−6). */
const NOW = Date.parse('2026-11-23T15:00:00Z')
const PICKUP = { lat: 53.5461, lng: -113.4938 }
const DROPOFF = { lat: 53.5225, lng: -113.6242 }

function tracking(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return {
    uuid: '3b241101-e2bb-4255-8caf-4136c566a962',
    name: 'PPC-1040 Book order',
    status: 51,
    timezone: 'America/Edmonton',
    pickup: { name: 'Prairie Parcel Co.', city: 'Edmonton', position: PICKUP },
    dropoff: { address: '8882 170 St NW, Edmonton, AB', position: DROPOFF },
    driver: { firstName: 'Riley', position: { lat: 53.53, lng: -113.56 } },
    eta: '2026-11-23T15:42:30.000Z',
    completedAt: null,
    ...overrides,
  }
}

describe('trackingTimeText (issue 7: ETA in the delivery’s zone)', () => {
  it('shows HH:mm on the same local day, the date too on another', () => {
    expect(trackingTimeText('2026-11-23T15:42:30Z', 'America/Edmonton', NOW)).toBe('09:42')
    expect(trackingTimeText('2026-11-24T06:10:00Z', 'America/Edmonton', NOW)).toBe('2026-11-24 00:10')
    expect(trackingTimeText('2026-11-20T22:40:00.000Z', 'America/Edmonton', NOW)).toBe('2026-11-20 16:40')
  })

  it('reads an unknown zone as Edmonton’s and a non-instant as nothing', () => {
    expect(trackingTimeText('2026-11-23T15:42:00Z', 'Mars/Olympus', NOW)).toBe('09:42')
    expect(trackingTimeText('soon', 'America/Edmonton', NOW)).toBeNull()
  })
})

describe('trackingMapZoom', () => {
  it('shows a local delivery’s streets and both cities of an intercity one', () => {
    expect(trackingMapZoom(PICKUP, DROPOFF)).toBe(11)
    expect(trackingMapZoom(PICKUP, { lat: 51.051, lng: -114.076 })).toBe(6)
    expect(trackingMapZoom(PICKUP, PICKUP)).toBe(14)
  })
})

describe('orderTrackingView (part 2 §2.1 public tracking page)', () => {
  it('under way: the dashboard’s status label, the ETA, the driver, the places and three map points', () => {
    const view = orderTrackingView(tracking(), NAMES, NOW)
    expect(view).toMatchObject({
      title: 'Track your delivery',
      orderName: 'Order Id: PPC-1040 Book order',
      statusLabel: 'Status:',
      status: { label: 'In transit', tone: 'progress' },
      arrival: 'Estimated arrival 09:42',
      driver: 'Your driver: Riley',
      from: 'From Prairie Parcel Co., Edmonton',
      to: 'To 8882 170 St NW, Edmonton, AB',
      final: false,
    })
    expect(view.map.label).toBe('Map of your delivery')
    expect(view.map.center).toEqual({
      lat: (PICKUP.lat + DROPOFF.lat) / 2,
      lng: (PICKUP.lng + DROPOFF.lng) / 2,
    })
    expect(view.map.points.map((point) => [point.kind, point.title])).toEqual([
      ['pickup', 'Pickup: Prairie Parcel Co.'],
      ['dropoff', 'Drop off: 8882 170 St NW, Edmonton, AB'],
      ['driver', 'Your driver Riley'],
    ])
  })

  it('delivered: the delivery time, no ETA, no driver', () => {
    const view = orderTrackingView(
      tracking({ status: 6, completedAt: '2026-11-23T15:40:00.000Z' }),
      NAMES,
      NOW,
    )
    expect([view.status.label, view.arrival, view.driver, view.final]).toEqual([
      'Delivered',
      'Delivered at 09:40',
      null,
      true,
    ])
    expect(view.map.points.map((point) => point.id)).toEqual(['pickup', 'dropoff'])
  })

  it('cancelled: neither an arrival nor a delivery time', () => {
    const view = orderTrackingView(
      tracking({ status: 9, completedAt: '2026-11-23T15:40:00.000Z' }),
      NAMES,
      NOW,
    )
    expect([view.status.label, view.arrival, view.final]).toEqual(['Cancelled', null, true])
  })

  it('without an ETA or a driver yet, and a pickup in no served city', () => {
    const view = orderTrackingView(
      tracking({
        status: 1,
        eta: null,
        driver: null,
        pickup: { name: 'Acme', city: null, position: PICKUP },
      }),
      NAMES,
      NOW,
    )
    expect([view.status.label, view.arrival, view.driver, view.from]).toEqual([
      'Submitted',
      null,
      null,
      'From Acme',
    ])
  })

  it('a pickup that is not the business’s own address: only its city, and an area marker at the city’s centre', () => {
    const centre = { lat: 53.541427, lng: -113.500434 }
    const view = orderTrackingView(
      tracking({ pickup: { name: null, city: 'Edmonton', position: centre } }),
      NAMES,
      NOW,
    )
    expect(view.from).toBe('From Edmonton')
    expect(view.map.points.map((point) => [point.id, point.title, point.position])).toEqual([
      ['pickup', 'Pickup area: Edmonton', centre],
      ['dropoff', 'Drop off: 8882 170 St NW, Edmonton, AB', DROPOFF],
      ['driver', 'Your driver Riley', { lat: 53.53, lng: -113.56 }],
    ])
  })

  it('a pickup known by neither name nor city: no from line and no pickup marker', () => {
    const view = orderTrackingView(
      tracking({ pickup: { name: null, city: null, position: PICKUP } }),
      NAMES,
      NOW,
    )
    expect(view.from).toBeNull()
    expect(view.map.points.map((point) => point.id)).toEqual(['dropoff', 'driver'])
    expect(view.map.zoom).toBe(11)
  })

  it('fills names verbatim: a name that looks like a placeholder stays as it is', () => {
    const view = orderTrackingView(tracking({ name: '{time} $& <b>' }), NAMES, NOW)
    expect(view.orderName).toBe('Order Id: {time} $& <b>')
  })
})

describe('trackingStaleNotice (issue 7: no silently old data)', () => {
  it('says when the answer shown came, in the delivery’s zone, with the date once a day has passed', () => {
    const updatedAt = Date.parse('2026-11-23T16:42:10Z')
    expect(trackingStaleNotice(updatedAt, 'America/Edmonton', updatedAt + 60_000)).toBe(
      'Could not refresh. Last updated at 10:42.',
    )
    expect(trackingStaleNotice(updatedAt, 'America/Edmonton', updatedAt + 86_400_000)).toBe(
      'Could not refresh. Last updated at 2026-11-23 10:42.',
    )
  })
})

describe('trackingDocumentTitle (issue 7: the tab names the delivery)', () => {
  it('names the status and the order once shown, the heading before, the not-found heading for a dead link', () => {
    expect(trackingDocumentTitle(tracking(), false, NAMES)).toBe(
      'In transit: PPC-1040 Book order – Track your delivery',
    )
    expect(trackingDocumentTitle(null, false, NAMES)).toBe('Track your delivery')
    expect(trackingDocumentTitle(null, true, NAMES)).toBe('We could not find this delivery')
  })

  it('keeps an order name that looks like a placeholder as it is', () => {
    expect(trackingDocumentTitle(tracking({ name: '{product} {status}' }), false, NAMES)).toBe(
      'In transit: {product} {status} – Track your delivery',
    )
  })
})
