import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { WaybillClient } from '@waybill/sdk-core'
import { PROXY_API_CODE } from '@waybill/sdk-core/internal'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHOP_PICKUP } from '../../test/embedFixtures.ts'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT } from '../../test/fixtures.ts'
import { ORDER_NOW, orderClient } from '../../test/orderFixtures.ts'
import { DeliveryOrderWidget, type DeliveryOrderWidgetProps } from './DeliveryOrderWidget.tsx'
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

/** The shopper of the storage tests: what they type, and the address they pick. */
const SHOPPER = {
  name: 'Dana Reader',
  unit: 'Suite 904',
  phone: '7805550199',
  email: 'dana.reader@mail.test',
  street: '10150 100 St NW',
}

/** Everything the page's storages hold, keys and values, phone numbers also as bare digits. */
function storedText(): string {
  const entries = [globalThis.sessionStorage, globalThis.localStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? ''
      return `${key}=${storage.getItem(key) ?? ''}`
    }),
  )
  const text = entries.join('\n')
  return `${text}\n${text.replace(/\D/g, '')}`
}

describe("DeliveryOrderWidget: the shopper's details are personal data (issue 22, finding 11)", () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })
  afterEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })

  // A client over the proxy that also suggests addresses, as the proxy's geocoder does.
  const proxyClient = () => {
    const { client, logger } = orderClient()
    const proxied: WaybillClient = {
      ...client,
      account: { ...client.account, companyInfo: vi.fn(async () => ACCOUNT) },
    }
    return { client: proxied, logger }
  }
  const renderFor = (client: WaybillClient, props: Partial<DeliveryOrderWidgetProps>) =>
    render(<DeliveryOrderWidget client={client} pickup={SHOP_PICKUP} now={() => ORDER_NOW} {...props} />)
  const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name })

  /** Fills the drop-off as a shopper does, then unmounts, which writes any typing still waiting to the draft. */
  async function fillDropoffAndLeave(client: WaybillClient, props: Partial<DeliveryOrderWidgetProps>) {
    const user = userEvent.setup()
    const view = renderFor(client, props)
    await screen.findByRole('heading', { name: 'Drop off Information' })
    await user.type(screen.getByRole('combobox', { name: /^Address/ }), '10150')
    await user.click(await screen.findByRole('option', { name: new RegExp(SHOPPER.street) }))
    await user.type(field(/^Name/), SHOPPER.name)
    await user.type(field(/^Unit/), SHOPPER.unit)
    await user.type(field(/^Phone/), SHOPPER.phone)
    await user.type(field(/^Email/), SHOPPER.email)
    view.unmount()
  }

  it.each<[string, Partial<DeliveryOrderWidgetProps>]>([
    ['by default', {}],
    ["with a storageKey but no storage: 'session'", { storageKey: 'corner-books-checkout' }],
    ["with storage: 'none'", { storage: 'none', storageKey: 'corner-books-checkout' }],
  ])('writes none of what the shopper typed to sessionStorage or localStorage %s', async (_, props) => {
    const { client, logger } = proxyClient()
    await fillDropoffAndLeave(client, props)
    const stored = storedText()
    for (const value of Object.values(SHOPPER)) expect(stored).not.toContain(value)
    // A merchant who kept a storageKey from before is told it no longer keeps anything by itself.
    if (props.storageKey !== undefined && props.storage === undefined) {
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("storage: 'session'"))
    }
    // Nothing to come back to: a widget mounted again (a reload) starts blank.
    renderFor(client, props)
    await screen.findByRole('heading', { name: 'Drop off Information' })
    expect(field(/^Name/).value).toBe('')
  })

  it("keeps the shopper's draft across a reload of the tab, in sessionStorage only, with storage: 'session'", async () => {
    const { client } = proxyClient()
    const props = { storage: 'session', storageKey: 'corner-books-checkout' } as const
    await fillDropoffAndLeave(client, props)
    expect(storedText()).toContain(SHOPPER.email)
    expect(localStorage.length).toBe(0)
    renderFor(client, props)
    await screen.findByRole('heading', { name: 'Drop off Information' })
    expect(field(/^Name/).value).toBe(SHOPPER.name)
    expect(field(/^Email/).value).toBe(SHOPPER.email)
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /^Address/ }).value).toContain(
      SHOPPER.street,
    )
  })
})
