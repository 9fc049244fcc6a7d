import { expect, type Page, test } from '@playwright/test'
import { createClient } from '@waybill/sdk-core'
import { delivery } from '../packages/sdk-core/test/contract/orderFixtures.ts'
import { DEMO, freshAccount, type Login, logIn } from './accounts.ts'
import { addCard, MONDAY_9AM, saveToSummary } from './ordering.ts'

const table = (page: Page) => page.getByRole('table')
const rows = (page: Page) => table(page).getByRole('row')

// Part 2 §2.1, §4.2, §7 'Dashboard and orders': the demo account's seeded orders (apps/sandbox/src/db/seed.ts).
test.describe('My Deliveries', () => {
  test('tabs, search, status filter and page size, with the view in the address', async ({ page }) => {
    await logIn(page, DEMO)
    await expect(page.getByRole('button', { name: /^Active deliveries \(\d+\)$/ })).toBeVisible()
    const range = page.getByText(/^1-\d+ of \d+$/)
    await expect(range).toBeVisible()

    await page.getByLabel('Search deliveries').fill('Yearbooks')
    await expect(page.getByText('1-1 of 1')).toBeVisible()
    await expect(table(page)).toContainText('PPC-1031')
    await page.getByLabel('Search deliveries').fill('')
    await expect(range).not.toHaveText('1-1 of 1')

    await page.getByLabel('Status').selectOption({ label: 'Out for delivery' })
    const statuses = () => table(page).locator('.wb-status').allTextContents()
    await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['Out for delivery']))
    await page.getByLabel('Status').selectOption({ label: 'All' })

    await page.getByRole('button', { name: 'Done deliveries' }).click()
    await expect(page).toHaveURL(/\/dashboard\?view=1$/)
    await expect(table(page)).toContainText('Completed Date')
    await page.getByLabel('Rows per page').selectOption('50')
    await expect(page.getByLabel('Rows per page')).toHaveValue('50')
  })

  test('reposts a delivered order into the order form', async ({ page }) => {
    await logIn(page, DEMO)
    await page.getByRole('button', { name: 'Done deliveries' }).click()
    const delivered = rows(page).filter({ hasText: 'Delivered' }).first()
    await delivered.getByRole('button', { name: /^Repost/ }).click()
    await expect(page).toHaveURL(/\/waybill\/details\?step=delivery$/)
    // The copy keeps the order's details (part 2 §4.2), under a new client uuid, with its dates to choose again.
    await expect(page.getByLabel('Reference Name')).toHaveValue(/\S/)
  })

  test("prints an order's label: a PDF comes back from its link", async ({ page }) => {
    await logIn(page, DEMO)
    const label = table(page)
      .getByRole('link', { name: /^Label/ })
      .first()
    await expect(label).toHaveAttribute('target', '_blank')
    await expect(label).toHaveAttribute('rel', /noopener/)
    // The portal's label page (issue 21: no api code in the address): it makes part 2 §7's call and shows the PDF.
    const href = (await label.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/labels\/\d+$/)
    const answer = page.waitForResponse((sent) => /\/api\/web\/delivery\/\d+\/label\?/.test(sent.url()))
    await page.goto(href)
    expect((await answer).status()).toBe(200)
    expect((await answer).headers()['content-type']).toContain('application/pdf')
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/^blob:/)
  })
})

// Orders created on hold (17) stay where they are while the sandbox's simulator runs (docs/sandbox-simulator.md).
async function onHoldOrders(login: Login, count: number): Promise<string> {
  const client = createClient({ baseUrl: test.info().project.use.baseURL ?? '' })
  const apiCode = await client.auth.login(login)
  for (let first = 0; first < count; first += 10) {
    const chunk = Array.from({ length: Math.min(10, count - first) }, (_, index) =>
      delivery({ itemName: `Paging parcel ${String(first + index + 1).padStart(2, '0')}` }),
    )
    const result = await client.orders.createOnHold(apiCode, chunk)
    expect(result.failedUuids).toEqual([])
  }
  return apiCode
}

test.describe('My Deliveries of a fresh account: paging, cancel and on-hold edits', () => {
  test("pages through 27 orders with 'x-y of total', and keeps the page across a reload", async ({
    page,
    request,
  }) => {
    const login = await freshAccount(request, 'paging')
    await onHoldOrders(login, 27)
    await logIn(page, login)
    await expect(page.getByText('1-25 of 27')).toBeVisible()
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByText('26-27 of 27')).toBeVisible()
    await expect(rows(page).filter({ hasText: 'Paging parcel' })).toHaveCount(2)
    await page.reload()
    await expect(page.getByText('26-27 of 27')).toBeVisible()
    await page.getByRole('button', { name: 'Previous page' }).click()
    await expect(page.getByText('1-25 of 27')).toBeVisible()
  })

  // On an account of its own: cancelling a demo order would change what the other tests (and a rerun) see.
  test('cancels an order with a reason and a required comment', async ({ page, request }) => {
    const login = await freshAccount(request, 'cancel')
    await onHoldOrders(login, 1)
    await logIn(page, login)
    const row = rows(page).filter({ hasText: 'Paging parcel 01' })
    await row.getByRole('button', { name: /^Cancel/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    await expect(dialog).toContainText('Comment is required.')
    await dialog.getByLabel('Comment').fill('Ordered twice by mistake')
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    await expect(dialog).toContainText('Success!!!')
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(rows(page).filter({ hasText: 'Paging parcel 01' })).toHaveCount(0)
  })

  // Part 2 §4.3: editing a status-17 order updates the existing on-hold order and returns to the dashboard.
  test('edits an on-hold order in place and comes back to the dashboard', async ({ page, request }) => {
    const login = await freshAccount(request, 'onhold-edit')
    const apiCode = await onHoldOrders(login, 1)
    await addCard(request, apiCode)
    await page.clock.install({ time: MONDAY_9AM })
    await logIn(page, login)
    const row = rows(page).filter({ hasText: 'Paging parcel 01' })
    await expect(row).toContainText('On hold')
    const id = await row.getByRole('button', { name: /^Show delivery \d+ on map$/ }).textContent()
    await row.getByRole('button', { name: /^Edit/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Edit order' }).click()
    await expect(page).toHaveURL(/\/details\?step=delivery$/)
    await page.getByLabel('Reference Name').fill('Edited on hold parcel')
    // The record carries no size and weight (docs/decisions/order-draft.md): the user chooses them again.
    await page.getByRole('button', { name: 'Small 0–10 lb' }).click()
    await saveToSummary(page, 'Save And Go to Summary')
    await page.getByRole('button', { name: /^Submit/ }).click()
    await expect(page).toHaveURL(/\/dashboard/)
    const edited = rows(page).filter({ hasText: 'Edited on hold parcel' })
    await expect(edited).toContainText('On hold')
    await expect(edited.getByRole('button', { name: /^Show delivery \d+ on map$/ })).toHaveText(id ?? '')
    await expect(rows(page).filter({ hasText: 'Paging parcel 01' })).toHaveCount(0)
  })
})

// Part 2 §2.1, §7: the live map polls the online drivers every 15 s; the sandbox's simulator (automatic, 60×)
// drives the assigned driver to the pickup (docs/sandbox-simulator.md).
test('the live map moves the driver of a delivery under way at the next drivers poll', async ({
  page,
  request,
}) => {
  const login = await freshAccount(request, 'livemap')
  const client = createClient({ baseUrl: test.info().project.use.baseURL ?? '' })
  const apiCode = await client.auth.login(login)
  const order = await client.orders.create(apiCode, delivery({ itemName: 'Live map parcel' }))
  const driverOf = async () => {
    const listed = await client.dashboard.page(apiCode, { view: 3, pageIndex: 0, pageSize: 25 })
    return listed.orders.find((listedOrder) => listedOrder.id === order.id)?.driver?.id
  }
  await expect.poll(driverOf, { timeout: 15_000 }).toBeDefined()
  const driverId = await driverOf()
  const reported = async () => {
    const drivers = await client.dashboard.onlineDrivers(apiCode)
    const driver = drivers.find((online) => online.id === driverId)
    return driver ? `${driver.position.lat},${driver.position.lng}` : ''
  }
  const online = await client.dashboard.onlineDrivers(apiCode)
  const name = online.find((driver) => driver.id === driverId)?.firstName ?? ''

  await page.clock.install()
  await logIn(page, login)
  // Drivers are dots on the map; the finder makes the chosen one a marker (docs/decisions/maps-and-places.md).
  // Drivers of the same first name are told apart by their nearest city: the delivery is in Edmonton.
  await page.getByRole('combobox', { name: 'Find a driver' }).fill(name)
  const suggestions = page.getByRole('option', { name: new RegExp(`^${name}( Edmonton)?$`) })
  await suggestions.first().click()
  const marker = page.locator(`[data-marker-id="driver-${driverId}"]`)
  await expect(marker).toBeAttached()
  const drawnAt = () =>
    marker.evaluate((element: HTMLElement) => `${element.style.left} ${element.style.top}`)
  const before = await drawnAt()
  const first = await reported()
  // The next report as soon as the simulator has moved the driver: one real second is about 1 km at 60×, well
  // under the 2000 m jump that a single report may not make.
  await expect.poll(reported, { timeout: 20_000, intervals: [100] }).not.toBe(first)
  await page.clock.runFor(15_000)
  await expect.poll(drawnAt).not.toBe(before)
})
