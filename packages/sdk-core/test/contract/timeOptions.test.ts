import { beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { messages } from '../../src/domain/messages.ts'
import { ApiError } from '../../src/http/errors.ts'
import { recordingFetch } from './accountFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

const edmonton = { lat: 53.5461, lng: -113.4938 }
const calgary = { lat: 51.0447, lng: -114.0719 }

let apiCode = ''
beforeAll(async () => {
  apiCode = await client().auth.login(sandbox().demo)
})

describe('geo.customTimes (part 1 §7 POST /api/web/get-custom-times-from-coordinate)', () => {
  it('lists local windows, express and rush from data.data, times cut to HH:mm (part 1 §3, §4)', async () => {
    const options = await client().geo.customTimes(apiCode, edmonton, false)
    expect(options.map((option) => option.pickup.type)).toEqual([1, 1, 2, 3])
    const [morning] = options
    expect(morning?.pickup).toEqual({
      earlyTime: '09:00',
      laterTime: '12:00',
      text: 'Morning pickup 09:00 - 12:00',
      cutOffTime: '08:30',
      serviceDays: [1, 2, 3, 4, 5, 6],
      deliveryType: 'local',
      type: 1,
    })
    const drops = morning?.dropoffs ?? []
    expect(drops.map((drop) => drop.index)).toEqual(drops.map((_, index) => index))
    expect(drops.find((drop) => drop.earlyTime === null && !drop.isSpecialTiming)).toMatchObject({
      laterTime: '17:00',
    })
    expect(drops.filter((drop) => drop.isSpecialTiming).map((drop) => drop.text)).toEqual([
      'Deliver before',
      'Deliver after',
      'Deliver between',
    ])
    expect(drops.find((drop) => drop.isNextDay)).toMatchObject({ earlyTime: '11:00', deliverInFutureDays: 1 })
  })

  it('lists only intercity options for an intercity trip', async () => {
    const options = await client().geo.customTimes(apiCode, calgary, true)
    expect(options).toHaveLength(1)
    expect(options[0]?.pickup).toMatchObject({ deliveryType: 'intercity', type: 1 })
  })

  it('sends the api code as api_key and api_code, and local_intercity as 0/1', async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    await api.geo.customTimes(apiCode, edmonton, false)
    await api.geo.customTimes(apiCode, calgary, true)
    expect(fetch.sent.map((sent) => sent.body)).toEqual([
      { api_key: apiCode, api_code: apiCode, lat: edmonton.lat, lon: edmonton.lng, local_intercity: 0 },
      { api_key: apiCode, api_code: apiCode, lat: calgary.lat, lon: calgary.lng, local_intercity: 1 },
    ])
    expect(fetch.sent.every((sent) => sent.url.search === '')).toBe(true)
  })

  it("fails with the server's message for an unserviced point", async () => {
    const error = await client()
      .geo.customTimes(apiCode, { lat: 52.1332, lng: -106.67 }, false)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: 'This location is not currently serviced.' })
  })

  it("answers 'Intercity is not available at the moment.' at the reserved Red Deer airport (part 1 §8)", async () => {
    const api = client()
    for (const point of [
      await api.geo.w3wToCoordinates('intercity.not.available'),
      await api.geo.geocodeAddress({ address: '500 Airport Dr, Red Deer' }),
    ]) {
      await expect(api.geo.customTimes(apiCode, point, true)).rejects.toMatchObject({
        status: 422,
        serverMessage: messages.intercityUnavailable,
        message: 'Intercity is not available at the moment.',
      })
      expect((await api.geo.customTimes(apiCode, point, false)).length).toBeGreaterThan(0)
    }
  })

  it('answers an unknown api code with 401', async () => {
    await expect(client().geo.customTimes('0'.repeat(64), edmonton, false)).rejects.toMatchObject({
      status: 401,
    })
  })
})
