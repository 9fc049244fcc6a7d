// The live map's budget (issue 7 'Performance'): each online-drivers poll applies 500 driver updates (the jump
// rule, removals, the marker list) in ≤ 8 ms of main-thread time, p95.
import type { OnlineDriver } from '@waybill/sdk-core'
import { applyDriverReports, type DriverTracks, driversOf } from '@waybill/sdk-core/internal'
import type { BenchLine } from './timeWindows.ts'

const BUDGET_MS = 8
const DRIVERS = 500
const POLLS = 200
const WARM_UP = 200
const SAMPLES = 2000

/** A repeatable pseudo-random source (mulberry32), so every run measures the same polls. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * 200 polls of 500 drivers around Edmonton: each poll moves every driver up to ~300 m, one in 20 jumps ~5 km
 * (ignored), and a few go off duty while others come on, so every branch of the apply step is taken.
 */
export function driverPolls(): OnlineDriver[][] {
  const random = seeded(7)
  let drivers = Array.from({ length: DRIVERS }, (_, i) => ({
    id: i + 1,
    lat: 53.54 + (random() - 0.5) * 0.3,
    lng: -113.5 + (random() - 0.5) * 0.5,
  }))
  let nextId = DRIVERS + 1
  const polls: OnlineDriver[][] = []
  for (let poll = 0; poll < POLLS; poll++) {
    drivers = drivers.map((driver) => ({
      ...driver,
      lat: driver.lat + (random() - 0.5) * 0.005,
      lng: driver.lng + (random() - 0.5) * 0.008,
    }))
    drivers.splice(Math.floor(random() * DRIVERS), 3)
    while (drivers.length < DRIVERS) drivers.push({ id: nextId++, lat: 53.54, lng: -113.5 })
    polls.push(
      drivers.map((driver) => ({
        id: driver.id,
        position: random() < 0.05 ? { lat: driver.lat + 0.045, lng: driver.lng } : driver,
        firstName: `Driver ${driver.id}`,
        activeOrders: driver.id % 4,
      })),
    )
  }
  return polls
}

/** Measures one poll's apply step ({@link applyDriverReports} + {@link driversOf}) and prints its p95. */
export function benchLiveMap(line: BenchLine): number {
  const polls = driverPolls()
  let tracks: DriverTracks = new Map()
  let shown = 0
  const run = (i: number) => {
    tracks = applyDriverReports(tracks, polls[i % polls.length] ?? [])
    shown += driversOf(tracks).length
  }
  for (let i = 0; i < WARM_UP; i++) run(i)
  const samples: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const begin = performance.now()
    run(i)
    samples.push(performance.now() - begin)
  }
  samples.sort((a, b) => a - b)
  const p95 = samples[Math.floor(0.95 * samples.length)] ?? Number.NaN
  if (shown === 0) throw new Error('the live map bench applied no drivers')
  line(
    `live map: apply ${DRIVERS} driver updates, p95`,
    `${p95.toFixed(3)} ms`,
    `≤ ${BUDGET_MS} ms`,
    p95 <= BUDGET_MS,
  )
  return p95
}
