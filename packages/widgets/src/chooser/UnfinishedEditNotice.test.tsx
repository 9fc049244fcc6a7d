import { act, fireEvent, screen } from '@testing-library/react'
import { createOrderList } from '@waybill/sdk-core/order'
import type { OrderDraft } from '@waybill/sdk-core/rules'
import { describe, expect, it, vi } from 'vitest'
import { locatedDraft } from '../../test/detailsFixtures.ts'
import { fakeClient } from '../../test/fakeClient.ts'
import { renderSignedIn } from '../../test/render.tsx'
import { UnfinishedEditNotice } from './UnfinishedEditNotice.tsx'

async function renderNotice(edit: (entry: OrderDraft) => OrderDraft) {
  const draft = locatedDraft()
  const orderList = createOrderList({ defaultInsuranceValue: 100 })
  const entry = { ...draft.getSnapshot(), itemName: 'Cake order' }
  orderList.add(entry)
  draft.load(edit(entry))
  const onResume = vi.fn()
  const onDiscard = vi.fn()
  await renderSignedIn(
    <UnfinishedEditNotice draft={draft} orderList={orderList} onResume={onResume} onDiscard={onDiscard} />,
    { client: fakeClient().client },
  )
  return { draft, orderList, entry, onResume, onDiscard }
}

describe('UnfinishedEditNotice (issue 21: an edit left without saving is offered by name)', () => {
  it('names the edited delivery and resumes it', async () => {
    const { onResume } = await renderNotice((entry) => ({
      ...entry,
      itemName: 'Cake order 2',
      isEditing: true,
    }))
    expect(screen.getByRole('region', { name: 'Unsaved edit' }).textContent).toContain(
      'You were editing "Cake order 2" and left without saving.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Resume editing Cake order 2' }))
    expect(onResume).toHaveBeenCalledWith(
      expect.objectContaining({ itemName: 'Cake order 2', isEditing: true }),
    )
  })

  it('discards it: the draft starts afresh, the order keeps the entry, the notice goes', async () => {
    const { draft, orderList, entry, onDiscard } = await renderNotice((edited) => ({
      ...edited,
      isEditing: true,
    }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Discard changes Cake order' }))
    })
    expect(draft.getSnapshot()).toMatchObject({ isEditing: false, itemName: '' })
    expect(orderList.get(entry.uuid)?.itemName).toBe('Cake order')
    expect(onDiscard).toHaveBeenCalledOnce()
    expect(screen.queryByRole('region', { name: 'Unsaved edit' })).toBeNull()
  })

  it('shows nothing for a new delivery in progress', async () => {
    await renderNotice((entry) => ({ ...entry, uuid: 'another' }))
    expect(screen.queryByRole('region', { name: 'Unsaved edit' })).toBeNull()
  })
})
