import { haversineMetres, type Point } from './distance.ts'

/** A serviced zone: a disc around a city centre. */
export interface Zone {
  readonly id: number
  readonly name: string
  /** The operating region (data/regions.ts) the zone belongs to. */
  readonly regionId: number
  readonly centre: Point
  readonly radiusMetres: number
}

/** The serviced zones of the three cities (part 1 §1): local inside one, intercity between two. */
export const ZONES: readonly Zone[] = [
  {
    id: 1,
    name: 'Edmonton',
    regionId: 1,
    centre: { lat: 53.541427, lng: -113.500434 },
    radiusMetres: 30_000,
  },
  {
    id: 2,
    name: 'Red Deer',
    regionId: 2,
    centre: { lat: 52.268112, lng: -113.811422 },
    radiusMetres: 15_000,
  },
  { id: 3, name: 'Calgary', regionId: 3, centre: { lat: 51.044733, lng: -114.071883 }, radiusMetres: 35_000 },
]

/** The zone a point lies in, or `undefined` when the courier does not serve it. */
export function zoneAt(point: Point): Zone | undefined {
  return ZONES.find((zone) => haversineMetres(point, zone.centre) <= zone.radiusMetres)
}

/** Whether a trip between two serviced points crosses zones (part 1 §7 isIntercity). */
export function isIntercityTrip(from: Point, to: Point): boolean {
  const a = zoneAt(from)
  const b = zoneAt(to)
  return a !== undefined && b !== undefined && a.id !== b.id
}
