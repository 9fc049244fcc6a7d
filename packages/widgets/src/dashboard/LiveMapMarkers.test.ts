import type { LiveMapState } from '@waybill/sdk-core'
import { describe, expect, it } from 'vitest'
import { listedOrder, POSITIONS } from '../../test/liveMapFixtures.ts'
import { liveMapMarkers, liveMapRoute } from './LiveMapMarkers.ts'

const NAMES = { brand: 'waybill', product: 'delivery' }
const SAM = { id: 11, name: 'Sam', lat: 53.5444, lng: -113.4909, activeDeliveries: 2 }

function state(overrides: Partial<LiveMapState> = {}): LiveMapState {
  return { drivers: [SAM], positions: POSITIONS, view: 3, ...overrides }
}

describe('liveMapMarkers (part 2 §2.1 driver markers and delivery positions)', () => {
  it('marks each online driver once, and an assigned driver that is not online at its reported position', () => {
    const titles = (s: LiveMapState) => liveMapMarkers(s, null, NAMES).map((marker) => marker.title)
    expect(titles(state())).toEqual(['Sam', 'Pickup of delivery #4182', 'Drop off of delivery #4182'])
    expect(titles(state({ drivers: [] }))).toEqual([
      'Pickup of delivery #4182',
      'Drop off of delivery #4182',
      'Sam',
    ])
  })

  it('names a driver without a first name by its id and tells its load', () => {
    const [marker] = liveMapMarkers(state({ drivers: [{ ...SAM, name: '' }], positions: [] }), null, NAMES)
    expect(marker).toMatchObject({
      kind: 'driver',
      title: 'Driver 11',
      info: { lines: ['Active deliveries: 2'] },
    })
  })

  it('describes the selected delivery’s ends by party and address', () => {
    const markers = liveMapMarkers(state(), listedOrder(), NAMES)
    expect(markers.find((marker) => marker.id === 'dropoff-4182')?.info?.lines).toEqual([
      'Morgan Lee',
      '8882 170 St NW, Edmonton, AB',
    ])
    expect(liveMapRoute(listedOrder())).toHaveLength(1)
    expect(liveMapRoute(listedOrder({ route: [] }))).toEqual([])
  })
})
