import { fireEvent, screen } from '@testing-library/react'
import { messages as texts } from '@waybill/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import { renderContacts } from '../../test/contactsFixtures.ts'
import { PartyFields, type PartyFieldsProps } from './PartyFields.tsx'

const VALUES = { name: 'Corner Bakery', address: '', w3w: '', unit: '4', phone: '780', email: '' }

async function renderFields(overrides: Partial<PartyFieldsProps> = {}) {
  const props: PartyFieldsProps = {
    idOf: (field) => `party-${field}`,
    values: VALUES,
    messages: {},
    onType: vi.fn(),
    onLeave: vi.fn(),
    onChoosePlace: vi.fn(),
    onChooseW3w: vi.fn(),
    ...overrides,
  }
  await renderContacts(<PartyFields {...props} />)
  return props
}

/** The messages tied to a control through aria-describedby. */
function messagesOf(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('.wb-field__error') ?? [])])
    .map((message) => message.textContent)
}

/** The text of everything tied to a control through aria-describedby. */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby')?.split(' ') ?? []).map(
    (id) => document.getElementById(id)?.textContent,
  )

describe('PartyFields', () => {
  it('labels the six party fields, with the ids asked for and the hints (part 1 §5 Contact/party form)', async () => {
    await renderFields()
    expect(screen.getByLabelText('Name')).toHaveProperty('id', 'party-name')
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveProperty('id', 'party-address')
    expect(screen.getByRole('combobox', { name: 'what3words address (optional)' })).toHaveProperty(
      'id',
      'party-w3w',
    )
    expect(screen.getByLabelText('Unit')).toHaveProperty('value', '4')
    expect(describedBy(screen.getByLabelText('Phone'))).toContain(texts.contactPhoneHint)
    expect(describedBy(screen.getByLabelText('Email'))).toContain(texts.contactEmailHint)
  })

  it('shows one message or a list under its field (part 1 §5)', async () => {
    await renderFields({
      messages: { name: 'Name is required', address: ['Address is required', 'Not here'] },
    })
    expect(messagesOf(screen.getByLabelText('Name'))).toEqual(['Name is required'])
    expect(messagesOf(screen.getByRole('combobox', { name: 'Address' }))).toEqual([
      'Address is required',
      'Not here',
    ])
  })

  it('reports typing and leaving by field, the address when focus leaves its combobox (part 1 §5)', async () => {
    const props = await renderFields()
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '7805550142' } })
    expect(props.onType).toHaveBeenCalledWith('phone', '7805550142')
    fireEvent.blur(screen.getByLabelText('Email'))
    fireEvent.blur(screen.getByRole('combobox', { name: 'Address' }))
    expect(props.onLeave).toHaveBeenCalledWith('email')
    expect(props.onLeave).toHaveBeenCalledWith('address')
    expect(props.onLeave).not.toHaveBeenCalledWith('w3w')
  })
})
