import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualClock } from '../../test/clock.ts'
import { fakeVisibility } from '../../test/visibility.ts'
import type { OrderTracking } from '../domain/tracking.ts'
import { TRACKING_POLL_MS } from '../domain/tracking.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import { createOrderTracking, ORDER_TRACKING_LOG, type OrderTrackingOptions } from './orderTracking.ts'

const UUID = '3b241101-e2bb-4255-8caf-4136c566a962'
const NAMES = { baseUrl: 'http://sandbox.test', brand: 'waybill', product: 'delivery' }

/** Answers and timers settle after the current microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function answer(status: number, driverLat = 53.53): OrderTracking {
  return {
    uuid: UUID,
    name: 'PPC-1040 Book order',
    status,
    timezone: 'America/Edmonton',
    pickup: { name: 'Prairie Parcel Co.', city: 'Edmonton', position: { lat: 53.5461, lng: -113.4938 } },
    dropoff: { address: '8882 170 St NW, Edmonton, AB', position: { lat: 53.5225, lng: -113.6242 } },
    driver: status === 6 ? null : { firstName: 'Riley', position: { lat: driverLat, lng: -113.56 } },
    eta: status === 6 ? null : '2026-11-21T15:30:00.000Z',
    completedAt: status === 6 ? '2026-11-21T15:28:00.000Z' : null,
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

let stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
})

function setup(answers: (OrderTracking | Error)[], overrides: Partial<OrderTrackingOptions> = {}) {
  const clock = manualClock()
  const visibility = fakeVisibility()
  const logger = { warn: vi.fn(), error: vi.fn() }
  let last: OrderTracking | Error = answer(51)
  const get = vi.fn(async (_uuid: string) => {
    last = answers.shift() ?? last
    if (last instanceof Error) throw last
    return last
  })
  const tracking = createOrderTracking({
    client: { tracking: { get }, config: NAMES, logger },
    uuid: UUID,
    clock,
    visibility,
    ...overrides,
  })
  const watch = () => {
    const stop = tracking.subscribe(() => {})
    stops.push(stop)
    return stop
  }
  return { tracking, get, clock, visibility, logger, watch }
}

describe('createOrderTracking (part 2 §2.1 public tracking page; issue 7)', () => {
  it('asks nothing until watched, then at once and every 15 s (part 2 §9 polling)', async () => {
    const { tracking, get, clock, watch } = setup([answer(50), answer(5), answer(51)])
    expect(tracking.getSnapshot().phase).toBe('loading')
    await settle()
    expect(get).not.toHaveBeenCalled()
    watch()
    await settle()
    expect(get).toHaveBeenCalledWith(UUID)
    expect(tracking.getSnapshot()).toMatchObject({ phase: 'found', tracking: { status: 50 } })
    expect(tracking.getSnapshot().view?.status.label).toBe('Pickup in progress')
    clock.advance(TRACKING_POLL_MS - 1)
    await settle()
    expect(get).toHaveBeenCalledTimes(1)
    clock.advance(1)
    await settle()
    expect(get).toHaveBeenCalledTimes(2)
    expect(tracking.getSnapshot().view?.status.label).toBe('Out for delivery')
    expect(clock.delays()).toEqual([TRACKING_POLL_MS])
  })

  it('never overlaps polls: the next is scheduled 15 s after a slow one settles', async () => {
    const { get, clock, watch } = setup([])
    const slow = deferred<OrderTracking>()
    get.mockImplementationOnce(() => slow.promise)
    watch()
    await settle()
    clock.advance(10 * TRACKING_POLL_MS)
    await settle()
    expect(get).toHaveBeenCalledTimes(1)
    expect(clock.pending()).toBe(0)
    slow.resolve(answer(51))
    await settle()
    expect(clock.delays()).toEqual([TRACKING_POLL_MS])
  })

  it('pauses while the page is hidden and asks at once when it is visible again', async () => {
    const { get, clock, visibility, watch } = setup([])
    watch()
    await settle()
    visibility.set(true)
    expect(clock.pending()).toBe(0)
    clock.advance(5 * TRACKING_POLL_MS)
    await settle()
    expect(get).toHaveBeenCalledTimes(1)
    visibility.set(false)
    await settle()
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('stops when the last watcher leaves', async () => {
    const { get, clock, watch } = setup([])
    const stop = watch()
    await settle()
    stop()
    expect(clock.pending()).toBe(0)
    clock.advance(5 * TRACKING_POLL_MS)
    await settle()
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('part 1 §4: stops polling for good once the status is final (delivered), showing the delivery time', async () => {
    const { tracking, get, clock, visibility, watch } = setup([answer(51), answer(6)])
    watch()
    await settle()
    clock.advance(TRACKING_POLL_MS)
    await settle()
    expect(tracking.getSnapshot().view).toMatchObject({
      final: true,
      arrival: 'Delivered at 09:28',
      driver: null,
    })
    expect(clock.pending()).toBe(0)
    visibility.set(true)
    visibility.set(false)
    clock.advance(5 * TRACKING_POLL_MS)
    await settle()
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('keeps the last good answer when a poll fails, logs it, says since when it is stale, and goes on polling', async () => {
    const failure = new NetworkError('tracking.get')
    const { tracking, get, clock, logger, watch } = setup([answer(50, 53.54), failure, answer(5, 53.535)])
    watch()
    await settle()
    const loadedAt = clock.now()
    expect(tracking.getSnapshot()).toMatchObject({ updatedAt: loadedAt, failedPolls: 0, staleNotice: null })
    clock.advance(TRACKING_POLL_MS)
    await settle()
    expect(logger.error).toHaveBeenCalledWith(ORDER_TRACKING_LOG, failure)
    expect(tracking.getSnapshot()).toMatchObject({
      phase: 'found',
      tracking: { status: 50, driver: { position: { lat: 53.54 } } },
      updatedAt: loadedAt,
      failedPolls: 1,
      // 09:00 in Edmonton, the delivery's zone: when the answer shown came, not when the poll failed.
      staleNotice: 'Could not refresh. Last updated at 09:00.',
    })
    clock.advance(TRACKING_POLL_MS)
    await settle()
    expect(get).toHaveBeenCalledTimes(3)
    expect(tracking.getSnapshot()).toMatchObject({
      tracking: { driver: { position: { lat: 53.535 } } },
      updatedAt: loadedAt + 2 * TRACKING_POLL_MS,
      failedPolls: 0,
      staleNotice: null,
    })
  })

  it('counts failed polls in a row and keeps the time of the last good answer through them', async () => {
    const failure = new ApiError('tracking.get', 503, 'Down')
    const { tracking, clock, watch } = setup([answer(51), failure, failure, failure])
    watch()
    await settle()
    for (let poll = 0; poll < 3; poll++) {
      clock.advance(5 * 60_000) // fails at 09:05, 09:10 and 09:15: the notice keeps the time of the answer shown
      await settle()
    }
    expect(tracking.getSnapshot()).toMatchObject({
      phase: 'found',
      failedPolls: 3,
      staleNotice: 'Could not refresh. Last updated at 09:00.',
    })
  })

  it('after the delivery was shown, one 404 is a failed refresh; two in a row give the link up (docs/contract/tracking.md)', async () => {
    const notFound = new ApiError('tracking.get', 404, 'Not found')
    const { tracking, get, clock, logger, watch } = setup([answer(51), notFound, notFound])
    watch()
    await settle()
    clock.advance(TRACKING_POLL_MS)
    await settle()
    expect(tracking.getSnapshot()).toMatchObject({
      phase: 'found',
      tracking: { status: 51 },
      failedPolls: 1,
      staleNotice: 'Could not refresh. Last updated at 09:00.',
    })
    expect(logger.error).toHaveBeenCalledWith(ORDER_TRACKING_LOG, notFound)
    expect(clock.delays()).toEqual([TRACKING_POLL_MS])
    clock.advance(TRACKING_POLL_MS)
    await settle()
    expect(tracking.getSnapshot()).toMatchObject({
      phase: 'not-found',
      tracking: null,
      view: null,
      updatedAt: null,
      staleNotice: null,
    })
    expect(clock.pending()).toBe(0)
    clock.advance(5 * TRACKING_POLL_MS)
    await settle()
    expect(get).toHaveBeenCalledTimes(3)
  })

  it('forgets a lone 404 once a good answer comes again', async () => {
    const notFound = new ApiError('tracking.get', 404, 'Not found')
    const { tracking, clock, watch } = setup([answer(51), notFound, answer(51), notFound])
    watch()
    await settle()
    for (let poll = 0; poll < 3; poll++) {
      clock.advance(TRACKING_POLL_MS)
      await settle()
    }
    expect(tracking.getSnapshot()).toMatchObject({ phase: 'found', failedPolls: 1 })
    expect(clock.pending()).toBe(1)
  })

  it('names the document after the page: its heading until shown, then the status and order name', async () => {
    const { tracking, watch } = setup([answer(51)])
    expect(tracking.getSnapshot().documentTitle).toBe('Track your delivery')
    watch()
    await settle()
    expect(tracking.getSnapshot().documentTitle).toBe('In transit: PPC-1040 Book order – Track your delivery')
    const missing = setup([new ApiError('tracking.get', 404, 'Not found')])
    missing.watch()
    await settle()
    expect(missing.tracking.getSnapshot().documentTitle).toBe('We could not find this delivery')
  })

  it("is 'unavailable' while no answer came, and 'found' once one does", async () => {
    const { tracking, clock, watch } = setup([new ApiError('tracking.get', 503, 'Down'), answer(3)])
    watch()
    await settle()
    expect(tracking.getSnapshot()).toMatchObject({
      phase: 'unavailable',
      tracking: null,
      view: null,
      updatedAt: null,
      failedPolls: 1,
      staleNotice: null,
    })
    clock.advance(TRACKING_POLL_MS)
    await settle()
    expect(tracking.getSnapshot().phase).toBe('found')
  })

  it("is 'not-found' on a first 404 (an unknown link) and asks no more", async () => {
    const { tracking, get, clock, logger, watch } = setup([new ApiError('tracking.get', 404, 'Not found')])
    watch()
    await settle()
    expect(tracking.getSnapshot()).toMatchObject({ phase: 'not-found', tracking: null })
    expect(clock.pending()).toBe(0)
    clock.advance(5 * TRACKING_POLL_MS)
    await settle()
    expect(get).toHaveBeenCalledTimes(1)
    expect(logger.error).not.toHaveBeenCalled()
  })

  it("is 'not-found' at once for a uuid that is not trackable, without asking", async () => {
    const { tracking, get, watch } = setup([], { uuid: 'PO-1042' })
    expect(tracking.getSnapshot().phase).toBe('not-found')
    watch()
    await settle()
    expect(get).not.toHaveBeenCalled()
  })
})
