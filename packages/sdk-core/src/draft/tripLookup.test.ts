import { describe, expect, it, vi } from 'vitest'
import { ACME_PICKUP, DANA_DROPOFF } from '../../test/draftFixtures.ts'
import type { LatLng } from '../domain/account.ts'
import type { TripEstimate } from '../domain/geo.ts'
import type { TimeOption } from '../domain/timeOptions.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import { createOrderDraft } from './orderDraft.ts'
import { createTripLookup, TRIP_LOOKUP_LOG, type TripLookupOptions } from './tripLookup.ts'

/** Monday 2026-11-23 09:00 in Edmonton. */
const NOW = Date.parse('2026-11-23T15:00:00Z')
const API_CODE = 'code-1'
const ESTIMATE: TripEstimate = { durationSeconds: 1250, distanceMetres: 8300 }
const RED_DEER = { ...DANA_DROPOFF, address: '4807 50 Ave, Red Deer', lat: 52.2681, lng: -113.8112 }

const OPTION: TimeOption = {
  pickup: {
    earlyTime: '09:00',
    laterTime: '12:00',
    text: 'Morning',
    cutOffTime: null,
    serviceDays: [1, 2, 3, 4, 5],
    deliveryType: 'local',
    type: 1,
  },
  dropoffs: [],
}

/** Stores tell subscribers after the current microtasks; fake answers settle meanwhile. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A promise answered by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

function setup({ code: initialCode = API_CODE as string | null } = {}) {
  let code = initialCode
  const draft = createOrderDraft({ defaultInsuranceValue: 100, now: () => NOW, randomUUID: () => 'uuid-1' })
  const geo = {
    isIntercity: vi.fn(async (_from: LatLng, _to: LatLng) => false),
    timeDistance: vi.fn(async (_code: string, _from: LatLng, _to: LatLng) => ESTIMATE),
    customTimes: vi.fn(
      async (_code: string, _at: LatLng, _intercity: boolean): Promise<TimeOption[]> => [OPTION],
    ),
  }
  const logger = { warn: vi.fn(), error: vi.fn() }
  const options: TripLookupOptions = { client: { geo, logger }, draft, apiCode: () => code }
  const lookup = createTripLookup(options)
  const stop = lookup.subscribe(() => {})
  const setCode = (next: string | null) => {
    code = next
  }
  return { draft, geo, logger, lookup, stop, setCode }
}

/** Both sides located, and the lookup's answers in. */
async function located(fake: ReturnType<typeof setup>, dropoff = DANA_DROPOFF) {
  fake.draft.setParty('pickup', ACME_PICKUP)
  fake.draft.setParty('dropoff', dropoff)
  await settle()
  await settle()
}

describe('createTripLookup (part 1 §4 Other rules, §7 calls, §8 Time options lookup failure)', () => {
  it('asks nothing until both sides are located (part 1 §5 coordinates must be non-zero)', async () => {
    const fake = setup()
    fake.draft.setParty('pickup', ACME_PICKUP)
    await settle()
    expect(fake.geo.isIntercity).not.toHaveBeenCalled()
    expect(fake.lookup.getSnapshot().status).toBe('idle')
  })

  it('asks isIntercity, getTimeDistance and the custom times at the pickup, and fills the draft (part 1 §7)', async () => {
    const fake = setup()
    await located(fake)
    const pickup = { lat: ACME_PICKUP.lat, lng: ACME_PICKUP.lng }
    const dropoff = { lat: DANA_DROPOFF.lat, lng: DANA_DROPOFF.lng }
    expect(fake.geo.isIntercity).toHaveBeenCalledWith(pickup, dropoff)
    expect(fake.geo.timeDistance).toHaveBeenCalledWith(API_CODE, pickup, dropoff)
    expect(fake.geo.customTimes).toHaveBeenCalledWith(API_CODE, pickup, false)
    expect(fake.lookup.getSnapshot()).toMatchObject({
      status: 'ready',
      timeOptions: [OPTION],
      notification: null,
    })
    expect(fake.draft.getSnapshot()).toMatchObject({ distance: 8300, duration: 1250, isIntercity: false })
  })

  it('clears the dates and reloads the time options for intercity when the answer changes (part 1 §4)', async () => {
    const fake = setup()
    await located(fake)
    fake.draft.setPickupDate('2026-11-24')
    fake.draft.setDropoffDate('2026-11-24')
    fake.geo.isIntercity.mockResolvedValue(true)
    fake.draft.setParty('dropoff', { lat: RED_DEER.lat, lng: RED_DEER.lng })
    await settle()
    await settle()
    expect(fake.draft.getSnapshot()).toMatchObject({ isIntercity: true, pickupDate: null, dropoffDate: null })
    expect(fake.geo.customTimes).toHaveBeenLastCalledWith(API_CODE, expect.anything(), true)
  })

  it('keeps the dates when the answer is the same (part 1 §4)', async () => {
    const fake = setup()
    await located(fake)
    fake.draft.setPickupDate('2026-11-24')
    fake.draft.setParty('dropoff', { lat: 53.55, lng: -113.52 })
    await settle()
    await settle()
    expect(fake.geo.isIntercity).toHaveBeenCalledTimes(2)
    expect(fake.draft.getSnapshot().pickupDate).toBe('2026-11-24')
  })

  it("shows the server's message and marks intercity down when the lookup fails with one (part 1 §8)", async () => {
    const fake = setup()
    fake.geo.isIntercity.mockResolvedValue(true)
    fake.geo.customTimes.mockRejectedValue(
      new ApiError('geo.customTimes', 422, 'Intercity is not available at the moment.'),
    )
    await located(fake, RED_DEER)
    expect(fake.lookup.getSnapshot()).toMatchObject({
      status: 'failed',
      timeOptions: [],
      notification: 'Intercity is not available at the moment.',
      intercityAvailable: false,
    })
    fake.lookup.dismissNotification()
    expect(fake.lookup.getSnapshot().notification).toBeNull()
  })

  it('clears the list and only logs a failure without a server message (part 1 §8)', async () => {
    const fake = setup()
    await located(fake)
    const failure = new NetworkError('geo.customTimes')
    fake.geo.customTimes.mockRejectedValue(failure)
    await fake.lookup.refresh()
    expect(fake.lookup.getSnapshot()).toMatchObject({
      status: 'failed',
      timeOptions: [],
      notification: null,
      intercityAvailable: true,
    })
    expect(fake.logger.error).toHaveBeenCalledWith(TRIP_LOOKUP_LOG.timeOptions, failure)
  })

  it("shows 'No Times Available Based On The Locations And Date Selected' for an empty list (part 1 §8)", async () => {
    const fake = setup()
    fake.geo.customTimes.mockResolvedValue([])
    await located(fake)
    expect(fake.lookup.getSnapshot()).toMatchObject({
      status: 'ready',
      timeOptions: [],
      notification: 'No Times Available Based On The Locations And Date Selected',
    })
  })

  it('drops the answer for sides that moved meanwhile', async () => {
    const fake = setup()
    const first = deferred<boolean>()
    fake.geo.isIntercity.mockReturnValueOnce(first.promise)
    await located(fake)
    fake.geo.customTimes.mockResolvedValue([{ ...OPTION, pickup: { ...OPTION.pickup, text: 'Red Deer' } }])
    fake.geo.isIntercity.mockResolvedValue(true)
    fake.draft.setParty('dropoff', { lat: RED_DEER.lat, lng: RED_DEER.lng })
    await settle()
    await settle()
    first.resolve(false)
    await settle()
    expect(fake.geo.customTimes).toHaveBeenCalledOnce()
    expect(fake.draft.getSnapshot().isIntercity).toBe(true)
    expect(fake.lookup.getSnapshot().timeOptions[0]?.pickup.text).toBe('Red Deer')
  })

  it('clears the time options when a side is no longer located', async () => {
    const fake = setup()
    await located(fake)
    fake.draft.setParty('dropoff', { address: '11012 Jasper Ave' })
    await settle()
    expect(fake.lookup.getSnapshot()).toMatchObject({ status: 'idle', timeOptions: [] })
  })

  it('logs a failed intercity check or trip estimate, and asks no time options without the answer', async () => {
    const fake = setup()
    const failure = new NetworkError('geo.isIntercity')
    fake.geo.isIntercity.mockRejectedValue(failure)
    fake.geo.timeDistance.mockRejectedValue(failure)
    await located(fake)
    expect(fake.logger.error).toHaveBeenCalledWith(TRIP_LOOKUP_LOG.intercity, failure)
    expect(fake.logger.error).toHaveBeenCalledWith(TRIP_LOOKUP_LOG.timeDistance, failure)
    expect(fake.geo.customTimes).not.toHaveBeenCalled()
    expect(fake.lookup.getSnapshot().status).toBe('failed')
  })

  it('asks nothing without an api code, and stops following the draft once unsubscribed', async () => {
    const signedOut = setup({ code: null })
    await located(signedOut)
    expect(signedOut.geo.isIntercity).not.toHaveBeenCalled()

    const fake = setup()
    fake.stop()
    await located(fake)
    expect(fake.geo.isIntercity).not.toHaveBeenCalled()
  })

  it('does not ask again for the same sides when subscribed again (StrictMode remounts)', async () => {
    const fake = setup()
    await located(fake)
    fake.stop()
    fake.lookup.subscribe(() => {})()
    await settle()
    expect(fake.geo.isIntercity).toHaveBeenCalledOnce()
  })

  it("empties the previous trip's time options while the new trip loads", async () => {
    const fake = setup()
    await located(fake)
    expect(fake.lookup.getSnapshot().timeOptions).toEqual([OPTION])
    const answer = deferred<boolean>()
    fake.geo.isIntercity.mockReturnValueOnce(answer.promise)
    fake.draft.setParty('dropoff', { lat: 53.55, lng: -113.52 })
    await settle()
    expect(fake.lookup.getSnapshot()).toMatchObject({ status: 'loading', timeOptions: [] })
    answer.resolve(false)
    await settle()
    await settle()
    expect(fake.lookup.getSnapshot()).toMatchObject({ status: 'ready', timeOptions: [OPTION] })
  })

  it('asks about sides located without an api code once the code is there', async () => {
    const fake = setup({ code: null })
    await located(fake)
    expect(fake.geo.isIntercity).not.toHaveBeenCalled()
    fake.setCode(API_CODE)
    fake.draft.setDescription('fragile')
    await settle()
    await settle()
    expect(fake.geo.isIntercity).toHaveBeenCalledOnce()
    expect(fake.lookup.getSnapshot()).toMatchObject({ status: 'ready', timeOptions: [OPTION] })
  })

  it('logs a failed trip estimate only for the latest request (part 1 §8 only logged)', async () => {
    const fake = setup()
    const first = deferred<TripEstimate>()
    fake.geo.timeDistance.mockReturnValueOnce(first.promise)
    await located(fake)
    fake.draft.setParty('dropoff', { lat: 53.55, lng: -113.52 })
    await settle()
    await settle()
    first.reject(new NetworkError('geo.timeDistance'))
    await settle()
    expect(fake.logger.error).not.toHaveBeenCalled()
    expect(fake.draft.getSnapshot().distance).toBe(ESTIMATE.distanceMetres)
  })
})
