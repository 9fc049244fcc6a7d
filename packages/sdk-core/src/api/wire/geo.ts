import { array, integer, nonempty, number, object, optional, refine, size, string, type } from 'superstruct'
import { WireLatLng } from './common.ts'
import type { WireNames } from './names.ts'

/**
 * Paths of the geo calls (part 1 §7, part 2 §7). Part 1 writes the three distance paths under `{brand}`, part
 * 2 under `{product}`: the client uses the `{brand}` form and the sandbox answers both. The `places` paths are
 * the sandbox's offline geocoder, not part of the spec (ARCHITECTURE §5).
 */
export function geoPaths({ brand, product }: WireNames) {
  return {
    /** POST: the serviced zone of a point; an error means not serviced. */
    zoneFromCoordinate: '/api/web/get-zone-from-coordinate',
    /** POST: what3words completions of a partly typed triple. */
    w3wSuggestions: `/api/web/${brand}/what3words/suggestions`,
    /** POST: the coordinates of a what3words triple. */
    w3wConvertToCoords: `/api/web/${brand}/what3words/convertToCoords`,
    /** POST: road duration (s) and distance (m) between pickup and drop-off. */
    getTimeDistance: `/api/web/${brand}/getTimeDistance`,
    /** POST: 1 when a trip is intercity. */
    isIntercity: `/api/web/${brand}/isIntercity`,
    /** POST: the road distance of a trip, km. */
    getDistance: `/api/web/${brand}/getDistance`,
    /** POST: part 2 §7's spelling of getTimeDistance, under `{product}` (the sandbox answers both). */
    getTimeDistanceByProduct: `/api/web/${product}/getTimeDistance`,
    /** POST: part 2 §7's spelling of isIntercity, under `{product}`. */
    isIntercityByProduct: `/api/web/${product}/isIntercity`,
    /** POST: part 2 §7's spelling of getDistance, under `{product}`. */
    getDistanceByProduct: `/api/web/${product}/getDistance`,
    /** POST: pickup and drop-off time options at a point, local or intercity. */
    customTimes: '/api/web/get-custom-times-from-coordinate',
    /** POST (sandbox only): address suggestions of the offline geocoder. */
    placesAutocomplete: `/api/web/${brand}/places/autocomplete`,
    /** POST (sandbox only): a place id or typed address geocoded by the offline geocoder. */
    placesGeocode: `/api/web/${brand}/places/geocode`,
  } as const
}

/** A latitude in degrees, -90 to 90. */
export const WireLatitude = refine(number(), 'latitude', (value) => value >= -90 && value <= 90)

/** A longitude in degrees, -180 to 180. */
export const WireLongitude = refine(number(), 'longitude', (value) => value >= -180 && value <= 180)

/** A latitude the distance services accept: a number other than 0 (part 1 §5, §7). */
export const WireNonZeroLatitude = refine(WireLatitude, 'non-zero', (value) => value !== 0)

/** A longitude the distance services accept: a number other than 0 (part 1 §5, §7). */
export const WireNonZeroLongitude = refine(WireLongitude, 'non-zero', (value) => value !== 0)

/** POST /api/web/get-zone-from-coordinate: body (part 1 §7, part 2 §7). */
export const ZoneRequest = object({ lat: WireLatitude, lon: WireLongitude })

/** A serviced zone: one of the three cities (part 1 §1). */
export const WireZone = type({
  /** Zone id. */
  id: integer(),
  /** Zone name: 'Edmonton', 'Red Deer' or 'Calgary'. */
  name: string(),
})

/** POST /api/web/get-zone-from-coordinate: 200 answer; a non-2xx answer means not serviced. */
export const ZoneResponse = type({ zone: WireZone })

/** POST `/api/web/{brand}/what3words/suggestions`: body (part 1 §7). */
export const W3wSuggestionsRequest = object({ seed: size(string(), 1, 100) })

/** One what3words suggestion (part 1 §7). */
export const WireW3wSuggestion = type({
  /** The triple, 'filled.count.soap'. */
  words: string(),
  /** The nearest town, 'Edmonton, Alberta'. */
  nearestPlace: string(),
  /** ISO country code, 'CA'. */
  country: string(),
})

/** POST `/api/web/{brand}/what3words/suggestions`: 200 answer. */
export const W3wSuggestionsResponse = type({ suggestions: array(WireW3wSuggestion) })

/** POST `/api/web/{brand}/what3words/convertToCoords`: body (part 1 §7). */
export const W3wConvertRequest = object({ what3words: size(string(), 1, 100) })

/** POST `/api/web/{brand}/what3words/convertToCoords`: 200 answer; only coordinates is read. */
export const W3wConvertResponse = type({
  /** Where the triple is. */
  coordinates: WireLatLng,
  /** The triple as the server understood it. */
  words: optional(string()),
  /** The nearest town. */
  nearestPlace: optional(string()),
})

/** POST `/api/web/{brand}/getTimeDistance`: body, sent only with four non-zero coordinates (part 1 §7). */
export const TimeDistanceRequest = object({
  api_code: nonempty(string()),
  pickup_latitude: WireNonZeroLatitude,
  pickup_longitude: WireNonZeroLongitude,
  dropoff_latitude: WireNonZeroLatitude,
  dropoff_longitude: WireNonZeroLongitude,
})

/** POST `/api/web/{brand}/getTimeDistance`: 200 answer. */
export const TimeDistanceResponse = type({
  /** Driving time in seconds. */
  duration: number(),
  /** Road distance in metres. */
  distance: number(),
})

/** POST `/api/web/{brand}/isIntercity` and getDistance: body (part 1 §7). */
export const TripRequest = object({
  originLat: WireNonZeroLatitude,
  originLon: WireNonZeroLongitude,
  destinationLat: WireNonZeroLatitude,
  destinationLon: WireNonZeroLongitude,
})

/** POST `/api/web/{brand}/isIntercity`: a bare JSON number; 1 means intercity (part 1 §7). */
export const IsIntercityResponse = number()

/** POST `/api/web/{brand}/getDistance`: a bare JSON number, the road distance in km (part 1 §7). */
export const DistanceResponse = number()
