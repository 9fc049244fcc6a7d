import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  type Account,
  createDeliveryType,
  createSession,
  memoryStorage,
  type VersionInfo,
  type WaybillClient,
} from '@waybill/sdk-core'
import { createElement, type ReactNode, StrictMode } from 'react'
import { vi } from 'vitest'
import { WaybillProvider } from '../src/provider/WaybillProvider.tsx'
import { fakeClient } from './fakeClient.ts'

/** A business account as company info maps it: valet off unless overridden. */
export function accountFixture(overrides: Partial<Account> = {}): Account {
  const day = { start: '09:00', end: '16:00' }
  return {
    email: 'dana@northside.test',
    mobile: '7805550100',
    firstName: 'Dana',
    lastName: 'Scully',
    businessName: 'Northside Florist',
    billingAddress: null,
    credit: 0,
    cards: [],
    hasCardOnAccount: false,
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
    regionTimes: { start: '07:00', end: '19:00' },
    rushDistance: 0,
    localMinSpecialTime: 0,
    intercityMinSpecialTime: 0,
    defaultInsuranceValue: 0,
    skippedDays: { local: [], intercity: [], valet: [] },
    pickupAddress: { street: '', appt: '', city: 'Edmonton', province: 'AB', postalCode: '' },
    pickupHours: {
      sunday: day,
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
    },
    ...overrides,
  }
}

/**
 * The fake client of `fakeClient.ts` whose company info answers `account` and whose version check answers
 * 'not outdated' unless a test says otherwise.
 */
export function chromeClient(account: Account = accountFixture()) {
  const { client: base } = fakeClient()
  const check = vi.fn(async (): Promise<VersionInfo> => ({ version: '0.1.185', isOutdated: false }))
  const client: WaybillClient = {
    ...base,
    account: { ...base.account, companyInfo: vi.fn(async () => account) },
    version: { check },
  }
  return {
    client,
    check,
    logger: client.logger as { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> },
  }
}

/** Options of {@link renderSignedIn}. */
export interface RenderSignedInOptions {
  /** The signed-in account; {@link accountFixture} by default. */
  account?: Account
  /** Render inside `<StrictMode>`, as the portal does. */
  strict?: boolean
}

/**
 * Logs a session in against {@link chromeClient} (company info loaded), then renders `ui` inside a
 * `WaybillProvider`. Returns the client, the session, a user-event instance and a delivery-type store.
 */
export async function renderSignedIn(ui: ReactNode, options: RenderSignedInOptions = {}) {
  const { client, check, logger } = chromeClient(options.account)
  const session = createSession({ client, storage: { persistent: memoryStorage(), tab: memoryStorage() } })
  await act(async () => {
    await session.login({ email: 'dana@northside.test', password: 'right-password' })
  })
  const user = userEvent.setup({ delay: null })
  const tree = createElement(WaybillProvider, { client, session }, ui)
  const view = render(options.strict ? createElement(StrictMode, null, tree) : tree)
  return { ...view, client, check, logger, session, user }
}

/** A delivery-type store kept in memory, with its actions spied on. */
export function spiedDeliveryType() {
  const store = createDeliveryType({ storage: memoryStorage() })
  return { ...store, choose: vi.fn(store.choose), reset: vi.fn(store.reset) }
}
