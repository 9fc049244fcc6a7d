import { beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { ApiError } from '../../src/http/errors.ts'
import { recordingFetch } from './accountFixtures.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

const codes: Record<'demo' | 'flags' | 'fleet' | 'favourite' | 'credit', string> = {
  demo: '',
  flags: '',
  fleet: '',
  favourite: '',
  credit: '',
}

beforeAll(async () => {
  const api = client()
  codes.demo = await api.auth.login(sandbox().demo)
  for (const name of ['flags', 'fleet', 'favourite', 'credit'] as const) {
    codes[name] = await api.auth.login({ email: `${name}@waybill.test`, password: `waybill-${name}` })
  }
})

describe('fleet.myFleet (part 2 §7 GET /api/web/my-fleet)', () => {
  it('lists the My Fleet drivers from data.data.drivers (part 2 §3.6)', async () => {
    expect(await client().fleet.myFleet(codes.flags)).toEqual([
      { id: expect.any(Number), name: 'Avery Singh' },
      { id: expect.any(Number), name: 'Jordan Tremblay' },
    ])
  })

  it('is refused (403) when My Fleet is not enabled (part 2 §7 "only if my fleet is enabled")', async () => {
    const error = await client()
      .fleet.myFleet(codes.demo)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, message: 'My Fleet is not enabled for this account.' })
    await expect(client().fleet.myFleetCode(codes.demo)).rejects.toMatchObject({ status: 403 })
  })

  it('sends the api code as the api_code query', async () => {
    const fetch = recordingFetch()
    await client({ fetch }).fleet.myFleet(codes.flags)
    expect(fetch.sent[0]?.url.searchParams.get('api_code')).toBe(codes.flags)
  })
})

describe('fleet.myFleetCode (part 2 §7 GET /api/web/my-fleet-code)', () => {
  it('answers the same my_fleet_code every time, and each account its own', async () => {
    const api = client()
    const code = await api.fleet.myFleetCode(codes.flags)
    expect(code).toMatch(/^WB-[A-HJ-NP-Z2-9]{6}$/)
    expect(await api.fleet.myFleetCode(codes.flags)).toBe(code)
    expect(await api.fleet.myFleetCode(codes.fleet)).not.toBe(code)
  })
})

describe('fleet.removeFleetDriver (part 2 §7 DELETE /api/web/my-fleet/remove-driver)', () => {
  it('takes a driver out of My Fleet; a driver not in it is 404', async () => {
    const api = client()
    const [first, second] = await api.fleet.myFleet(codes.fleet)
    expect(first && second).toBeTruthy()
    const fetch = recordingFetch()
    await client({ fetch }).fleet.removeFleetDriver(codes.fleet, first?.id ?? 0)
    expect(Object.fromEntries(fetch.sent[0]?.url.searchParams ?? [])).toEqual({
      api_code: codes.fleet,
      driver_id: String(first?.id),
    })
    expect(await api.fleet.myFleet(codes.fleet)).toEqual([second])
    await expect(api.fleet.removeFleetDriver(codes.fleet, first?.id ?? 0)).rejects.toMatchObject({
      status: 404,
    })
    const [flagsDriver] = await api.fleet.myFleet(codes.flags)
    await expect(api.fleet.removeFleetDriver(codes.fleet, flagsDriver?.id ?? 0)).rejects.toMatchObject({
      status: 404,
      message: 'The driver is not in your fleet.',
    })
    expect(await api.fleet.myFleet(codes.flags)).toHaveLength(2)
  })
})

describe('fleet.drivers and fleet.favouriteDrivers (part 2 §7 get-driver-list, favourite-driver-list)', () => {
  it("lists the drivers of the account's region with id, name, image, company and fav (part 2 §3.6)", async () => {
    const drivers = await client().fleet.drivers(codes.demo)
    expect(drivers).toHaveLength(8)
    expect(drivers[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      imageProfile: null,
      isFavourite: false,
      company: expect.any(String),
    })
    const names = drivers.map((driver) => driver.name)
    expect(names).toEqual([...names].sort())
    const calgary = await client().fleet.drivers(codes.credit)
    expect(calgary.map((driver) => driver.id)).not.toContain(drivers[0]?.id)
  })

  it('lists the favourite-agent profile favourites, all marked favourite', async () => {
    const favourites = await client().fleet.favouriteDrivers(codes.favourite)
    expect(favourites.map((driver) => driver.name)).toEqual(['Harper Dubois', 'Rowan Nguyen'])
    expect(favourites.every((driver) => driver.isFavourite)).toBe(true)
  })

  it('adds a favourite (api_code and driver_id in the body), twice is still once, then removes it', async () => {
    const fetch = recordingFetch()
    const api = client({ fetch })
    const [driver] = await api.fleet.drivers(codes.demo)
    const id = driver?.id ?? 0
    await api.fleet.addFavouriteDriver(codes.demo, id)
    expect(fetch.sent.at(-1)?.body).toEqual({ api_code: codes.demo, driver_id: id })
    expect(fetch.sent.at(-1)?.url.search).toBe('')
    await api.fleet.addFavouriteDriver(codes.demo, id)
    expect(await api.fleet.favouriteDrivers(codes.demo)).toEqual([{ ...driver, isFavourite: true }])
    expect((await api.fleet.drivers(codes.demo)).find((each) => each.id === id)?.isFavourite).toBe(true)
    await api.fleet.removeFavouriteDriver(codes.demo, id)
    expect(fetch.sent.at(-1)?.url.searchParams.get('driver_id')).toBe(String(id))
    expect(await api.fleet.favouriteDrivers(codes.demo)).toEqual([])
  })

  it('answers 404 for an unknown driver and for removing a driver that is not a favourite', async () => {
    const api = client()
    await expect(api.fleet.addFavouriteDriver(codes.demo, 999_999)).rejects.toMatchObject({
      status: 404,
      message: 'The driver could not be found.',
    })
    const [driver] = await api.fleet.drivers(codes.demo)
    await expect(api.fleet.removeFavouriteDriver(codes.demo, driver?.id ?? 0)).rejects.toMatchObject({
      status: 404,
      message: 'The driver is not in your favourites.',
    })
  })

  it('answers 401 for an unknown api code', async () => {
    await expect(client().fleet.drivers('0'.repeat(64))).rejects.toMatchObject({ status: 401 })
  })
})
