import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO, freshAccount, logIn } from './accounts.ts'
import {
  addCard,
  apiCodeOf,
  JASPER_DROPOFF,
  JASPER_PICKUP,
  MONDAY_9AM,
  type Place,
  saveToSummary,
} from './ordering.ts'

/** The seven screens customers touch most (issue 21), each brought to the state it is judged in. */
export interface Screen {
  readonly name: string
  /** Signs in as needed and opens the screen in its state; may leave the page on the screen of a later step. */
  readonly open: (page: Page, request: APIRequestContext) => Promise<void>
}

/** Fills one block of Location details (part 1 §2) with a place the sandbox geocoder knows. */
export async function fillParty(page: Page, heading: string, place: Place): Promise<void> {
  const block = page.getByRole('region', { name: heading })
  await block.getByLabel('Name').fill(place.name)
  const zoneChecked = page.waitForResponse((answer) => answer.url().endsWith('/get-zone-from-coordinate'))
  await block.getByRole('combobox', { name: 'Address', exact: true }).pressSequentially(place.typed)
  await block.getByRole('option', { name: place.option }).first().click()
  await zoneChecked
  await block.getByLabel('Phone').fill('780-555-0100')
  await block.getByLabel('Email').fill('orders@example.com')
}

async function signedInFresh(page: Page, request: APIRequestContext, prefix: string): Promise<void> {
  const login = await freshAccount(request, prefix)
  await addCard(request, await apiCodeOf(request, login))
  await page.clock.install({ time: MONDAY_9AM })
  await logIn(page, login)
}

/** Details with both parties filled, on the Location details step. */
async function detailsWithParties(page: Page, request: APIRequestContext): Promise<void> {
  await signedInFresh(page, request, 'layout-details')
  await page.goto('/waybill/details')
  await fillParty(page, 'Pickup Information', JASPER_PICKUP)
  await fillParty(page, 'Drop off Information', JASPER_DROPOFF)
}

/** Details after 'Order Summary' with nothing of the delivery filled: the validation list is shown. */
async function detailsWithValidation(page: Page, request: APIRequestContext): Promise<void> {
  await detailsWithParties(page, request)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/step=delivery$/)
  await page.getByRole('button', { name: 'Order Summary', exact: true }).click()
  await expect(
    page.getByRole('region', { name: 'Please check the following sections and try again:' }),
  ).toBeVisible()
}

/** The summary with one single delivery in it. */
export async function summary(page: Page, request: APIRequestContext): Promise<void> {
  await detailsWithParties(page, request)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: /Small 0–10 lb/ }).click()
  await page.getByLabel('Reference Name').fill('Layout order with a long reference 1001')
  await page.getByRole('radio', { name: /Leave At Door/ }).check()
  await page.getByRole('radio', { name: /Mon 11-23-2026/ }).check()
  await page.getByRole('radio', { name: /Afternoon pickup/ }).check()
  await page.getByRole('radio', { name: /Evening 17:00/ }).check()
  await saveToSummary(page)
  await expect(page.getByText('Delivery fee')).toBeVisible()
}

/** A batch file of rows the sandbox validates, some with units and long names (part 2 §3.8 column order). */
export function layoutBatchCsv(rows = 12): string {
  const lines = [
    ['Batch of drop-offs'],
    ['Name', 'Unit', 'Street Address', 'City', 'Province', 'Postal Code', 'Email', 'Phone Number'],
    ...Array.from({ length: rows }, (_, index) => [
      index % 3 === 0 ? `Alexandra Catherine Montgomery-Smythe ${index}` : `Ana Jasper ${index}`,
      index % 2 === 0 ? `${index + 1}` : '',
      index % 2 === 0 ? '10220 Jasper Ave NW' : '10150 Jasper Ave NW',
      'Edmonton',
      'AB',
      index % 4 === 0 ? 'T5J 9Z9' : '',
      `orders${index}@example.com`,
      '780-555-0101',
      '',
      `L-${index}`,
      'Flowers',
      '1',
    ]),
  ]
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`
}

/** Many drop-offs after the addresses were validated. */
async function batchValidated(page: Page, request: APIRequestContext): Promise<void> {
  await signedInFresh(page, request, 'layout-batch')
  await page.goto('/waybill/createOneToMany')
  await page.getByLabel('Addresses file (CSV, XLSX or XLS)').setInputFiles({
    name: 'batch.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(layoutBatchCsv()),
  })
  await expect(page.getByText('Upload complete. Please click "Validate Addresses"')).toBeVisible()
  await page.getByRole('button', { name: 'Validate Addresses' }).click()
  await expect(page.getByText('12 of 12 address(es) validated.')).toBeVisible({ timeout: 15_000 })
}

async function demoScreen(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await logIn(page, DEMO)
  await page.goto(path)
  await ready(page)
}

export const SCREENS: readonly Screen[] = [
  {
    name: 'dashboard',
    open: (page) =>
      demoScreen(page, '/dashboard', async () => {
        await expect(page.getByRole('table').getByRole('row').nth(2)).toBeVisible()
      }),
  },
  { name: 'details with the parties filled', open: detailsWithParties },
  { name: 'details with the validation list', open: detailsWithValidation },
  { name: 'batch many drop-offs after validation', open: batchValidated },
  { name: 'summary', open: summary },
  {
    name: 'My Account',
    open: (page) =>
      demoScreen(page, '/addPayment', async () => {
        await expect(page.getByRole('table').first()).toBeVisible()
      }),
  },
  {
    name: 'Contacts',
    open: (page) =>
      demoScreen(page, '/userAddress', async () => {
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
      }),
  },
]
