import { describe, expect, it } from 'vitest'
import { distanceMetres, EARTH_RADIUS_METRES } from './geoDistance.ts'

const EDMONTON = { lat: 53.5461, lng: -113.4938 }
const CALGARY = { lat: 51.0447, lng: -114.0719 }

describe('distanceMetres', () => {
  it('part 2 §9: measures the great-circle distance in metres (one degree of a meridian)', () => {
    const north = { lat: EDMONTON.lat + 1, lng: EDMONTON.lng }
    expect(distanceMetres(EDMONTON, north)).toBeCloseTo((EARTH_RADIUS_METRES * Math.PI) / 180, 3)
  })

  it('is zero for the same point and the same both ways', () => {
    expect(distanceMetres(EDMONTON, EDMONTON)).toBe(0)
    expect(distanceMetres(EDMONTON, CALGARY)).toBe(distanceMetres(CALGARY, EDMONTON))
  })

  it('gives Edmonton to Calgary as about 280 km, shrinking east-west steps with latitude', () => {
    expect(distanceMetres(EDMONTON, CALGARY) / 1000).toBeCloseTo(281, 0)
    const east = { lat: EDMONTON.lat, lng: EDMONTON.lng + 1 }
    const cosine = Math.cos((EDMONTON.lat * Math.PI) / 180)
    expect(distanceMetres(EDMONTON, east)).toBeCloseTo(((EARTH_RADIUS_METRES * Math.PI) / 180) * cosine, -1)
  })
})
