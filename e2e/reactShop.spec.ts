import { expect, test } from '@playwright/test'
import { startShopServer } from '../examples/react-shop/server/server.ts'
import { freshAccount } from './accounts.ts'
import { addCard, apiCodeOf, MONDAY_9AM, ordersMatching } from './ordering.ts'
import { fillWidgetOrder } from './widget.ts'

// Issue 9: examples/react-shop — a React app using <DeliveryOrderWidget> from @waybill/widgets, served with the
// widget proxy against the sandbox.
test('a React shop books a delivery with the order widget component; the page gets no api code', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await freshAccount(request, 'reactshop')
  const apiCode = await apiCodeOf(request, login)
  await addCard(request, apiCode)
  const shop = await startShopServer({ apiBaseUrl: baseURL ?? '', apiCode })
  try {
    const bodies: Promise<string>[] = []
    page.on('response', (response) => bodies.push(response.text().catch(() => '')))
    await page.clock.install({ time: MONDAY_9AM })
    await page.goto(`${shop.url}/`)
    const widget = page.getByRole('region', { name: 'Delivery order' })
    await expect(widget.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible()
    await fillWidgetOrder(page, widget)
    await expect(page.getByText(/^Delivery: \$\d+\.\d\d$/)).toBeVisible()
    await widget.getByRole('button', { name: 'Place delivery order' }).click()
    await expect(widget.getByText('Your delivery is booked.')).toBeVisible()
    await expect(page.getByText(/^Delivery booked: order \d+$/)).toBeVisible()
    expect(await ordersMatching(request, apiCode, 'Prairie Plants order 2042')).toBe(1)
    const texts = await Promise.all(bodies)
    expect(texts.some((text) => text.includes(apiCode))).toBe(false)
  } finally {
    await shop.close()
  }
})
