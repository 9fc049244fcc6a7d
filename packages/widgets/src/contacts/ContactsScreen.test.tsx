import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CONTACTS, PLACES, renderContacts } from '../../test/contactsFixtures.ts'
import { TEST_API_CODE, XSS_NAME } from '../../test/fixtures.ts'
import { ContactsScreen } from './ContactsScreen.tsx'

/** The table row showing `text`. */
function rowOf(text: string) {
  const table = screen.getByRole('table', { name: 'Contacts' })
  const cell = within(table).getAllByText(text)[0] as HTMLElement
  return cell.closest('[role="row"]') as HTMLElement
}

/** Whether a row is the selected one (VirtualTable marks it aria-current). */
const isCurrent = (row: HTMLElement) => row.getAttribute('aria-current') === 'true'

/** The details shown under an expanded row. */
async function expand(user: UserEvent, row: HTMLElement) {
  const expander = within(row).getByRole('button', { name: 'Show details' })
  await user.click(expander)
  const detailsId = expander.getAttribute('aria-controls') ?? ''
  return document.getElementById(detailsId) as HTMLElement
}

describe('ContactsScreen (part 1 §2 Contacts screen)', () => {
  it('lists the contacts with Pickup and Drop Off as YES/NO (part 1 §2, §7 contacts.table)', async () => {
    const { contacts } = await renderContacts(<ContactsScreen />)
    expect(contacts.table).toHaveBeenCalledWith(TEST_API_CODE)
    expect(screen.getByRole('heading', { name: 'Add Contact' })).toBeTruthy()
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(['Details', 'Name', 'Address', 'Pickup', 'Drop Off', 'Actions'])
    const cells = (text: string) =>
      within(rowOf(text))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells('Northside Florist').slice(1)).toEqual([
      'Northside Florist',
      CONTACTS[0]?.address,
      'YES',
      'NO',
      'Remove',
    ])
    expect(cells('Dana Scully').slice(1)).toEqual([
      'Dana Scully',
      '///filled.count.soap',
      'NO',
      'YES',
      'Remove',
    ])
  })

  it("selects a clicked row's contact on the map: name, address with unit, phone, email, latitude, longitude", async () => {
    const { user } = await renderContacts(<ContactsScreen />)
    const map = screen.getByRole('region', { name: 'Map of contacts' })
    expect(within(map).getAllByRole('button', { name: /Northside Florist|Dana Scully|img/ })).toHaveLength(3)
    expect(screen.queryByRole('region', { name: 'Northside Florist' })).toBeNull()
    const row = rowOf('Northside Florist')
    await user.click(row)
    expect(isCurrent(row)).toBe(true)
    const info = screen.getByRole('region', { name: 'Northside Florist' })
    expect([...info.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada, Unit 204',
      'Phone: 780-555-0101',
      'Email: shop@northside.test',
      'Latitude: 53.5461',
      'Longitude: -113.4938',
    ])
    expect(within(map).getByRole('button', { name: 'Northside Florist' }).getAttribute('aria-expanded')).toBe(
      'true',
    )

    await user.click(rowOf('Dana Scully'))
    expect(screen.queryByRole('region', { name: 'Northside Florist' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Dana Scully' })).toBeTruthy()
    expect(isCurrent(rowOf('Dana Scully'))).toBe(true)
    expect(isCurrent(row)).toBe(false)
  })

  it("selects a contact from the keyboard: the name is a button 'Show {name} on map' (ARCHITECTURE §5 keyboard)", async () => {
    const { user } = await renderContacts(<ContactsScreen />)
    const show = within(rowOf('Dana Scully')).getByRole('button', { name: 'Show Dana Scully on map' })
    expect(show.textContent).toBe('Dana Scully')
    show.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('region', { name: 'Dana Scully' })).toBeTruthy()
    expect(isCurrent(rowOf('Dana Scully'))).toBe(true)
    expect(document.activeElement).toBe(show)

    // Back past Dana Scully's expander and Northside Florist's Remove button to its name.
    for (let step = 0; step < 3; step++) await user.tab({ shift: true })
    const other = within(rowOf('Northside Florist')).getByRole('button', {
      name: 'Show Northside Florist on map',
    })
    expect(document.activeElement).toBe(other)
    await user.keyboard(' ')
    expect(screen.getByRole('region', { name: 'Northside Florist' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Dana Scully' })).toBeNull()
  })

  it("labels the map and the table as 'Saved contacts', apart from the 'Add Contact' heading (part 1 §2)", async () => {
    await renderContacts(<ContactsScreen />)
    const saved = screen.getByRole('region', { name: 'Saved contacts' })
    expect(within(saved).getByRole('region', { name: 'Map of contacts' })).toBeTruthy()
    expect(within(saved).getByRole('table', { name: 'Contacts' })).toBeTruthy()
    const adding = screen.getByRole('region', { name: 'Add Contact' })
    expect(within(adding).getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(within(adding).queryByRole('table')).toBeNull()
    expect(adding.contains(saved)).toBe(false)
  })

  it('selects the row of a marker chosen on the map', async () => {
    const { user } = await renderContacts(<ContactsScreen />)
    const map = screen.getByRole('region', { name: 'Map of contacts' })
    await user.click(within(map).getByRole('button', { name: 'Dana Scully' }))
    expect(isCurrent(rowOf('Dana Scully'))).toBe(true)
    expect(isCurrent(rowOf('Northside Florist'))).toBe(false)
  })

  it('expands a row to show unit, email and phone (part 1 §2)', async () => {
    const { user } = await renderContacts(<ContactsScreen />)
    const details = await expand(user, rowOf('Northside Florist'))
    const pairs = [...details.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ])
    expect(pairs).toEqual([
      ['Unit', '204'],
      ['Email', 'shop@northside.test'],
      ['Phone', '780-555-0101'],
    ])
  })

  it('shows a contact named like HTML as text in the table, the expanded row and the info window', async () => {
    const { user } = await renderContacts(<ContactsScreen />)
    const row = rowOf(XSS_NAME)
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe(XSS_NAME)
    const details = await expand(user, row)
    expect(within(details).getByText(XSS_NAME)).toBeTruthy()
    await user.click(row)
    const info = screen.getByRole('region', { name: XSS_NAME })
    expect(within(info).getByRole('heading').textContent).toBe(XSS_NAME)
    expect(within(info).getByText(`${CONTACTS[2]?.address}, Unit ${XSS_NAME}`)).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
  })

  it('removes a contact at once, reloads the list, announces it and focuses the next Remove (part 1 §7)', async () => {
    const { user, contacts } = await renderContacts(<ContactsScreen />)
    await user.click(within(rowOf('Dana Scully')).getByRole('button', { name: 'Remove Dana Scully' }))
    expect(contacts.remove).toHaveBeenCalledWith(TEST_API_CODE, 12)
    await waitFor(() => expect(screen.queryByText('Dana Scully')).toBeNull())
    expect(contacts.table).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status').textContent).toBe('Contact removed')
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Remove ${XSS_NAME}`)
  })

  it('moves focus to the Add button when the last contact is removed', async () => {
    const { user } = await renderContacts(<ContactsScreen />, CONTACTS.slice(0, 1))
    await user.click(screen.getByRole('button', { name: 'Remove Northside Florist' }))
    await waitFor(() => expect(screen.getByText('No contacts yet.')).toBeTruthy())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }))
  })

  it('only logs a failed delete and keeps the contact (part 1 §8)', async () => {
    const { user, contacts, logger } = await renderContacts(<ContactsScreen />)
    contacts.remove.mockRejectedValueOnce(new Error('offline'))
    await user.click(screen.getByRole('button', { name: 'Remove Dana Scully' }))
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith('Removing a contact failed', expect.any(Error)),
    )
    expect(rowOf('Dana Scully')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("announces no 'Contact removed' while the row stays because the reload failed (part 1 §8)", async () => {
    const { user, contacts, logger } = await renderContacts(<ContactsScreen />)
    contacts.table.mockRejectedValueOnce(new Error('offline'))
    const remove = screen.getByRole('button', { name: 'Remove Dana Scully' })
    await user.click(remove)
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith('Loading the contacts failed', expect.any(Error)),
    )
    expect(contacts.remove).toHaveBeenCalledWith(TEST_API_CODE, 12)
    expect(rowOf('Dana Scully')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("closes the modal once saved but announces no 'Contact added' when the reload failed (part 1 §8)", async () => {
    const { user, contacts, logger } = await renderContacts(<ContactsScreen />)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' })
    await user.type(within(dialog).getByLabelText('Name'), 'Corner Bakery')
    await user.type(within(dialog).getByRole('combobox', { name: 'what3words address (optional)' }), 'filled')
    await user.click(await within(dialog).findByRole('option', { name: /filled\.count\.soap/ }))
    await user.type(within(dialog).getByLabelText('Phone'), '7805550142')
    await user.type(within(dialog).getByLabelText('Email'), 'orders@bakery.test')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pickup' }))
    contacts.table.mockRejectedValueOnce(new Error('offline'))
    await user.click(await within(dialog).findByRole('button', { name: 'Add Contact' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(contacts.add).toHaveBeenCalledTimes(1)
    expect(logger.error).toHaveBeenCalledWith('Loading the contacts failed', expect.any(Error))
    expect(screen.queryByText('Corner Bakery')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('only logs a failed list load (part 1 §8)', async () => {
    const { logger } = await renderContacts(<ContactsScreen />, CONTACTS, (fake) =>
      fake.contacts.table.mockRejectedValueOnce(new Error('offline')),
    )
    expect(logger.error).toHaveBeenCalledWith('Loading the contacts failed', expect.any(Error))
    expect(screen.getByText('No contacts yet.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('adds a contact through the modal, sends the NewContact and reloads the list (part 1 §5, §7)', async () => {
    const { user, contacts } = await renderContacts(<ContactsScreen />)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' })
    await user.type(within(dialog).getByLabelText('Name'), ' Corner Bakery ')
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), '10150')
    await user.click(await within(dialog).findByRole('option', { name: /10150 100 St NW/ }))
    await user.type(within(dialog).getByLabelText('Unit'), '3')
    await user.type(within(dialog).getByLabelText('Phone'), '780-555-0142, 7805550143')
    await user.type(within(dialog).getByLabelText('Email'), 'orders@bakery.test')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Drop Off' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Add Contact' }))
    expect(contacts.add).toHaveBeenCalledWith(TEST_API_CODE, {
      name: 'Corner Bakery',
      address: PLACES[0]?.formattedAddress,
      unit: '3',
      w3w: null,
      phone: '780-555-0142, 7805550143',
      email: 'orders@bakery.test',
      isPickup: false,
      isDropoff: true,
      latitude: PLACES[0]?.lat,
      longitude: PLACES[0]?.lng,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(contacts.table).toHaveBeenCalledTimes(2)
    expect(rowOf('Corner Bakery')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Contact added')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' })))
  })

  it('only logs a failed add and keeps the modal open (part 1 §8)', async () => {
    const { user, contacts, logger } = await renderContacts(<ContactsScreen />)
    contacts.add.mockRejectedValueOnce(new Error('offline'))
    await user.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' })
    await user.type(within(dialog).getByLabelText('Name'), 'Corner Bakery')
    await user.type(within(dialog).getByRole('combobox', { name: 'what3words address (optional)' }), 'filled')
    await user.click(await within(dialog).findByRole('option', { name: /filled\.count\.soap/ }))
    await user.type(within(dialog).getByLabelText('Phone'), '7805550142')
    await user.type(within(dialog).getByLabelText('Email'), 'orders@bakery.test')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pickup' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Add Contact' }))
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith('Adding a contact failed', expect.any(Error)),
    )
    expect(screen.getByRole('dialog', { name: 'Add Contact' })).toBeTruthy()
    expect(contacts.table).toHaveBeenCalledTimes(1)
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })
})
