import { expect, type Page, test } from '@playwright/test'
import { freshAccount, type Login, logIn, VALET } from './accounts.ts'
import {
  addCard,
  apiCodeOf,
  fillDelivery,
  fillLocations,
  JASPER_DROPOFF,
  JASPER_PICKUP,
  MONDAY_9AM,
  ordersMatching,
  RED_DEER_DROPOFF,
  saveToSummary,
} from './ordering.ts'

async function freshPayingAccount(page: Page, request: Parameters<typeof freshAccount>[0], prefix: string) {
  const login: Login = await freshAccount(request, prefix)
  const apiCode = await apiCodeOf(request, login)
  await addCard(request, apiCode)
  await page.clock.install({ time: MONDAY_9AM })
  await logIn(page, login)
  return apiCode
}

async function chooseSingle(page: Page, column: 'Local Delivery' | 'Intercity Delivery') {
  await page.getByRole('link', { name: /Make a waybill delivery/ }).click()
  await page.getByRole('button', { name: new RegExp(`${column} Single Delivery`) }).click()
  await expect(page).toHaveURL(/\/waybill\/details$/)
}

// Part 1 §2 'Single delivery form', §5 'Single delivery checks'; part 2 §2.2, §2.3, §4.5.
test.describe('Ordering a single delivery', () => {
  test('a local delivery from the chooser to the dashboard, through every check of the form', async ({
    page,
    request,
  }) => {
    const apiCode = await freshPayingAccount(page, request, 'order-local')
    await chooseSingle(page, 'Local Delivery')
    await fillLocations(page, JASPER_PICKUP, JASPER_DROPOFF)
    await expect(page.getByText('Shipment details (Local)')).toBeVisible()

    await page.getByRole('button', { name: 'Order Summary', exact: true }).click()
    const failures = page.getByRole('region', { name: 'Please check the following sections and try again:' })
    for (const text of [
      'Reference Name Is Required',
      'Please Select Size & Weight',
      'Drop off Type Is Required',
      'Please Select Your Pickup Type',
      'Please Select Your Drop off Type',
      'Please enter a valid package count',
    ]) {
      await expect(failures).toContainText(text)
    }

    await fillDelivery(page, 'E2E local 1001')
    // The draft survives a reload (part 1 §3 'Locally persisted state'), on the same step.
    await page.getByLabel('Reference Name').blur()
    await page.reload()
    await expect(page.getByLabel('Reference Name')).toHaveValue('E2E local 1001')
    await expect(page.getByRole('main')).toContainText(JASPER_PICKUP.name)
    await expect(page.getByRole('radio', { name: /Evening 17:00/ })).toBeChecked()
    await saveToSummary(page)
    await expect(page.getByRole('link', { name: 'Order Summary: 1' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your order:' })).toBeVisible()
    await expect(page.getByText('Delivery fee')).toBeVisible()

    await page.getByRole('button', { name: 'Submit delivery' }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
    await expect(page.getByRole('link', { name: 'Order Summary: 0' })).toBeVisible()
    expect(await ordersMatching(request, apiCode, 'E2E local 1001')).toBe(1)
  })

  test('edit from the summary, then a submit whose answers are lost: the retry books exactly one order', async ({
    page,
    request,
  }) => {
    const apiCode = await freshPayingAccount(page, request, 'order-retry')
    await chooseSingle(page, 'Local Delivery')
    await fillLocations(page, JASPER_PICKUP, JASPER_DROPOFF)
    await fillDelivery(page, 'E2E retry draft')
    await saveToSummary(page)

    await page.getByRole('button', { name: 'Edit E2E retry draft' }).click()
    await expect(page).toHaveURL(/\/waybill\/details\?step=delivery$/)
    await page.getByLabel('Reference Name').fill('E2E retry 2002')
    await saveToSummary(page, 'Save And Go to Summary')
    await expect(page.getByRole('link', { name: 'Order Summary: 1' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('E2E retry 2002')

    // The server books the order, then every answer is lost (the client's own retries included).
    let lost = 0
    await page.route('**/api/web/delivery', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await route.fetch()
      lost += 1
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Submit delivery' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Fail' })).toBeVisible({ timeout: 20_000 })
    expect(lost).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: 'Order Summary: 1' })).toBeVisible()

    await page.unroute('**/api/web/delivery')
    await page.getByRole('button', { name: 'Submit delivery' }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
    expect(await ordersMatching(request, apiCode, 'E2E retry 2002')).toBe(1)
  })

  test('an intercity delivery asks for its temperature choice', async ({ page, request }) => {
    await freshPayingAccount(page, request, 'order-intercity')
    await chooseSingle(page, 'Intercity Delivery')
    await fillLocations(page, JASPER_PICKUP, RED_DEER_DROPOFF)
    await expect(page.getByText('Shipment details (Intercity)')).toBeVisible()
    await page.getByRole('button', { name: 'Order Summary', exact: true }).click()
    const failures = page.getByRole('region', { name: 'Please check the following sections and try again:' })
    await expect(failures).toContainText('Please choose a Temperature Controlled Option')

    const cold = page.getByLabel('Requires a refrigerated vehicle')
    const ambient = page.getByLabel('Does not require a refrigerated vehicle')
    await cold.check()
    await ambient.check()
    await expect(cold).not.toBeChecked()
    await page.getByRole('button', { name: 'Order Summary', exact: true }).click()
    await expect(failures).not.toContainText('Please choose a Temperature Controlled Option')
  })
})

// Part 1 §5 'Express' and 'Rush', §9: offered or refused by the (frozen) time of day.
test.describe('Express and Rush', () => {
  async function openTimes(page: Page, time: string) {
    await page.clock.install({ time: new Date(time) })
    await logIn(page, VALET)
    await chooseSingle(page, 'Local Delivery')
    await fillLocations(page, JASPER_PICKUP, JASPER_DROPOFF)
    await page.getByRole('radio', { name: /Mon 11-23-2026/ }).check()
    return page.getByRole('region', { name: 'Pickup Time' })
  }

  test('at 09:00 both are offered; Express plans its drop-off in 15-minute slots and Rush its windows', async ({
    page,
  }) => {
    const times = await openTimes(page, '2026-11-23T15:00:00Z')
    await times.getByRole('radio', { name: 'Express Delivery' }).check()
    const from = times.getByLabel('Express drop-off from')
    await expect(from).toBeEnabled()
    const slots = await from.locator('option').allTextContents()
    expect(slots.some((slot) => slot.startsWith('10:15'))).toBe(true)
    expect(slots.some((slot) => slot.startsWith('15:15'))).toBe(false)

    await times.getByRole('radio', { name: /Rush/ }).check()
    await expect(times).toContainText('Pickup 09:30 – 10:00, drop-off 10:00 – 12:00')
  })

  test('at 16:30 Express is refused and Rush is still offered', async ({ page }) => {
    const times = await openTimes(page, '2026-11-23T22:30:00Z')
    await expect(times.getByRole('radio', { name: /Rush/ })).toBeEnabled()
    await expect(times).toContainText('Pickup 17:00 – 17:30, drop-off 17:30 – 19:30')
    await expect(times.getByRole('radio', { name: 'Express Delivery' })).toHaveCount(0)
  })

  test('at 18:30 Rush is refused too, and the day has no times', async ({ page }) => {
    const times = await openTimes(page, '2026-11-24T00:30:00Z')
    await expect(times.getByRole('radio', { name: /Rush/ })).toHaveCount(0)
    await expect(times).toContainText('No Times Available Based On The Locations And Date Selected')
  })
})

// Part 1 §2 'Valet and vehicle-swap form', 'Pickup time widget (valet)'; §4 valet type codes.
test.describe('Valet and vehicle swap', () => {
  for (const [choice, subtitle] of [
    ['Valet', 'Valet Service Details:'],
    ['Vehicle Swap', 'Vehicle Swap Service Details:'],
  ] as const) {
    test(`a ${choice} order goes into the summary`, async ({ page }) => {
      await page.clock.install({ time: MONDAY_9AM })
      await logIn(page, VALET)
      await page.getByRole('link', { name: /Make a waybill delivery/ }).click()
      await page.getByRole('button', { name: new RegExp(`Valet Service ${choice}$`) }).click()
      await expect(page).toHaveURL(/\/waybill\/valet$/)
      await fillLocations(page, JASPER_PICKUP, JASPER_DROPOFF)
      await expect(page.getByText(subtitle)).toBeVisible()

      await page.getByRole('button', { name: 'Order Summary', exact: true }).click()
      const failures = page.getByRole('region', {
        name: 'Please check the following sections and try again:',
      })
      for (const label of ['Reference Name', 'Drop off Type', 'Description', 'Pickup Time', 'VIN']) {
        await expect(failures).toContainText(label)
      }

      const reference = `E2E ${choice} customer`
      await page.getByLabel('Reference Name (Customer Name)').fill(reference)
      await page.getByRole('radio', { name: /In-Person/ }).check()
      await page.getByLabel('Valet Instructions *').fill('Keys at the front desk')
      await page.getByLabel('VIN').fill('1HGCM82633A004352')
      const time = page.getByRole('region', { name: 'Pickup Time' })
      await time.getByRole('radio', { name: /Mon 11-23-2026/ }).check()
      const start = time.getByLabel('Pickup window start')
      // Today's first starts are within 30 minutes of the minimum (09:45): marked, not only red (part 1 §5).
      await expect(start.locator('option').nth(1)).toHaveText('09:45 (short notice)')
      await start.selectOption({ label: '11:00' })
      await time.getByLabel('Pickup window end').selectOption({ label: '11:30' })
      await expect(time).toContainText('Drop-off window')
      await expect(time).toContainText('min')

      await saveToSummary(page)
      await expect(page.getByRole('main')).toContainText(reference)
      await expect(page.getByRole('link', { name: 'Order Summary: 1' })).toBeVisible()
    })
  }
})
