import { describe, expect, it } from 'vitest'
import type { OnlineDriver } from '../domain/orderResults.ts'
import { EARTH_RADIUS_METRES } from './geoDistance.ts'
import {
  applyDriverReports,
  DRIVER_JUMP_CONFIRMATIONS,
  type DriverTracks,
  driversOf,
} from './liveMapDrivers.ts'

const HOME = { lat: 53.54, lng: -113.5 }

/** A point `metres` north of HOME: along a meridian the great-circle distance is exactly R × Δφ. */
const north = (metres: number) => ({
  lat: HOME.lat + (metres / EARTH_RADIUS_METRES) * (180 / Math.PI),
  lng: HOME.lng,
})

const report = (id: number, position = HOME, firstName = 'Ann', activeOrders = 1): OnlineDriver => ({
  id,
  position,
  firstName,
  activeOrders,
})

const apply = (tracks: DriverTracks, ...reports: OnlineDriver[]) => applyDriverReports(tracks, reports)
const start = () => apply(new Map(), report(7))

describe('applyDriverReports', () => {
  it('takes a first report as the confirmed position, with the name and load', () => {
    expect(driversOf(start())).toEqual([{ id: 7, ...HOME, name: 'Ann', activeDeliveries: 1 }])
  })

  it('part 2 §7: a move of 1999 m is taken', () => {
    expect(driversOf(apply(start(), report(7, north(1999))))[0]).toMatchObject(north(1999))
  })

  it('part 2 §7: a jump of 2001 m is ignored and the last confirmed position kept (the name and load follow)', () => {
    const [driver] = driversOf(apply(start(), report(7, north(2001), 'Anne', 2)))
    expect(driver).toEqual({ id: 7, ...HOME, name: 'Anne', activeDeliveries: 2 })
  })

  it('part 2 §7: the jump is measured from the last confirmed position, not the ignored one', () => {
    let tracks = apply(start(), report(7, north(2500)))
    tracks = apply(tracks, report(7, north(1500)))
    expect(driversOf(tracks)[0]).toMatchObject(north(1500))
  })

  it(`confirms a far position after ${DRIVER_JUMP_CONFIRMATIONS} agreeing reports in a row (our decision)`, () => {
    let tracks = start()
    for (let i = 1; i < DRIVER_JUMP_CONFIRMATIONS; i++) {
      tracks = apply(tracks, report(7, north(5000 + i * 100)))
      expect(driversOf(tracks)[0]).toMatchObject(HOME)
    }
    tracks = apply(tracks, report(7, north(5000 + DRIVER_JUMP_CONFIRMATIONS * 100)))
    expect(driversOf(tracks)[0]).toMatchObject(north(5000 + DRIVER_JUMP_CONFIRMATIONS * 100))
  })

  it('never confirms far reports that jump about, nor a run broken by a near report', () => {
    let tracks = start()
    for (const metres of [5000, 9000, 5000, 9000, 5000, 100, 5000, 5000])
      tracks = apply(tracks, report(7, north(metres)))
    expect(driversOf(tracks)[0]).toMatchObject(north(100))
  })

  it('drops drivers absent from the poll and adds new ones, in the order of the poll', () => {
    const tracks = apply(apply(new Map(), report(1), report(2)), report(3), report(1))
    expect(driversOf(tracks).map((driver) => driver.id)).toEqual([3, 1])
  })

  it('keeps the same driver object for an unchanged report and leaves the old tracks alone', () => {
    const before = start()
    const after = apply(before, report(7))
    expect(after).not.toBe(before)
    expect(driversOf(after)[0]).toBe(driversOf(before)[0])
    apply(before, report(7, north(10)))
    expect(driversOf(before)[0]).toMatchObject(HOME)
  })
})
