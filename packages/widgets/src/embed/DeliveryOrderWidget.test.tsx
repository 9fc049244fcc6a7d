import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PROXY_API_CODE } from '@waybill/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import { SHOP_PICKUP } from '../../test/embedFixtures.ts'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT } from '../../test/fixtures.ts'
import { ORDER_NOW } from '../../test/orderFixtures.ts'
import { DeliveryOrderWidget } from './DeliveryOrderWidget.tsx'
import type { DeliveryOrderWidgetEvent } from './events.ts'

function renderWidget(map = false) {
  const { client } = fakeClient({ account: ACCOUNT })
  const events: DeliveryOrderWidgetEvent[] = []
  const onEvent = vi.fn((event: DeliveryOrderWidgetEvent) => events.push(event))
  render(
    <DeliveryOrderWidget
      client={client}
      pickup={SHOP_PICKUP}
      onEvent={onEvent}
      now={() => ORDER_NOW}
      map={map}
    />,
  )
  return { client, events }
}

describe('DeliveryOrderWidget (issue 9: the embeddable order widget)', () => {
  it("loads the merchant's account through the proxy with the placeholder api code, then says it is ready", async () => {
    const { client, events } = renderWidget()
    await waitFor(() => expect(events.map((event) => event.type)).toContain('ready'))
    expect(client.account.companyInfo).toHaveBeenCalledWith(PROXY_API_CODE)
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeTruthy()
    expect(screen.getByText('Pickup from: Corner Books, 10150 104 St NW, Edmonton')).toBeTruthy()
    expect(screen.getByText('Enter the delivery address, size and time to see the price.')).toBeTruthy()
  })

  it('asks for the drop-off: its labelled fields, no saved-contact picker (a shopper has none), no what3words', async () => {
    renderWidget()
    expect(await screen.findByRole('heading', { name: 'Drop off Information' })).toBeTruthy()
    for (const label of ['Name', 'Unit', 'Phone', 'Email']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeTruthy()
    }
    expect(screen.getByRole('combobox', { name: /^Address/ })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: /contact/i })).toBeNull()
    // The proxy forwards no what3words call: the field would only fail.
    expect(screen.queryByRole('combobox', { name: /what3words/ })).toBeNull()
  })

  it("lets the browser fill in the shopper's own name, unit, phone and email; the address is picked", async () => {
    renderWidget()
    await screen.findByRole('heading', { name: 'Drop off Information' })
    const autofill = (name: RegExp) => screen.getByRole('textbox', { name }).getAttribute('autocomplete')
    expect([autofill(/^Name/), autofill(/^Unit/), autofill(/^Phone/), autofill(/^Email/)]).toEqual([
      'name',
      'address-line2',
      'tel',
      'email',
    ])
    expect(screen.getByRole('combobox', { name: /^Address/ }).getAttribute('autocomplete')).toBe('off')
  })

  it("shows no map unless asked; asked, the offline map with the merchant's pickup (issue 9: maps optional)", async () => {
    renderWidget()
    await screen.findByRole('heading', { name: 'Drop off Information' })
    expect(screen.queryByRole('region', { name: 'Map of the order' })).toBeNull()
    cleanup()

    renderWidget(true)
    const map = await screen.findByRole('region', { name: 'Map of the order' })
    expect(await within(map).findByRole('button', { name: 'Pickup: Corner Books' })).toBeTruthy()
  })

  it('lists what is missing, announced, instead of sending an incomplete order (part 2 §5.1)', async () => {
    const { client, events } = renderWidget()
    const create = vi.spyOn(client.orders, 'create')
    await waitFor(() => expect(events.map((event) => event.type)).toContain('ready'))
    await userEvent.click(screen.getByRole('button', { name: 'Place delivery order' }))
    const alert = await screen.findByText('Please check the following sections and try again:')
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      'Please check the following sections and try again:',
    )
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Drop off Information')
    expect(create).not.toHaveBeenCalled()
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'Please check the following sections and try again:',
    })
  })
})
