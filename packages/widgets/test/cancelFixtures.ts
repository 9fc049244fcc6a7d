import type { CancelReasonId, CancelResult, Order } from '@waybill/sdk-core'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'

/** A listed delivery (part 2 §3.1) the row actions act on: #5120 'PO-5120', submitted (status 1). */
export function actionOrder(overrides: Partial<Order> = {}): Order {
  const place = { unit: '', phone: '7805550142', email: 'shipping@example.test' }
  return {
    id: 5120,
    uuid: 'c4d2a1ef-0000-4000-8000-000000005120',
    name: 'PO-5120',
    itemName: 'Parcel 3',
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
      ...place,
      name: 'Prairie Parcel Co.',
      address: '10220 104 Ave NW, Edmonton, AB',
      lat: 53.5461,
      lng: -113.4938,
    },
    dropoff: {
      ...place,
      name: 'Morgan Lee',
      address: '8882 170 St NW, Edmonton, AB',
      lat: 53.5225,
      lng: -113.6242,
    },
    ...overrides,
  }
}

/** The same order processed (status 3): cancelling it costs $7.50 (part 2 §4.2). */
export const PROCESSED_ORDER = actionOrder({ id: 5121, name: 'PO-5121', status: 3, cancelFeeCents: 750 })

/**
 * The fake client of `fakeClient.ts` whose `orders.cancel` the test answers: by default it resolves at once
 * (status 9, the order's fee); `hold()` makes the next call wait for `answer` or `fail`.
 */
export function cancelClient() {
  const fake = fakeClient({ account: ACCOUNT })
  let held: { resolve: (result: CancelResult) => void; reject: (error: unknown) => void } | null = null
  let holdNext = false
  let failNext: unknown = null
  const cancel = vi.fn(
    (_apiCode: string, _id: number, _reasonId: CancelReasonId, _note: string): Promise<CancelResult> => {
      if (failNext) {
        const error = failNext
        failNext = null
        return Promise.reject(error)
      }
      if (holdNext) {
        holdNext = false
        return new Promise((resolve, reject) => {
          held = { resolve, reject }
        })
      }
      return Promise.resolve({ cancelFeeCents: 0, status: 9 })
    },
  )
  const client = { ...fake.client, orders: { ...fake.client.orders, cancel } }
  return {
    ...fake,
    client,
    cancel,
    /** The next cancel waits until `answer` or `fail`. */
    hold: () => {
      holdNext = true
    },
    /** The next cancel fails with `error`. */
    failWith: (error: unknown) => {
      failNext = error
    },
    answer: (result: CancelResult) => held?.resolve(result),
    fail: (error: unknown) => held?.reject(error),
  }
}
