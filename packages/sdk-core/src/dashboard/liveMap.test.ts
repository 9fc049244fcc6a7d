import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeVisibility } from '../../test/visibility.ts'
import type { OnlineDriver, OrderPosition } from '../domain/orderResults.ts'
import type { DashboardView } from '../domain/orderStatus.ts'
import { EARTH_RADIUS_METRES } from './geoDistance.ts'
import {
  createLiveMap,
  DRIVERS_POLL_MS,
  LIVE_MAP_LOG,
  type LiveMapOptions,
  POSITIONS_POLL_MS,
} from './liveMap.ts'

const HOME = { lat: 53.54, lng: -113.5 }
/** A point `metres` north of HOME: along a meridian the great-circle distance is exactly R × Δφ. */
const north = (metres: number) => ({
  lat: HOME.lat + (metres / EARTH_RADIUS_METRES) * (180 / Math.PI),
  lng: HOME.lng,
})
const driver = (position = HOME): OnlineDriver => ({ id: 7, position, firstName: 'Ann', activeOrders: 1 })
const place = (id: number): OrderPosition => ({ id, status: 3, pickup: HOME, dropoff: HOME, driver: null })

/** Lets the fake answers and the store's notifications through. */
const settle = () => vi.advanceTimersByTimeAsync(0)
/** Moves the fake time on, running the polls that fall due and letting their answers through. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function setup(overrides: Partial<LiveMapOptions> = {}) {
  const visibility = fakeVisibility()
  const onlineDrivers = vi.fn(async (_code: string) => [driver()])
  const positions = vi.fn(async (_code: string, view: DashboardView) => [place(view)])
  const logger = { warn: vi.fn(), error: vi.fn() }
  const map = createLiveMap({
    client: { dashboard: { onlineDrivers, positions }, logger },
    apiCode: () => 'code-1',
    visibility,
    ...overrides,
  })
  return { visibility, onlineDrivers, positions, logger, map }
}

// The default clock is the system one, which the fake timers stand in for.
beforeEach(() => {
  vi.useFakeTimers()
})
let stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  vi.useRealTimers()
})
function watch(map: ReturnType<typeof setup>['map']) {
  const stop = map.subscribe(() => {})
  stops.push(stop)
  return stop
}

describe('createLiveMap', () => {
  it('part 2 §7, §9: polls drivers at once and every 15 s, positions every 30 s', async () => {
    const { map, onlineDrivers, positions } = setup()
    watch(map)
    await settle()
    expect([onlineDrivers.mock.calls.length, positions.mock.calls.length]).toEqual([1, 1])
    expect(map.getSnapshot().drivers).toEqual([{ id: 7, ...HOME, name: 'Ann', activeDeliveries: 1 }])
    expect(map.getSnapshot().positions).toEqual([place(3)])
    for (const [drivers, places] of [
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
    ]) {
      await advance(14_999)
      expect(onlineDrivers).toHaveBeenCalledTimes((drivers ?? 0) - 1)
      await advance(1)
      expect([onlineDrivers.mock.calls.length, positions.mock.calls.length]).toEqual([drivers, places])
    }
    expect(onlineDrivers).toHaveBeenCalledWith('code-1')
    expect(positions).toHaveBeenCalledWith('code-1', 3)
  })

  it('issue 7: never overlaps polls; the next is scheduled 15 s after a slow one settles', async () => {
    const slow = deferred<OnlineDriver[]>()
    const { map, onlineDrivers } = setup()
    onlineDrivers.mockImplementationOnce(() => slow.promise)
    watch(map)
    await settle()
    await advance(120_000)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
    slow.resolve([driver()])
    await settle()
    await advance(14_999)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(onlineDrivers).toHaveBeenCalledTimes(2)
  })

  it('issue 7: pauses while the page is hidden and polls at once when it is shown again', async () => {
    const { map, onlineDrivers, positions, visibility } = setup()
    watch(map)
    await settle()
    visibility.set(true)
    expect(vi.getTimerCount()).toBe(0)
    await advance(120_000)
    expect([onlineDrivers.mock.calls.length, positions.mock.calls.length]).toEqual([1, 1])
    visibility.set(false)
    await settle()
    expect([onlineDrivers.mock.calls.length, positions.mock.calls.length]).toEqual([2, 2])
  })

  it('issue 7: asks nothing while subscribed to on a hidden page', async () => {
    const { map, onlineDrivers, visibility } = setup()
    visibility.set(true)
    watch(map)
    await advance(60_000)
    expect(onlineDrivers).not.toHaveBeenCalled()
  })

  it('issue 7: stops when the last subscriber leaves, and lets go of the visibility source', async () => {
    const { map, onlineDrivers, visibility } = setup()
    const first = watch(map)
    const second = watch(map)
    await settle()
    first()
    expect(vi.getTimerCount()).toBe(2)
    second()
    expect(vi.getTimerCount()).toBe(0)
    expect(visibility.listeners).toBe(0)
    await advance(120_000)
    expect(onlineDrivers).toHaveBeenCalledTimes(1)
  })

  it('part 2 §7: keeps a driver 1999 m away and ignores one 2001 m away', async () => {
    const { map, onlineDrivers } = setup()
    watch(map)
    await settle()
    onlineDrivers.mockResolvedValueOnce([driver(north(1999))])
    await advance(DRIVERS_POLL_MS)
    expect(map.getSnapshot().drivers[0]).toMatchObject(north(1999))
    onlineDrivers.mockResolvedValueOnce([driver(north(1999 + 2001))])
    await advance(DRIVERS_POLL_MS)
    expect(map.getSnapshot().drivers[0]).toMatchObject(north(1999))
  })

  it('confirms positions afresh after a pause: the drivers have moved meanwhile (our decision)', async () => {
    const { map, onlineDrivers, visibility } = setup()
    watch(map)
    await settle()
    visibility.set(true)
    onlineDrivers.mockResolvedValueOnce([driver(north(9000))])
    visibility.set(false)
    await settle()
    expect(map.getSnapshot().drivers[0]).toMatchObject(north(9000))
  })

  it('part 2 §8: a failed poll is only logged, the last data stays and polling goes on', async () => {
    const { logger, map, onlineDrivers, positions } = setup()
    watch(map)
    await settle()
    const failure = new Error('offline')
    onlineDrivers.mockRejectedValueOnce(failure)
    positions.mockRejectedValueOnce(failure)
    await advance(POSITIONS_POLL_MS)
    expect(logger.error).toHaveBeenCalledWith(LIVE_MAP_LOG.drivers, failure)
    expect(logger.error).toHaveBeenCalledWith(LIVE_MAP_LOG.positions, failure)
    expect(map.getSnapshot().drivers).toHaveLength(1)
    expect(map.getSnapshot().positions).toEqual([place(3)])
    onlineDrivers.mockResolvedValueOnce([])
    await advance(DRIVERS_POLL_MS)
    expect(map.getSnapshot().drivers).toEqual([])
  })

  it('part 2 §2.1: setView empties the positions and asks for the new view at once', async () => {
    const { map, positions } = setup()
    watch(map)
    await settle()
    map.setView(1)
    expect(map.getSnapshot()).toMatchObject({ view: 1, positions: [] })
    await settle()
    expect(positions).toHaveBeenLastCalledWith('code-1', 1)
    expect(map.getSnapshot().positions).toEqual([place(1)])
  })

  it('drops a late answer for the previous view and asks again once it settles', async () => {
    const late = deferred<OrderPosition[]>()
    const next = deferred<OrderPosition[]>()
    const { map, positions } = setup()
    positions.mockImplementationOnce(() => late.promise).mockImplementationOnce(() => next.promise)
    watch(map)
    await settle()
    map.setView(2)
    expect(positions).toHaveBeenCalledTimes(1)
    late.resolve([place(3)])
    await settle()
    expect(positions).toHaveBeenLastCalledWith('code-1', 2)
    expect(map.getSnapshot().positions).toEqual([])
    next.resolve([place(2)])
    await settle()
    expect(map.getSnapshot().positions).toEqual([place(2)])
  })

  it('asks nothing without an api code and keeps polling until there is one', async () => {
    let code: string | null = null
    const { map, onlineDrivers } = setup({ apiCode: () => code })
    watch(map)
    await settle()
    expect(onlineDrivers).not.toHaveBeenCalled()
    code = 'code-2'
    await advance(DRIVERS_POLL_MS)
    expect(onlineDrivers).toHaveBeenCalledWith('code-2')
  })
})
