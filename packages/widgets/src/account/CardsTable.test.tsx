import { act, screen, waitFor, within } from '@testing-library/react'
import { ApiError, type SavedCard } from '@waybill/sdk-core'
import { describe, expect, it } from 'vitest'
import { accountClient } from '../../test/accountFixtures.ts'
import { accountWith, savedCard, TEST_API_CODE } from '../../test/fixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { CardsTable } from './CardsTable.tsx'

async function renderTable(
  cards = [
    savedCard(),
    savedCard({
      cardId: 8,
      name: 'Ops Team',
      number: '**** 0005',
      brand: null,
      expiryMonth: '01',
      expiryYear: '31',
    }),
  ],
) {
  const fake = accountClient(accountWith({ cards }))
  const view = await renderSignedIn(<CardsTable />, { client: fake.client })
  await settle()
  return { ...fake, ...view }
}

const rows = () => screen.getAllByRole('row').slice(1)

describe('CardsTable (part 2 §2.6 Cards table, §3.12)', () => {
  it('lists the saved cards: name, brand and masked number, expiry MM/YY', async () => {
    const { calls } = await renderTable()
    expect(calls.list).toHaveBeenCalledWith(TEST_API_CODE)
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Dana Demo', 'Visa **** 4242', '08/29'],
      ['Ops Team', '**** 0005', '01/31'],
    ])
  })

  it('removes a card after confirming, then reloads the list and the account (part 2 §7 Account and cards)', async () => {
    const { user, calls, session } = await renderTable()
    await user.click(screen.getByRole('button', { name: 'Remove Visa **** 4242' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove card' })
    expect(dialog.textContent).toContain('Remove Visa **** 4242 from this account?')
    expect(calls.remove).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await settle()
    expect(calls.remove).toHaveBeenCalledWith(TEST_API_CODE, 7)
    expect(calls.list).toHaveBeenCalledTimes(2)
    expect(session.refreshAccount).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(rows()).toHaveLength(1)
    expect(screen.queryByText('Visa **** 4242')).toBeNull()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Payment Information' })),
    )
  })

  it('keeps the card when the removal is cancelled', async () => {
    const { user, calls } = await renderTable()
    await user.click(screen.getByRole('button', { name: 'Remove Visa **** 4242' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(calls.remove).not.toHaveBeenCalled()
    expect(rows()).toHaveLength(2)
  })

  it('adds a card: the table reloads and hasCardOnAccount is re-fetched', async () => {
    const { user, calls, session } = await renderTable([])
    expect(screen.getByText('No card is saved on this account yet.')).toBeTruthy()
    expect(session.getSnapshot().account?.hasCardOnAccount).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Add Payment Information' }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByLabelText('Name on card'), 'Dana Demo')
    await user.type(within(dialog).getByLabelText('Card number'), '5555555555554444')
    await user.type(within(dialog).getByLabelText('Expiry month (MM)'), '12')
    await user.type(within(dialog).getByLabelText('Expiry year (YY)'), '28')
    await user.type(within(dialog).getByLabelText('Postal code'), 'T5J 0H6')
    await user.type(within(dialog).getByLabelText('CVC/CVV'), '321')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await settle()
    expect(calls.list).toHaveBeenCalledTimes(2)
    expect(session.refreshAccount).toHaveBeenCalledOnce()
    expect(session.getSnapshot().account?.hasCardOnAccount).toBe(true)
    expect(within(rows()[0] as HTMLElement).getByRole('cell', { name: 'Visa **** 4444' })).toBeTruthy()
  })

  it('keeps the newest list when an older answer arrives late (part 2 §7 Account and cards)', async () => {
    const fake = accountClient(
      accountWith({ cards: [savedCard(), savedCard({ cardId: 8, number: '**** 0005', brand: null })] }),
    )
    // The first list call (on mount) answers only after the reload that follows a removal.
    let answerFirst: (cards: SavedCard[]) => void = () => {}
    fake.calls.list.mockImplementationOnce(
      () =>
        new Promise<SavedCard[]>((resolve) => {
          answerFirst = resolve
        }),
    )
    const { user } = await renderSignedIn(<CardsTable />, { client: fake.client })
    await user.click(screen.getByRole('button', { name: 'Remove Visa **** 4242' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))
    await settle()
    expect(fake.calls.list).toHaveBeenCalledTimes(2)
    expect(rows()).toHaveLength(1)

    await act(async () =>
      answerFirst([savedCard(), savedCard({ cardId: 8, number: '**** 0005', brand: null })]),
    )
    expect(rows()).toHaveLength(1)
    expect(screen.queryByText('Visa **** 4242')).toBeNull()
  })

  it('only logs a failed removal (part 2 §8)', async () => {
    const { user, calls, logger } = await renderTable()
    calls.remove.mockRejectedValueOnce(new ApiError('cards.remove', 500, 'Server Error'))
    await user.click(screen.getByRole('button', { name: 'Remove Visa **** 4242' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))
    await settle()
    expect(logger.error).toHaveBeenCalledWith('Error removing card', expect.any(ApiError))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(rows()).toHaveLength(2)
  })
})
