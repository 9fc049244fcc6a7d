import type { Account, DropoffTimeOption, PickupTimeOption, TimeOption } from '@waybill/sdk-core'
import {
  createOrderDraft,
  type OrderDraftStore,
  type TripLookup,
  type TripLookupState,
} from '@waybill/sdk-core/order'
import { type DeliveryKind, toEpoch } from '@waybill/sdk-core/rules'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { accountWith } from './fixtures.ts'
import { ORDER_NOW, orderClient, TRIP_ESTIMATE } from './orderFixtures.ts'
import { renderSignedIn, settle } from './render.tsx'

/** The account of the time tests: Express enabled, Rush up to 20 km, local special times 2 hours on. */
export const TIME_ACCOUNT: Account = accountWith({
  isExpressEnabled: true,
  expressMaxTime: '16:00',
  rushDistance: 20,
  localMinSpecialTime: 2,
  skippedDays: { local: ['25-11'], intercity: [], valet: ['26-11'] },
})

/** Today at {@link ORDER_NOW}, a Monday, and the next days. */
export const TIME_DAYS = { today: '2026-11-23', tomorrow: '2026-11-24' } as const

/** The instant of a wall-clock time in Edmonton ('HH:mm'), today by default. */
export function edmonton(clock: string, date: string = TIME_DAYS.today): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return toEpoch(date, hours * 60 + minutes, 'America/Edmonton')
}

const drop = (
  index: number,
  text: string,
  earlyTime: string | null,
  laterTime: string | null,
  extra: Partial<DropoffTimeOption> = {},
): DropoffTimeOption => ({
  earlyTime,
  laterTime,
  text,
  isSpecialTiming: false,
  isNextDay: false,
  deliverInFutureDays: 0,
  index,
  ...extra,
})

/** The drop-off options of both delivery windows: two standard, a 'by', two special and a next-day one. */
export const DROPOFFS: readonly DropoffTimeOption[] = [
  drop(0, 'Same day 13:00 - 17:00', '13:00', '17:00'),
  drop(1, 'By 20:00', null, '20:00'),
  drop(2, 'By 15:00', null, '15:00'),
  drop(3, 'Deliver before', null, '20:00', { isSpecialTiming: true }),
  drop(4, 'Deliver between', '20:00', '21:00', { isSpecialTiming: true }),
  drop(5, 'Next day 11:00 - 17:00', '11:00', '17:00', { isNextDay: true, deliverInFutureDays: 1 }),
]

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]
const pickup = (fields: Partial<PickupTimeOption>): PickupTimeOption => ({
  earlyTime: '09:00',
  laterTime: '12:00',
  text: 'Morning',
  cutOffTime: '08:30',
  serviceDays: [1, 2, 3, 4, 5, 6],
  deliveryType: 'local',
  type: 1,
  ...fields,
})

/** Like the sandbox's local options: Morning (cut off 08:30), Afternoon (cut off 11:30), Express and Rush. */
export const TIME_OPTIONS: readonly TimeOption[] = [
  { pickup: pickup({}), dropoffs: DROPOFFS },
  {
    pickup: pickup({ earlyTime: '12:00', laterTime: '16:00', text: 'Afternoon', cutOffTime: '11:30' }),
    dropoffs: DROPOFFS,
  },
  {
    pickup: pickup({ earlyTime: '07:00', laterTime: '16:00', text: 'Express', cutOffTime: '15:00', type: 2 }),
    dropoffs: [],
  },
  {
    pickup: pickup({
      earlyTime: '07:00',
      laterTime: '18:00',
      text: 'Rush',
      cutOffTime: null,
      serviceDays: EVERY_DAY,
      type: 3,
    }),
    dropoffs: [],
  },
]

/** A trip lookup double: a store of time options the test sets, nothing asked of a server. */
export function fakeTripLookup(timeOptions: readonly TimeOption[] = TIME_OPTIONS) {
  let state: TripLookupState = { status: 'ready', timeOptions, notification: null, intercityAvailable: true }
  const listeners = new Set<() => void>()
  const lookup: TripLookup & { set(patch: Partial<TripLookupState>): void } = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    refresh: vi.fn(async () => {}),
    dismissNotification: vi.fn(),
    set(patch) {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    },
  }
  return lookup
}

/** A test clock: `now` reads it, `set` moves it to a wall-clock time in Edmonton. */
export function testClock(start = ORDER_NOW) {
  let at = start
  return {
    now: () => at,
    set(clock: string, date?: string) {
      at = edmonton(clock, date)
    },
  }
}

/** A draft of `kind` at the clock's `now`, with the fake trip estimate (21 minutes, 8.3 km). */
export function timeDraft(now: () => number, kind: DeliveryKind = 'single'): OrderDraftStore {
  const draft = createOrderDraft({ kind, defaultInsuranceValue: 100, now })
  draft.setTripEstimate(TRIP_ESTIMATE)
  return draft
}

/**
 * Signs in against the order fake with `account` as company info and renders `ui` (inside `<StrictMode>` when
 * `strict`), the account loaded.
 */
export async function renderTimes(ui: ReactNode, account: Account = TIME_ACCOUNT, strict = false) {
  const fake = orderClient()
  const companyInfo = vi.fn(async () => account)
  const client = { ...fake.client, account: { ...fake.client.account, companyInfo } }
  const view = await renderSignedIn(ui, { client, strict })
  await settle()
  return { ...view, ...fake, client }
}
