import type { LiveMapState } from '@waybill/sdk-core/internal'
import { describe, expect, it } from 'vitest'
import { listedOrder, POSITIONS } from '../../test/liveMapFixtures.ts'
import { liveMapDeliveries, liveMapDrivers, liveMapRoute } from './LiveMapMarkers.ts'

const NAMES = { brand: 'waybill', product: 'delivery' }
const SAM = { id: 11, name: 'Sam', lat: 53.5444, lng: -113.4909, activeDeliveries: 2 }

function state(overrides: Partial<LiveMapState> = {}): LiveMapState {
  return { drivers: [SAM], positions: POSITIONS, view: 3, ...overrides }
}

const drivers = ({ drivers, positions }: LiveMapState) => liveMapDrivers(drivers, positions, NAMES)

describe('liveMapDrivers, liveMapDeliveries (part 2 §2.1 driver markers and delivery positions)', () => {
  it('marks each online driver once, and an assigned driver that is not online at its reported position', () => {
    const titles = (s: LiveMapState) => drivers(s).map((marker) => marker.title)
    expect(titles(state())).toEqual(['Sam'])
    expect(drivers(state())[0]?.position).toEqual({ lat: SAM.lat, lng: SAM.lng })
    expect(titles(state({ drivers: [] }))).toEqual(['Sam'])
    expect(drivers(state({ drivers: [] }))[0]?.position).toEqual(POSITIONS[0]?.driver?.position)
    expect(liveMapDeliveries(POSITIONS, null, NAMES).map((marker) => marker.title)).toEqual([
      'Pickup of delivery #4182',
      'Drop off of delivery #4182',
    ])
  })

  it('names a driver without a first name by its id and tells its load', () => {
    const [marker] = drivers(state({ drivers: [{ ...SAM, name: '' }], positions: [] }))
    expect(marker).toMatchObject({
      kind: 'driver',
      title: 'Driver 11',
      info: { lines: ['Active deliveries: 2'] },
    })
  })

  it('describes the selected delivery’s ends by party and address', () => {
    const markers = liveMapDeliveries(POSITIONS, listedOrder(), NAMES)
    expect(markers.find((marker) => marker.id === 'dropoff-4182')?.info?.lines).toEqual([
      'Morgan Lee',
      '8882 170 St NW, Edmonton, AB',
    ])
    expect(liveMapRoute(listedOrder())).toHaveLength(1)
    expect(liveMapRoute(listedOrder({ route: [] }))).toEqual([])
  })

  it('marks a selected delivery the positions poll has not listed', () => {
    const markers = liveMapDeliveries([], listedOrder({ id: 77 }), NAMES)
    expect(markers.map((marker) => marker.id)).toEqual(['pickup-77', 'dropoff-77'])
  })
})
