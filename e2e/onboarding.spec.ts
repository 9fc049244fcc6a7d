import { expect, type Locator, type Page, test } from '@playwright/test'
import { uniqueEmail } from './accounts.ts'

/** Presses Tab until `target` has focus: proves it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 25): Promise<void> {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

// Part 1 §2 'Sign-up', 'Account details', 'Pickup hours', 'Delivery-type chooser', §4 'Onboarding flow'.
test('sign-up by keyboard only, then account details, pickup hours and the chooser', async ({ page }) => {
  const email = uniqueEmail('onboarding')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible()

  const type = async (label: string, text: string) => {
    const field = page.getByLabel(label, { exact: true })
    await tabTo(page, field)
    await page.keyboard.type(text)
  }
  await type('Full name', 'Ada Lovelace King')
  await type('Email', email)
  await type('Password', 'analytical-engine')
  await type('Mobile number', '7805550142')
  await type('Business name', 'Engine Works')
  const region = page.getByLabel('Operating region')
  await tabTo(page, region)
  await expect(region.locator('option').first()).toHaveText('Select Operating Region')
  await page.keyboard.press('ArrowDown')
  await expect(region).toHaveValue('1')
  await tabTo(page, page.getByRole('button', { name: 'Sign up' }))
  await page.keyboard.press('Enter')

  // Sign-up lands on the dashboard (part 1 §2), which sends a new account through onboarding (§4): step 1 of 2.
  await expect(page).toHaveURL(/\/register\/location$/)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
  await page.getByLabel('Phone').fill('7805550142')
  await page.getByRole('combobox', { name: 'Street address' }).fill('10220 104 Ave NW')
  await page.getByLabel('City').fill('Edmonton')
  await page.getByLabel('Province').fill('AB')
  await page.getByLabel('Postal code').fill('T5J 0H6')
  await page.getByRole('button', { name: 'Next: Pickup hours' }).click()

  // Pickup hours (100 %): defaults 09:00–16:00; an unticked day shows 'No Pickups'.
  await expect(page).toHaveURL(/\/register\/hours$/)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByLabel('Monday start')).toHaveValue('09:00')
  await expect(page.getByLabel('Monday end')).toHaveValue('16:00')
  await page.getByLabel('Sunday', { exact: true }).uncheck()
  await expect(page.getByRole('row', { name: /Sunday/ })).toContainText('No Pickups')
  await page.getByLabel('Saturday end').selectOption('12:00')
  await page.getByRole('button', { name: 'Save account details' }).click()

  await expect(page).toHaveURL(/\/waybill\/choose$/)
  await expect(page.getByRole('heading', { name: 'Local Delivery' })).toBeVisible()
  await expect(page.getByText('Engine Works')).toBeVisible()

  // What was saved comes back from the server.
  await page.goto('/register/hours')
  await expect(page.getByLabel('Saturday end')).toHaveValue('12:00')
  await expect(page.getByLabel('Sunday', { exact: true })).not.toBeChecked()
})

test('a registered email is refused under the email field (part 1 §8)', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Full name').fill('Dana Demo')
  await page.getByLabel('Email', { exact: true }).fill('demo@waybill.test')
  await page.getByLabel('Password', { exact: true }).fill('whatever-it-is')
  await page.getByLabel('Mobile number').fill('7805550142')
  await page.getByLabel('Business name').fill('Demo Again')
  await page.getByLabel('Operating region').selectOption('Edmonton')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(
    page.locator('.wb-field__error', { hasText: 'Your email is existing in the system.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})
