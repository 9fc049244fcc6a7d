import { isTrackingUuid, type OrderTracking } from '../domain/tracking.ts'
import type { Transport } from '../http/transport.ts'
import type { ApiPaths } from './wire/names.ts'
import { OrderTrackingResponse } from './wire/tracking.ts'

/** The public tracking of one delivery: no login, no api code (part 2 §2.1; docs/contract/tracking.md). */
export interface TrackingApi {
  /**
   * One delivery's public tracking (`GET /api/public/{product}/tracking/{uuid}`, our call: the spec shows none):
   * its name, status, pickup and drop-off, the driver while under way, an ETA and the completion time. Sends no api
   * code. An unknown uuid is an `ApiError` with status 404; a uuid that is not of the RFC 4122 form throws a
   * TypeError before anything is sent (it could change the path).
   */
  get(uuid: string): Promise<OrderTracking>
}

/** Builds the tracking call. */
export function createTrackingApi(transport: Transport, paths: ApiPaths): TrackingApi {
  return {
    async get(uuid) {
      if (!isTrackingUuid(uuid)) throw new TypeError('A tracking id is a uuid (8-4-4-4-12 hex digits)')
      const answer = await transport.request({
        call: 'tracking.get',
        method: 'GET',
        path: paths.orderTracking.replace('{uuid}', uuid),
        response: OrderTrackingResponse,
        // A poll must see the delivery as it is now, never a cached answer.
        cache: 'no-store',
      })
      return {
        uuid: answer.uuid,
        name: answer.name,
        status: answer.status,
        timezone: answer.timezone,
        pickup: {
          name: answer.pickup.name,
          city: answer.pickup.city,
          position: { lat: answer.pickup.latitude, lng: answer.pickup.longitude },
        },
        dropoff: {
          address: answer.dropoff.address,
          position: { lat: answer.dropoff.latitude, lng: answer.dropoff.longitude },
        },
        driver: answer.driver && {
          firstName: answer.driver.first_name,
          position: { lat: answer.driver.latitude, lng: answer.driver.longitude },
        },
        eta: answer.eta,
        completedAt: answer.completed_at,
      }
    },
  }
}
