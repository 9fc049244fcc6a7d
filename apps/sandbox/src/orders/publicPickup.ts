import { parseAddress } from '../geo/addressText.ts'
import { haversineMetres, type Point } from '../geo/distance.ts'
import { ZONES, type Zone, zoneAt } from '../geo/zones.ts'

/**
 * How far from a private pickup the driver must be before the public tracking answer shows the driver's position:
 * a driver shown loading at the pickup, or just leaving it, would point at the door the coarse pickup hides.
 */
export const PRIVATE_PICKUP_DRIVER_METRES = 1_000

/** The statuses of the way to the drop-off (5 ENROUTE, 51 IN TRANSIT): the driver has left the pickup. */
const TO_DROPOFF_STATUSES: readonly number[] = [5, 51]

/** The account's business pickup address as stored (businesses.street_address and pickup_city). */
export interface AccountAddress {
  /** The street address, without unit, e.g. '10220 104 Ave NW'; null when the account has none yet. */
  readonly street: string | null
  /** The city, e.g. 'Edmonton'; null when none. */
  readonly city: string | null
}

/**
 * Whether an order's pickup is the account's own business address (docs/contract/tracking.md): the same house
 * number, street and city, read the way the geocoder reads addresses (case, spelling of 'Avenue', province and
 * postal code do not matter; the unit does not either: one building). A pickup address naming no city takes the
 * city of the served zone its point lies in. The address is the account's current one.
 */
export function isAccountPickup(pickupAddress: string, pickup: Point, account: AccountAddress): boolean {
  if (!account.street) return false
  const own = parseAddress(`${account.street}, ${account.city ?? ''}`)
  const given = parseAddress(pickupAddress)
  if (own.house === undefined || own.street === '' || own.city === undefined) return false
  const city = given.city ?? zoneAt(pickup)?.name
  return given.house === own.house && given.street === own.street && city === own.city
}

/**
 * The served city a private pickup is reduced to: the zone its point lies in, else the nearest one (an order's
 * pickup is always in a zone: others are refused at submission).
 */
export function pickupCity(pickup: Point): Zone {
  const inside = zoneAt(pickup)
  if (inside) return inside
  const byDistance = [...ZONES].sort(
    (a, b) => haversineMetres(pickup, a.centre) - haversineMetres(pickup, b.centre),
  )
  return byDistance[0] as Zone
}

/**
 * The pickup as the public tracking answer gives it: the name, city and exact position of the account's own
 * address; for any other pickup (a private person's, e.g. in a many-pickups batch) no name, and the city with its
 * centre instead of the position.
 */
export function publicPickup(
  pickup: { readonly name: string; readonly address: string; readonly position: Point },
  own: boolean,
) {
  if (own) {
    return {
      name: pickup.name,
      city: parseAddress(pickup.address).city ?? zoneAt(pickup.position)?.name ?? null,
      latitude: pickup.position.lat,
      longitude: pickup.position.lng,
    }
  }
  const city = pickupCity(pickup.position)
  return { name: null, city: city.name, latitude: city.centre.lat, longitude: city.centre.lng }
}

/**
 * Whether the driver's position may be shown for a private pickup: only on the way to the drop-off and at least
 * {@link PRIVATE_PICKUP_DRIVER_METRES} from the pickup, so the driver never shows where the pickup is.
 */
export function driverClearOfPickup(status: number, driver: Point, pickup: Point): boolean {
  return (
    TO_DROPOFF_STATUSES.includes(status) && haversineMetres(driver, pickup) >= PRIVATE_PICKUP_DRIVER_METRES
  )
}
