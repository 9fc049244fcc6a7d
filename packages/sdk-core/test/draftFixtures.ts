import type { Contact } from '../src/domain/contact.ts'
import { createEmptyDraft } from '../src/draft/emptyDraft.ts'
import type { SubmissionContext } from '../src/draft/toOrderSubmission.ts'
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

/**
 * A single local delivery that passes every check at {@link NOW}: Acme Bakery → Dana Lee, one small package, pickup
 * 11:00–12:00 and drop-off 13:00–15:00 today (type 2), uuid 'uuid-1'.
 */
export const COMPLETE_DRAFT: OrderDraft = {
  ...BASE_DRAFT,
  pickup: ACME_PICKUP,
  dropoff: DANA_DROPOFF,
  dropOffAddressType: 1,
  dropoffMethod: 0,
  packages: [{ sizeCategoryId: 1, weightCategoryId: 1, packages: 1 }],
  packageCount: 1,
  itemName: 'Parcel 1',
  pickupType: 2,
  pickupDate: '2026-11-23',
  pickupStart: 11 * 60,
  pickupEnd: 12 * 60,
  dropoffType: 2,
  dropoffDate: '2026-11-23',
  dropoffStart: 13 * 60,
  dropoffEnd: 15 * 60,
}

/** What `toOrderSubmission` is given at {@link NOW} in Edmonton: no on hold, $100 insured, both driver choices. */
export const SUBMISSION_CONTEXT: SubmissionContext = {
  now: NOW,
  timeZone: 'America/Edmonton',
  account: {
    isOnHoldEnabled: false,
    defaultInsuranceValue: 100,
    isFavouriteAgentEnable: true,
    isMyFleetEnabled: true,
  },
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
