import {
  type Account,
  createClient,
  createSession,
  type Driver,
  type FleetDriver,
  memoryStorage,
  type SavedCard,
  type Session,
  type SessionStorages,
  type WaybillClient,
} from '@waybill/sdk-core'
import { vi } from 'vitest'

/** A signed-in business account as company info maps it: demo names, $25.00 credit, one saved card. */
export function accountFixture(overrides: Partial<Account> = {}): Account {
  return {
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
    pickupHours: {
      sunday: null,
      monday: { start: '09:00', end: '16:00' },
      tuesday: { start: '09:00', end: '16:00' },
      wednesday: { start: '09:00', end: '16:00' },
      thursday: { start: '09:00', end: '16:00' },
      friday: { start: '09:00', end: '16:00' },
      saturday: null,
    },
    ...overrides,
  }
}

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

/** A driver of the drivers page; the third one's name is markup that must render as text. */
export const DRIVERS: readonly Driver[] = [
  {
    id: 1,
    name: 'Avery Driver',
    imageProfile: 'https://img.example/avery.png',
    isFavourite: false,
    company: 'Waybill',
  },
  { id: 2, name: 'Blake Courier', imageProfile: null, isFavourite: false, company: 'Waybill' },
  { id: 3, name: '<img src=x onerror=alert(1)>', imageProfile: null, isFavourite: false, company: '' },
]

/** The account's My Fleet drivers. */
export const FLEET: readonly FleetDriver[] = [
  { id: 21, name: 'Casey Fleet' },
  { id: 22, name: 'Devon Fleet' },
]

/** The fleet code drivers enter to join. */
export const FLEET_CODE = 'PRAIRIE-7Q4'

/**
 * A client double for the account and drivers screens: a real client (its shape never drifts) whose account,
 * card and fleet calls are `vi.fn`s over in-memory lists, so a reload after a change shows the change.
 */
export function accountClient(account: Account = accountFixture()) {
  const real = createClient({
    baseUrl: 'http://127.0.0.1:1',
    retry: false,
    logger: { warn: vi.fn(), error: vi.fn() },
  })
  let cards: SavedCard[] = [...account.cards]
  let favourites = new Set<number>()
  let fleet: FleetDriver[] = [...FLEET]
  let nextCardId = 100
  const current = () => ({ ...account, cards, hasCardOnAccount: cards.length > 0 })

  const companyInfo = vi.fn(async () => current())
  const updateUser = vi.fn(async () => {})
  const list = vi.fn(async () => [...cards])
  const save = vi.fn(
    async (
      _apiCode: string,
      card: { name: string; number: string; expiryMonth: string; expiryYear: string },
    ) => {
      const saved = savedCard({
        cardId: nextCardId++,
        name: card.name,
        number: `**** ${card.number.slice(-4)}`,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      })
      cards = [...cards, saved]
      return saved
    },
  )
  const update = vi.fn(async (_apiCode: string, cardId: number, fields: { name?: string }) => {
    cards = cards.map((card) => (card.cardId === cardId ? { ...card, ...fields } : card))
    return cards.find((card) => card.cardId === cardId) ?? savedCard()
  })
  const remove = vi.fn(async (_apiCode: string, cardId: number) => {
    cards = cards.filter((card) => card.cardId !== cardId)
  })
  const withFav = (driver: Driver) => ({ ...driver, isFavourite: favourites.has(driver.id) })
  const fleetApi = {
    myFleet: vi.fn(async () => [...fleet]),
    myFleetCode: vi.fn(async () => FLEET_CODE),
    removeFleetDriver: vi.fn(async (_apiCode: string, id: number) => {
      fleet = fleet.filter((driver) => driver.id !== id)
    }),
    favouriteDrivers: vi.fn(async () => DRIVERS.filter((driver) => favourites.has(driver.id)).map(withFav)),
    drivers: vi.fn(async () => DRIVERS.map(withFav)),
    addFavouriteDriver: vi.fn(async (_apiCode: string, id: number) => {
      favourites = new Set([...favourites, id])
    }),
    removeFavouriteDriver: vi.fn(async (_apiCode: string, id: number) => {
      favourites = new Set([...favourites].filter((favourite) => favourite !== id))
    }),
  }

  const client: WaybillClient = {
    ...real,
    auth: { ...real.auth, login: vi.fn(async () => 'a'.repeat(64)) },
    account: { ...real.account, companyInfo, updateUser },
    cards: { ...real.cards, list, save, update, remove },
    fleet: fleetApi,
    catalog: { ...real.catalog, regions: vi.fn(async () => []), sizeCategories: vi.fn(async () => []) },
  }
  const favourite = (...ids: number[]) => {
    favourites = new Set([...favourites, ...ids])
  }
  return {
    client,
    logError: client.logger.error as ReturnType<typeof vi.fn>,
    calls: { companyInfo, updateUser, list, save, update, remove, ...fleetApi },
    favourite,
  }
}

/**
 * A session signed in with {@link accountClient}'s account; `refreshAccount` is spied on (its real work, a
 * company-info re-fetch, still runs).
 */
export async function signedInSession(client: WaybillClient, storage?: SessionStorages): Promise<Session> {
  const session = createSession({
    client,
    storage: storage ?? { persistent: memoryStorage(), tab: memoryStorage() },
  })
  await session.login({ email: 'dana@prairieparcel.test', password: 'right-password' })
  vi.spyOn(session, 'refreshAccount')
  return session
}
