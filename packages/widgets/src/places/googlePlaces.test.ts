import { describe, expect, it, vi } from 'vitest'
import { createGooglePlaces, type GooglePlacesApi, parseAddressComponents } from './googlePlaces.ts'
import { createSandboxPlaces } from './sandboxPlaces.ts'

const part = (longText: string, shortText: string, ...types: string[]) => ({ longText, shortText, types })

const jasperParts = [
  part('10220', '10220', 'street_number'),
  part('Jasper Avenue Northwest', 'Jasper Ave NW', 'route'),
  part('Edmonton', 'Edmonton', 'locality', 'political'),
  part('Alberta', 'AB', 'administrative_area_level_1', 'political'),
  part('Canada', 'CA', 'country', 'political'),
  part('T5J 0H6', 'T5J 0H6', 'postal_code'),
]

/** A fake `google.maps.places` namespace (new Places API) recording requests and session tokens. */
function fakePlaces() {
  const requests: { input: string; includedRegionCodes: string[]; sessionToken: object }[] = []
  const fetched: string[][] = []
  class AutocompleteSessionToken {}
  class Place {
    addressComponents = jasperParts
    formattedAddress = '10220 Jasper Ave NW, Edmonton, AB T5J 0H6, Canada'
    location = { lat: () => 53.5422, lng: () => -113.4937 }
    readonly id: string
    constructor({ id }: { id: string }) {
      this.id = id
    }
    async fetchFields({ fields }: { fields: string[] }) {
      fetched.push(fields)
      return { place: this }
    }
  }
  const prediction = {
    placeId: 'p1',
    text: { text: '10220 Jasper Ave NW, Edmonton, AB, Canada' },
    mainText: { text: '10220 Jasper Ave NW' },
    secondaryText: { text: 'Edmonton, AB, Canada' },
    toPlace: vi.fn(() => new Place({ id: 'p1' })),
  }
  const AutocompleteSuggestion = {
    fetchAutocompleteSuggestions: vi.fn(async (request: (typeof requests)[number]) => {
      requests.push(request)
      return { suggestions: [{ placePrediction: prediction }, { placePrediction: null }] }
    }),
  }
  const api = { AutocompleteSuggestion, AutocompleteSessionToken, Place } as unknown as GooglePlacesApi
  return { api, requests, fetched, prediction }
}

describe('parseAddressComponents (part 1 §7 street, city, province parts)', () => {
  it.each([
    [
      'a street address',
      jasperParts,
      { street: '10220 Jasper Avenue Northwest', city: 'Edmonton', province: 'AB', postalCode: 'T5J 0H6' },
    ],
    [
      'a place without number or postal code',
      [part('Red Deer', 'Red Deer', 'locality'), part('Alberta', 'AB', 'administrative_area_level_1')],
      { street: '', city: 'Red Deer', province: 'AB', postalCode: '' },
    ],
    [
      'a town known only by its sublocality',
      [
        part('Sherwood Park', 'Sherwood Park', 'sublocality'),
        part('Alberta', 'AB', 'administrative_area_level_1'),
      ],
      { street: '', city: 'Sherwood Park', province: 'AB', postalCode: '' },
    ],
    ['nothing', [], { street: '', city: '', province: '', postalCode: '' }],
  ])('reads %s', (_name, parts, expected) => {
    expect(parseAddressComponents(parts)).toEqual(expected)
  })
})

describe('createGooglePlaces (part 1 §7 places restricted to Canada)', () => {
  it('asks for suggestions in Canada only, with one session token per search', async () => {
    const { api, requests } = fakePlaces()
    const places = createGooglePlaces(async () => api).session()
    const signal = new AbortController().signal
    const first = await places.suggest('10220', signal)
    await places.suggest('10220 Jas', signal)
    expect(first).toEqual([
      {
        id: 'p1',
        text: '10220 Jasper Ave NW, Edmonton, AB, Canada',
        mainText: '10220 Jasper Ave NW',
        secondaryText: 'Edmonton, AB, Canada',
      },
    ])
    expect(requests.map((request) => request.includedRegionCodes)).toEqual([['ca'], ['ca']])
    expect(requests[0]?.sessionToken).toBeDefined()
    expect(requests[1]?.sessionToken).toBe(requests[0]?.sessionToken)
    await places.details(first[0] ?? { id: '', text: '', mainText: '', secondaryText: '' })
    await places.suggest('8210', signal)
    expect(requests[2]?.sessionToken).not.toBe(requests[0]?.sessionToken)
  })

  it('resolves a suggestion through its prediction into address parts and coordinates', async () => {
    const { api, fetched, prediction } = fakePlaces()
    const places = createGooglePlaces(async () => api).session()
    const [first] = await places.suggest('10220', new AbortController().signal)
    expect(first).toBeDefined()
    if (!first) return
    await expect(places.details(first)).resolves.toEqual({
      address: '10220 Jasper Ave NW, Edmonton, AB T5J 0H6, Canada',
      street: '10220 Jasper Avenue Northwest',
      city: 'Edmonton',
      province: 'AB',
      postalCode: 'T5J 0H6',
      lat: 53.5422,
      lng: -113.4937,
    })
    expect(prediction.toPlace).toHaveBeenCalledTimes(1)
    expect(fetched[0]).toEqual(expect.arrayContaining(['addressComponents', 'formattedAddress', 'location']))
  })

  it('gives each address field its own session: its own token, predictions untouched by the other', async () => {
    const { api, requests, prediction } = fakePlaces()
    const places = createGooglePlaces(async () => api)
    const pickup = places.session()
    const dropoff = places.session()
    const signal = new AbortController().signal
    const [fromPickup] = await pickup.suggest('10220', signal)
    const [fromDropoff] = await dropoff.suggest('10220', signal)
    expect(requests[0]?.sessionToken).toBeDefined()
    expect(requests[1]?.sessionToken).toBeDefined()
    expect(requests[1]?.sessionToken).not.toBe(requests[0]?.sessionToken)
    if (!fromPickup || !fromDropoff) throw new Error('no suggestions')
    await dropoff.details(fromDropoff)
    await pickup.suggest('10220 J', signal)
    expect(requests[2]?.sessionToken).toBe(requests[0]?.sessionToken)
    await pickup.details(fromPickup)
    expect(prediction.toPlace).toHaveBeenCalledTimes(2)
  })

  it('starts a new token after a search abandoned with end() (field cleared or unmounted)', async () => {
    const { api, requests } = fakePlaces()
    const places = createGooglePlaces(async () => api).session()
    const signal = new AbortController().signal
    await places.suggest('10220', signal)
    await places.suggest('10220 J', signal)
    places.end()
    await places.suggest('8210', signal)
    expect(requests[1]?.sessionToken).toBe(requests[0]?.sessionToken)
    expect(requests[2]?.sessionToken).not.toBe(requests[0]?.sessionToken)
  })

  it('drops an answer whose request was aborted', async () => {
    const { api } = fakePlaces()
    const controller = new AbortController()
    const pending = createGooglePlaces(async () => api)
      .session()
      .suggest('10220', controller.signal)
    controller.abort()
    await expect(pending).rejects.toThrow()
  })
})

describe('createSandboxPlaces (ARCHITECTURE §5 sandbox geocoder)', () => {
  it('maps the sandbox suggestions and drops an aborted answer', async () => {
    const addressSuggestions = vi.fn(async () => [
      { placeId: 'p1', description: 'a, b', mainText: 'a', secondaryText: 'b' },
    ])
    const places = createSandboxPlaces({ geo: { addressSuggestions } as never }).session()
    await expect(places.suggest('a', new AbortController().signal)).resolves.toEqual([
      { id: 'p1', text: 'a, b', mainText: 'a', secondaryText: 'b' },
    ])
    const controller = new AbortController()
    const pending = places.suggest('a', controller.signal)
    controller.abort()
    await expect(pending).rejects.toThrow()
  })
})
