import { describe, expect, it } from 'vitest'
import { encodePolyline, ROUTE_SEGMENTS, routePoints } from './polyline.ts'

describe('encodePolyline', () => {
  it("matches Google's documented example", () => {
    const points = [
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@')
  })
})

describe('routePoints', () => {
  it('runs straight from the pickup to the drop-off in equal segments', () => {
    const route = routePoints({ lat: 53.5, lng: -113.5 }, { lat: 53.6, lng: -113.3 })
    expect(route).toHaveLength(ROUTE_SEGMENTS + 1)
    expect(route[0]).toEqual({ lat: 53.5, lng: -113.5 })
    expect(route[ROUTE_SEGMENTS]).toEqual({ lat: 53.6, lng: -113.3 })
    expect(route[ROUTE_SEGMENTS / 2]).toEqual({ lat: 53.55, lng: -113.4 })
  })
})
