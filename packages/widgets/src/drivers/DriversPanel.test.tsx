import { screen, within } from '@testing-library/react'
import { ApiError } from '@waybill/sdk-core'
import { describe, expect, it } from 'vitest'
import { accountClient, FLEET_CODE } from '../../test/accountFixtures.ts'
import { accountWith, TEST_API_CODE, XSS_NAME } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { DriversPanel } from './DriversPanel.tsx'
import { MyFleet } from './MyFleet.tsx'

async function renderDrivers({ fleet = false, favourites = [] as number[] } = {}) {
  const fake = accountClient(accountWith({ isMyFleetEnabled: fleet }))
  fake.favourite(...favourites)
  const view = await renderSignedIn(<DriversPanel />, { client: fake.client })
  await settle()
  return { ...fake, ...view }
}

const section = (name: string) => screen.getByRole('region', { name })
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.wb-driver__name')?.textContent)

describe('DriversPanel (part 2 §2.7 Drivers page)', () => {
  it('has no My Fleet tab when My Fleet is not enabled (part 2 §2.7, §6 isMyFleetEnabled)', async () => {
    const { calls } = await renderDrivers()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Favourite Drivers'])
    expect(screen.getByRole('tab', { name: 'Favourite Drivers' }).getAttribute('aria-selected')).toBe('true')
    expect(calls.myFleet).not.toHaveBeenCalled()
    expect(calls.myFleetCode).not.toHaveBeenCalled()
  })

  it('toggles to My Fleet when enabled: the fleet code and the drivers (part 2 §2.7, §3.6)', async () => {
    const { user } = await renderDrivers({ fleet: true })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Favourite Drivers', 'My Fleet'])
    await user.click(screen.getByRole('tab', { name: 'My Fleet' }))
    await settle()
    expect(screen.getByRole('tab', { name: 'My Fleet' }).getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', { name: 'My Fleet' })
    expect(within(panel).getByText(FLEET_CODE)).toBeTruthy()
    expect(names(panel)).toEqual(['Casey Fleet', 'Devon Fleet'])
  })

  it('moves between tabs with the arrow keys', async () => {
    const { user } = await renderDrivers({ fleet: true })
    screen.getByRole('tab', { name: 'Favourite Drivers' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'My Fleet' }))
    expect(screen.getByRole('tab', { name: 'My Fleet' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Favourite Drivers' }).getAttribute('aria-selected')).toBe('true')
  })

  it('points every tab at a panel in the page; only the active one is shown (part 2 §2.7 toggle)', async () => {
    const { user, calls } = await renderDrivers({ fleet: true })
    const panelsMatchTabs = () => {
      for (const tab of screen.getAllByRole('tab')) {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
        expect(panel?.getAttribute('role')).toBe('tabpanel')
        expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id)
        expect(panel?.hidden).toBe(tab.getAttribute('aria-selected') !== 'true')
      }
    }
    panelsMatchTabs()
    expect(calls.myFleet).not.toHaveBeenCalled()
    await user.click(screen.getByRole('tab', { name: 'My Fleet' }))
    await settle()
    panelsMatchTabs()
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Favourite Drivers' })).toBeNull()
  })

  it('removes a driver from My Fleet once confirmed, and reloads the fleet (part 2 §7 Fleet and drivers; issue 21)', async () => {
    const { user, calls } = await renderDrivers({ fleet: true })
    await user.click(screen.getByRole('tab', { name: 'My Fleet' }))
    await settle()
    await user.click(screen.getByRole('button', { name: 'Remove driver Casey Fleet' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove driver from My Fleet' })
    expect(dialog.textContent).toContain('Remove Casey Fleet from My Fleet?')
    expect(calls.removeFleetDriver).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await settle()
    expect(calls.removeFleetDriver).toHaveBeenCalledWith(TEST_API_CODE, 21)
    expect(calls.myFleet).toHaveBeenCalledTimes(2)
    expect(names(screen.getByRole('tabpanel'))).toEqual(['Devon Fleet'])
  })
})

describe('FavouriteDrivers (part 2 §2.7, §3.6)', () => {
  it('favourites a driver from the driver list; both lists reload (part 2 §7 add-favourite-driver)', async () => {
    const { user, calls } = await renderDrivers()
    expect(screen.getByText('You have no favourite drivers yet.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add Blake Courier' }))
    await settle()
    expect(calls.addFavouriteDriver).toHaveBeenCalledWith(TEST_API_CODE, 2)
    expect(calls.favouriteDrivers).toHaveBeenCalledTimes(2)
    expect(names(section('Favourite Drivers'))).toEqual(['Blake Courier'])
    // Now a favourite: marked in the driver list, with no Add button.
    expect(screen.queryByRole('button', { name: 'Add Blake Courier' })).toBeNull()
    const row = within(section('Add favourite driver')).getAllByRole('listitem')[1] as HTMLElement
    expect(row.textContent).toContain('Favourite')
  })

  it('keeps keyboard focus in the section when the pressed Add button goes (ARCHITECTURE §5 keyboard)', async () => {
    const { user } = await renderDrivers()
    screen.getByRole('button', { name: 'Add Blake Courier' }).focus()
    await user.keyboard('{Enter}')
    await settle()
    expect(screen.queryByRole('button', { name: 'Add Blake Courier' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add favourite driver' }))
  })

  it('asks before removing a favourite: Cancel (focused) keeps it, Escape too (issue 21)', async () => {
    const { user, calls } = await renderDrivers({ favourites: [1, 2] })
    await user.click(screen.getByRole('button', { name: 'Remove Avery Driver' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove favourite driver' })
    expect(dialog.textContent).toContain('Remove Avery Driver from your favourite drivers?')
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    await settle()
    expect(document.activeElement).toBe(cancel)
    await user.click(cancel)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Remove Avery Driver' }))
    await settle()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await settle()
    expect(calls.removeFavouriteDriver).not.toHaveBeenCalled()
    expect(names(section('Favourite Drivers'))).toEqual(['Avery Driver', 'Blake Courier'])
  })

  it('removes a favourite once confirmed (part 2 §7 remove-favourite-driver; issue 21)', async () => {
    const { user, calls } = await renderDrivers({ favourites: [1, 2] })
    expect(names(section('Favourite Drivers'))).toEqual(['Avery Driver', 'Blake Courier'])
    await user.click(screen.getByRole('button', { name: 'Remove Avery Driver' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove favourite driver' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await settle()
    expect(calls.removeFavouriteDriver).toHaveBeenCalledWith(TEST_API_CODE, 1)
    expect(names(section('Favourite Drivers'))).toEqual(['Blake Courier'])
    expect(screen.getByRole('button', { name: 'Add Avery Driver' })).toBeTruthy()
  })

  it('renders a driver name made of markup as text, and photos as decorative images', async () => {
    await renderDrivers()
    expect(screen.getByText(XSS_NAME, { selector: '.wb-driver__name' })).toBeTruthy()
    const images = document.querySelectorAll('img')
    expect([...images].map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['https://img.example/avery.png', ''],
    ])
  })

  it('only logs failed driver calls (part 2 §8)', async () => {
    const { user, calls, logger } = await renderDrivers()
    calls.addFavouriteDriver.mockRejectedValueOnce(
      new ApiError('fleet.addFavouriteDriver', 500, 'Server Error'),
    )
    await user.click(screen.getByRole('button', { name: 'Add Avery Driver' }))
    await settle()
    expect(logger.error).toHaveBeenCalledWith('Error adding favourite driver', expect.any(ApiError))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(names(section('Favourite Drivers'))).toEqual([])
  })
})

describe('MyFleet (part 2 §2.7, §3.6)', () => {
  it('renders nothing and calls nothing for an account without My Fleet (part 2 §6 isMyFleetEnabled)', async () => {
    const fake = accountClient(accountWith({ isMyFleetEnabled: false }))
    const { container } = await renderSignedIn(<MyFleet />, { client: fake.client })
    await settle()
    expect(container.innerHTML).toBe('')
    expect(fake.calls.myFleet).not.toHaveBeenCalled()
    expect(fake.calls.myFleetCode).not.toHaveBeenCalled()
  })

  it('loads the code and the drivers for an account with My Fleet (part 2 §3.6)', async () => {
    const fake = accountClient(accountWith({ isMyFleetEnabled: true }))
    await renderSignedIn(<MyFleet />, { client: fake.client })
    await settle()
    expect(fake.calls.myFleet).toHaveBeenCalledWith(TEST_API_CODE)
    expect(fake.calls.myFleetCode).toHaveBeenCalledWith(TEST_API_CODE)
    expect(screen.getByRole('heading', { name: 'My Fleet' })).toBeTruthy()
    expect(screen.getByText(FLEET_CODE)).toBeTruthy()
  })
})
