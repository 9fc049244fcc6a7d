import { act } from '@testing-library/react'
import { memoryStorage, type PriceEstimate } from '@waybill/sdk-core'
import {
  createEmptyDraft,
  createOrderList,
  type DeliveryPrice,
  EMPTY_PARTY,
  type OrderList,
  type OrderSummary,
  type OrderSummaryState,
} from '@waybill/sdk-core/order'
import { type DraftParty, type OrderDraft, orderTotal, priceBreakdown } from '@waybill/sdk-core/rules'
import { createElement } from 'react'
import { vi } from 'vitest'
import { OrderSummaryScreen } from '../src/order/summary/OrderSummaryScreen.tsx'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT } from './fixtures.ts'
import { renderSignedIn, settle } from './render.tsx'

/** A located pickup: Acme Bakery, unit 4. */
export const ACME_PICKUP: DraftParty = {
  ...EMPTY_PARTY,
  name: 'Acme Bakery',
  address: '10020 100 St NW, Edmonton',
  unit: '4',
  phone: '7805550100',
  email: 'orders@acme.test',
  lat: 53.54,
  lng: -113.49,
}

/** A located drop-off: Dana Lee. */
export const DANA_DROPOFF: DraftParty = {
  ...EMPTY_PARTY,
  name: 'Dana Lee',
  address: '11011 Jasper Ave, Edmonton',
  phone: '7805550199',
  email: 'dana@example.com',
  lat: 53.541,
  lng: -113.51,
}

/** Another located drop-off: Ravi Shah. */
export const RAVI_DROPOFF: DraftParty = {
  ...EMPTY_PARTY,
  name: 'Ravi Shah',
  address: '8770 170 St NW, Edmonton',
  phone: '7805550123',
  email: 'ravi@example.com',
  lat: 53.522,
  lng: -113.623,
}

let uuidCount = 0
/** Client uuids 'uuid-1', 'uuid-2'… (reset by {@link resetSummaryUuids}). */
export const nextUuid = () => `uuid-${++uuidCount}`

/** Starts {@link nextUuid} again from 'uuid-1'. */
export function resetSummaryUuids() {
  uuidCount = 0
}

/**
 * A complete, valid delivery of the order: Acme Bakery → Dana Lee, one small package, Monday 23 November 2026
 * 09:00–12:00 pickup (valid at `ORDER_NOW`), with `overrides`.
 */
export function summaryDraft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    ...createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: nextUuid }),
    pickup: ACME_PICKUP,
    dropoff: DANA_DROPOFF,
    itemName: 'Sourdough order',
    dropOffAddressType: 1,
    dropoffMethod: 0,
    packages: [{ sizeCategoryId: 1, weightCategoryId: 1, packages: 1 }],
    packageCount: 1,
    description: 'Two loaves',
    pickupOption: 1,
    pickupType: 2,
    pickupDate: '2026-11-23',
    pickupStart: 9 * 60,
    pickupEnd: 12 * 60,
    dropoffType: 2,
    dropoffDate: '2026-11-23',
    dropoffStart: 13 * 60,
    dropoffEnd: 17 * 60,
    ...overrides,
  }
}

/** An order list in memory holding `drafts`, with new uuids from {@link nextUuid}. */
export function orderListOf(drafts: readonly OrderDraft[]): OrderList {
  const list = createOrderList({ defaultInsuranceValue: 100, randomUUID: nextUuid })
  for (const draft of drafts) list.add(draft)
  return list
}

/**
 * An order list restored from storage after a reload that lost `draft`'s photo 'box.jpg' (attached from the
 * device, never uploaded): `droppedPhotos()` names it.
 */
export async function restoredListLosing(draft: OrderDraft): Promise<OrderList> {
  const storage = memoryStorage()
  const before = createOrderList({ defaultInsuranceValue: 100, storage })
  before.add({
    ...draft,
    photos: [{ name: 'box.jpg', type: 'image/jpeg', url: 'blob:https://portal.test/5f1c' }],
  })
  // The list saves after valtio's change notification, a microtask later.
  await Promise.resolve()
  return createOrderList({ defaultInsuranceValue: 100, storage })
}

/** A price estimate of `uuid`: $12.00 delivery, $2.00 service fee, 5 % GST, no premium, with `overrides`. */
export function priceEstimate(uuid: string, overrides: Partial<PriceEstimate> = {}): PriceEstimate {
  const zero = 0
  return {
    uuid,
    deliveryFeeCents: 1200,
    premiumsFeeCents: 0,
    premiumsFeeDetail: {
      ageRestrictedFeeCents: zero,
      inpersonConfirmationFeeCents: zero,
      packageCountFeeCents: zero,
      refrigeratedVehicleFeeCents: zero,
      specialCareFeeCents: zero,
      doSpecialTimeFeeCents: zero,
      insuranceFeeCents: zero,
      dropOffFeeCents: zero,
      pickUpFeeCents: zero,
      multiTripFeeCents: zero,
      loadNeedsFeeCents: zero,
      unloadNeedsFeeCents: zero,
      returningAnItemFeeCents: zero,
      alcoholDeliveryFeeCents: zero,
      favouriteDriverFeeCents: zero,
    },
    serviceAdminFeeCents: 200,
    subTotalCents: 1400,
    gstRate: 5,
    pstRate: 0,
    taxesCents: 70,
    appliedCreditCents: 0,
    feeCents: 1470,
    totalCents: 1470,
    promoAmountCents: 0,
    sweetenAmountCents: 0,
    isSweetenDeal: false,
    customPricing: false,
    distanceMetres: 8300,
    durationSeconds: 1250,
    polyline: '',
    route: [],
    pickup: { lat: ACME_PICKUP.lat, lng: ACME_PICKUP.lng },
    dropoff: { lat: DANA_DROPOFF.lat, lng: DANA_DROPOFF.lng },
    deliverWindow: '13:00 - 17:00',
    ...overrides,
  }
}

/**
 * A delivery priced with `estimate` (its lines with no credit); `charged` false for an edit of a server order,
 * `paid` true when a charge already covers it.
 */
export function readyPrice(estimate: PriceEstimate, charged = true, paid = false): DeliveryPrice {
  return {
    uuid: estimate.uuid,
    state: 'ready',
    estimate,
    breakdown: priceBreakdown(estimate),
    error: null,
    charged,
    paid,
  }
}

/** The summary state of `estimates` all priced: the total with `creditCents` of credit, submittable. */
export function pricedState(
  estimates: readonly PriceEstimate[],
  creditCents = 0,
): Partial<OrderSummaryState> {
  const total = orderTotal(estimates, creditCents)
  return {
    deliveries: estimates.map((estimate, index) => ({
      ...readyPrice(estimate),
      breakdown: total.deliveries[index] ?? null,
    })),
    total,
    payment: { canSubmit: true, noCard: false },
  }
}

/** An order summary at rest: nothing priced, nothing sent, not submittable. */
export const IDLE_SUMMARY: OrderSummaryState = {
  deliveries: [],
  total: null,
  payment: { canSubmit: false, noCard: false },
  status: 'idle',
  statusText: null,
  error: null,
  notice: null,
  progress: { sent: 0, total: 0 },
  unconfirmedCharge: null,
}

/**
 * A fake order summary store: its state is what the test `set`s (inside `act`, listeners told); `submit`,
 * `chargeAgain`, `bookUnpaid`, `reprice` and `dismissError` are spies (the first three resolve true unless told
 * otherwise).
 */
export function fakeSummary(initial: Partial<OrderSummaryState> = {}) {
  let state: OrderSummaryState = { ...IDLE_SUMMARY, ...initial }
  const listeners = new Set<() => void>()
  const summary = {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => state,
    submit: vi.fn(async () => true),
    chargeAgain: vi.fn(async () => true),
    bookUnpaid: vi.fn(async () => true),
    reprice: vi.fn(),
    dismissError: vi.fn(),
  } satisfies OrderSummary
  const set = (patch: Partial<OrderSummaryState>) =>
    act(() => {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    })
  return { summary, set }
}

/**
 * Signs a session in and renders `OrderSummaryScreen` over `orderList` and a {@link fakeSummary} in `state`, its
 * callbacks spies, then lets it settle.
 */
export async function renderSummaryScreen(orderList: OrderList, state: Partial<OrderSummaryState> = {}) {
  const fake = fakeSummary(state)
  const callbacks = {
    onEdit: vi.fn(),
    onAddDelivery: vi.fn(),
    onMakeDelivery: vi.fn(),
    onDone: vi.fn(),
  }
  const { client } = fakeClient({ account: ACCOUNT })
  const view = await renderSignedIn(
    createElement(OrderSummaryScreen, {
      orderList,
      manageCardsHref: '/waybill/account',
      summary: fake.summary,
      ...callbacks,
    }),
    { client },
  )
  await settle()
  return { ...view, ...fake, ...callbacks, orderList }
}
