import { vi } from 'vitest'
import type { OrdersApi } from '../src/api/orders.ts'
import type { Account } from '../src/domain/account.ts'
import type { OrderParty, OrderSubmission } from '../src/domain/order.ts'
import type { Order } from '../src/domain/orderRecord.ts'
import type { PriceEstimate } from '../src/domain/price.ts'
import { createOrderList, type OrderList } from '../src/draft/orderList.ts'
import type { OrderDraft } from '../src/draft/types.ts'
import { ApiError } from '../src/http/errors.ts'
import type { StorageLike } from '../src/session/storage.ts'
import { createOrderSummary } from '../src/summary/orderSummary.ts'
import { ACME_PICKUP, COMPLETE_DRAFT, DANA_DROPOFF, NOW } from './draftFixtures.ts'

/** A valid single delivery at `NOW` (Mon 2026-11-23 09:00 Edmonton): pickup 11:00–12:00, drop-off 13:00–15:00. */
export function validDraft(uuid: string, overrides: Partial<OrderDraft> = {}): OrderDraft {
  return { ...COMPLETE_DRAFT, uuid, itemName: `Parcel ${uuid}`, pickupOption: 1, ...overrides }
}

const NO_PREMIUM_FEES = {
  ageRestrictedFeeCents: 0,
  inpersonConfirmationFeeCents: 0,
  packageCountFeeCents: 0,
  refrigeratedVehicleFeeCents: 0,
  specialCareFeeCents: 0,
  doSpecialTimeFeeCents: 0,
  insuranceFeeCents: 0,
  dropOffFeeCents: 0,
  pickUpFeeCents: 0,
  multiTripFeeCents: 0,
  loadNeedsFeeCents: 0,
  unloadNeedsFeeCents: 0,
  returningAnItemFeeCents: 0,
  alcoholDeliveryFeeCents: 0,
  favouriteDriverFeeCents: 0,
}

/** A consistent estimate: `deliveryFeeCents` delivery fee, no premiums or admin fee, 5 % GST (fee = 1.05 ×). */
export function estimate(uuid: string, deliveryFeeCents: number): PriceEstimate {
  const taxesCents = Math.round(deliveryFeeCents * 0.05)
  return {
    uuid,
    deliveryFeeCents,
    premiumsFeeCents: 0,
    premiumsFeeDetail: NO_PREMIUM_FEES,
    serviceAdminFeeCents: 0,
    subTotalCents: deliveryFeeCents,
    gstRate: 5,
    pstRate: 0,
    taxesCents,
    appliedCreditCents: 0,
    feeCents: deliveryFeeCents + taxesCents,
    totalCents: deliveryFeeCents + taxesCents,
    promoAmountCents: 0,
    sweetenAmountCents: 0,
    isSweetenDeal: false,
    customPricing: false,
    distanceMetres: 5400,
    durationSeconds: 900,
    polyline: '',
    route: [],
    pickup: { lat: ACME_PICKUP.lat, lng: ACME_PICKUP.lng },
    dropoff: { lat: DANA_DROPOFF.lat, lng: DANA_DROPOFF.lng },
    deliverWindow: '13:00 - 15:00',
  }
}

/** A signed-in account with a saved card, no credit, EFT or on-hold. */
export const SUMMARY_ACCOUNT: Account = {
  email: 'dana@prairieparcel.test',
  mobile: '7805551234',
  firstName: 'Dana',
  lastName: 'Demo',
  businessName: 'Prairie Parcel Co.',
  billingAddress: null,
  credit: 0,
  cards: [
    { cardId: 7, name: 'Dana Demo', number: '**** 4242', expiryMonth: '12', expiryYear: '29', brand: null },
  ],
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
  pickupHours: {
    sunday: null,
    monday: null,
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
  },
}

/**
 * A fake `orders` group: prices each delivery at `feeOf(uuid)` (1000 cents by default), charges whatever is asked,
 * and books everything, each call recorded. Tests replace single methods with `mockImplementationOnce`.
 */
export function fakeOrders(feeOf: (uuid: string) => number = () => 1000) {
  const booked = (submission: OrderSubmission) => ({ uuid: submission.uuid, status: 1 }) as unknown as Order
  const orders = {
    paymentSummary: vi.fn(async (_code: string, order: OrderSubmission) =>
      estimate(order.uuid, feeOf(order.uuid)),
    ),
    prepay: vi.fn(async (_code: string, amountCents: number) => ({
      amountCents,
      cardId: 7,
      transactionId: 'ch_00000001',
    })),
    create: vi.fn(async (_code: string, order: OrderSubmission) => booked(order)),
    createOnHold: vi.fn(async (_code: string, list: readonly OrderSubmission[]) => ({
      failedUuids: [] as string[],
      realUuids: list.map((order) => order.uuid),
      duplicatedUuids: [] as string[],
    })),
    updateOnHold: vi.fn(
      async (_code: string, order: OrderSubmission, _pickup: OrderParty, _dropoff: OrderParty) =>
        booked(order),
    ),
    cancel: vi.fn(),
    cancelOld: vi.fn(),
  } satisfies Record<keyof OrdersApi, unknown>
  return orders
}

/** A failure with the server's own text. */
export const serverError = (call: string, text: string) => new ApiError(call, 422, text)

/** valtio tells subscribers after the current microtasks; fake answers settle meanwhile. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Options of {@link summarySetup}. */
export interface SummarySetup {
  /** The deliveries of the order list; 'a' and 'b' (1000 cents each before tax) by default. */
  drafts?: OrderDraft[]
  /** Flags over {@link SUMMARY_ACCOUNT}. */
  account?: Partial<Account>
  /** Where the prepayment ledger is kept; in memory per summary when absent. */
  storage?: StorageLike
}

/** An order list holding `drafts`. */
export function orderListOf(drafts: readonly OrderDraft[]): OrderList {
  const orderList = createOrderList({ defaultInsuranceValue: 100 })
  for (const draft of drafts) orderList.add(draft)
  return orderList
}

/**
 * An order summary over {@link fakeOrders}, subscribed and settled. `open(list?)` makes another summary over the
 * same client, account and storage (a remount, a reload, or another tab with its own list); `setAccount` changes
 * what the account getter answers (a refreshed company info).
 */
export async function summarySetup({
  drafts = [validDraft('a'), validDraft('b')],
  account = {},
  storage,
}: SummarySetup = {}) {
  const orders = fakeOrders()
  const logger = { warn: vi.fn(), error: vi.fn() }
  const sleep = vi.fn(async (_ms: number) => {})
  let current: Account = { ...SUMMARY_ACCOUNT, ...account }
  const orderList = orderListOf(drafts)
  const open = (list: OrderList = orderList) => {
    const summary = createOrderSummary({
      client: {
        orders: orders as unknown as OrdersApi,
        config: { baseUrl: 'http://127.0.0.1', brand: 'waybill', product: 'delivery' },
        logger,
      },
      orderList: list,
      apiCode: () => 'code-1',
      account: () => current,
      now: () => NOW,
      storage,
      sleep,
      logger,
    })
    summary.subscribe(() => {})
    return summary
  }
  const summary = open()
  await settle()
  const uuids = (list: OrderList = orderList) => list.getSnapshot().drafts.map((draft) => draft.uuid)
  const setAccount = (patch: Partial<Account>) => {
    current = { ...current, ...patch }
  }
  return { orders, orderList, summary, logger, sleep, open, uuids, setAccount }
}

/** The prepayment ledger as stored ('waybill:prepayments'), or null. */
export function storedLedger(storage: StorageLike): {
  records: { uuids: string[]; amountCents: number; state: string; transactionId: string | null }[]
  booked: string[]
} | null {
  const raw = storage.getItem('waybill:prepayments')
  return raw === null ? null : JSON.parse(raw).data
}
