import { expect, test } from '@playwright/test'
import { freshAccount, logIn } from './accounts.ts'
import {
  addCard,
  apiCodeOf,
  fillLocations,
  JASPER_DROPOFF,
  JASPER_PICKUP,
  MONDAY_9AM,
  ordersMatching,
  saveToSummary,
} from './ordering.ts'

// Issue 10; part 1 §2 'Shipment (older flow)', §5 'Older checks'; part 2 §2.2 the summary, §4.5 submit.
test('an old bookmark to /shipment books a delivery through the current summary and submit', async ({
  page,
  request,
}) => {
  const login = await freshAccount(request, 'shipment')
  const apiCode = await apiCodeOf(request, login)
  await addCard(request, apiCode)
  await page.clock.install({ time: MONDAY_9AM })
  await logIn(page, login)
  await page.goto('/shipment')

  const banner = page.getByRole('note')
  await expect(banner).toContainText('This is the older shipment form.')
  await expect(banner.getByRole('link', { name: 'Choose a delivery type' })).toHaveAttribute(
    'href',
    '/waybill/choose',
  )
  await fillLocations(page, JASPER_PICKUP, JASPER_DROPOFF)
  await expect(page).toHaveURL(/\/shipment\?step=delivery$/)
  await expect(page.getByText('Shipment details (Local)')).toBeVisible()

  await page.getByRole('button', { name: /Small 0–10 lb/ }).click()
  await page.getByLabel('Reference Name').fill('E2E shipment 77')
  await page.getByRole('radio', { name: /Leave At Door/ }).check()
  await page.getByRole('checkbox', { name: /Special care/ }).check()
  await page.getByRole('radio', { name: /Mon 11-23-2026/ }).check()
  await page.getByRole('radio', { name: /Afternoon pickup/ }).check()
  await page.getByRole('radio', { name: /Evening 17:00/ }).check()
  await saveToSummary(page)
  await expect(page.getByRole('link', { name: 'Order Summary: 1' })).toBeVisible()
  await expect(page.getByText('Special care')).toBeVisible()

  await page.getByRole('button', { name: 'Submit delivery' }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
  expect(await ordersMatching(request, apiCode, 'E2E shipment 77')).toBe(1)
})
