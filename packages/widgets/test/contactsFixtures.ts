import {
  ApiError,
  type Contact,
  fillNames,
  type GeocodedAddress,
  type LatLng,
  messages,
  type NewContact,
  type WaybillClient,
} from '@waybill/sdk-core'
import { w3wWords } from '@waybill/sdk-core/internal'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { XSS_NAME } from './fixtures.ts'
import { renderSignedIn, settle } from './render.tsx'

/** The saved contacts the fake server starts with. */
export const CONTACTS: readonly Contact[] = [
  {
    id: 11,
    name: 'Northside Florist',
    address: '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada',
    unit: '204',
    w3w: null,
    phone: '780-555-0101',
    email: 'shop@northside.test',
    isPickup: true,
    isDropoff: false,
    latitude: 53.5461,
    longitude: -113.4938,
  },
  {
    id: 12,
    name: 'Dana Scully',
    address: '///filled.count.soap',
    unit: '',
    w3w: 'filled.count.soap',
    phone: '7805550102, 7805550103',
    email: 'dana@example.test',
    isPickup: false,
    isDropoff: true,
    latitude: 53.5512,
    longitude: -113.4875,
  },
  {
    id: 13,
    name: XSS_NAME,
    address: '4807 50 Ave, Red Deer, AB T4N 4A5, Canada',
    unit: XSS_NAME,
    w3w: null,
    phone: '403-555-0199',
    email: 'xss@example.test',
    isPickup: true,
    isDropoff: true,
    latitude: 52.2681,
    longitude: -113.8112,
  },
]

/** Addresses the fake geocoder knows: one in Edmonton (serviced), one in Yellowknife (not serviced). */
export const PLACES: readonly GeocodedAddress[] = [
  {
    placeId: 'place-edmonton',
    formattedAddress: '10150 100 St NW, Edmonton, AB T5J 0P6, Canada',
    street: '10150 100 St NW',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 0P6',
    lat: 53.5428,
    lng: -113.4913,
  },
  {
    placeId: 'place-yellowknife',
    formattedAddress: '4920 52 St, Yellowknife, NT X1A 3T1, Canada',
    street: '4920 52 St',
    city: 'Yellowknife',
    province: 'NT',
    postalCode: 'X1A 3T1',
    lat: 62.4541,
    lng: -114.3718,
  },
]

/** what3words addresses the fake converter knows, with their coordinates. */
export const W3W: Readonly<Record<string, LatLng>> = {
  'filled.count.soap': { lat: 53.5512, lng: -113.4875 },
  'frozen.lake.dogs': { lat: 62.4533, lng: -114.3701 },
}

/** The fake zone check: everything north of 60° is outside the serviced zones. */
const isServiced = (point: LatLng) => point.lat < 60

/**
 * The fake client of `fakeClient.ts` with the contacts and geo calls the contacts screen makes replaced by an
 * in-memory server: the list changes on add and remove, so reloads can be seen.
 */
export function contactsClient(initial: readonly Contact[] = CONTACTS) {
  const { client: base, logger } = fakeClient()
  let list = [...initial]
  let nextId = 100
  const table = vi.fn(async (_apiCode: string) => [...list])
  const add = vi.fn(async (_apiCode: string, contact: NewContact) => {
    const saved: Contact = { ...contact, id: nextId++, unit: contact.unit ?? '', w3w: contact.w3w ?? null }
    list = [...list, saved]
    return saved
  })
  const remove = vi.fn(async (_apiCode: string, id: number) => {
    list = list.filter((contact) => contact.id !== id)
  })
  const notServiced = fillNames(messages.locationNotServiced, base.config)
  const geo = {
    ...base.geo,
    addressSuggestions: vi.fn(async (input: string) =>
      PLACES.filter((place) => place.formattedAddress.toLowerCase().includes(input.trim().toLowerCase())).map(
        (place) => ({
          placeId: place.placeId,
          description: place.formattedAddress,
          mainText: place.street,
          secondaryText: place.formattedAddress.slice(place.street.length + 2),
        }),
      ),
    ),
    geocodeAddress: vi.fn(async (query: { placeId: string } | { address: string }) => {
      const place = PLACES.find((candidate) => 'placeId' in query && candidate.placeId === query.placeId)
      if (!place) throw new ApiError('geo.geocodeAddress', 404, 'No match')
      return place
    }),
    zoneAt: vi.fn(async (point: LatLng) => {
      if (!isServiced(point)) throw new ApiError('geo.zoneAt', 422, 'Outside', notServiced)
      return { id: 1, name: 'Edmonton' }
    }),
    // The client's serviceAt reads any zoneAt failure as not serviced; here over the fake zoneAt above.
    serviceAt: vi.fn(async (point: LatLng) => {
      try {
        return { serviced: true as const, zone: await geo.zoneAt(point) }
      } catch (reason) {
        return { serviced: false as const, message: notServiced, reason }
      }
    }),
    w3wSuggestions: vi.fn(async (seed: string) =>
      Object.keys(W3W)
        .filter((words) => words.startsWith(w3wWords(seed)))
        .map((words) => ({ words, nearestPlace: 'Alberta', country: 'CA' })),
    ),
    w3wToCoordinates: vi.fn(async (words: string) => {
      const point = W3W[w3wWords(words)]
      if (!point) throw new ApiError('geo.w3wToCoordinates', 422, 'Invalid what3words')
      return point
    }),
  }
  const client: WaybillClient = { ...base, contacts: { ...base.contacts, table, add, remove }, geo }
  return {
    client,
    contacts: { table, add, remove },
    geo,
    logger,
    /** What the fake server holds now. */
    saved: () => list,
  }
}

/** A fake made by {@link contactsClient}. */
export type ContactsFake = ReturnType<typeof contactsClient>

/**
 * Logs a session in against {@link contactsClient}, renders `ui` and lets the first contacts load settle.
 * `prepare` runs before the render, e.g. to make the first load fail.
 */
export async function renderContacts(
  ui: ReactNode,
  initial: readonly Contact[] = CONTACTS,
  prepare?: (fake: ContactsFake) => void,
) {
  const fake = contactsClient(initial)
  prepare?.(fake)
  const view = await renderSignedIn(ui, { client: fake.client })
  await settle()
  return { ...view, ...fake }
}
