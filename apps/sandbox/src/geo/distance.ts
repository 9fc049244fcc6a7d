/** A point on the map. */
export interface Point {
  readonly lat: number
  readonly lng: number
}

const EARTH_RADIUS_M = 6_371_000

/** Great-circle distance in metres. */
export function haversineMetres(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Roads are not straight: the sandbox's road distance is the great-circle distance times a factor per trip kind.
 * In a city the grid and its detours add about 30 %; between cities the highway (QE2) runs nearly straight, so
 * Edmonton–Calgary is 281 km as the crow flies and about 300 km by road (issue 22 item 10).
 */
export const ROAD_FACTOR = { local: 1.3, intercity: 1.07 } as const

/** Average speed in the city and on the highway between cities, km/h. */
export const CITY_KMH = 40
export const HIGHWAY_KMH = 100

/** A trip as the courier would drive it: road distance in metres and duration in seconds. */
export interface Trip {
  readonly distanceMetres: number
  readonly durationSeconds: number
}

/**
 * The deterministic road trip between two points: the great-circle distance × 1.3 driven at city speed, or for an
 * intercity trip × 1.07 driven at highway speed, plus 5 minutes of stops.
 */
export function trip(from: Point, to: Point, intercity: boolean): Trip {
  const factor = intercity ? ROAD_FACTOR.intercity : ROAD_FACTOR.local
  const distanceMetres = Math.round(haversineMetres(from, to) * factor)
  const kmh = intercity ? HIGHWAY_KMH : CITY_KMH
  const durationSeconds = Math.round((distanceMetres / 1000 / kmh) * 3600) + 300
  return { distanceMetres, durationSeconds }
}

/** The point a fraction `t` (0 to 1) of the way from `a` to `b`: drivers move along straight segments. */
export function along(a: Point, b: Point, t: number): Point {
  const clamped = Math.min(1, Math.max(0, t))
  return { lat: a.lat + (b.lat - a.lat) * clamped, lng: a.lng + (b.lng - a.lng) * clamped }
}
