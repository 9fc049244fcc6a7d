import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** Login of a seeded sandbox account (apps/sandbox/src/db/seed.ts, profiles.ts). */
export interface Login {
  readonly email: string
  readonly password: string
}

/** The demo account: no My Fleet, no valet. */
export const DEMO: Login = { email: 'demo@waybill.test', password: 'waybill-demo' }
/** The valet profile: valet, vehicle swap and Express (latest express time 15:00). */
export const VALET: Login = { email: 'valet@waybill.test', password: 'waybill-valet' }
/** The My Fleet profile (with on-hold). */
export const FLEET: Login = { email: 'fleet@waybill.test', password: 'waybill-fleet' }

let accounts = 0

/** A unique email for a test's own account, so that parallel tests never share state. */
export function uniqueEmail(prefix: string): string {
  accounts += 1
  return `${prefix}-${process.pid}-${Date.now()}-${accounts}@e2e.test`
}

/**
 * Signs up a fresh account through the API (part 1 §7 sign-up), with no pickup location yet: logging in leads to the
 * account details step. Returns its login.
 */
export async function signUp(request: APIRequestContext, prefix: string): Promise<Login> {
  const login = { email: uniqueEmail(prefix), password: 'e2e-password' }
  const response = await request.post('/api/web/user-sign-up', {
    data: {
      company_name: `E2E ${prefix}`,
      first_name: 'Eve',
      last_name: 'Tester',
      password: login.password,
      password_confirmation: login.password,
      email: login.email,
      mobile: '7805550199',
      operating_region: 1,
    },
  })
  expect(response.status()).toBe(200)
  return login
}

/**
 * Signs up a fresh account through the API (part 1 §7 sign-up) and gives it a pickup location, so that it is past
 * onboarding, and returns its login.
 */
export async function freshAccount(request: APIRequestContext, prefix: string): Promise<Login> {
  const login = await signUp(request, prefix)
  const loggedIn = await request.post('/api/user/getMyBusinessApiCode', {
    data: { username: login.email, password: login.password },
  })
  const { api_code: apiCode } = (await loggedIn.json()) as { api_code: string }
  const located = await request.post('/api/user/businessPickupAddress', {
    data: {
      api_key: apiCode,
      business_appt_number: '',
      business_street_address: '10220 104 Ave NW',
      business_pickup_city: 'Edmonton',
      business_pickup_province: 'AB',
      business_pickup_postal_code: 'T5J 0H6',
    },
  })
  expect(located.status()).toBe(200)
  return login
}

/** Logs in through the login screen and waits for the dashboard. */
export async function logIn(page: Page, login: Login): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(login.email)
  await page.getByLabel('Password', { exact: true }).fill(login.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
