import type { Account, Driver, FleetDriver, SavedCard, WaybillClient } from '@waybill/sdk-core'
import { vi } from 'vitest'
import { fakeClient } from './fakeClient.ts'
import { ACCOUNT, savedCard, XSS_NAME } from './fixtures.ts'

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
  { id: 3, name: XSS_NAME, imageProfile: null, isFavourite: false, company: '' },
]

/** The account's My Fleet drivers. */
export const FLEET: readonly FleetDriver[] = [
  { id: 21, name: 'Casey Fleet' },
  { id: 22, name: 'Devon Fleet' },
]

/** The fleet code drivers enter to join. */
export const FLEET_CODE = 'PRAIRIE-7Q4'

/**
 * The fake client of `fakeClient.ts` for the account and drivers screens: its account, card and fleet calls are
 * `vi.fn`s over in-memory lists, so a reload after a change shows the change.
 */
export function accountClient(account: Account = ACCOUNT) {
  const { client: base, logger } = fakeClient()
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
    ...base,
    account: { ...base.account, companyInfo, updateUser },
    cards: { ...base.cards, list, save, update, remove },
    fleet: fleetApi,
  }
  const favourite = (...ids: number[]) => {
    favourites = new Set([...favourites, ...ids])
  }
  return {
    client,
    logger,
    calls: { companyInfo, updateUser, list, save, update, remove, ...fleetApi },
    favourite,
  }
}
