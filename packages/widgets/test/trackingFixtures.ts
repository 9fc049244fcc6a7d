import { ApiError, type OrderTracking } from '@waybill/sdk-core'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'

/** The uuid of the tracked delivery. */
export const TRACKED_UUID = '3b241101-e2bb-4255-8caf-4136c566a962'

/** Monday 2026-11-23 09:00 in Edmonton (UTC−6): the tracking tests' clock. */
export const TRACKING_NOW = Date.parse('2026-11-23T15:00:00Z')

/**
 * A delivery in transit (51) from Prairie Parcel Co. downtown to the west end, Riley driving, arriving 09:42
 * Edmonton time; override what a test is about.
 */
export function trackedDelivery(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return {
    uuid: TRACKED_UUID,
    name: 'PPC-1040 Book order',
    status: 51,
    timezone: 'America/Edmonton',
    pickup: { name: 'Prairie Parcel Co.', city: 'Edmonton', position: { lat: 53.5461, lng: -113.4938 } },
    dropoff: { address: '8882 170 St NW, Edmonton, AB', position: { lat: 53.5225, lng: -113.6242 } },
    driver: { firstName: 'Riley', position: { lat: 53.535, lng: -113.56 } },
    eta: '2026-11-23T15:42:00.000Z',
    completedAt: null,
    ...overrides,
  }
}

/** The server's 404 for a uuid it does not know. */
export const TRACKING_NOT_FOUND = new ApiError('tracking.get', 404, 'The delivery could not be found.')

/**
 * A fake client (`fakeClient.ts`; nobody signs in) whose `tracking.get` answers from `answers` in turn, repeating
 * the last one; an Error in the list is thrown.
 */
export function trackingClient(answers: (OrderTracking | Error)[] = [trackedDelivery()]) {
  const fake = fakeClient()
  let last: OrderTracking | Error = trackedDelivery()
  const get = vi.fn(async (_uuid: string): Promise<OrderTracking> => {
    last = answers.shift() ?? last
    if (last instanceof Error) throw last
    return last
  })
  const client = { ...fake.client, tracking: { get } }
  return { ...fake, client, get }
}
