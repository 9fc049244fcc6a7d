import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createClient } from '@waybill/sdk-core'
import { TRACKING_POLL_MS } from '@waybill/sdk-core/internal'
import { trackingPath } from '@waybill/sdk-core/rules'
import { delivery } from '../packages/sdk-core/test/contract/orderFixtures.ts'
import { freshAccount, type Login, logIn } from './accounts.ts'

// Part 2 §2.1 'Public tracking page: /order-tracking/{uuid}, opened in a new tab'; issue 7: status, map with the
// driver, ETA, no login. The e2e sandbox runs the courier simulator automatically at 60× (docs/sandbox-simulator.md):
// a local delivery is driven to its drop-off in well under a minute. The page polls every 15 s; its clock is
// installed so the test can run the poll timer at once (page.clock.runFor) while the server's time runs for real.

/** A fresh account's delivery, created through the API with a uuid of the trackable form; returns its path. */
async function trackedDelivery(request: APIRequestContext, itemName: string, login?: Login): Promise<string> {
  login ??= await freshAccount(request, 'tracking')
  const client = createClient({ baseUrl: test.info().project.use.baseURL ?? '' })
  const apiCode = await client.auth.login(login)
  const uuid = randomUUID()
  await client.orders.create(apiCode, delivery({ uuid, itemName }))
  const path = trackingPath(uuid)
  if (!path) throw new Error(`not a trackable uuid: ${uuid}`)
  return path
}

/** The API requests the page makes, to check that none carries an api code. */
function apiRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search)
  })
  return seen
}

/** Runs the page's next poll now (its timer is due within 15 s of fake time). */
const nextPoll = (page: Page) => page.clock.runFor(TRACKING_POLL_MS)

test.describe('Public tracking page', () => {
  test('shows the delivery to someone with only the link, and its driver moving on the map', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const path = await trackedDelivery(request, 'Tracked parcel')
    // `page` is a fresh browser context: no session, no stored api code.
    const requests = apiRequests(page)
    await page.clock.install()
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Track your delivery' })).toBeVisible()
    await expect(page.getByText('Order Id: Tracked parcel')).toBeVisible()
    await expect(page).toHaveTitle(/^[A-Za-z ]+: Tracked parcel – Track your delivery$/)
    await expect(page.getByRole('status')).toHaveText(
      /^Status: (Submitted|Processed|Pickup in progress|Out for delivery|In transit)$/,
    )
    await expect(page.getByText('From Prairie Parcel Co., Edmonton')).toBeVisible()
    const map = page.getByRole('region', { name: 'Map of your delivery' })
    await expect(map.getByRole('button', { name: 'Pickup: Prairie Parcel Co.' })).toBeAttached()
    await expect(map.getByRole('button', { name: 'Drop off: 8882 170 St NW, Edmonton, AB' })).toBeAttached()

    // A driver is assigned within seconds: its marker, first name and an ETA appear.
    const driver = map.getByRole('button', { name: /^Your driver / })
    await expect(async () => {
      await nextPoll(page)
      await expect(driver).toBeAttached({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByText(/^Your driver: \S/)).toBeVisible()
    await expect(page.getByText(/^Estimated arrival (\d{4}-\d\d-\d\d )?\d\d:\d\d$/)).toBeVisible()

    // The offline map places a marker by its style (left/top in px): a moved driver is drawn elsewhere.
    const spot = () => driver.getAttribute('style', { timeout: 1_000 })
    const first = await spot()
    await expect(async () => {
      await nextPoll(page)
      expect(await spot()).not.toBe(first)
    }).toPass({ timeout: 45_000 })

    // Delivered: the delivery time shows, the driver leaves the map, and the page stops asking.
    await expect(async () => {
      await nextPoll(page)
      await expect(page.getByRole('status')).toHaveText('Status: Delivered', { timeout: 1_000 })
    }).toPass({ timeout: 75_000 })
    await expect(page.getByText(/^Delivered at (\d{4}-\d\d-\d\d )?\d\d:\d\d$/)).toBeVisible()
    await expect(driver).toHaveCount(0)
    const asked = requests.length
    await nextPoll(page)
    await nextPoll(page)
    await page.waitForTimeout(500) // real time, for a request that should not come
    expect(requests.length).toBe(asked)

    for (const url of requests) expect(url).not.toMatch(/api_(key|code)=/)
    expect(requests.some((url) => url.startsWith('/api/public/delivery/tracking/'))).toBe(true)
  })

  test("opens from the dashboard row's Track link in a new tab that cannot reach back", async ({
    page,
    request,
  }) => {
    const login = await freshAccount(request, 'tracklink')
    const path = await trackedDelivery(request, 'Linked parcel', login)
    await logIn(page, login)
    const track = page.getByRole('link', { name: 'Track Linked parcel (opens in a new tab)' })
    await expect(track).toHaveAttribute('href', path)
    await expect(track).toHaveAttribute('target', '_blank')
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer')
    const opened = page.waitForEvent('popup')
    await track.click()
    const popup = await opened
    await expect(popup.getByText('Order Id: Linked parcel')).toBeVisible()
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })

  test('shows the not-found text for an unknown or malformed link', async ({ page }) => {
    for (const id of [randomUUID(), 'not-a-delivery']) {
      await page.goto(`/order-tracking/${id}`)
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not find this delivery' }),
      ).toBeVisible()
      await expect(
        page.getByText('The tracking link may be incomplete or mistyped. Check it with the sender.'),
      ).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/order-tracking/${id}$`))
      await expect(page).toHaveTitle('We could not find this delivery')
    }
  })
})
