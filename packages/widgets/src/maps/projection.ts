import type { LatLng } from '@waybill/sdk-core'

/** Tile size of Web Mercator at zoom 0: the whole world is a 256 px square. */
export const TILE_SIZE = 256

/** Largest latitude Web Mercator can show (the world square's top and bottom edges). */
export const MAX_LATITUDE = 85.05112878

/** Lowest zoom of the offline map (farthest out). */
export const MIN_ZOOM = 3
/** Highest zoom of the offline map (closest in: streets). */
export const MAX_ZOOM = 18

/** A point in world pixels at some zoom: x grows east, y grows south. */
export interface WorldPoint {
  readonly x: number
  readonly y: number
}

/** Width (and height) of the world in pixels at `zoom`. */
export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom
}

/** Keeps a zoom inside {@link MIN_ZOOM}..{@link MAX_ZOOM}, rounded to a whole level. */
export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)))
}

/** Projects a latitude/longitude to world pixels at `zoom` (Web Mercator; latitude clamped to ±85.05°). */
export function project(point: LatLng, zoom: number): WorldPoint {
  const size = worldSize(zoom)
  const lat = Math.min(MAX_LATITUDE, Math.max(-MAX_LATITUDE, point.lat))
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

/** The inverse of {@link project}: world pixels at `zoom` back to latitude/longitude. */
export function unproject(point: WorldPoint, zoom: number): LatLng {
  const size = worldSize(zoom)
  const n = Math.PI * (1 - (2 * point.y) / size)
  return {
    lat: (Math.atan(Math.sinh(n)) * 180) / Math.PI,
    lng: (point.x / size) * 360 - 180,
  }
}

/** Moves a centre by a screen offset in pixels at `zoom` (positive dx moves the view east, dy south). */
export function panBy(center: LatLng, dx: number, dy: number, zoom: number): LatLng {
  const world = project(center, zoom)
  const size = worldSize(zoom)
  const y = Math.min(size, Math.max(0, world.y + dy))
  const moved = unproject({ x: world.x + dx, y }, zoom)
  return { lat: moved.lat, lng: ((((moved.lng + 180) % 360) + 360) % 360) - 180 }
}

/** A graticule step in degrees that puts lines about 80 px or more apart at `zoom`. */
export function graticuleStep(zoom: number): number {
  const degreesPerPixel = 360 / worldSize(zoom)
  const steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20]
  return steps.find((step) => step / degreesPerPixel >= 80) ?? 20
}

/**
 * The centre after zooming from `zoom` to `nextZoom` while the point `offset` pixels from the centre stays
 * under the pointer (wheel zoom).
 */
export function zoomAround(
  center: LatLng,
  zoom: number,
  nextZoom: number,
  offset: { readonly x: number; readonly y: number },
): LatLng {
  const world = project(center, zoom)
  const anchor = unproject({ x: world.x + offset.x, y: world.y + offset.y }, zoom)
  const anchored = project(anchor, nextZoom)
  return unproject({ x: anchored.x - offset.x, y: anchored.y - offset.y }, nextZoom)
}

/** Room kept on each side of a box, in pixels. */
export interface Insets {
  readonly top: number
  readonly right: number
  readonly bottom: number
  readonly left: number
}

/** Closest zoom {@link fitView} uses: one marker, or markers a street apart, open on streets, not a single house. */
export const FIT_MAX_ZOOM = 15

/**
 * The centre and the closest whole zoom (at most `maxZoom`) at which every point shows inside a `width` × `height`
 * pixel box with `padding` pixels to spare on each side (or on each its own); null without points. The offline map opens on its markers
 * and routes with it (issue 21: a summary opens on its pickup and drop-off, not on a fixed city centre).
 */
export function fitView(
  points: readonly LatLng[],
  width: number,
  height: number,
  padding: number | Insets,
  maxZoom: number = FIT_MAX_ZOOM,
): { readonly center: LatLng; readonly zoom: number } | null {
  if (points.length === 0) return null
  const inset =
    typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding
  const lats = points.map((point) => point.lat)
  const lngs = points.map((point) => point.lng)
  const north = Math.max(...lats)
  const south = Math.min(...lats)
  const east = Math.max(...lngs)
  const west = Math.min(...lngs)
  const room = {
    x: Math.max(1, width - inset.left - inset.right),
    y: Math.max(1, height - inset.top - inset.bottom),
  }
  for (let zoom = clampZoom(maxZoom); ; zoom--) {
    const topLeft = project({ lat: north, lng: west }, zoom)
    const bottomRight = project({ lat: south, lng: east }, zoom)
    const fits = bottomRight.x - topLeft.x <= room.x && bottomRight.y - topLeft.y <= room.y
    if (fits || zoom <= MIN_ZOOM) {
      // The points' middle goes to the middle of the room left inside the padding.
      const middle = {
        x: (topLeft.x + bottomRight.x) / 2 - (inset.left - inset.right) / 2,
        y: (topLeft.y + bottomRight.y) / 2 - (inset.top - inset.bottom) / 2,
      }
      return { center: unproject(middle, zoom), zoom }
    }
  }
}
