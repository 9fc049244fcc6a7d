import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { freshAccount, logIn } from './accounts.ts'
import { addCard, apiCodeOf, MONDAY_9AM } from './ordering.ts'

/** A batch file of three Edmonton rows (drop-offs or pickups) the sandbox validates (part 2 §3.8 column order). */
function batchCsv(prefix: string): string {
  const rows = [
    ['Batch of drop-offs'],
    ['Name', 'Unit', 'Street Address', 'City', 'Province', 'Postal Code', 'Email', 'Phone Number'],
    ['Ana Jasper', '', '10220 Jasper Ave NW', 'Edmonton', 'AB', '', 'ana@example.com', '780-555-0101'],
    ['Ben Jasper', '12', '10150 Jasper Ave NW', 'Edmonton', 'AB', '', '', '(780) 555-0102'],
    ['Cy West', '', '10220 104 Ave NW', 'Edmonton', 'AB', '', 'cy@example.com', ''],
  ]
  const withOrders = rows.map((row, index) =>
    index < 2 ? row : [...row, '', `${prefix}-${index - 1}`, 'Flowers', '1'],
  )
  return `${withOrders.map((row) => row.join(',')).join('\r\n')}\r\n`
}

/** One batch screen: its route, its title and its contact block (the side the rows are not on). */
export interface BatchScreenCase {
  readonly route: string
  readonly title: string
  readonly block: 'Pickup Information' | 'Drop off Information'
}

/**
 * Readies a batch of three on a fresh account with a card, up to its submit (part 2 §2.4, §4.6, §5.3): fills the
 * contact block when the account's defaults left it empty, uploads, validates, times the batch and prices it.
 * Answers the enabled 'Submit deliveries & Get Labels' button.
 */
export async function readyBatch(
  page: Page,
  request: APIRequestContext,
  screen: BatchScreenCase,
): Promise<Locator> {
  const login = await freshAccount(request, 'batch')
  await addCard(request, await apiCodeOf(request, login))
  await page.clock.install({ time: MONDAY_9AM })
  await logIn(page, login)
  await page.goto(screen.route)
  await expect(page.getByRole('heading', { name: screen.title })).toBeVisible()

  const block = page.getByRole('region', { name: screen.block })
  if ((await block.getByLabel('Name').inputValue()) === '') {
    await block.getByLabel('Name').fill('Acme Front Desk')
    const zoneChecked = page.waitForResponse((answer) => answer.url().endsWith('/get-zone-from-coordinate'))
    await block.getByRole('combobox', { name: 'Address', exact: true }).pressSequentially('10220 Jasper')
    await block
      .getByRole('option', { name: /10220 Jasper Ave NW/ })
      .first()
      .click()
    await zoneChecked
  }
  if ((await block.getByLabel('Phone').inputValue()) === '')
    await block.getByLabel('Phone').fill('780-555-0100')
  if ((await block.getByLabel('Email').inputValue()) === '') {
    await block.getByLabel('Email').fill('orders@example.com')
  }

  const prefix = `B${Date.now()}`
  await page.getByLabel('Addresses file (CSV, XLSX or XLS)').setInputFiles({
    name: 'batch.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(batchCsv(prefix)),
  })
  await expect(page.getByText('Upload complete. Please click "Validate Addresses"')).toBeVisible()
  await page.getByRole('button', { name: 'Validate Addresses' }).click()
  await expect(page.getByText('3 of 3 address(es) validated.')).toBeVisible({ timeout: 15_000 })

  await page.getByRole('button', { name: /Small 0–10 lb/ }).click()
  await page.getByRole('radio', { name: /Leave At Door/ }).check()
  await page.getByLabel('Description').fill('Fragile flowers')
  await expect(page.getByRole('radio', { name: /Mon 11-23-2026/ })).toBeChecked()
  await page.getByLabel('Pickup window start').selectOption({ label: '10:00' })
  await page.getByLabel('Pickup window end').selectOption({ label: '11:00' })
  await page.getByLabel('Drop-off window start').selectOption({ label: '12:00' })
  await page.getByLabel('Drop-off window end').selectOption({ label: '14:00' })

  await page.getByRole('button', { name: 'Continue' }).click()
  const confirm = page.getByRole('dialog', { name: 'Price this batch' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('button', { name: 'Submited' })).toBeVisible({ timeout: 15_000 })

  const submit = page.getByRole('button', { name: /^Submit deliveries & Get Labels/ })
  await expect(submit).toBeEnabled()
  return submit
}

/** Books a batch of three (see {@link readyBatch}), then checks the dashboard lists the three new orders. */
export async function bookBatch(
  page: Page,
  request: APIRequestContext,
  screen: BatchScreenCase,
): Promise<void> {
  await (await readyBatch(page, request, screen)).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Active deliveries (3)' })).toBeVisible()
  for (const name of ['Ana Jasper', 'Ben Jasper', 'Cy West']) {
    await expect(page.getByRole('table')).toContainText(name)
  }
}
