import type { LatLng } from '../domain/account.ts'
import type {
  AddressSuggestion,
  GeocodedAddress,
  GeocodeQuery,
  ServiceCheck,
  TripEstimate,
  W3wSuggestion,
  Zone,
} from '../domain/geo.ts'
import { fillNames, messages } from '../domain/messages.ts'
import type { TimeOption } from '../domain/timeOptions.ts'
import type { Transport } from '../http/transport.ts'
import { createPlacesCalls, type PlacesCalls } from './places.ts'
import { toTimeOption } from './timeOptions.ts'
import { createW3wCalls, type W3wCalls } from './what3words.ts'
import { DistanceResponse, IsIntercityResponse, TimeDistanceResponse, ZoneResponse } from './wire/geo.ts'
import type { ApiPaths, WireNames } from './wire/names.ts'
import { CustomTimesResponse } from './wire/timeOptions.ts'

/** Zones, what3words, distances, time options and address lookup. */
export interface GeoApi {
  /**
   * The serviced zone of a point (part 1 §7 `POST /api/web/get-zone-from-coordinate`). Any error answer
   * means not serviced: an `ApiError` whose message is 'This location is not currently serviced by `{brand}'`.
   */
  zoneAt(point: LatLng): Promise<Zone>
  /**
   * Whether a point is serviced, as the forms decide it (part 1 §5 zone check, §7 `get-zone-from-coordinate`:
   * 'an error means not serviced'). Never rejects: any failure of {@link GeoApi.zoneAt} — an error answer, no
   * network, a timeout, an unreadable answer — resolves `{ serviced: false }` with the message
   * `'This location is not currently serviced by {brand}'` and the failure as `reason`. Logs nothing.
   *
   * @example
   * ```ts
   * const check = await client.geo.serviceAt({ lat: 53.5461, lng: -113.4938 })
   * if (!check.serviced) showUnderField(check.message)
   * ```
   */
  serviceAt(point: LatLng): Promise<ServiceCheck>
  /**
   * what3words completions of a partly typed triple (part 1 §7 `POST /api/web/{brand}/what3words/suggestions`).
   * An empty seed gives an empty list without a call.
   */
  w3wSuggestions(seed: string): Promise<W3wSuggestion[]>
  /**
   * The coordinates of a what3words triple, with or without a leading '///' (part 1 §7
   * `POST /api/web/{brand}/what3words/convertToCoords`). A malformed triple is an `ApiError` (422).
   */
  w3wToCoordinates(words: string): Promise<LatLng>
  /**
   * Road duration and distance of a trip (part 1 §7 `POST /api/web/{brand}/getTimeDistance`). Throws a
   * `TypeError` without calling when a coordinate is not a non-zero number (part 1 §5, §7).
   */
  timeDistance(apiCode: string, pickup: LatLng, dropoff: LatLng): Promise<TripEstimate>
  /**
   * Whether a trip is intercity: the answer 1 (part 1 §7 `POST /api/web/{brand}/isIntercity`). Throws a
   * `TypeError` without calling when a coordinate is not a non-zero number.
   */
  isIntercity(from: LatLng, to: LatLng): Promise<boolean>
  /**
   * Road distance of a trip in km (part 1 §7 `POST /api/web/{brand}/getDistance`). Throws a `TypeError`
   * without calling when a coordinate is not a non-zero number.
   */
  distanceKm(from: LatLng, to: LatLng): Promise<number>
  /**
   * Pickup and drop-off time options at a point, local or intercity, from `data.data` (part 1 §7
   * `POST /api/web/get-custom-times-from-coordinate`). A failure is an `ApiError` carrying the server's
   * message, e.g. 'Intercity is not available at the moment.' (part 1 §8).
   */
  customTimes(apiCode: string, point: LatLng, intercity: boolean): Promise<TimeOption[]>
  /**
   * Address suggestions for text typed so far, at most five, Canada only: the places service the portal
   * uses when no Google key is configured (sandbox only, not in the spec). Empty text gives an empty list.
   */
  addressSuggestions(input: string): Promise<AddressSuggestion[]>
  /** Geocodes a suggestion's place id or a typed address (sandbox only); 404 `ApiError` when nothing matches. */
  geocodeAddress(query: GeocodeQuery): Promise<GeocodedAddress>
}

/** Throws unless both coordinates are finite and non-zero (part 1 §5 'Coordinates must be non-zero numbers'). */
function assertNonZero(call: string, role: string, point: LatLng): void {
  for (const [axis, value] of [
    ['latitude', point.lat],
    ['longitude', point.lng],
  ] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) {
      throw new TypeError(`${call}: the ${role} ${axis} must be a non-zero number, got ${String(value)}`)
    }
  }
}

/** The calls of a trip: the zone check, its figures and its time options. */
type TripCalls = Omit<GeoApi, keyof W3wCalls | keyof PlacesCalls>

/** Builds the geo calls; `names` fills `{brand}` in the not-serviced message. */
export function createGeoApi(transport: Transport, paths: ApiPaths, names: WireNames): GeoApi {
  return {
    ...createTripCalls(transport, paths, names),
    ...createW3wCalls(transport, paths),
    ...createPlacesCalls(transport, paths),
  }
}

/** Builds the zone, trip and time-option calls alone (the order widget's client has no what3words). */
export function createTripCalls(transport: Transport, paths: ApiPaths, names: WireNames): TripCalls {
  const notServiced = fillNames(messages.locationNotServiced, names)

  function tripBody(call: string, from: LatLng, to: LatLng) {
    assertNonZero(call, 'origin', from)
    assertNonZero(call, 'destination', to)
    return { originLat: from.lat, originLon: from.lng, destinationLat: to.lat, destinationLon: to.lng }
  }

  async function zoneAt(point: LatLng): Promise<Zone> {
    const { zone } = await transport.request({
      call: 'geo.zoneAt',
      method: 'POST',
      path: paths.zoneFromCoordinate,
      body: { lat: point.lat, lon: point.lng },
      response: ZoneResponse,
      failureMessage: notServiced,
      retry: true,
    })
    return { id: zone.id, name: zone.name }
  }

  return {
    zoneAt,
    async serviceAt(point) {
      try {
        return { serviced: true, zone: await zoneAt(point) }
      } catch (reason) {
        return { serviced: false, message: notServiced, reason }
      }
    },
    async timeDistance(apiCode, pickup, dropoff) {
      assertNonZero('geo.timeDistance', 'pickup', pickup)
      assertNonZero('geo.timeDistance', 'drop-off', dropoff)
      const { duration, distance } = await transport.request({
        call: 'geo.timeDistance',
        method: 'POST',
        path: paths.getTimeDistance,
        body: {
          api_code: apiCode,
          pickup_latitude: pickup.lat,
          pickup_longitude: pickup.lng,
          dropoff_latitude: dropoff.lat,
          dropoff_longitude: dropoff.lng,
        },
        response: TimeDistanceResponse,
        retry: true,
      })
      return { durationSeconds: duration, distanceMetres: distance }
    },
    async isIntercity(from, to) {
      const answer = await transport.request({
        call: 'geo.isIntercity',
        method: 'POST',
        path: paths.isIntercity,
        body: tripBody('geo.isIntercity', from, to),
        response: IsIntercityResponse,
        retry: true,
      })
      return answer === 1
    },
    async distanceKm(from, to) {
      return transport.request({
        call: 'geo.distanceKm',
        method: 'POST',
        path: paths.getDistance,
        body: tripBody('geo.distanceKm', from, to),
        response: DistanceResponse,
        retry: true,
      })
    },
    async customTimes(apiCode, point, intercity) {
      const { data } = await transport.request({
        call: 'geo.customTimes',
        method: 'POST',
        path: paths.customTimes,
        body: {
          api_key: apiCode,
          api_code: apiCode,
          lat: point.lat,
          lon: point.lng,
          local_intercity: intercity ? 1 : 0,
        },
        response: CustomTimesResponse,
        retry: true,
      })
      return data.data.map(toTimeOption)
    },
  }
}
