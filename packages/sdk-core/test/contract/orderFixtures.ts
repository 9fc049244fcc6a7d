import type { OrderParty, OrderSubmission, PremiumOptions } from '../../src/domain/order.ts'

let counter = 0

/** A fresh client uuid per call, so that no two tests deduplicate into one order. */
export function freshUuid(): string {
  counter += 1
  return `test-${process.pid}-${Date.now().toString(36)}-${counter}`
}

/** The demo business's pickup in downtown Edmonton. */
export const EDMONTON_PICKUP: OrderParty = {
  name: 'Prairie Parcel Co.',
  address: '10220 104 Ave NW, Edmonton, AB',
  unit: '',
  phone: '7805550142',
  email: 'shipping@prairieparcel.test',
  lat: 53.5461,
  lng: -113.4938,
}

/** A drop-off in west Edmonton, with a unit. */
export const EDMONTON_DROPOFF: OrderParty = {
  name: 'Morgan Lee',
  address: '8882 170 St NW, Edmonton, AB',
  unit: '12',
  phone: '7805550199',
  email: 'morgan@example.test',
  lat: 53.5225,
  lng: -113.6242,
}

/** A drop-off in downtown Calgary: Edmonton → Calgary is intercity. */
export const CALGARY_DROPOFF: OrderParty = {
  name: 'Calgary Barclay Office',
  address: '200 Barclay Parade SW, Calgary, AB',
  unit: '',
  phone: '4035550100',
  email: 'calgary@example.test',
  lat: 51.051,
  lng: -114.076,
}

/** Every premium option off. */
export const NO_PREMIUMS: PremiumOptions = {
  specialCare: false,
  loadNeeds: false,
  unloadNeeds: false,
  alcoholDelivery: false,
  requireRefrigeratedVehicle: false,
  notRequireRefrigeratedVehicle: false,
  requireInPersonConfirmation: false,
  ageRestricted: false,
}

/** A valid local delivery from the demo pickup, with a fresh uuid; override what a test is about. */
export function delivery(overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    uuid: freshUuid(),
    timezone: 'America/Edmonton',
    pickup: EDMONTON_PICKUP,
    dropoff: EDMONTON_DROPOFF,
    itemName: `Test parcel ${counter}`,
    description: 'Leave with reception',
    sizeCategoryId: 1,
    weightCategoryId: 1,
    packageCount: 1,
    pickupType: 2,
    pickupEarlyDatetime: '2026-11-23 10:00:00',
    pickupLaterDatetime: '2026-11-23 12:00:00',
    dropoffType: 2,
    dropoffEarlyDatetime: '2026-11-23 12:00:00',
    dropoffLaterDatetime: '2026-11-23 16:00:00',
    doSpecialTime: false,
    isExpress: false,
    isIntercity: false,
    dropoffMethod: 0,
    dropOffAddressType: 1,
    premiumOptions: NO_PREMIUMS,
    isAssignFavouriteDriver: false,
    assignMyFleetDriver: null,
    insuranceValue: 100,
    cardId: null,
    ...overrides,
  }
}
