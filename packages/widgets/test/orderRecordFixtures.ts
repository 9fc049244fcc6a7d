import type { Order } from '@waybill/sdk-core'

/**
 * One complete listed order as sdk-core gives it (part 2 §3.1): #4182 'ORD-4182', submitted (status 1), no
 * driver, from Prairie Parcel Co. downtown Edmonton to Morgan Lee in the west end on 2026-11-23. Fixtures
 * override only what differs.
 */
export function orderRecord(overrides: Partial<Order> = {}): Order {
  return {
    id: 4182,
    uuid: 'b3c1f0de-0000-4000-8000-000000004182',
    name: 'ORD-4182',
    itemName: 'Parcel 7',
    status: 1,
    description: '',
    packageCount: 1,
    dropoffMethod: 1,
    dropOffAddressType: 2,
    pickupType: 2,
    dropoffType: 2,
    pickupEarlyDatetime: '2026-11-23 10:00:00',
    pickupLaterDatetime: '2026-11-23 12:00:00',
    dropoffEarlyDatetime: '2026-11-23 12:30:00',
    dropoffLaterDatetime: '2026-11-23 16:00:00',
    pickupDate: '2026-11-23',
    pickupWindow: '10:00 - 12:00',
    deliverDate: '2026-11-23',
    deliverWindow: '12:30 - 16:00',
    doSpecialTime: false,
    isAssignFavouriteDriver: false,
    assignMyFleetDriver: null,
    isValet: false,
    isAgeRestricted: false,
    isIntercity: false,
    bundleId: null,
    route: [],
    completedAt: null,
    createdAt: '2026-11-23 08:12:00',
    dropoffRequirements: '',
    feeCents: 2_415,
    feeSweetCents: 0,
    cancelFeeCents: 0,
    notes: '',
    photos: [],
    available: true,
    driver: null,
    pickup: {
      name: 'Prairie Parcel Co.',
      address: '10220 104 Ave NW, Edmonton, AB',
      unit: '',
      phone: '7805550142',
      email: 'shipping@prairieparcel.test',
      lat: 53.5461,
      lng: -113.4938,
    },
    dropoff: {
      name: 'Morgan Lee',
      address: '8882 170 St NW, Edmonton, AB',
      unit: '',
      phone: '7805550199',
      email: 'morgan@example.test',
      lat: 53.5225,
      lng: -113.6242,
    },
    ...overrides,
  }
}
