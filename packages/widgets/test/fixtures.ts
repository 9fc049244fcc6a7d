import { type Account, memoryStorage, type PickupHours, type SavedCard } from '@waybill/sdk-core'
import { createDeliveryType } from '@waybill/sdk-core/order'
import { vi } from 'vitest'

/** The api code the fake login answers (`fakeClient.ts`); a secret the widgets must never show. */
export const TEST_API_CODE = 'a'.repeat(64)

/** The password the fake login accepts by default. */
export const TEST_PASSWORD = 'right-password'

/** A name that would run script if it were ever parsed as HTML: every widget must show it as text. */
export const XSS_NAME = '<img src=x onerror=alert(1)>'

/** A saved card as the server lists it: masked number, brand. */
export function savedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    cardId: 7,
    name: 'Dana Demo',
    number: '**** 4242',
    expiryMonth: '08',
    expiryYear: '29',
    brand: 'Visa',
    ...overrides,
  }
}

/** Pickup hours of 09:00-16:00 every day, with `overrides` for single days (`null`: no pickups). */
export function pickupHoursWith(overrides: Partial<PickupHours> = {}): PickupHours {
  const day = { start: '09:00', end: '16:00' }
  return {
    sunday: day,
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    ...overrides,
  }
}

/**
 * The signed-in business account as company info maps it: Dana Demo of Prairie Parcel Co., $25.00 credit, one
 * saved card, pickups 09:00-16:00 every day, every optional feature (valet, My Fleet, …) off.
 */
export const ACCOUNT: Account = {
  email: 'dana@prairieparcel.test',
  mobile: '7805551234',
  firstName: 'Dana',
  lastName: 'Demo',
  businessName: 'Prairie Parcel Co.',
  billingAddress: null,
  credit: 2500,
  cards: [savedCard()],
  hasCardOnAccount: true,
  isFavouriteAgentEnable: false,
  isPickupAvailability: false,
  isOnHoldEnabled: false,
  isMyFleetEnabled: false,
  isValetEnabled: false,
  isExpressEnabled: false,
  isEFTPayment: false,
  isUserCredit: false,
  isSundayDeliveryEnabled: false,
  expressMaxTime: '16:00',
  availableTimes: [],
  mapLatLng: { lat: 53.541427, lng: -113.500434 },
  regionTimes: { start: '07:00', end: '21:00' },
  rushDistance: 20,
  localMinSpecialTime: 2,
  intercityMinSpecialTime: 4,
  defaultInsuranceValue: 100,
  skippedDays: { local: [], intercity: [], valet: [] },
  pickupAddress: {
    street: '10220 104 Ave NW',
    appt: '',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 0H6',
  },
  pickupHours: pickupHoursWith(),
}

/** {@link ACCOUNT} with some fields changed. */
export function accountWith(overrides: Partial<Account>): Account {
  return { ...ACCOUNT, ...overrides }
}

/** A delivery-type store kept in memory, with its actions spied on. */
export function spiedDeliveryType() {
  const store = createDeliveryType({ storage: memoryStorage() })
  return { ...store, choose: vi.fn(store.choose), reset: vi.fn(store.reset) }
}
