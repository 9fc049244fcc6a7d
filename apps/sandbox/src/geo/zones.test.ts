import { describe, expect, it } from 'vitest'
import { along, trip } from './distance.ts'
import { isIntercityTrip, zoneAt } from './zones.ts'

const downtownEdmonton = { lat: 53.5461, lng: -113.4938 }
const southEdmonton = { lat: 53.4552, lng: -113.5037 }
const downtownCalgary = { lat: 51.0447, lng: -114.0719 }
const saskatoon = { lat: 52.1332, lng: -106.67 }

describe('zones (part 1 §1: Edmonton, Red Deer, Calgary; local and intercity)', () => {
  it('places city points in their zone and leaves the rest unserviced', () => {
    expect(zoneAt(downtownEdmonton)?.name).toBe('Edmonton')
    expect(zoneAt(downtownCalgary)?.name).toBe('Calgary')
    expect(zoneAt(saskatoon)).toBeUndefined()
  })

  it('calls a trip intercity only between two serviced zones', () => {
    expect(isIntercityTrip(downtownEdmonton, southEdmonton)).toBe(false)
    expect(isIntercityTrip(downtownEdmonton, downtownCalgary)).toBe(true)
    expect(isIntercityTrip(downtownEdmonton, saskatoon)).toBe(false)
  })
})

describe('trip', () => {
  it('is deterministic: road distance and duration from the great-circle distance', () => {
    const local = trip(downtownEdmonton, southEdmonton, false)
    expect(local).toEqual(trip(downtownEdmonton, southEdmonton, false))
    expect(local.distanceMetres).toBeGreaterThan(10_000)
    expect(local.distanceMetres).toBeLessThan(14_000)
    const intercity = trip(downtownEdmonton, downtownCalgary, true)
    expect(intercity.distanceMetres / 1000).toBeGreaterThan(340)
    expect(intercity.durationSeconds).toBeGreaterThan(3 * 3600)
  })

  it('moves along the straight segment', () => {
    expect(along(downtownEdmonton, southEdmonton, 0)).toEqual(downtownEdmonton)
    expect(along(downtownEdmonton, southEdmonton, 2)).toEqual(southEdmonton)
  })
})
