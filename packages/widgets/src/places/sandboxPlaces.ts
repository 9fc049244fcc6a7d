import type { WaybillClient } from '@waybill/sdk-core'
import type { PlacesProvider } from './types.ts'

/**
 * Address autocomplete over the sandbox's offline geocoder (`client.geo.addressSuggestions` and
 * `geocodeAddress`): the places adapter when no Google key is configured.
 */
export function createSandboxPlaces(client: Pick<WaybillClient, 'geo'>): PlacesProvider {
  return {
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
  }
}
