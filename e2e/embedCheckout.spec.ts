import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { CORNER_BOOKS, startCheckoutServer } from '../examples/embed-checkout/src/server.ts'
import { freshAccount } from './accounts.ts'
import { addCard, apiCodeOf, MONDAY_9AM, ordersMatching } from './ordering.ts'
import { fillWidgetOrder, unstyledClasses } from './widget.ts'

/** The page's CSP violations, as they happen: the report event, and any the browser logs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

/** A fresh account (with a card when asked) and the example shop's server running its proxy against the sandbox. */
async function openShop(request: APIRequestContext, baseURL: string | undefined, name: string, card = false) {
  const apiCode = await apiCodeOf(request, await freshAccount(request, name))
  if (card) await addCard(request, apiCode)
  return { apiCode, shop: await startCheckoutServer({ apiBaseUrl: baseURL ?? '', apiCode }) }
}

/** What {@link mountAnother} leaves in the page. */
interface InPage {
  widgets: Record<string, { handle: { destroy(): void }; events: string[] } | undefined>
}

/**
 * Mounts another widget with the page's loader in a new element `#id`, with the shop's pickup and `options`. Its
 * handle and the 'ready' and 'change' events its host heard stay in the page, as `widgets[id]`.
 */
function mountAnother(page: Page, id: string, options: Record<string, unknown> = {}): Promise<void> {
  return page.evaluate(
    async ({ id, options }) => {
      const host = document.createElement('div')
      host.id = id
      document.body.append(host)
      const events: string[] = []
      for (const type of ['ready', 'change'])
        host.addEventListener(`waybill:${type}`, () => events.push(type))
      const { Waybill } = globalThis as unknown as {
        Waybill: { mount(host: HTMLElement, options: unknown): Promise<{ destroy(): void }> }
      }
      const handle = await Waybill.mount(host, { proxyUrl: '/waybill', ...options })
      const inPage = globalThis as unknown as Partial<InPage>
      inPage.widgets = { ...inPage.widgets, [id]: { handle, events } }
    },
    { id, options: { pickup: CORNER_BOOKS, ...options } },
  )
}

// Issue 9: examples/embed-checkout — a plain-HTML shop page (no React of its own) under a strict CSP, the widget
// by script tag in a shadow root, and the shop's Node server running the widget proxy against the sandbox.
test('a shop checkout books a delivery through the embedded widget, under a strict CSP, with no api code in the page', async ({
  page,
  request,
  baseURL,
}) => {
  const { apiCode, shop } = await openShop(request, baseURL, 'embed', true)
  try {
    const violations = await watchViolations(page)
    const bodies: Promise<string>[] = []
    page.on('response', (response) => bodies.push(response.text().catch(() => '')))
    await page.clock.install({ time: MONDAY_9AM })
    await page.goto(`${shop.url}/`)

    const widget = page.locator('#delivery')
    await expect(widget.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible()
    // The shop's `button { font-size: 40px; color: red }` does not reach into the shadow root; the theme does.
    const place = widget.getByRole('button', { name: 'Place delivery order' })
    expect(await place.evaluate((button) => getComputedStyle(button).fontSize)).not.toBe('40px')
    expect(await place.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(47, 107, 59)',
    )

    await fillWidgetOrder(page, widget)
    await expect(page.locator('#delivery-status')).toHaveText(/^Delivery: \$\d+\.\d\d$/)
    // The embed build keeps the rules of every class the widget renders (it purges the portal's).
    expect(await unstyledClasses(widget)).toEqual([])
    await place.click()
    await expect(widget.getByText('Your delivery is booked.')).toBeVisible()
    expect(await unstyledClasses(widget)).toEqual([])
    await expect(page.locator('#delivery-status')).toHaveText(/^Delivery booked: order \d+$/)

    expect(await ordersMatching(request, apiCode, 'Corner Books order 1001')).toBe(1)
    expect(violations).toEqual([])
    const texts = await Promise.all(bodies)
    expect(texts.some((text) => text.includes(apiCode))).toBe(false)
  } finally {
    await shop.close()
  }
})

// Issue 9 'Maps are optional in the widget and it degrades gracefully when Google Maps cannot load'.
test('a widget asked for a map shows the offline one, styled and under the same CSP, when Google cannot load', async ({
  page,
  request,
  baseURL,
}) => {
  const { shop } = await openShop(request, baseURL, 'embed-map')
  try {
    const violations = await watchViolations(page)
    const chunks: string[] = []
    page.on('request', (request) => {
      if (/waybill-chunk-/.test(request.url())) chunks.push(request.url())
    })
    await page.route(/maps\.googleapis\.com/, (route) => route.abort())
    await page.goto(`${shop.url}/`)
    await expect(
      page.locator('#delivery').getByRole('heading', { name: 'Delivery', exact: true }),
    ).toBeVisible()
    const beforeMap = chunks.length
    await mountAnother(page, 'delivery-map', { map: true, googleMapsApiKey: 'a-browser-key' })
    const widget = page.locator('#delivery-map')
    const map = widget.getByRole('region', { name: 'Map of the order' })
    await expect(map.getByRole('application', { name: 'Map of the order' })).toBeVisible()
    await expect(map.getByRole('button', { name: 'Pickup: Corner Books' })).toBeVisible()
    expect(await unstyledClasses(widget)).toEqual([])
    // The first widget, with no map, loaded none of the map's code: the map's chunk came with the second.
    expect(chunks.length).toBe(beforeMap + 1)
    expect(await unstyledClasses(page.locator('#delivery'))).toEqual([])
    expect(violations).toEqual([])
  } finally {
    await shop.close()
  }
})

// Issue 9 'Several widgets on one page work independently': a second widget mounted while the widget's code is
// still loading (its chunks held back), each with its own form, events and storage; destroying one leaves the other.
test('two widgets mounted while the code loads are independent: their own fields, events and destroy', async ({
  page,
  request,
  baseURL,
}) => {
  const { shop } = await openShop(request, baseURL, 'embed-two')
  try {
    const violations = await watchViolations(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/waybill-chunk-/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${shop.url}/`)
    // The declarative widget is loading; the second is mounted before any chunk has arrived.
    const second = mountAnother(page, 'delivery-gift', {
      storage: 'session',
      storageKey: 'corner-books-gift',
    })
    // Its host is made in the same task that calls mount: once it is there, both mounts wait for the chunks.
    await page.locator('#delivery-gift').waitFor({ state: 'attached' })
    release()
    await second

    const first = page.locator('#delivery')
    const gift = page.locator('#delivery-gift')
    await expect(first.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible()
    await expect(gift.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible()

    const firstEvents: string[] = []
    await page.exposeFunction('firstWidgetEvent', (type: string) => firstEvents.push(type))
    await page.evaluate(() => {
      const host = document.getElementById('delivery')
      host?.addEventListener('waybill:change', () =>
        (globalThis as unknown as { firstWidgetEvent(type: string): void }).firstWidgetEvent('change'),
      )
    })
    const name = (widget: typeof first) =>
      widget.getByRole('region', { name: 'Drop off Information' }).getByLabel('Name')
    await name(gift).fill('Gift Receiver')
    await expect(name(gift)).toHaveValue('Gift Receiver')
    await expect(name(first)).toHaveValue('')
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as InPage).widgets['delivery-gift']?.events))
      .toContain('change')
    expect(firstEvents).toEqual([])

    await page.evaluate(() => (globalThis as unknown as InPage).widgets['delivery-gift']?.handle.destroy())
    await expect(gift.getByRole('heading', { name: 'Delivery', exact: true })).toHaveCount(0)
    await name(first).fill('Dana Reader')
    await expect(name(first)).toHaveValue('Dana Reader')
    await expect.poll(() => firstEvents).toContain('change')
    expect(violations).toEqual([])
  } finally {
    await shop.close()
  }
})
