import type { LatLng } from '../domain/account.ts'

/** The Earth's mean radius in metres (IUGG), the sphere great-circle distances are measured on. */
export const EARTH_RADIUS_METRES = 6_371_008.8

const RADIANS = Math.PI / 180

/**
 * The great-circle distance between two points in metres, by the haversine formula on a sphere of
 * {@link EARTH_RADIUS_METRES}. Accurate to about 0.5 % against the ellipsoid: ample for the 2000 m driver jump
 * threshold (part 2 §7, §9).
 *
 * @example
 * ```ts
 * distanceMetres({ lat: 53.5461, lng: -113.4938 }, { lat: 53.5444, lng: -113.4909 }) // ≈ 265
 * ```
 */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const dLat = (to.lat - from.lat) * RADIANS
  const dLng = (to.lng - from.lng) * RADIANS
  const sinLat = Math.sin(dLat / 2)
  const sinLng = Math.sin(dLng / 2)
  const h = sinLat * sinLat + Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * sinLng * sinLng
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))
}
