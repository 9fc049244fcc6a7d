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

const downtownRedDeer = { lat: 52.2681, lng: -113.8112 }

describe('trip', () => {
  it('is deterministic: road distance and duration from the great-circle distance', () => {
    const local = trip(downtownEdmonton, southEdmonton, false)
    expect(local).toEqual(trip(downtownEdmonton, southEdmonton, false))
    expect(local.distanceMetres).toBeGreaterThan(10_000)
    expect(local.distanceMetres).toBeLessThan(14_000)
  })

  // Issue 22 item 10: Edmonton–Calgary measured 365 km; the road (QE2) is about 299 km, Edmonton–Red Deer about
  // 150 km and Red Deer–Calgary about 145 km. Intercity prices go by these kilometres (part 2 §9).
  it.each([
    ['Edmonton', downtownEdmonton, 'Calgary', downtownCalgary, 300],
    ['Edmonton', downtownEdmonton, 'Red Deer', downtownRedDeer, 150],
    ['Red Deer', downtownRedDeer, 'Calgary', downtownCalgary, 145],
  ])('measures %s–%s by road within 5 %% of the highway’s %s km, both ways', (_a, from, _b, to, km) => {
    for (const [start, end] of [
      [from, to],
      [to, from],
    ] as const) {
      const { distanceMetres } = trip(start, end, true)
      expect(distanceMetres / 1000).toBeGreaterThanOrEqual(km * 0.95)
      expect(distanceMetres / 1000).toBeLessThanOrEqual(km * 1.05)
    }
  })

  it('drives Edmonton–Calgary in about three hours, at highway speed', () => {
    const { durationSeconds } = trip(downtownEdmonton, downtownCalgary, true)
    expect(durationSeconds / 3600).toBeGreaterThan(2.75)
    expect(durationSeconds / 3600).toBeLessThan(3.25)
  })

  it('keeps local trips at city road lengths: a third longer than the straight line at most', () => {
    const calgaryNorth = { lat: 51.0977, lng: -114.0719 } // 6 km north of downtown, along Centre St
    const { distanceMetres } = trip(downtownCalgary, calgaryNorth, false)
    expect(distanceMetres).toBeGreaterThan(6_500)
    expect(distanceMetres).toBeLessThan(8_000)
  })

  it('moves along the straight segment', () => {
    expect(along(downtownEdmonton, southEdmonton, 0)).toEqual(downtownEdmonton)
    expect(along(downtownEdmonton, southEdmonton, 2)).toEqual(southEdmonton)
  })
})
