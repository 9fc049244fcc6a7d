import type { Infer } from 'superstruct'
import type { Driver, FleetDriver } from '../domain/drivers.ts'
import type { Transport } from '../http/transport.ts'
import { WireMessageResponse } from './wire/accountUpdates.ts'
import { DriverListResponse, MyFleetCodeResponse, MyFleetResponse, type WireDriver } from './wire/fleet.ts'
import type { ApiPaths } from './wire/names.ts'

/**
 * The drivers page (part 2 §2.7): My Fleet, the account's own drivers (only when `isMyFleetEnabled`), and
 * favourite drivers. Failures are only logged by the screens (part 2 §8).
 */
export interface FleetApi {
  /**
   * The drivers of the account's My Fleet, from `data.data.drivers` (part 2 §7 `GET /api/web/my-fleet`).
   * The server refuses it (403) when My Fleet is not enabled.
   */
  myFleet(apiCode: string): Promise<FleetDriver[]>
  /** The code a driver enters to join the account's My Fleet (part 2 §7 `GET /api/web/my-fleet-code`). */
  myFleetCode(apiCode: string): Promise<string>
  /** Takes a driver out of My Fleet (part 2 §7 `DELETE /api/web/my-fleet/remove-driver`). */
  removeFleetDriver(apiCode: string, driverId: number): Promise<void>
  /** The account's favourite drivers (part 2 §7 `GET /api/web/favourite-driver-list`). */
  favouriteDrivers(apiCode: string): Promise<Driver[]>
  /** The drivers the account can mark as favourites (part 2 §7 `GET /api/web/get-driver-list`). */
  drivers(apiCode: string): Promise<Driver[]>
  /** Marks a driver as a favourite (part 2 §7 `POST /api/web/add-favourite-driver`). */
  addFavouriteDriver(apiCode: string, driverId: number): Promise<void>
  /** Unmarks a favourite driver (part 2 §7 `DELETE /api/web/remove-favourite-driver`). */
  removeFavouriteDriver(apiCode: string, driverId: number): Promise<void>
}

function toDriver(driver: Infer<typeof WireDriver>): Driver {
  return {
    id: driver.id,
    name: driver.name,
    imageProfile: driver.image_profile,
    isFavourite: driver.fav === 1,
    company: driver.company,
  }
}

/** Builds the fleet and driver calls over a transport; `createClient` exposes them as `client.fleet`. */
export function createFleetApi(transport: Transport, paths: ApiPaths): FleetApi {
  async function driverList(call: string, path: string, apiCode: string): Promise<Driver[]> {
    const { data } = await transport.request({
      call,
      method: 'GET',
      path,
      query: { api_code: apiCode },
      response: DriverListResponse,
    })
    return data.map(toDriver)
  }

  async function removeDriver(call: string, path: string, apiCode: string, driverId: number) {
    await transport.request({
      call,
      method: 'DELETE',
      path,
      query: { api_code: apiCode, driver_id: driverId },
      response: WireMessageResponse,
    })
  }

  return {
    async myFleet(apiCode) {
      const { data } = await transport.request({
        call: 'fleet.myFleet',
        method: 'GET',
        path: paths.myFleet,
        query: { api_code: apiCode },
        response: MyFleetResponse,
      })
      return data.data.drivers.map(({ id, name }) => ({ id, name }))
    },

    async myFleetCode(apiCode) {
      const { my_fleet_code } = await transport.request({
        call: 'fleet.myFleetCode',
        method: 'GET',
        path: paths.myFleetCode,
        query: { api_code: apiCode },
        response: MyFleetCodeResponse,
      })
      return my_fleet_code
    },

    removeFleetDriver: (apiCode, driverId) =>
      removeDriver('fleet.removeFleetDriver', paths.removeFleetDriver, apiCode, driverId),

    favouriteDrivers: (apiCode) => driverList('fleet.favouriteDrivers', paths.favouriteDrivers, apiCode),

    drivers: (apiCode) => driverList('fleet.drivers', paths.drivers, apiCode),

    async addFavouriteDriver(apiCode, driverId) {
      await transport.request({
        call: 'fleet.addFavouriteDriver',
        method: 'POST',
        path: paths.addFavouriteDriver,
        body: { api_code: apiCode, driver_id: driverId },
        response: WireMessageResponse,
      })
    },

    removeFavouriteDriver: (apiCode, driverId) =>
      removeDriver('fleet.removeFavouriteDriver', paths.removeFavouriteDriver, apiCode, driverId),
  }
}
