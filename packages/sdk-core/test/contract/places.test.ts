import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { ApiError } from '../../src/http/errors.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, ...options })

const POSTAL = /^[A-Z]\d[A-Z] \d[A-Z]\d$/

describe('geo.addressSuggestions (offline places, ARCHITECTURE §5; sandbox only)', () => {
  it('completes a street after the house number, Canada only, at most five', async () => {
    const api = client()
    const suggestions = await api.geo.addressSuggestions('10220 104')
    expect(suggestions.map((suggestion) => suggestion.mainText)).toEqual([
      '10220 104 Ave NW',
      '10220 104 St NW',
    ])
    expect(suggestions[0]).toMatchObject({
      placeId: expect.any(String),
      description: '10220 104 Ave NW, Edmonton, AB, Canada',
      secondaryText: 'Edmonton, AB, Canada',
    })
    expect((await api.geo.addressSuggestions('10000 1')).length).toBe(5)
  })

  it('answers empty text with no suggestions and no call', async () => {
    const fetch = countingFetch()
    expect(await client({ fetch }).geo.addressSuggestions('   ')).toEqual([])
    expect(fetch.calls).toEqual([])
  })
})

describe('geo.geocodeAddress (offline places; sandbox only)', () => {
  it("geocodes a suggestion's place id and the same address typed loosely to one place", async () => {
    const api = client()
    const [suggestion] = await api.geo.addressSuggestions('4910 gaetz')
    if (!suggestion) throw new Error('no suggestion')
    const byId = await api.geo.geocodeAddress({ placeId: suggestion.placeId })
    expect(byId).toMatchObject({ street: '4910 Gaetz Ave', city: 'Red Deer', province: 'AB' })
    expect(byId.postalCode).toMatch(POSTAL)
    expect(byId.formattedAddress).toBe(`4910 Gaetz Ave, Red Deer, AB ${byId.postalCode}, Canada`)
    expect(await api.geo.geocodeAddress({ address: '4910  GAETZ avenue, Red Deer, AB' })).toEqual(byId)
    expect((await api.geo.zoneAt(byId)).name).toBe('Red Deer')
  })

  it('answers an address it cannot place with a 404 ApiError', async () => {
    const error = await client()
      .geo.geocodeAddress({ address: '1 Infinite Loop, Cupertino' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404 })
    await expect(client().geo.geocodeAddress({ placeId: 'sandbox:edmonton:nowhere' })).rejects.toMatchObject({
      status: 404,
    })
  })
})
