import type { Contact } from '../src/domain/contact.ts'
import { createEmptyDraft } from '../src/draft/emptyDraft.ts'
import type { DraftParty, OrderDraft } from '../src/draft/types.ts'

/** Monday 2026-11-23 09:00 in Edmonton (UTC−6): the engines' tests' fixed `now`. */
export const NOW = Date.parse('2026-11-23T15:00:00Z')

/** An empty draft with a $100 default insured value and the uuid 'uuid-1'. */
export const BASE_DRAFT: OrderDraft = createEmptyDraft({
  defaultInsuranceValue: 100,
  randomUUID: () => 'uuid-1',
})

/** A complete, located pickup party with a unit. */
export const ACME_PICKUP: DraftParty = {
  ...BASE_DRAFT.pickup,
  name: 'Acme Bakery',
  address: '10020 100 St NW, Edmonton',
  unit: '4',
  phone: '780-555-0100',
  email: 'orders@acme.test',
  lat: 53.54,
  lng: -113.49,
}

/** A complete, located drop-off party. */
export const DANA_DROPOFF: DraftParty = {
  ...BASE_DRAFT.dropoff,
  name: 'Dana Lee',
  address: '11011 Jasper Ave, Edmonton',
  phone: '7805550199',
  email: 'dana@example.com',
  lat: 53.541,
  lng: -113.51,
}

/** A saved pickup contact with a unit, for contact and party-block tests. */
export const FLORIST: Contact = {
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
}
