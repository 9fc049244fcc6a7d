import {
  CustomTimesRequest,
  TimeDistanceRequest,
  TripRequest,
  W3wConvertRequest,
  W3wSuggestionsRequest,
  ZoneRequest,
} from '@waybill/sdk-core/wire'
import { requireAccount } from '../auth/requireAccount.ts'
import { type Point, trip } from '../geo/distance.ts'
import { timeOptionsAt } from '../geo/timeOptions.ts'
import { w3wPlace, w3wSuggestions } from '../geo/what3words.ts'
import { isIntercityTrip, zoneAt } from '../geo/zones.ts'
import { HttpError, json, type Reply, validateBody } from '../http.ts'
import type { Handler, Route } from '../router.ts'
import type { App } from './index.ts'

/** The message of a zone lookup outside every zone (part 1 §7: "an error means not serviced"). */
export const ZONE_NOT_SERVICED = 'This location is not serviced.'

/** Road distance in km, to two decimals, as getDistance answers it. */
export function distanceKm(from: Point, to: Point): number {
  const { distanceMetres } = trip(from, to, isIntercityTrip(from, to))
  return Math.round(distanceMetres / 10) / 100
}

function tripPoints(body: unknown): { from: Point; to: Point } {
  const { originLat, originLon, destinationLat, destinationLon } = validateBody(body, TripRequest)
  return { from: { lat: originLat, lng: originLon }, to: { lat: destinationLat, lng: destinationLon } }
}

/**
 * Geo calls (part 1 §7; part 2 §7): zone, what3words, time-distance, intercity, distance and custom times.
 * The three distance calls answer under `{brand}` (part 1) and `{product}` (part 2) alike.
 */
export function createGeoRoutes({ db, paths }: App): Route[] {
  const timeDistance: Handler = async (ctx) => {
    const body = validateBody(await ctx.readJson(), TimeDistanceRequest)
    requireAccount(db, body.api_code)
    const from = { lat: body.pickup_latitude, lng: body.pickup_longitude }
    const to = { lat: body.dropoff_latitude, lng: body.dropoff_longitude }
    const { durationSeconds, distanceMetres } = trip(from, to, isIntercityTrip(from, to))
    return json(200, { duration: durationSeconds, distance: distanceMetres })
  }
  const isIntercity: Handler = async (ctx) => {
    const { from, to } = tripPoints(await ctx.readJson())
    return json(200, isIntercityTrip(from, to) ? 1 : 0)
  }
  const getDistance: Handler = async (ctx) => {
    const { from, to } = tripPoints(await ctx.readJson())
    return json(200, distanceKm(from, to))
  }
  const distanceRoutes: Route[] = [
    { method: 'POST', path: paths.getTimeDistance, handler: timeDistance },
    { method: 'POST', path: paths.isIntercity, handler: isIntercity },
    { method: 'POST', path: paths.getDistance, handler: getDistance },
  ]
  // With brand and product spelled alike the two forms are one path: list it once.
  if (paths.getTimeDistanceByProduct !== paths.getTimeDistance) {
    distanceRoutes.push(
      { method: 'POST', path: paths.getTimeDistanceByProduct, handler: timeDistance },
      { method: 'POST', path: paths.isIntercityByProduct, handler: isIntercity },
      { method: 'POST', path: paths.getDistanceByProduct, handler: getDistance },
    )
  }
  return [
    {
      method: 'POST',
      path: paths.zoneFromCoordinate,
      async handler(ctx): Promise<Reply> {
        const { lat, lon } = validateBody(await ctx.readJson(), ZoneRequest)
        const zone = zoneAt({ lat, lng: lon })
        if (!zone) throw new HttpError(404, ZONE_NOT_SERVICED)
        return json(200, { zone: { id: zone.id, name: zone.name } })
      },
    },
    {
      method: 'POST',
      path: paths.w3wSuggestions,
      async handler(ctx) {
        const { seed } = validateBody(await ctx.readJson(), W3wSuggestionsRequest)
        const suggestions = w3wSuggestions(seed).map(({ words, nearestPlace, country }) => ({
          words,
          nearestPlace,
          country,
        }))
        return json(200, { suggestions })
      },
    },
    {
      method: 'POST',
      path: paths.w3wConvertToCoords,
      async handler(ctx) {
        const { what3words } = validateBody(await ctx.readJson(), W3wConvertRequest)
        const place = w3wPlace(what3words)
        if (!place) throw new HttpError(422, 'The what3words field must be a 3 word address: word.word.word.')
        const { words, point, nearestPlace, country } = place
        return json(200, { words, nearestPlace, country, coordinates: { lat: point.lat, lng: point.lng } })
      },
    },
    ...distanceRoutes,
    {
      method: 'POST',
      path: paths.customTimes,
      async handler(ctx) {
        const body = validateBody(await ctx.readJson(), CustomTimesRequest)
        const account = requireAccount(db, body.api_code)
        if (requireAccount(db, body.api_key).id !== account.id) {
          throw new HttpError(422, 'The api_key field must match the api_code field.')
        }
        const answer = timeOptionsAt({ lat: body.lat, lng: body.lon }, body.local_intercity === 1)
        if (!answer.ok) throw new HttpError(answer.status, answer.message)
        return json(200, { data: { data: answer.options } })
      },
    },
  ]
}
