import type { DashboardView, OnlineDriver, Order, OrderPosition } from '@waybill/sdk-core'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'
import { orderRecord } from './orderRecordFixtures.ts'

/** Two drivers on duty in Edmonton: Sam downtown, Alex in the west end. */
export const ONLINE_DRIVERS: readonly OnlineDriver[] = [
  { id: 11, firstName: 'Sam', position: { lat: 53.5444, lng: -113.4909 }, activeOrders: 2 },
  { id: 12, firstName: 'Alex', position: { lat: 53.5225, lng: -113.6242 }, activeOrders: 0 },
]

/** One active delivery (#4182) on the map, carried by Sam (driver 11). */
export const POSITIONS: readonly OrderPosition[] = [
  {
    id: 4182,
    status: 5,
    pickup: { lat: 53.5461, lng: -113.4938 },
    dropoff: { lat: 53.5225, lng: -113.6242 },
    driver: { id: 11, firstName: 'Sam', position: { lat: 53.5444, lng: -113.4909 } },
  },
]

/** What the fake dashboard answers; change it between polls. */
export interface LiveMapAnswers {
  /** The online drivers, or an error to throw. */
  drivers: readonly OnlineDriver[] | Error
  /** The positions of each view's deliveries. */
  positions: (view: DashboardView) => readonly OrderPosition[]
}

/**
 * A signed-in-able fake client (`fakeClient.ts`, company info {@link ACCOUNT}) whose dashboard answers the live
 * map's polls from `answers` (mutable: tests change what the next poll sees).
 */
export function liveMapClient(initial: Partial<LiveMapAnswers> = {}) {
  const fake = fakeClient({ account: ACCOUNT })
  const answers: LiveMapAnswers = {
    drivers: ONLINE_DRIVERS,
    positions: (view) => (view === 3 ? POSITIONS : []),
    ...initial,
  }
  const onlineDrivers = vi.fn(async (_apiCode: string): Promise<OnlineDriver[]> => {
    if (answers.drivers instanceof Error) throw answers.drivers
    return [...answers.drivers]
  })
  const positions = vi.fn(async (_apiCode: string, view: DashboardView) => [...answers.positions(view)])
  const client = { ...fake.client, dashboard: { ...fake.client.dashboard, onlineDrivers, positions } }
  return { ...fake, client, answers, onlineDrivers, positions }
}

/** A listed delivery (part 2 §3.1): #4182 from Prairie Parcel Co. downtown to Morgan Lee in the west end. */
export function listedOrder(overrides: Partial<Order> = {}): Order {
  return orderRecord({
    status: 5,
    route: [
      { lat: 53.5461, lng: -113.4938 },
      { lat: 53.5225, lng: -113.6242 },
    ],
    driver: { id: 11, name: 'Sam Rivera', firstName: 'Sam', activeOrders: 2 },
    ...overrides,
  })
}

/** Makes the document hidden or visible, as a background tab would, and tells its listeners. */
export function setDocumentHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** Puts the document's own visibility back (after {@link setDocumentHidden}). */
export function restoreDocumentVisibility() {
  Reflect.deleteProperty(document, 'visibilityState')
}
