import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { ApiError, type SessionStorages } from '@waybill/sdk-core'
import { afterEach, describe, expect, it } from 'vitest'
import { accountClient } from '../../test/accountFixtures.ts'
import { TEST_API_CODE } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { CardsTable } from './CardsTable.tsx'

const NUMBER = '4111111111111111'

async function renderCards(storage?: SessionStorages) {
  const fake = accountClient()
  const view = await renderSignedIn(<CardsTable />, { client: fake.client, storage })
  await settle()
  return { ...fake, ...view }
}

async function openAdd(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add Payment Information' }))
  const dialog = screen.getByRole('dialog', { name: 'Add Payment Information' })
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement
  return { dialog, field }
}

async function fillCard(user: UserEvent, field: (label: string) => HTMLInputElement) {
  await user.type(field('Name on card'), 'Dana Demo')
  await user.type(field('Card number'), NUMBER)
  await user.type(field('Expiry month (MM)'), '08')
  await user.type(field('Expiry year (YY)'), '30')
  await user.type(field('Postal code'), 'T5J0H6')
  await user.type(field('CVC/CVV'), '123')
}

/**
 * Every text a logged argument carries: `String(value)`, and for an object its `message`, `cause` and own
 * fields, recursively. (JSON.stringify would show an Error as {} and find nothing.)
 */
function loggedText(calls: readonly unknown[][]): string {
  const seen = new Set<unknown>()
  const texts = (value: unknown): string[] => {
    if (value === null || typeof value !== 'object') return [String(value)]
    if (seen.has(value)) return []
    seen.add(value)
    const record = value as Record<string, unknown>
    const fields = Object.keys(record).flatMap((key) => texts(record[key]))
    return [String(value), ...texts(record.message), ...texts(record.cause), ...fields]
  }
  return calls.flat().flatMap(texts).join('\n')
}

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('CardForm (part 2 §2.6 Add Payment Information, §5.5)', () => {
  it('groups the number in fours while typing and sends it stripped (part 2 §5.5)', async () => {
    const { user, calls } = await renderCards()
    const { field } = await openAdd(user)
    await user.type(field('Card number'), '411111111')
    expect(field('Card number').value).toBe('4111 1111 1')
    await user.clear(field('Card number'))
    await fillCard(user, field)
    expect(field('Card number').value).toBe('4111 1111 1111 1111')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await settle()
    expect(calls.save).toHaveBeenCalledWith(TEST_API_CODE, {
      name: 'Dana Demo',
      number: NUMBER,
      expiryMonth: '08',
      expiryYear: '30',
      cvc: '123',
      postal: 'T5J0H6',
    })
  })

  it('focuses the name first, and uses the card autocomplete tokens and a numeric keyboard', async () => {
    const { user } = await renderCards()
    const { field } = await openAdd(user)
    // The focus manager moves focus in the frame after the modal mounts.
    await waitFor(() => expect(document.activeElement).toBe(field('Name on card')))
    expect(field('Name on card').getAttribute('autocomplete')).toBe('cc-name')
    expect(field('Card number').getAttribute('autocomplete')).toBe('cc-number')
    expect(field('Card number').getAttribute('inputmode')).toBe('numeric')
    expect(field('Expiry month (MM)').getAttribute('autocomplete')).toBe('cc-exp-month')
    expect(field('Expiry year (YY)').getAttribute('autocomplete')).toBe('cc-exp-year')
    expect(field('CVC/CVV').getAttribute('autocomplete')).toBe('cc-csc')
    expect(field('Postal code').getAttribute('autocomplete')).toBe('postal-code')
  })

  it('shows every card message word for word and saves nothing (part 2 §5.5)', async () => {
    const { user, calls } = await renderCards()
    const { field, dialog } = await openAdd(user)
    await user.type(field('Name on card'), 'Dana Demo')
    await user.type(field('Card number'), '4111 1111')
    await user.type(field('Expiry month (MM)'), '8')
    await user.type(field('Expiry year (YY)'), '3')
    await user.type(field('Postal code'), 'T5J')
    await user.type(field('CVC/CVV'), '12')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    for (const message of [
      'Card is required 16 numbers',
      'Expire month is required 2 numbers',
      'Expire year is required 2 numbers',
      'Postal Code is required 5 - 6 numbers/letters',
      'CVC/CVV is required 2 - 5 numbers',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy()
    }
    expect(document.activeElement).toBe(field('Card number'))
    expect(calls.save).not.toHaveBeenCalled()
  })

  it('keeps no trace of the card number in storage or cookies, and forgets it when closed (part 2 §5.5)', async () => {
    const { user, calls } = await renderCards({ persistent: localStorage, tab: sessionStorage })
    const { field } = await openAdd(user)
    await fillCard(user, field)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await settle()
    expect(calls.save).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    const stored = [
      ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
      ...Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
      document.cookie,
    ].join('\n')
    expect(stored).toContain('waybill') // the session's own entry is there: the scan reads real storage
    expect(stored).not.toContain(NUMBER)
    expect(stored).not.toContain('4111 1111')
    expect(document.body.textContent).not.toContain(NUMBER)
    const reopened = await openAdd(user)
    expect(reopened.field('Card number').value).toBe('')
    expect(reopened.field('CVC/CVV').value).toBe('')
  })

  it('clears what was typed when the modal is closed without saving', async () => {
    const { user } = await renderCards()
    const { field } = await openAdd(user)
    await user.type(field('Card number'), NUMBER)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((await openAdd(user)).field('Card number').value).toBe('')
  })

  it('shows the saved number masked and read-only when editing, and sends only the editable fields', async () => {
    const { user, calls } = await renderCards()
    await user.click(screen.getByRole('button', { name: 'Edit Visa **** 4242' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Payment Information' })
    const number = within(dialog).getByLabelText('Card number') as HTMLInputElement
    expect(number.value).toBe('**** 4242')
    expect(number.readOnly).toBe(true)
    await user.type(number, '5555')
    expect(number.value).toBe('**** 4242')
    expect(within(dialog).queryByLabelText('CVC/CVV')).toBeNull()
    const name = within(dialog).getByLabelText('Name on card')
    await user.clear(name)
    await user.type(name, 'D. Demo')
    await user.type(within(dialog).getByLabelText('Postal code'), 'T5J0H6')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await settle()
    expect(calls.update).toHaveBeenCalledWith(TEST_API_CODE, 7, {
      name: 'D. Demo',
      expiryMonth: '08',
      expiryYear: '29',
      postal: 'T5J0H6',
    })
    expect(screen.getByRole('cell', { name: 'D. Demo' })).toBeTruthy()
  })

  it('shows a declined card and logs it, without the number (part 2 §8)', async () => {
    const { user, calls, logger } = await renderCards()
    calls.save.mockRejectedValueOnce(new ApiError('cards.token', 402, 'Your card was declined.'))
    const { field, dialog } = await openAdd(user)
    await fillCard(user, field)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await settle()
    expect(within(dialog).getByRole('alert').textContent).toBe('Your card was declined.')
    expect(logger.error).toHaveBeenCalledWith('Error saving card', expect.any(ApiError))
    expect(loggedText(logger.error.mock.calls)).toContain('Your card was declined.') // the scan reads the error
    for (const digits of [NUMBER, '4111 1111', '1111 1111']) {
      expect(loggedText(logger.error.mock.calls)).not.toContain(digits)
    }
  })
})
