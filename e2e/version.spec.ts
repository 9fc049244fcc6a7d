import { expect, test } from '@playwright/test'
import { DEMO, logIn } from './accounts.ts'

// Part 1 §1 and §7 `GET /meta.json`: a served build newer than the running one reloads the page — at the next
// screen change, so nothing typed is lost, and once per served version.
test('a newer served build reloads at the next screen change, once', async ({ page }) => {
  const served = await page.request.get('/meta.json')
  expect(await served.json()).toEqual({ version: '0.1.185' })

  let checks = 0
  await page.route('**/meta.json', async (route) => {
    checks += 1
    await route.fulfill({ json: { version: '0.1.186' } })
  })
  await logIn(page, DEMO)
  await expect.poll(() => checks).toBeGreaterThan(0)
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)

  const reloaded = page.waitForEvent('load')
  await page.getByRole('link', { name: 'Contacts' }).click()
  await reloaded
  await expect(page).toHaveURL(/\/userAddress$/)
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(false)

  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  await page.getByRole('link', { name: 'My Account' }).click()
  await expect(page).toHaveURL(/\/addPayment$/)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
})

// Part 2 §2.10 'Fallback': a screen that fails shows 'Something went wrong.' under the chrome; a screen whose
// code cannot be downloaded (an old build's chunk after a deploy) first reloads once to fetch the served build.
test('a screen whose code cannot load reloads once, then shows the fallback under the chrome', async ({
  page,
}) => {
  await logIn(page, DEMO)
  let requests = 0
  await page.route(/\/assets\/ContactsPage-[^/]*\.js$/, async (route) => {
    requests += 1
    await route.fulfill({ status: 404, body: 'gone' })
  })
  await page.getByRole('link', { name: 'Contacts' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong.' })).toBeVisible()
  await expect(page).toHaveURL(/\/userAddress$/)
  await expect(page.getByRole('link', { name: 'My Deliveries' })).toBeVisible()
  expect(requests).toBe(2)
})
