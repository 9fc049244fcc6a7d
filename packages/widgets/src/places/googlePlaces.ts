/// <reference types="google.maps" preserve="true" />
import { importLibrary } from '@googlemaps/js-api-loader'
import { configureGoogleMaps, once } from '../maps/googleMaps.ts'
import type { PlaceDetails, PlacesProvider, PlacesSession } from './types.ts'

/** The parts of `google.maps.places` the Google places adapter uses; a test passes a fake. */
export interface GooglePlacesApi {
  /** Fetches the suggestions for a typed text. */
  readonly AutocompleteSuggestion: typeof google.maps.places.AutocompleteSuggestion
  /** One search's session token, ended by the details fetch. */
  readonly AutocompleteSessionToken: typeof google.maps.places.AutocompleteSessionToken
  /** A chosen place, whose address components and location are fetched. */
  readonly Place: typeof google.maps.places.Place
}

/** Loads the Places library; rejects when the script cannot load. */
export type LoadGooglePlaces = () => Promise<GooglePlacesApi>

/** Suggestions are restricted to Canada (part 1 §7). */
export const PLACES_REGION_CODES = ['ca']

/** A loader of the Places library with the given API key. */
export function googlePlacesLoader(key: string): LoadGooglePlaces {
  return once(async () => {
    configureGoogleMaps(key)
    const places = await importLibrary('places')
    return {
      AutocompleteSuggestion: places.AutocompleteSuggestion,
      AutocompleteSessionToken: places.AutocompleteSessionToken,
      Place: places.Place,
    }
  })
}

/** An address component as Places returns it. */
export interface AddressPart {
  /** The full text, e.g. 'Alberta'. */
  readonly longText: string | null
  /** The abbreviated text, e.g. 'AB'. */
  readonly shortText: string | null
  /** What the part is, e.g. `['administrative_area_level_1', 'political']`. */
  readonly types: readonly string[]
}

/** Street, city, province code and postal code out of a place's address components. */
export function parseAddressComponents(
  parts: readonly AddressPart[],
): Pick<PlaceDetails, 'street' | 'city' | 'province' | 'postalCode'> {
  const find = (...types: string[]) =>
    types.map((type) => parts.find((part) => part.types.includes(type))).find(Boolean)
  const long = (...types: string[]) => find(...types)?.longText ?? ''
  const street = [long('street_number'), long('route')].filter(Boolean).join(' ')
  return {
    street,
    city: long('locality', 'postal_town', 'sublocality', 'administrative_area_level_3'),
    province: find('administrative_area_level_1')?.shortText ?? '',
    postalCode: long('postal_code'),
  }
}

/**
 * Address autocomplete over Google Places (new API), suggestions in Canada. Each field gets its own session:
 * one session token for its search, ended (a new token next time) by the details fetch as Google bills it, or
 * by `end()` when the field is cleared or unmounted.
 */
export function createGooglePlaces(load: LoadGooglePlaces): PlacesProvider {
  return { session: () => createGooglePlacesSession(load) }
}

/** One field's Google autocomplete session: its own token and its own predictions. */
function createGooglePlacesSession(load: LoadGooglePlaces): PlacesSession {
  let token: google.maps.places.AutocompleteSessionToken | undefined
  const predictions = new Map<string, google.maps.places.PlacePrediction>()
  function end() {
    token = undefined
    predictions.clear()
  }
  return {
    async suggest(input, signal) {
      const api = await load()
      token ??= new api.AutocompleteSessionToken()
      const { suggestions } = await api.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: PLACES_REGION_CODES,
        sessionToken: token,
      })
      signal.throwIfAborted()
      return suggestions.flatMap(({ placePrediction: prediction }) => {
        if (!prediction) return []
        predictions.set(prediction.placeId, prediction)
        const text = prediction.text.text
        return [
          {
            id: prediction.placeId,
            text,
            mainText: prediction.mainText?.text ?? text,
            secondaryText: prediction.secondaryText?.text ?? '',
          },
        ]
      })
    },
    async details(suggestion) {
      const api = await load()
      const place = predictions.get(suggestion.id)?.toPlace() ?? new api.Place({ id: suggestion.id })
      end()
      await place.fetchFields({ fields: ['formattedAddress', 'addressComponents', 'location'] })
      const location = place.location
      if (!location) throw new Error(`Place ${suggestion.id} has no location`)
      return {
        address: place.formattedAddress ?? suggestion.text,
        ...parseAddressComponents(place.addressComponents ?? []),
        lat: location.lat(),
        lng: location.lng(),
      }
    },
    end,
  }
}
