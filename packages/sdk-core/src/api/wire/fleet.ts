import { array, coerce, integer, nonempty, nullable, object, pattern, string, type } from 'superstruct'
import { WireFlag, WireId } from './common.ts'
import type { WireNames } from './names.ts'

/** Paths of the fleet and driver calls (part 2 §7 'Fleet and drivers'). */
export function fleetPaths(_names: WireNames) {
  return {
    /** GET: the drivers of the account's My Fleet. */
    myFleet: '/api/web/my-fleet',
    /** GET: the code a driver enters to join the account's My Fleet. */
    myFleetCode: '/api/web/my-fleet-code',
    /** DELETE: takes a driver out of My Fleet. */
    removeFleetDriver: '/api/web/my-fleet/remove-driver',
    /** GET: the account's favourite drivers. */
    favouriteDrivers: '/api/web/favourite-driver-list',
    /** GET: the drivers the account can mark as favourites. */
    drivers: '/api/web/get-driver-list',
    /** POST: marks a driver as a favourite. */
    addFavouriteDriver: '/api/web/add-favourite-driver',
    /** DELETE: unmarks a favourite driver. */
    removeFavouriteDriver: '/api/web/remove-favourite-driver',
  } as const
}

/** A driver id in a query string: digits, read as an integer. */
export const WireQueryId = coerce(integer(), pattern(string(), /^\d{1,15}$/), (value) => Number(value))

/** The fleet and driver GETs: query (part 2 §7). */
export const ApiCodeQuery = object({ api_code: nonempty(string()) })

/** DELETE my-fleet/remove-driver and remove-favourite-driver: query (part 2 §7). */
export const DriverQuery = object({ api_code: nonempty(string()), driver_id: WireQueryId })

/** POST /api/web/add-favourite-driver: body (part 2 §7). */
export const AddFavouriteDriverRequest = object({
  /** The api code. */
  api_code: nonempty(string()),
  /** Id of the driver to mark. */
  driver_id: WireId,
})

/** A driver of My Fleet (part 2 §3.6). */
export const WireFleetDriver = type({ id: integer(), name: string() })

/** GET /api/web/my-fleet: 200 answer, the drivers in data.data.drivers (part 2 §7). */
export const MyFleetResponse = type({ data: type({ data: type({ drivers: array(WireFleetDriver) }) }) })

/** GET /api/web/my-fleet-code: 200 answer (part 2 §7). */
export const MyFleetCodeResponse = type({ my_fleet_code: nonempty(string()) })

/** A driver on the drivers page (part 2 §3.6). */
export const WireDriver = type({
  /** Driver id. */
  id: integer(),
  /** Display name. */
  name: string(),
  /** URL of the profile photo, or null. */
  image_profile: nullable(string()),
  /** 1: a favourite of this account. */
  fav: WireFlag,
  /** The company the driver works for. */
  company: string(),
})

/** GET favourite-driver-list and get-driver-list: 200 answer, the list in data (part 2 §7). */
export const DriverListResponse = type({ data: array(WireDriver) })
