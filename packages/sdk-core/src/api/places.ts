import type { AddressSuggestion, GeocodedAddress, GeocodeQuery } from '../domain/geo.ts'
import type { Transport } from '../http/transport.ts'
import type { ApiPaths } from './wire/names.ts'
import { PlacesAutocompleteResponse, PlacesGeocodeResponse } from './wire/places.ts'

/** The offline places calls of `GeoApi` (sandbox only; ARCHITECTURE §5). */
export interface PlacesCalls {
  /** Address suggestions for text typed so far. */
  addressSuggestions(input: string): Promise<AddressSuggestion[]>
  /** A place id or typed address, geocoded. */
  geocodeAddress(query: GeocodeQuery): Promise<GeocodedAddress>
}

/** Most characters of typed text sent for suggestions or geocoding. */
const MAX_INPUT = 200

/** Builds the offline places calls: autocomplete and geocode under `/api/web/{brand}/places/`. */
export function createPlacesCalls(transport: Transport, paths: ApiPaths): PlacesCalls {
  return {
    async addressSuggestions(input) {
      const text = input.trim().slice(0, MAX_INPUT)
      if (text === '') return []
      const { predictions } = await transport.request({
        call: 'geo.addressSuggestions',
        method: 'POST',
        path: paths.placesAutocomplete,
        body: { input: text },
        response: PlacesAutocompleteResponse,
        retry: true,
      })
      return predictions.map((prediction) => ({
        placeId: prediction.place_id,
        description: prediction.description,
        mainText: prediction.main_text,
        secondaryText: prediction.secondary_text,
      }))
    },
    async geocodeAddress(query) {
      const body =
        'placeId' in query
          ? { place_id: query.placeId }
          : { address: query.address.trim().slice(0, MAX_INPUT) }
      const { result } = await transport.request({
        call: 'geo.geocodeAddress',
        method: 'POST',
        path: paths.placesGeocode,
        body,
        response: PlacesGeocodeResponse,
        retry: true,
      })
      return {
        placeId: result.place_id,
        formattedAddress: result.formatted_address,
        street: result.street,
        city: result.city,
        province: result.province,
        postalCode: result.postal_code,
        lat: result.lat,
        lng: result.lng,
      }
    },
  }
}
