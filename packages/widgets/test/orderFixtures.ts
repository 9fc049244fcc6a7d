import type { Contact, LatLng, TimeOption, TripEstimate } from '@waybill/sdk-core'
import { createOrderDraft, type OrderDraftStore } from '@waybill/sdk-core/order'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { CONTACTS, contactsClient } from './contactsFixtures.ts'
import { renderSignedIn, settle } from './render.tsx'

/** Monday 2026-11-23 09:00 in Edmonton: the drafts' fixed `now`. */
export const ORDER_NOW = Date.parse('2026-11-23T15:00:00Z')

/** The fake trip estimate: 21 minutes, 8.3 km. */
export const TRIP_ESTIMATE: TripEstimate = { durationSeconds: 1250, distanceMetres: 8300 }

/** One time option the fake server offers: a local morning window. */
export const TIME_OPTION: TimeOption = {
  pickup: {
    earlyTime: '09:00',
    laterTime: '12:00',
    text: 'Morning',
    cutOffTime: null,
    serviceDays: [1, 2, 3, 4, 5],
    deliveryType: 'local',
    type: 1,
  },
  dropoffs: [],
}

/** The fake intercity answer: the ends are half a degree of latitude or more apart (Edmonton to Red Deer). */
const isFarApart = (from: LatLng, to: LatLng) => Math.abs(from.lat - to.lat) >= 0.5

/**
 * The contacts fake of `contactsFixtures.ts` (saved contacts, places, what3words, zones) plus the calls of the
 * order form: the picker's contact list, isIntercity, getTimeDistance and the custom times.
 */
export function orderClient(initial: readonly Contact[] = CONTACTS) {
  const fake = contactsClient(initial)
  const list = vi.fn(async (_apiCode: string) => [...fake.saved()])
  const geo = {
    ...fake.geo,
    isIntercity: vi.fn(async (from: LatLng, to: LatLng) => isFarApart(from, to)),
    timeDistance: vi.fn(async (_apiCode: string, _from: LatLng, _to: LatLng) => TRIP_ESTIMATE),
    customTimes: vi.fn(
      async (_apiCode: string, _at: LatLng, _intercity: boolean): Promise<TimeOption[]> => [TIME_OPTION],
    ),
  }
  const client = { ...fake.client, contacts: { ...fake.client.contacts, list }, geo }
  return { ...fake, client, geo, contacts: { ...fake.contacts, list } }
}

/** A fake made by {@link orderClient}. */
export type OrderFake = ReturnType<typeof orderClient>

/** A single-delivery draft kept in memory, at {@link ORDER_NOW}. */
export function newOrderDraft(): OrderDraftStore {
  return createOrderDraft({ defaultInsuranceValue: 100, now: () => ORDER_NOW })
}

/** Options of {@link renderOrder}. */
export interface RenderOrderOptions {
  /** Render inside `<StrictMode>`, as the portal does. */
  strict?: boolean
  /** The draft to render; a new one by default. */
  draft?: OrderDraftStore
}

/**
 * Signs a session in against {@link orderClient}, renders what `ui` gives for the draft and lets the contact lists
 * load. `prepare` runs before the render, e.g. to make the time options fail.
 */
export async function renderOrder(
  ui: (draft: OrderDraftStore) => ReactNode,
  prepare?: (fake: OrderFake) => void,
  { strict = false, draft = newOrderDraft() }: RenderOrderOptions = {},
) {
  const fake = orderClient()
  prepare?.(fake)
  const view = await renderSignedIn(ui(draft), { client: fake.client, strict })
  await settle()
  return { ...view, ...fake, draft }
}

/** Holds the zone check's answers until `answer` is called: `serviceAt` resolves then. */
export function heldZoneChecks(fake: OrderFake) {
  const held: (() => void)[] = []
  const real = fake.geo.serviceAt.getMockImplementation()
  if (!real) throw new Error('a serviceAt fake expected')
  fake.geo.serviceAt.mockImplementation(
    (point: LatLng) => new Promise((resolve) => held.push(() => resolve(real(point)))),
  )
  return {
    answer() {
      for (const release of held.splice(0)) release()
    },
  }
}
