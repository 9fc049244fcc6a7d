import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CONTACTS } from '../../test/contactsFixtures.ts'
import { XSS_NAME } from '../../test/fixtures.ts'
import { renderOrder } from '../../test/orderFixtures.ts'
import { ContactPicker } from './ContactPicker.tsx'

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('ContactPicker (part 1 §2 Location details)', () => {
  it('offers the contacts saved for pickup use in a pickup picker, and for drop-off use in a drop-off one', async () => {
    await renderOrder((draft) => (
      <>
        <ContactPicker id="pickup-contact" side="pickup" draft={draft} contacts={CONTACTS} />
        <ContactPicker id="dropoff-contact" side="dropoff" draft={draft} contacts={CONTACTS} />
      </>
    ))
    const [pickup, dropoff] = screen.getAllByRole('combobox', { name: 'Saved contact' })
    if (!pickup || !dropoff) throw new Error('two pickers expected')
    expect(optionNames(pickup)).toEqual(['Choose a saved contact', 'Northside Florist', XSS_NAME])
    expect(optionNames(dropoff)).toEqual(['Choose a saved contact', 'Dana Scully', XSS_NAME])
  })

  it('hands the chosen contact to onPick, the block that fills the side (part 1 §2)', async () => {
    const onPick = vi.fn()
    const { user, draft } = await renderOrder((draft) => (
      <ContactPicker id="dropoff-contact" side="dropoff" draft={draft} contacts={CONTACTS} onPick={onPick} />
    ))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved contact' }), 'Dana Scully')
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }))
    expect(draft.getSnapshot().dropoff.contactId).toBeNull()
  })

  it('fills the side from the chosen contact without onPick, and shows it chosen (part 1 §2)', async () => {
    const { user, draft, contacts } = await renderOrder((draft) => (
      <ContactPicker id="dropoff-contact" side="dropoff" draft={draft} contacts={CONTACTS} />
    ))
    expect(contacts.list).not.toHaveBeenCalled()
    const picker = screen.getByRole('combobox', { name: 'Saved contact' })
    await user.selectOptions(picker, 'Dana Scully')
    expect(draft.getSnapshot().dropoff).toMatchObject({
      contactId: 12,
      name: 'Dana Scully',
      address: '///filled.count.soap',
      w3w: 'filled.count.soap',
      lat: 53.5512,
    })
    expect((picker as HTMLSelectElement).value).toBe('12')
  })

  it('shows a contact named like HTML as text, never as markup', async () => {
    const { user, draft } = await renderOrder((draft) => (
      <ContactPicker id="pickup-contact" side="pickup" draft={draft} contacts={CONTACTS} />
    ))
    const picker = screen.getByRole('combobox', { name: 'Saved contact' })
    const option = within(picker).getByRole('option', { name: XSS_NAME })
    expect(option.textContent).toBe(XSS_NAME)
    await user.selectOptions(picker, option)
    expect(draft.getSnapshot().pickup.name).toBe(XSS_NAME)
    expect(document.querySelector('img')).toBeNull()
  })
})
