import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Point } from '../geo/distance.ts'
import { type CourseWindows, phasesOf } from './phases.ts'

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 10, 23, 20)

/** A point around Edmonton or Calgary (intercity when the two ends differ). */
const point = fc.record({
  city: fc.constantFrom({ lat: 53.54, lng: -113.5 }, { lat: 51.045, lng: -114.07 }),
  dLat: fc.double({ min: -0.1, max: 0.1, noNaN: true }),
  dLng: fc.double({ min: -0.15, max: 0.15, noNaN: true }),
})
const toPoint = ({ city, dLat, dLng }: { city: Point; dLat: number; dLng: number }): Point => ({
  lat: city.lat + dLat,
  lng: city.lng + dLng,
})

/** Windows from 2 hours ago to 2 days ahead, each 1 to 4 hours long, the drop-off opening no earlier. */
const windows = fc
  .record({
    pickupIn: fc.integer({ min: -2 * HOUR, max: 48 * HOUR }),
    pickupLength: fc.integer({ min: HOUR, max: 4 * HOUR }),
    dropoffAfter: fc.integer({ min: 0, max: 8 * HOUR }),
  })
  .map(
    ({ pickupIn, pickupLength, dropoffAfter }): CourseWindows => ({
      createdAt: NOW,
      pickupOpensAt: NOW + pickupIn,
      pickupClosesAt: NOW + pickupIn + pickupLength,
      dropoffOpensAt: NOW + pickupIn + dropoffAfter,
    }),
  )

const startOf = (phases: ReturnType<typeof phasesOf>, status: number) =>
  phases.find((phase) => phase.status === status)?.startsAt ?? Number.NaN

// Issue 22 item 10: an order booked for tomorrow 09:00 was delivered today. Accelerated time starts from the
// order's windows (part 2 §3.10 pickup_/dropoff_early_datetime), never from before its creation.
describe('phasesOf with the order’s windows', () => {
  it('reaches the pickup (4 STARTED) no earlier than its window opens and delivers (6) no earlier than the drop-off window', () => {
    fc.assert(
      fc.property(windows, point, point, point, fc.boolean(), (times, pickup, dropoff, driver, assigned) => {
        const from = toPoint(pickup)
        const to = toPoint(dropoff)
        const phases = phasesOf({
          script: 'deliver',
          pickup: from,
          dropoff: to,
          driverFrom: assigned ? toPoint(driver) : null,
          intercity: pickup.city !== dropoff.city,
          windows: times,
        })
        expect(startOf(phases, 1)).toBeGreaterThanOrEqual(times.createdAt)
        expect(startOf(phases, 4)).toBeGreaterThanOrEqual(times.pickupOpensAt)
        expect(startOf(phases, 6)).toBeGreaterThanOrEqual(times.dropoffOpensAt)
      }),
    )
  })

  it('starts a course booked for tomorrow from tomorrow’s pickup window, not from now', () => {
    const tomorrowNine = NOW + 16 * HOUR
    const phases = phasesOf({
      script: 'deliver',
      pickup: { lat: 53.5461, lng: -113.4938 },
      dropoff: { lat: 53.5225, lng: -113.6242 },
      driverFrom: { lat: 53.55, lng: -113.5 },
      intercity: false,
      windows: {
        createdAt: NOW,
        pickupOpensAt: tomorrowNine,
        pickupClosesAt: tomorrowNine + 2 * HOUR,
        dropoffOpensAt: tomorrowNine + 2 * HOUR,
      },
    })
    // Picked up within the pickup window and delivered as the drop-off window opens (the drive to the pickup later).
    expect(startOf(phases, 4)).toBeGreaterThan(tomorrowNine)
    expect(startOf(phases, 4)).toBeLessThan(tomorrowNine + 2 * HOUR)
    expect(startOf(phases, 6) - (tomorrowNine + 2 * HOUR)).toBeLessThan(HOUR / 2)
  })

  it('leaves a course without windows as it was: no simulated starts', () => {
    const phases = phasesOf({
      script: 'deliver',
      pickup: { lat: 53.5461, lng: -113.4938 },
      dropoff: { lat: 53.5225, lng: -113.6242 },
      driverFrom: null,
      intercity: false,
    })
    expect(phases.every((phase) => phase.startsAt === undefined)).toBe(true)
    expect(phases.find((phase) => phase.status === 4)?.durationMs).toBe(120_000)
  })
})
