import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PLACES, renderContacts, W3W } from '../../test/contactsFixtures.ts'
import { AddContactModal } from './AddContactModal.tsx'
import { ContactsScreen } from './ContactsScreen.tsx'

const NOT_SERVICED = 'This location is not currently serviced by waybill'

async function renderModal(onAdd = vi.fn(async () => true)) {
  const onClose = vi.fn()
  const view = await renderContacts(<AddContactModal open onClose={onClose} onAdd={onAdd} />)
  const dialog = screen.getByRole('dialog', { name: 'Add Contact' })
  return { ...view, dialog, onAdd, onClose }
}

/** The messages tied to a control through aria-describedby. */
function messagesOf(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('.wb-field__error') ?? [])])
    .map((message) => message.textContent)
}

async function chooseAddress(user: UserEvent, dialog: HTMLElement, typed: string, option: RegExp) {
  await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), typed)
  await user.click(await within(dialog).findByRole('option', { name: option }))
}

/** Fills every field but the address validly. */
async function fillContactDetails(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name'), 'Corner Bakery')
  await user.type(within(dialog).getByLabelText('Phone'), '780-555-0142')
  await user.type(within(dialog).getByLabelText('Email'), 'orders@bakery.test')
  await user.click(within(dialog).getByRole('checkbox', { name: 'Pickup' }))
}

const addButton = (dialog: HTMLElement) => within(dialog).queryByRole('button', { name: 'Add Contact' })
const HINT = 'The Add Contact button appears once the form is complete and valid.'
const READY = 'Ready: press Add Contact to save.'

describe('AddContactModal (part 1 §5 Contact/party form)', () => {
  it('shows the Add Contact button only once the form is valid, and announces it (part 1 §5)', async () => {
    const { user, dialog } = await renderModal()
    const status = within(dialog).getByRole('status')
    expect(status.textContent).toBe(HINT)
    expect(addButton(dialog)).toBeNull()
    await user.type(within(dialog).getByLabelText('Name'), 'Corner Bakery')
    await chooseAddress(user, dialog, '10150', /10150 100 St NW/)
    await user.type(within(dialog).getByLabelText('Phone'), '780-555-0142')
    await user.type(within(dialog).getByLabelText('Email'), 'orders@bakery.test')
    expect(within(dialog).getByText('Select Pickup or Drop-Off')).toBeTruthy()
    expect(addButton(dialog)).toBeNull()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pickup' }))
    expect(within(dialog).queryByText('Select Pickup or Drop-Off')).toBeNull()
    expect(await within(dialog).findByRole('button', { name: 'Add Contact' })).toBeTruthy()
    expect(within(dialog).getByRole('status')).toBe(status)
    expect(status.textContent).toBe(READY)
    await user.clear(within(dialog).getByLabelText('Email'))
    expect(addButton(dialog)).toBeNull()
    expect(status.textContent).toBe(HINT)
  })

  it('shows the form messages word for word once a field is left (part 1 §5)', async () => {
    const { user, dialog } = await renderModal()
    const name = within(dialog).getByLabelText('Name')
    const address = within(dialog).getByRole('combobox', { name: 'Address' })
    const w3w = within(dialog).getByRole('combobox', { name: 'what3words address (optional)' })
    const phone = within(dialog).getByLabelText('Phone')
    const email = within(dialog).getByLabelText('Email')
    expect(messagesOf(name)).toEqual([])
    await user.click(name)
    await user.click(address)
    await user.click(w3w)
    await user.type(phone, '555-12')
    await user.type(email, 'orders@bakery')
    await user.click(name)
    expect(messagesOf(name)).toEqual(['Name is required'])
    expect(messagesOf(address)).toEqual(['Address is required'])
    expect(messagesOf(w3w)).toEqual(['w3w is required'])
    expect(messagesOf(phone)).toEqual(['Phone number(s) must be valid'])
    expect(messagesOf(email)).toEqual(['Enter valid email address(es)'])
    const pickup = within(dialog).getByRole('checkbox', { name: 'Pickup' })
    expect(document.getElementById(pickup.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Select Pickup or Drop-Off',
    )
    expect(within(dialog).getByText('Enter 10-digit numbers; separate several with commas.')).toBeTruthy()
  })

  it("blocks Add with 'This location is not currently serviced by waybill' under an unserviced address (part 1 §5, §8)", async () => {
    const { user, dialog, geo } = await renderModal()
    await fillContactDetails(user, dialog)
    await chooseAddress(user, dialog, 'Yellowknife', /4920 52 St/)
    const address = within(dialog).getByRole('combobox', { name: 'Address' })
    await waitFor(() => expect(messagesOf(address)).toEqual([NOT_SERVICED]))
    expect(geo.zoneAt).toHaveBeenLastCalledWith({ lat: PLACES[1]?.lat, lng: PLACES[1]?.lng })
    expect(addButton(dialog)).toBeNull()

    await user.clear(address)
    await chooseAddress(user, dialog, '10150', /10150 100 St NW/)
    expect(await within(dialog).findByRole('button', { name: 'Add Contact' })).toBeTruthy()
    expect(messagesOf(address)).toEqual([])
  })

  it("says 'Validate the address first' under an address typed but never chosen, once left (part 1 §5 saved contacts)", async () => {
    const { user, dialog } = await renderModal()
    await fillContactDetails(user, dialog)
    const address = within(dialog).getByRole('combobox', { name: 'Address' })
    await user.type(address, '10150')
    expect(messagesOf(address)).toEqual([])
    await user.tab()
    expect(messagesOf(address)).toEqual(['Validate the address first'])
    // Announced: the message sits in the field's polite live list, tied to the input.
    const list = document.getElementById(address.getAttribute('aria-describedby') ?? '')
    expect(list?.getAttribute('aria-live')).toBe('polite')
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(addButton(dialog)).toBeNull()

    await user.clear(address)
    await chooseAddress(user, dialog, '10150', /10150 100 St NW/)
    expect(await within(dialog).findByRole('button', { name: 'Add Contact' })).toBeTruthy()
    expect(messagesOf(address)).toEqual([])
  })

  it("says 'Validate the address first' when the chosen address cannot be looked up (part 1 §5, §8)", async () => {
    const { user, dialog, geo, logger } = await renderModal()
    await fillContactDetails(user, dialog)
    geo.geocodeAddress.mockRejectedValueOnce(new Error('offline'))
    await chooseAddress(user, dialog, '10150', /10150 100 St NW/)
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith('Address details lookup failed', expect.any(Error)),
    )
    await user.tab()
    const address = within(dialog).getByRole('combobox', { name: 'Address' })
    expect(messagesOf(address)).toEqual(['Validate the address first'])
    expect(geo.zoneAt).not.toHaveBeenCalled()
    expect(addButton(dialog)).toBeNull()
  })

  it('blocks Add with the zone message under an unserviced what3words address', async () => {
    const { user, dialog } = await renderModal()
    await fillContactDetails(user, dialog)
    const w3w = within(dialog).getByRole('combobox', { name: 'what3words address (optional)' })
    await user.type(w3w, 'frozen')
    await user.click(await within(dialog).findByRole('option', { name: /frozen\.lake\.dogs/ }))
    await waitFor(() => expect(messagesOf(w3w)).toEqual([NOT_SERVICED]))
    expect(addButton(dialog)).toBeNull()
  })

  it("saves a what3words contact with the coordinates of the triple and the address '///' + triple (part 1 §3)", async () => {
    const { user, dialog, onAdd, onClose, geo } = await renderModal()
    await fillContactDetails(user, dialog)
    await user.type(within(dialog).getByRole('combobox', { name: 'what3words address (optional)' }), 'filled')
    await user.click(await within(dialog).findByRole('option', { name: /filled\.count\.soap/ }))
    await user.click(await within(dialog).findByRole('button', { name: 'Add Contact' }))
    expect(geo.w3wToCoordinates).toHaveBeenCalledWith('filled.count.soap')
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Corner Bakery',
      address: '///filled.count.soap',
      unit: '',
      w3w: 'filled.count.soap',
      phone: '780-555-0142',
      email: 'orders@bakery.test',
      isPickup: true,
      isDropoff: false,
      latitude: W3W['filled.count.soap']?.lat,
      longitude: W3W['filled.count.soap']?.lng,
    })
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('stays open when saving fails, and Cancel closes it', async () => {
    const { user, dialog, onAdd, onClose } = await renderModal(vi.fn(async () => false))
    await fillContactDetails(user, dialog)
    await chooseAddress(user, dialog, '10150', /10150 100 St NW/)
    await user.click(await within(dialog).findByRole('button', { name: 'Add Contact' }))
    expect(onAdd).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(addButton(dialog)?.hasAttribute('disabled')).toBe(false))
    expect(onClose).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('traps focus, closes on Escape and returns focus to the Add button (ARCHITECTURE §5)', async () => {
    const { user } = await renderContacts(<ContactsScreen />)
    const opener = screen.getByRole('button', { name: 'Add' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' })
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')))
    for (let step = 0; step < 14; step++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
    await user.click(opener)
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('')
  })
})
