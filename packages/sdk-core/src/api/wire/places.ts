import { array, number, object, size, string, type, union } from 'superstruct'

/*
 * The offline places service (not in the spec; ARCHITECTURE §5): the portal's address autocomplete uses it
 * when no Google key is configured. The sandbox answers it from a deterministic street table of Edmonton,
 * Red Deer and Calgary; a real deployment uses Google Places instead.
 */

/** POST `/api/web/{brand}/places/autocomplete`: body, the text typed so far. */
export const PlacesAutocompleteRequest = object({ input: size(string(), 1, 200) })

/** One address suggestion, shaped like a Google Places prediction. */
export const WirePlacePrediction = type({
  /** Id to geocode the suggestion with. */
  place_id: string(),
  /** The whole line: '10220 104 Ave NW, Edmonton, AB, Canada'. */
  description: string(),
  /** The street part: '10220 104 Ave NW'. */
  main_text: string(),
  /** The rest: 'Edmonton, AB, Canada'. */
  secondary_text: string(),
})

/** POST `/api/web/{brand}/places/autocomplete`: 200 answer, at most five predictions, Canada only. */
export const PlacesAutocompleteResponse = type({ predictions: array(WirePlacePrediction) })

/** POST `/api/web/{brand}/places/geocode`: body, a place id from a prediction or a typed address. */
export const PlacesGeocodeRequest = union([
  object({ place_id: size(string(), 1, 200) }),
  object({ address: size(string(), 1, 200) }),
])

/** A geocoded address: the parts the contact and account forms fill (part 1 §7 last paragraph). */
export const WireGeocodedPlace = type({
  /** Stable id of the place. */
  place_id: string(),
  /** '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada'. */
  formatted_address: string(),
  /** House number and street: '10220 104 Ave NW'. */
  street: string(),
  /** 'Edmonton', 'Red Deer' or 'Calgary'. */
  city: string(),
  /** Province code, 'AB'. */
  province: string(),
  /** Canadian postal code, 'T5J 0H6'. */
  postal_code: string(),
  /** Latitude in degrees. */
  lat: number(),
  /** Longitude in degrees. */
  lng: number(),
})

/** POST `/api/web/{brand}/places/geocode`: 200 answer; 404 when nothing matches. */
export const PlacesGeocodeResponse = type({ result: WireGeocodedPlace })
