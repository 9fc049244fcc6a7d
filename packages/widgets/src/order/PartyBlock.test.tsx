import { fireEvent, render, screen, within } from '@testing-library/react'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACTS } from '../../test/contactsFixtures.ts'
import {
  heldZoneChecks,
  newOrderDraft,
  type OrderFake,
  orderClient,
  renderOrder,
} from '../../test/orderFixtures.ts'
import { settle, signedInSession, wait, waybillWrapper } from '../../test/render.tsx'
import { PartyBlock, type PartyBlockHandle } from './PartyBlock.tsx'

const NOT_SERVICED = 'This location is not currently serviced by waybill'

/** The messages tied to a control through aria-describedby. */
function messagesOf(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('.wb-field__error') ?? [])])
    .map((message) => message.textContent)
}

const renderBlock = (showAll = false, prepare?: (fake: OrderFake) => void) =>
  renderOrder(
    (draft) => <PartyBlock side="pickup" draft={draft} contacts={CONTACTS} showAll={showAll} />,
    prepare,
  )

const pickIn = (name: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Saved contact' }), {
    target: { value: String(CONTACTS.find((contact) => contact.name === name)?.id) },
  })

describe('PartyBlock (part 1 §2 Location details, §5 Contact/party form)', () => {
  describe('on a fake clock', () => {
    // The sync pause is measured to the millisecond; fireEvent keeps user-event's own waits out of it.
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => vi.useRealTimers())

    it('writes typing to the draft 500 ms after it pauses (part 1 §9 party form sync)', async () => {
      const { draft } = await renderBlock()
      const name = screen.getByLabelText('Name')
      fireEvent.change(name, { target: { value: 'Corner' } })
      await wait(300)
      fireEvent.change(name, { target: { value: 'Corner Bakery' } })
      await wait(DEBOUNCE_MS.partySync - 1)
      expect(draft.getSnapshot().pickup.name).toBe('')
      expect((name as HTMLInputElement).value).toBe('Corner Bakery')
      await wait(1)
      expect(draft.getSnapshot().pickup.name).toBe('Corner Bakery')
    })

    it('drops typing not yet written when a saved contact is picked (part 1 §2)', async () => {
      const { draft } = await renderBlock()
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Typed name' } })
      fireEvent.change(screen.getByRole('combobox', { name: 'Saved contact' }), { target: { value: '11' } })
      await wait(DEBOUNCE_MS.partySync)
      expect(draft.getSnapshot().pickup).toMatchObject({
        contactId: 11,
        name: 'Northside Florist',
        unit: '204',
      })
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Northside Florist')
      expect((screen.getByLabelText('Unit') as HTMLInputElement).value).toBe('204')
      expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('780-555-0101')
    })

    it('writes typing not yet written when it unmounts (part 1 §9 party form sync)', async () => {
      const { draft, unmount } = await renderBlock()
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Corner Bakery' } })
      await wait(100)
      expect(draft.getSnapshot().pickup.name).toBe('')
      unmount()
      expect(draft.getSnapshot().pickup.name).toBe('Corner Bakery')
    })

    it("writes typing not yet written when the parent flushes it, as 'Next' does (part 1 §2, §9)", async () => {
      const handle = createRef<PartyBlockHandle>()
      const { draft } = await renderOrder((draft) => (
        <PartyBlock ref={handle} side="pickup" draft={draft} contacts={CONTACTS} />
      ))
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'orders@bakery.test' } })
      handle.current?.flush()
      expect(draft.getSnapshot().pickup.email).toBe('orders@bakery.test')
    })

    it('keeps a located street address while a what3words address is typed (part 1 §3, §5)', async () => {
      const { draft } = await renderBlock()
      pickIn('Northside Florist')
      await settle()
      fireEvent.change(screen.getByRole('combobox', { name: 'what3words address (optional)' }), {
        target: { value: 'filled.count' },
      })
      await wait(DEBOUNCE_MS.partySync)
      expect(draft.getSnapshot().pickup).toMatchObject({
        address: '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada',
        w3w: 'filled.count',
        lat: 53.5461,
        lng: -113.4938,
      })
    })
  })

  it('keeps a located street address when a chosen what3words address is not serviced (part 1 §5)', async () => {
    const { user, draft } = await renderBlock()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved contact' }), 'Northside Florist')
    const w3w = screen.getByRole('combobox', { name: 'what3words address (optional)' })
    await user.type(w3w, 'frozen')
    await user.click(await screen.findByRole('option', { name: /frozen\.lake\.dogs/ }))
    await screen.findByText(NOT_SERVICED)
    expect(messagesOf(w3w)).toEqual([NOT_SERVICED])
    expect(draft.getSnapshot().pickup).toMatchObject({
      address: '10220 104 Ave NW, Edmonton, AB T5J 0H6, Canada',
      lat: 53.5461,
      lng: -113.4938,
    })
  })

  it.each<[string, (user: Awaited<ReturnType<typeof renderBlock>>['user']) => Promise<void>]>([
    [
      'a saved contact was picked',
      (user) =>
        user.selectOptions(screen.getByRole('combobox', { name: 'Saved contact' }), 'Northside Florist'),
    ],
    ['the address was retyped', (user) => user.type(screen.getByRole('combobox', { name: 'Address' }), ' x')],
  ])('drops a zone answer arriving after %s (part 1 §5)', async (_, change) => {
    let zone: ReturnType<typeof heldZoneChecks> | undefined
    const { user, draft } = await renderBlock(false, (fake) => {
      zone = heldZoneChecks(fake)
    })
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '10150')
    await user.click(await screen.findByRole('option', { name: /10150 100 St NW/ }))
    await change(user)
    zone?.answer()
    await settle()
    expect(draft.getSnapshot().pickup.lat).not.toBe(53.5428)
  })

  it('focuses the first invalid field inside a shadow root (embed)', async () => {
    const fake = orderClient()
    const session = await signedInSession(fake.client)
    const host = document.body.appendChild(document.createElement('div'))
    const root = host.attachShadow({ mode: 'open' })
    const container = root.appendChild(document.createElement('div'))
    const handle = createRef<PartyBlockHandle>()
    const view = render(
      <PartyBlock ref={handle} side="pickup" draft={newOrderDraft()} contacts={CONTACTS} />,
      {
        container,
        wrapper: waybillWrapper({ client: fake.client, session }),
      },
    )
    handle.current?.focusFirstInvalid()
    expect(root.activeElement).toBe(within(container).getByLabelText('Name'))
    view.unmount()
    host.remove()
  })

  it("is headed 'Pickup Information' or 'Drop off Information' (part 1 §5 failure list labels)", async () => {
    await renderOrder((draft) => (
      <>
        <PartyBlock side="pickup" draft={draft} contacts={CONTACTS} />
        <PartyBlock side="dropoff" draft={draft} contacts={CONTACTS} />
      </>
    ))
    expect(screen.getByRole('region', { name: 'Pickup Information' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Drop off Information' })).toBeTruthy()
  })

  it('shows a field message once the field is left, word for word (part 1 §5)', async () => {
    const { user } = await renderBlock()
    const email = screen.getByLabelText('Email')
    const phone = screen.getByLabelText('Phone')
    await user.type(email, 'orders@bakery')
    expect(messagesOf(email)).toEqual([])
    await user.type(phone, '555-12')
    expect(messagesOf(email)).toEqual(['Enter valid email address(es)'])
    await user.tab()
    expect(messagesOf(phone)).toEqual(['Phone number(s) must be valid'])
    expect(messagesOf(screen.getByLabelText('Name'))).toEqual([])
  })

  it('shows every message and the block message once Next was pressed (part 1 §2, §8)', async () => {
    await renderBlock(true)
    expect(messagesOf(screen.getByLabelText('Name'))).toEqual(['Name is required'])
    expect(messagesOf(screen.getByRole('combobox', { name: 'Address' }))).toEqual(['Address is required'])
    expect(screen.getByRole('alert').textContent).toBe('Please Check Your Data')
  })

  it('sets the address and its coordinates when a suggestion is chosen in a serviced zone (part 1 §5, §7)', async () => {
    const { user, draft } = await renderBlock()
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '10150')
    await user.click(await screen.findByRole('option', { name: /10150 100 St NW/ }))
    await screen.findByDisplayValue('10150 100 St NW, Edmonton, AB T5J 0P6, Canada')
    expect(draft.getSnapshot().pickup).toMatchObject({
      address: '10150 100 St NW, Edmonton, AB T5J 0P6, Canada',
      lat: 53.5428,
      lng: -113.4913,
    })
  })

  it("refuses the coordinates of an address outside the zones, with 'This location is not currently serviced by {brand}' (part 1 §5)", async () => {
    const { user, draft } = await renderBlock()
    const address = screen.getByRole('combobox', { name: 'Address' })
    await user.type(address, 'Yellowknife')
    await user.click(await screen.findByRole('option', { name: /4920 52 St/ }))
    await screen.findByText(NOT_SERVICED)
    expect(messagesOf(address)).toEqual([NOT_SERVICED])
    expect(draft.getSnapshot().pickup).toMatchObject({
      address: '4920 52 St, Yellowknife, NT X1A 3T1, Canada',
      lat: 0,
    })
  })

  it('locates the side from a chosen what3words address (part 1 §3, §7)', async () => {
    const { user, draft } = await renderBlock()
    await user.type(screen.getByRole('combobox', { name: 'what3words address (optional)' }), 'filled')
    await user.click(await screen.findByRole('option', { name: /filled\.count\.soap/ }))
    await screen.findByDisplayValue('///filled.count.soap')
    expect(draft.getSnapshot().pickup).toMatchObject({
      w3w: 'filled.count.soap',
      address: '///filled.count.soap',
      lat: 53.5512,
      lng: -113.4875,
    })
  })
})
