import { along, type Point } from '../geo/distance.ts'

/** How many straight segments a sandbox route has. */
export const ROUTE_SEGMENTS = 8

/** The sandbox's route between two points: a straight line cut into equal segments (9 points). */
export function routePoints(from: Point, to: Point): Point[] {
  return Array.from({ length: ROUTE_SEGMENTS + 1 }, (_, index) => {
    const { lat, lng } = along(from, to, index / ROUTE_SEGMENTS)
    return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 }
  })
}

function encodeValue(value: number): string {
  let rest = value < 0 ? ~(value << 1) : value << 1
  let text = ''
  while (rest >= 0x20) {
    text += String.fromCharCode((0x20 | (rest & 0x1f)) + 63)
    rest >>= 5
  }
  return text + String.fromCharCode(rest + 63)
}

/** Google's encoded polyline format (5 decimal places), as maps libraries decode it. */
export function encodePolyline(points: readonly Point[]): string {
  let lastLat = 0
  let lastLng = 0
  let text = ''
  for (const point of points) {
    const lat = Math.round(point.lat * 1e5)
    const lng = Math.round(point.lng * 1e5)
    text += encodeValue(lat - lastLat) + encodeValue(lng - lastLng)
    lastLat = lat
    lastLng = lng
  }
  return text
}
