import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Login } from './accounts.ts'

/** Monday 2026-11-23 09:00 in Edmonton (UTC−6): the ordering tests' frozen start. */
export const MONDAY_9AM = new Date('2026-11-23T15:00:00Z')

/** A place the sandbox geocoder suggests: what to type and the suggestion to pick. */
export interface Place {
  readonly name: string
  readonly typed: string
  readonly option: RegExp
}

export const JASPER_PICKUP: Place = {
  name: 'Acme Front Desk',
  typed: '10220 Jasper',
  option: /10220 Jasper Ave NW/,
}
export const JASPER_DROPOFF: Place = {
  name: 'Dana Receiver',
  typed: '10150 Jasper',
  option: /10150 Jasper Ave NW/,
}
export const RED_DEER_DROPOFF: Place = {
  name: 'Red Deer Clinic',
  typed: '5000 Gaetz',
  option: /5000 Gaetz Ave/,
}

/** Fills both blocks of Location details (part 1 §2) and goes on with 'Next'. */
export async function fillLocations(page: Page, pickup: Place, dropoff: Place): Promise<void> {
  for (const [heading, place] of [
    ['Pickup Information', pickup],
    ['Drop off Information', dropoff],
  ] as const) {
    const block = page.getByRole('region', { name: heading })
    await block.getByLabel('Name').fill(place.name)
    await block.getByRole('combobox', { name: 'Address', exact: true }).pressSequentially(place.typed)
    // The side is located once the chosen place's details and zone check have answered (Next waits for a running
    // zone check, not for the details lookup before it).
    const zoneChecked = page.waitForResponse((answer) => answer.url().endsWith('/get-zone-from-coordinate'))
    await block.getByRole('option', { name: place.option }).first().click()
    await zoneChecked
    await block.getByLabel('Phone').fill('780-555-0100')
    await block.getByLabel('Email').fill('orders@example.com')
  }
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/step=delivery$/)
}

/** Fills the single form's required sections with the Monday afternoon window and the evening drop-off. */
export async function fillDelivery(page: Page, reference: string): Promise<void> {
  await page.getByRole('button', { name: /Small 0–10 lb/ }).click()
  await page.getByLabel('Reference Name').fill(reference)
  await page.getByRole('radio', { name: /Leave At Door/ }).check()
  await page.getByRole('radio', { name: /Mon 11-23-2026/ }).check()
  await page.getByRole('radio', { name: /Afternoon pickup/ }).check()
  await page.getByRole('radio', { name: /Evening 17:00/ }).check()
}

/** Presses 'Order Summary' (or its edit caption) and confirms the 'ready at' modal (part 1 §2). */
export async function saveToSummary(page: Page, caption = 'Order Summary'): Promise<void> {
  await page.getByRole('button', { name: caption, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Are your packages ready?' })
  await expect(dialog).toContainText('A fee may apply if they are not ready.')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/summary$/)
}

/** The api code of a login, asked of the API directly. */
export async function apiCodeOf(request: APIRequestContext, login: Login): Promise<string> {
  const answer = await request.post('/api/user/getMyBusinessApiCode', {
    data: { username: login.email, password: login.password },
  })
  return ((await answer.json()) as { api_code: string }).api_code
}

/** Saves a card on the account through the API (part 2 §7 token, then card), so submit is possible. */
export async function addCard(request: APIRequestContext, apiCode: string): Promise<void> {
  const tokenised = await request.post('/api/web/token', {
    data: {
      name: 'Eve Tester',
      number: '4242424242424242',
      expiry_month: '12',
      expiry_year: '30',
      cvc: '123',
      postal: 'T5J0H6',
    },
  })
  const { token } = (await tokenised.json()) as { token: string }
  const saved = await request.post('/api/web/card', { data: { token, api_key: apiCode } })
  expect(saved.status()).toBe(200)
}

/** How many of the account's active orders match `search` (the dashboard query, part 2 §7). */
export async function ordersMatching(
  request: APIRequestContext,
  apiCode: string,
  search: string,
): Promise<number> {
  const answer = await request.get('/api/user/getdeliveriesForBusinessAccountPagination', {
    params: {
      api_key: apiCode,
      draw: 1,
      length: 100,
      start: 0,
      searching: search,
      searchingDate: '',
      status: '',
      deliveryView: 3,
    },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { recordsFiltered: number }).recordsFiltered
}
