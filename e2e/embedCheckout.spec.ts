import { expect, test } from '@playwright/test'
import { startCheckoutServer } from '../examples/embed-checkout/src/server.ts'
import { freshAccount } from './accounts.ts'
import { addCard, apiCodeOf, MONDAY_9AM, ordersMatching } from './ordering.ts'
import { fillWidgetOrder, unstyledClasses } from './widget.ts'

// Issue 9: examples/embed-checkout — a plain-HTML shop page (no React of its own) under a strict CSP, the widget
// by script tag in a shadow root, and the shop's Node server running the widget proxy against the sandbox.
test('a shop checkout books a delivery through the embedded widget, under a strict CSP, with no api code in the page', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await freshAccount(request, 'embed')
  const apiCode = await apiCodeOf(request, login)
  await addCard(request, apiCode)
  const shop = await startCheckoutServer({ apiBaseUrl: baseURL ?? '', apiCode })
  try {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
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
