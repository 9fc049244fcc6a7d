import { randomUUID } from 'node:crypto'
import { unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { createClient } from '@waybill/sdk-core'
import { trackingPath } from '@waybill/sdk-core/rules'
import { portalContentSecurityPolicy } from '@waybill/sdk-core/wire'
import { delivery } from '../packages/sdk-core/test/contract/orderFixtures.ts'
import { freshAccount } from './accounts.ts'
import { copyPortal, type PortalCopy, signInThrough, watchPages } from './deployedPortal.ts'
import {
  addCard,
  apiCodeOf,
  fillDelivery,
  fillLocations,
  JASPER_DROPOFF,
  JASPER_PICKUP,
  MONDAY_9AM,
  ordersMatching,
  saveToSummary,
} from './ordering.ts'
import { type StaticHost, startStaticHost } from './staticHost.ts'

// Issue 24 items 1-3: one build, any courier. The built portal is copied elsewhere, only its config.json changed,
// served by a plain static host on its own port; its API is the e2e sandbox on another origin (CORS, part 1 §7).

/** Serves a copy of the build with this config.json and the policy that follows it; stops it after `use`. */
async function deployed(config: string | object, use: (host: StaticHost, copy: PortalCopy) => Promise<void>) {
  const copy = copyPortal(config)
  const policy =
    typeof config === 'string' ? portalContentSecurityPolicy({}) : portalContentSecurityPolicy(config)
  const host = await startStaticHost(copy.root, policy)
  try {
    await use(host, copy)
  } finally {
    await host.close()
    copy.remove()
  }
}

/** Clicks a dashboard row's link that opens a new tab, and returns the tab. */
async function openFromRow(page: Page, rowText: string, link: string | RegExp): Promise<Page> {
  const opened = page.waitForEvent('popup')
  await page.getByRole('row').filter({ hasText: rowText }).getByRole('link', { name: link }).click()
  return opened
}

test('a copied build with only config.json changed signs in against a sandbox on another origin, opens a label and a tracking page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const api = new URL(baseURL ?? '').origin
  await deployed({ apiBaseUrl: api }, async (host) => {
    expect(new URL(host.url).origin).not.toBe(api)
    const login = await freshAccount(request, 'deployed')
    const client = createClient({ baseUrl: api })
    const uuid = randomUUID()
    await client.orders.create(
      await client.auth.login(login),
      delivery({ uuid, itemName: 'Deployed parcel' }),
    )

    const watched = await watchPages(page.context(), host.url)
    // Told before not to show the label reminder (part 2 §4.2): the Label link opens the label at once.
    await page.context().addCookies([{ name: 'hidelabelreminder', value: '1', url: host.url }])
    await signInThrough(page, host.url, login)

    // The label PDF is fetched from the API and shown from a blob: URL under the page's policy (issue 21).
    const label = await openFromRow(page, 'Deployed parcel', /^Label /)
    await expect.poll(() => label.url(), { timeout: 10_000 }).toMatch(/^blob:/)
    await expect.poll(() => label.frames().length, { timeout: 10_000 }).toBeGreaterThan(1)
    await label.close()

    // The public tracking page, on the portal's origin, reads the delivery from the API's.
    const tracking = await openFromRow(page, 'Deployed parcel', 'Track Deployed parcel (opens in a new tab)')
    await expect(tracking).toHaveURL(`${host.url}${trackingPath(uuid)}`)
    await expect(tracking.getByText('Order Id: Deployed parcel')).toBeVisible()

    watched.expectClean(api)
    expect(host.requests).toContain('/config.json')
    expect(host.requests.filter((path) => path.startsWith('/api/'))).toEqual([])
  })
})

test('the copied build orders a delivery against the API on another origin: suggestions, zone check, price, charge and booking', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const api = new URL(baseURL ?? '').origin
  await deployed({ apiBaseUrl: api }, async (host) => {
    const login = await freshAccount(request, 'deployed-order')
    const apiCode = await apiCodeOf(request, login)
    await addCard(request, apiCode)
    await page.clock.install({ time: MONDAY_9AM })
    const watched = await watchPages(page.context(), host.url)
    await signInThrough(page, host.url, login)

    await page.getByRole('link', { name: /Make a waybill delivery/ }).click()
    await page.getByRole('button', { name: /Local Delivery Single Delivery/ }).click()
    await expect(page).toHaveURL(`${host.url}/waybill/details`)
    await fillLocations(page, JASPER_PICKUP, JASPER_DROPOFF)
    await fillDelivery(page, 'Deployed order 3003')
    await saveToSummary(page)
    await expect(page.getByText('Delivery fee')).toBeVisible()
    await page.getByRole('button', { name: 'Submit delivery' }).click()
    await expect(page).toHaveURL(`${host.url}/dashboard`, { timeout: 15_000 })
    expect(await ordersMatching(request, apiCode, 'Deployed order 3003')).toBe(1)

    watched.expectClean(api)
  })
})

test('a config.json that is wrong, or missing, says what is wrong in words instead of a blank page', async ({
  page,
}) => {
  const title = page.getByRole('heading', { level: 1, name: 'The portal cannot start' })
  await deployed('{ "apiBaseUrl": "api.courier.example", "brand": "way bill" }', async (host) => {
    await page.goto(`${host.url}/dashboard`)
    await expect(title).toBeVisible()
    const problems = page.getByRole('alert').getByRole('listitem')
    await expect(problems).toHaveText([
      'apiBaseUrl must be a full address starting with https:// (or http://), such as https://api.courier.example, got "api.courier.example"',
      'brand must be a short name of letters, digits, "-" and "_" (it is part of the portal\'s addresses, such as /waybill/choose), got "way bill"',
    ])
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible()
  })
  await deployed({}, async (host, copy) => {
    // A static host's SPA fallback answers a missing config.json with index.html.
    unlinkSync(join(copy.root, 'config.json'))
    await page.goto(`${host.url}/login`)
    await expect(title).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(
      `config.json is missing at ${host.url}/config.json: the server sent a web page in its place. Put a config.json beside index.html.`,
    )
  })
})
