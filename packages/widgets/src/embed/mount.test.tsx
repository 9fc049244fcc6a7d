import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHOP_PICKUP } from '../../test/embedFixtures.ts'
import { mountDeliveryOrderWidget } from './mount.tsx'

describe('mountDeliveryOrderWidget (issue 9: the script-tag form)', () => {
  // No proxy runs here: every call is answered 503 at once (the widget then waits for its account).
  beforeEach(() => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('renders in a shadow root with its sheet adopted and the theme set; destroy empties it and keeps the host', async () => {
    const host = document.createElement('div')
    const fallback = document.createElement('p')
    fallback.textContent = 'Loading the delivery form…'
    host.append(fallback)
    document.body.append(host)
    let handle: ReturnType<typeof mountDeliveryOrderWidget> | undefined
    await act(async () => {
      handle = mountDeliveryOrderWidget(
        host,
        {
          proxyUrl: 'http://127.0.0.1:1/waybill',
          pickup: SHOP_PICKUP,
          appearance: { colorPrimary: '#2f6b3b' },
        },
        '.wb-widget { display: grid }',
      )
    })
    const shadow = host.shadowRoot
    if (!shadow) throw new Error('no shadow root')
    expect(shadow.adoptedStyleSheets).toHaveLength(1)
    const container = shadow.querySelector<HTMLElement>('.wb-embed')
    expect(container?.style.getPropertyValue('--wb-color-primary')).toBe('#2f6b3b')
    await waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('Delivery'))
    // The page's own content stays in the light DOM (its fallback), untouched.
    expect(host.querySelector('p')?.textContent).toBe('Loading the delivery form…')
    act(() => handle?.destroy())
    expect(shadow.childNodes).toHaveLength(0)
    expect(shadow.adoptedStyleSheets).toHaveLength(0)
    expect(host.isConnected).toBe(true)
    host.remove()
  })

  it('mounting again in the same host first unmounts the widget there', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const options = { proxyUrl: 'http://127.0.0.1:1/waybill', pickup: SHOP_PICKUP }
    let first: ReturnType<typeof mountDeliveryOrderWidget> | undefined
    let second: ReturnType<typeof mountDeliveryOrderWidget> | undefined
    await act(async () => {
      first = mountDeliveryOrderWidget(host, options, '')
    })
    await act(async () => {
      second = mountDeliveryOrderWidget(host, options, '')
    })
    await waitFor(() => expect(host.shadowRoot?.querySelectorAll('.wb-widget')).toHaveLength(1))
    // The first handle is spent: destroying it leaves the second widget alone.
    act(() => first?.destroy())
    expect(host.shadowRoot?.querySelectorAll('.wb-widget')).toHaveLength(1)
    act(() => second?.destroy())
    expect(host.shadowRoot?.childNodes).toHaveLength(0)
    host.remove()
  })

  // Issue 22 (finding 11): the shopper's details are personal data, kept in memory unless the merchant opts in.
  it.each([
    ['writes nothing to the browser by default, even with a storageKey', {}, false],
    [
      "keeps the form in sessionStorage across a remount with storage: 'session'",
      { storage: 'session' },
      true,
    ],
  ] as const)('%s', async (_, storage, kept) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const host = document.createElement('div')
    document.body.append(host)
    const options = {
      proxyUrl: 'http://127.0.0.1:1/waybill',
      pickup: SHOP_PICKUP,
      storageKey: 'checkout',
      ...storage,
    }
    const nameField = async () =>
      within(host.shadowRoot as unknown as HTMLElement).findByRole<HTMLInputElement>('textbox', {
        name: /^Name/,
      })
    let handle: ReturnType<typeof mountDeliveryOrderWidget> | undefined
    await act(async () => {
      handle = mountDeliveryOrderWidget(host, options, '')
    })
    const field = await nameField()
    fireEvent.change(field, { target: { value: 'Dana Reader' } })
    // The transition shows the typing; unmounting then writes it to the draft without waiting for the sync pause.
    await waitFor(() => expect(field.value).toBe('Dana Reader'))
    await act(async () => handle?.destroy())
    const stored = [sessionStorage, localStorage].flatMap((area) =>
      Array.from(
        { length: area.length },
        (_, index) => `${area.key(index)}=${area.getItem(area.key(index) ?? '')}`,
      ),
    )
    expect(stored.some((entry) => entry.includes('Dana Reader'))).toBe(kept)
    expect(localStorage.length).toBe(0)
    // A storageKey alone keeps nothing, and the merchant's console says so.
    expect(warn.mock.calls.some(([line]) => String(line).includes('storageKey has no effect'))).toBe(!kept)

    await act(async () => {
      handle = mountDeliveryOrderWidget(host, options, '')
    })
    expect((await nameField()).value).toBe(kept ? 'Dana Reader' : '')
    act(() => handle?.destroy())
    sessionStorage.clear()
    host.remove()
  })
})
