import { beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { ApiError, ContractError, NetworkError } from '../../src/http/errors.ts'
import { recordingFetch } from './accountFixtures.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })
const fastRetry = { baseDelayMs: 1, maxDelayMs: 2 }

const edmonton = { lat: 53.5461, lng: -113.4938 }
const southEdmonton = { lat: 53.4552, lng: -113.5037 }
const redDeer = { lat: 52.2681, lng: -113.8112 }
const calgary = { lat: 51.0447, lng: -114.0719 }
const saskatoon = { lat: 52.1332, lng: -106.67 }

let apiCode = ''
beforeAll(async () => {
  apiCode = await client().auth.login(sandbox().demo)
})

describe('geo.zoneAt (part 1 §7 POST /api/web/get-zone-from-coordinate)', () => {
  it('answers the zone of a point in each serviced city', async () => {
    const api = client()
    expect(await api.geo.zoneAt(edmonton)).toEqual({ id: 1, name: 'Edmonton' })
    expect(await api.geo.zoneAt(redDeer)).toEqual({ id: 2, name: 'Red Deer' })
    expect(await api.geo.zoneAt(calgary)).toEqual({ id: 3, name: 'Calgary' })
  })

  it("says 'This location is not currently serviced by {brand}' with the configured brand (part 1 §8)", async () => {
    const error = await client()
      .geo.zoneAt(saskatoon)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 404,
      message: 'This location is not currently serviced by waybill',
    })
    await expect(client({ brand: 'acme' }).geo.zoneAt(saskatoon)).rejects.toThrow(
      'This location is not currently serviced by acme',
    )
  })

  it('reads any error answer as not serviced (part 1 §7 "an error means not serviced")', async () => {
    sandbox().inject({ path: '/api/web/get-zone-from-coordinate', kind: 'status', status: 503 })
    await expect(client({ retry: false }).geo.zoneAt(edmonton)).rejects.toMatchObject({
      status: 503,
      message: 'This location is not currently serviced by waybill',
    })
  })

  it('retries a lookup that failed with a 5xx (a POST that only reads)', async () => {
    sandbox().inject({ path: '/api/web/get-zone-from-coordinate', kind: 'status', status: 502 })
    const fetch = countingFetch()
    expect(await client({ fetch, retry: fastRetry }).geo.zoneAt(calgary)).toEqual({ id: 3, name: 'Calgary' })
    expect(fetch.calls).toHaveLength(2)
  })
})

describe('geo.serviceAt (part 1 §5 zone check, §7 "an error means not serviced")', () => {
  const notServiced = 'This location is not currently serviced by waybill'

  it('answers serviced with the zone of a point in a serviced city', async () => {
    expect(await client().geo.serviceAt(redDeer)).toEqual({
      serviced: true,
      zone: { id: 2, name: 'Red Deer' },
    })
  })

  it('answers not serviced with the message and the ApiError for a point outside every zone (part 1 §8)', async () => {
    const check = await client({ brand: 'acme' }).geo.serviceAt(saskatoon)
    expect(check).toMatchObject({
      serviced: false,
      message: 'This location is not currently serviced by acme',
    })
    expect(check.serviced === false && check.reason).toBeInstanceOf(ApiError)
  })

  it('reads a server error inside a serviced city as not serviced, without rejecting', async () => {
    sandbox().inject({ path: '/api/web/get-zone-from-coordinate', kind: 'status', status: 500 })
    await expect(client({ retry: false }).geo.serviceAt(edmonton)).resolves.toMatchObject({
      serviced: false,
      message: notServiced,
      reason: { status: 500 },
    })
  })

  it('reads a dropped connection as not serviced and hands back the NetworkError as the reason', async () => {
    sandbox().inject({ path: '/api/web/get-zone-from-coordinate', kind: 'drop-before' })
    const check = await client({ retry: false }).geo.serviceAt(edmonton)
    expect(check).toMatchObject({ serviced: false, message: notServiced })
    expect(check.serviced === false && check.reason).toBeInstanceOf(NetworkError)
  })
})

describe('geo what3words (part 1 §7 POST /api/web/{brand}/what3words/…)', () => {
  it('completes a partly typed triple with words, nearest place and country', async () => {
    const suggestions = await client().geo.w3wSuggestions('///filled.count.so')
    expect(suggestions).toEqual([
      { words: 'filled.count.soap', nearestPlace: expect.stringMatching(/, Alberta$/), country: 'CA' },
    ])
  })

  it('answers an empty seed with no suggestions and no call', async () => {
    const fetch = countingFetch()
    expect(await client({ fetch }).geo.w3wSuggestions('  ')).toEqual([])
    expect(fetch.calls).toEqual([])
  })

  it('converts a triple to coordinates in a serviced zone, the same every time', async () => {
    const api = client()
    const point = await api.geo.w3wToCoordinates('///filled.count.soap')
    expect(await api.geo.w3wToCoordinates('filled.count.soap')).toEqual(point)
    expect((await api.geo.zoneAt(point)).name).toMatch(/^(Edmonton|Red Deer|Calgary)$/)
  })

  it('rejects a malformed triple with a 422', async () => {
    await expect(client().geo.w3wToCoordinates('filled.count')).rejects.toMatchObject({
      name: 'ApiError',
      status: 422,
    })
  })

  it("places the reserved triple 'outside.every.zone' where the zone check fails (part 1 §8 what3words)", async () => {
    const api = client()
    const point = await api.geo.w3wToCoordinates('outside.every.zone')
    await expect(api.geo.zoneAt(point)).rejects.toThrow('This location is not currently serviced by waybill')
  })
})

describe('geo.timeDistance (part 1 §7 POST /api/web/{brand}/getTimeDistance)', () => {
  it('answers duration in seconds and distance in metres, longer between cities', async () => {
    const api = client()
    const local = await api.geo.timeDistance(apiCode, edmonton, southEdmonton)
    const intercity = await api.geo.timeDistance(apiCode, edmonton, calgary)
    expect(local.distanceMetres).toBeGreaterThan(10_000)
    expect(local.distanceMetres).toBeLessThan(14_000)
    // Edmonton to Calgary is about 300 km by road (issue 22: the sandbox measured 365).
    expect(intercity.distanceMetres).toBeGreaterThan(285_000)
    expect(intercity.distanceMetres).toBeLessThan(315_000)
    expect(intercity.durationSeconds).toBeGreaterThan(local.durationSeconds)
    expect(Number.isInteger(local.durationSeconds)).toBe(true)
  })

  it('sends the api code in the body and the four coordinates under their wire names', async () => {
    const fetch = recordingFetch()
    await client({ fetch }).geo.timeDistance(apiCode, edmonton, calgary)
    expect(fetch.sent[0]?.url.pathname).toBe('/api/web/waybill/getTimeDistance')
    expect(fetch.sent[0]?.url.search).toBe('')
    expect(fetch.sent[0]?.body).toEqual({
      api_code: apiCode,
      pickup_latitude: edmonton.lat,
      pickup_longitude: edmonton.lng,
      dropoff_latitude: calgary.lat,
      dropoff_longitude: calgary.lng,
    })
  })

  it('is answered under the {product} spelling of part 2 §7 too', async () => {
    const res = await fetch(`${sandbox().url}/api/web/delivery/getTimeDistance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_code: apiCode,
        pickup_latitude: edmonton.lat,
        pickup_longitude: edmonton.lng,
        dropoff_latitude: calgary.lat,
        dropoff_longitude: calgary.lng,
      }),
    })
    expect(res.status).toBe(200)
    const { distance } = (await res.json()) as { distance: number }
    expect(distance).toBe((await client().geo.timeDistance(apiCode, edmonton, calgary)).distanceMetres)
  })

  it.each([
    ['a zero pickup latitude', { lat: 0, lng: -113.5 }, calgary],
    ['a zero drop-off longitude', edmonton, { lat: 51.04, lng: 0 }],
    ['a NaN coordinate', { lat: Number.NaN, lng: -113.5 }, calgary],
    ['a missing coordinate', edmonton, { lat: 51.04 } as { lat: number; lng: number }],
  ])('refuses %s with a TypeError and sends nothing (part 1 §5, §7)', async (_, pickup, dropoff) => {
    const fetch = countingFetch()
    await expect(client({ fetch }).geo.timeDistance(apiCode, pickup, dropoff)).rejects.toBeInstanceOf(
      TypeError,
    )
    expect(fetch.calls).toEqual([])
  })

  it('answers an unknown api code with 401', async () => {
    await expect(client().geo.timeDistance('0'.repeat(64), edmonton, calgary)).rejects.toMatchObject({
      status: 401,
    })
  })
})

describe('geo.isIntercity and geo.distanceKm (part 1 §7 POST /api/web/{brand}/isIntercity, getDistance)', () => {
  it('maps the answer 1 to intercity, anything else to local', async () => {
    const api = client()
    expect(await api.geo.isIntercity(edmonton, calgary)).toBe(true)
    expect(await api.geo.isIntercity(edmonton, southEdmonton)).toBe(false)
    sandbox().inject({ path: '/api/web/waybill/isIntercity', kind: 'status', status: 200, body: 2 })
    expect(await api.geo.isIntercity(edmonton, calgary)).toBe(false)
  })

  it('answers the road distance in km as a bare number', async () => {
    const api = client()
    const km = await api.geo.distanceKm(edmonton, redDeer)
    const { distanceMetres } = await api.geo.timeDistance(apiCode, edmonton, redDeer)
    expect(km).toBeCloseTo(distanceMetres / 1000, 1)
  })

  it('raises a ContractError when the distance is not a number', async () => {
    sandbox().inject({ path: '/api/web/waybill/getDistance', kind: 'status', status: 200, body: { km: 5 } })
    await expect(client().geo.distanceKm(edmonton, redDeer)).rejects.toBeInstanceOf(ContractError)
  })

  it('refuses zero coordinates without a call (part 1 §5 "Coordinates must be non-zero numbers")', async () => {
    const fetch = countingFetch()
    const api = client({ fetch })
    await expect(api.geo.isIntercity({ lat: 0, lng: 0 }, calgary)).rejects.toBeInstanceOf(TypeError)
    await expect(api.geo.distanceKm(edmonton, { lat: 51, lng: 0 })).rejects.toBeInstanceOf(TypeError)
    expect(fetch.calls).toEqual([])
  })
})
