import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { XSS_NAME } from '../../test/fixtures.ts'
import { renderOrder } from '../../test/orderFixtures.ts'
import { CONTACT_PICKER_LOG, ContactPicker } from './ContactPicker.tsx'

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('ContactPicker (part 1 §2 Location details)', () => {
  it('offers the contacts saved for pickup use in a pickup picker, and for drop-off use in a drop-off one', async () => {
    await renderOrder((draft) => (
      <>
        <ContactPicker id="pickup-contact" side="pickup" draft={draft} />
        <ContactPicker id="dropoff-contact" side="dropoff" draft={draft} />
      </>
    ))
    const [pickup, dropoff] = screen.getAllByRole('combobox', { name: 'Saved contact' })
    if (!pickup || !dropoff) throw new Error('two pickers expected')
    expect(optionNames(pickup)).toEqual(['Choose a saved contact', 'Northside Florist', XSS_NAME])
    expect(optionNames(dropoff)).toEqual(['Choose a saved contact', 'Dana Scully', XSS_NAME])
  })

  it('fills the side from the chosen contact, after telling the block (part 1 §2)', async () => {
    const onPick = vi.fn()
    const { user, draft, contacts } = await renderOrder((draft) => (
      <ContactPicker id="dropoff-contact" side="dropoff" draft={draft} onPick={onPick} />
    ))
    expect(contacts.list).toHaveBeenCalledOnce()
    const picker = screen.getByRole('combobox', { name: 'Saved contact' })
    await user.selectOptions(picker, 'Dana Scully')
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }))
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
      <ContactPicker id="pickup-contact" side="pickup" draft={draft} />
    ))
    const picker = screen.getByRole('combobox', { name: 'Saved contact' })
    const option = within(picker).getByRole('option', { name: XSS_NAME })
    expect(option.textContent).toBe(XSS_NAME)
    await user.selectOptions(picker, option)
    expect(draft.getSnapshot().pickup.name).toBe(XSS_NAME)
    expect(document.querySelector('img')).toBeNull()
  })

  it('only logs a failed load and offers no contact (part 1 §8)', async () => {
    const failure = new Error('offline')
    const { logger } = await renderOrder(
      (draft) => <ContactPicker id="pickup-contact" side="pickup" draft={draft} />,
      (fake) => fake.contacts.list.mockRejectedValueOnce(failure),
    )
    expect(logger.error).toHaveBeenCalledWith(CONTACT_PICKER_LOG, failure)
    expect(optionNames(screen.getByRole('combobox', { name: 'Saved contact' }))).toEqual([
      'Choose a saved contact',
    ])
  })
})
