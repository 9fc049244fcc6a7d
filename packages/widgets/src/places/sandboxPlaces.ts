import type { WaybillClient } from '@waybill/sdk-core'
import type { PlacesProvider, PlacesSession } from './types.ts'

/**
 * Address autocomplete over the sandbox's offline geocoder (`client.geo.addressSuggestions` and
 * `geocodeAddress`): the places adapter when no Google key is configured. It keeps no state, so every field
 * shares one session object.
 */
export function createSandboxPlaces(client: Pick<WaybillClient, 'geo'>): PlacesProvider {
  const session: PlacesSession = {
    async suggest(input, signal) {
      const suggestions = await client.geo.addressSuggestions(input)
      signal.throwIfAborted()
      return suggestions.map((suggestion) => ({
        id: suggestion.placeId,
        text: suggestion.description,
        mainText: suggestion.mainText,
        secondaryText: suggestion.secondaryText,
      }))
    },
    async details(suggestion) {
      const place = await client.geo.geocodeAddress({ placeId: suggestion.id })
      return {
        address: place.formattedAddress,
        street: place.street,
        city: place.city,
        province: place.province,
        postalCode: place.postalCode,
        lat: place.lat,
        lng: place.lng,
      }
    },
    end() {},
  }
  return { session: () => session }
}
