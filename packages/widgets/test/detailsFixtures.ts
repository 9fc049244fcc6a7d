import { fireEvent, screen, within } from '@testing-library/react'
import type { Account, FleetDriver } from '@waybill/sdk-core'
import {
  createOrderDraft,
  createOrderList,
  type OrderDraftStore,
  type SaveDestination,
  type TripLookup,
  type TripLookupState,
} from '@waybill/sdk-core/order'
import type { DeliveryKind } from '@waybill/sdk-core/rules'
import { createElement, type ReactNode } from 'react'
import { vi } from 'vitest'
import { SANDBOX_SIZES } from '../../sdk-core/test/sizeFixtures.ts'
import { DeliveryDetailsForm } from '../src/order/details/DeliveryDetailsForm.tsx'
import { CONTACTS } from './contactsFixtures.ts'
import { ACCOUNT } from './fixtures.ts'
import { ORDER_NOW, orderClient } from './orderFixtures.ts'
import { renderSignedIn, settle } from './render.tsx'

/** The six size categories as the sandbox lists them: two per tier, each with two weight ranges in kg. */
export const SIZES = SANDBOX_SIZES

/** The account's My Fleet drivers. */
export const FLEET: readonly FleetDriver[] = [
  { id: 31, name: 'Riley Fleet' },
  { id: 32, name: 'Sam Fleet' },
]

/** Tuesday 2026-11-24, the day after {@link ORDER_NOW}: every window on it is in the future. */
export const TOMORROW = '2026-11-24'

/**
 * The order-form fake of `orderFixtures.ts` with company info answering `account`, the six size categories and
 * the My Fleet list.
 */
export function detailsClient(
  account: Account = ACCOUNT,
  companyInfo: (apiCode: string) => Promise<Account> = vi.fn(async () => account),
) {
  const fake = orderClient()
  const myFleet = vi.fn(async (_apiCode: string) => [...FLEET])
  const client = {
    ...fake.client,
    account: { ...fake.client.account, companyInfo },
    catalog: { ...fake.client.catalog, sizeCategories: vi.fn(async () => [...SIZES]) },
    fleet: { ...fake.client.fleet, myFleet },
  }
  return { ...fake, client, myFleet }
}

/**
 * A draft at {@link ORDER_NOW} with both sides picked from the saved contacts, located, and tomorrow's windows
 * chosen (pickup 09:00–12:00, drop-off 13:00–17:00): what the form itself asks is still empty.
 */
export function locatedDraft(kind: DeliveryKind = 'single'): OrderDraftStore {
  const draft = createOrderDraft({
    kind,
    defaultInsuranceValue: ACCOUNT.defaultInsuranceValue,
    sizeCategories: SIZES,
    now: () => ORDER_NOW,
  })
  const [pickup, dropoff] = CONTACTS
  if (!pickup || !dropoff) throw new Error('two saved contacts expected')
  draft.pickContact('pickup', pickup)
  draft.pickContact('dropoff', dropoff)
  draft.setTripEstimate({ durationSeconds: 1250, distanceMetres: 8300 })
  draft.setPickupDate(TOMORROW)
  draft.choosePickupOption(1)
  draft.setPickupWindow(9 * 60, 12 * 60)
  draft.setDropoffDate(TOMORROW)
  draft.setDropoffType(2)
  draft.setDropoffWindow(13 * 60, 17 * 60)
  return draft
}

const IDLE_TRIP: TripLookupState = {
  status: 'idle',
  timeOptions: [],
  notification: null,
  intercityAvailable: true,
}

/** A trip lookup that never asks anything: the tests set the draft's intercity answer and estimate themselves. */
export function idleTripLookup(): TripLookup {
  return {
    subscribe: () => () => {},
    getSnapshot: () => IDLE_TRIP,
    refresh: vi.fn(async () => {}),
    dismissNotification: vi.fn(),
  }
}

/** Options of {@link renderDetails}. */
export interface RenderDetailsOptions {
  /** The account company info answers; {@link ACCOUNT} by default. */
  account?: Account
  /** The draft; {@link locatedDraft} by default. */
  draft?: OrderDraftStore
  /** Render inside `<StrictMode>`, as the portal does. */
  strict?: boolean
  /** Company info's answers, in place of `account` (e.g. a failure, then one that waits). */
  companyInfo?: (apiCode: string) => Promise<Account>
}

/**
 * Signs a session in against {@link detailsClient}, renders what `ui` gives for the draft, an empty order list
 * and spied `onSaved` / `onBack`, and lets the account, size list and fleet load.
 */
export async function renderDetails(
  ui: (props: {
    draft: OrderDraftStore
    orderList: ReturnType<typeof createOrderList>
    onSaved: (destination: SaveDestination) => void
    onBack: () => void
  }) => ReactNode,
  { account, draft = locatedDraft(), strict = false, companyInfo }: RenderDetailsOptions = {},
) {
  const fake = detailsClient(account, companyInfo)
  const orderList = createOrderList({ defaultInsuranceValue: ACCOUNT.defaultInsuranceValue })
  const onSaved = vi.fn<(destination: SaveDestination) => void>()
  const onBack = vi.fn<() => void>()
  const view = await renderSignedIn(ui({ draft, orderList, onSaved, onBack }), {
    client: fake.client,
    strict,
  })
  await settle()
  return { ...view, ...fake, draft, orderList, onSaved, onBack }
}

/** Options of {@link renderDetailsForm}. */
export interface RenderDetailsFormOptions extends RenderDetailsOptions {
  /** The form's photo section; none by default. */
  photoSection?: ReactNode
  /** The form's clock; {@link ORDER_NOW} by default. */
  now?: () => number
}

/** {@link renderDetails} of the single delivery form, its time section a placeholder. */
export function renderDetailsForm(options: RenderDetailsFormOptions = {}) {
  return renderDetails(
    ({ draft, orderList, onSaved, onBack }) =>
      createElement(DeliveryDetailsForm, {
        draft,
        tripLookup: idleTripLookup(),
        timeSection: createElement('p', null, 'Time section'),
        photoSection: options.photoSection,
        orderList,
        onSaved,
        onBack,
        now: options.now ?? (() => ORDER_NOW),
      }),
    options,
  )
}

/** Fills what the single form itself asks of a {@link locatedDraft}: a reference name, a size and a location type. */
export async function fillDetailsForm() {
  fireEvent.change(screen.getByLabelText('Reference Name'), { target: { value: 'Order 1042' } })
  fireEvent.click(screen.getByRole('button', { name: 'Small 0–10 lb' }))
  fireEvent.click(screen.getByRole('radio', { name: 'Home' }))
  await settle()
}

/** The heading of the failing sections list (part 1 §5; part 2 §5.1). */
export const FAILED_HEADING = 'Please check the following sections and try again:'

/** The failing sections list: a region named by its heading. */
export const failedList = () => screen.getByRole('region', { name: FAILED_HEADING })

/** The text of each item of the failing sections list. */
export const failedItems = () =>
  within(failedList())
    .queryAllByRole('listitem')
    .map((item) => item.textContent)
