import { expect, type Page, test } from '@playwright/test'

// Part 1 §2 'Login', §5 'Login', §4 'Request states'; part 2 §2.9 'Guard'.
const demo = { email: 'demo@waybill.test', password: 'waybill-demo', business: 'Prairie Parcel Co.' }

async function logIn(page: Page, email = demo.email, password = demo.password) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test.describe('login', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
  })

  test('an empty submit shows both required messages (part 1 §5)', async ({ page }) => {
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a malformed email says so (part 1 §5)', async ({ page }) => {
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Email').blur()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
  })

  test('a wrong password shows "Invalid email or password" under both fields, cleared after editing (part 1 §4, §8)', async ({
    page,
  }) => {
    await logIn(page, demo.email, 'wrong-password')
    const fieldErrors = page.locator('.wb-field__error', { hasText: 'Invalid email or password' })
    await expect(fieldErrors).toHaveCount(2)
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toHaveCount(1)
    await page.getByLabel('Password', { exact: true }).fill('wrong-password!')
    await expect(fieldErrors).toHaveCount(0)
  })

  test('the password can be shown and hidden', async ({ page }) => {
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('the screen offers the recovery and sign-up links and the app-store badges (part 1 §2)', async ({
    page,
  }) => {
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
    await expect(page.getByRole('link', { name: 'sign up here' })).toHaveAttribute('href', '/')
    for (const name of [/App Store/, /Google Play/]) {
      const badge = page.getByRole('link', { name })
      await expect(badge).toHaveAttribute('target', '_blank')
      await expect(badge).toHaveAttribute('rel', /noopener/)
    }
  })

  test('the keyboard alone logs in', async ({ page }) => {
    await page.getByLabel('Email').focus()
    await page.keyboard.type(demo.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(demo.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe('session', () => {
  test('the demo login reaches the dashboard, survives a reload, and Logout returns to login (part 1 §2, §4)', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/login')
    await logIn(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(demo.business)).toBeVisible()

    // The api code sits in sessionStorage only, and travels to no origin but the API's.
    const stored = await page.evaluate(() => ({ tab: { ...sessionStorage }, kept: { ...localStorage } }))
    const entry = stored.tab['waybill:session']
    expect(entry).toBeDefined()
    const apiCode = (JSON.parse(entry ?? '{}') as { data: { apiCode: string } }).data.apiCode
    expect(Object.values(stored.kept).join('')).not.toContain(apiCode)
    const origin = new URL(page.url()).origin
    for (const url of requests.filter((url) => url.includes(apiCode)))
      expect(new URL(url).origin).toBe(origin)

    await page.reload()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(demo.business)).toBeVisible()

    // The user-name dropdown holds Logout (part 1 §2 'Page chrome').
    await page.getByRole('button', { name: 'Dana Demo' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => sessionStorage.getItem('waybill:session'))).toBeNull()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('"Keep me signed in" keeps the session in a new tab', async ({ context, page }) => {
    await page.goto('/login')
    await page.getByLabel('Keep me signed in').check()
    await logIn(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const other = await context.newPage()
    await other.goto('/dashboard')
    await expect(other.getByText(demo.business)).toBeVisible()
  })

  test('without "Keep me signed in" a new tab asks to log in again', async ({ context, page }) => {
    await page.goto('/login')
    await logIn(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const other = await context.newPage()
    await other.goto('/dashboard')
    await expect(other).toHaveURL(/\/login$/)
  })

  test('a protected URL while logged out redirects to login (part 2 §2.9), and login returns to it', async ({
    page,
  }) => {
    await page.goto('/dashboard?view=1')
    await expect(page).toHaveURL(/\/login$/)
    await logIn(page)
    await expect(page).toHaveURL(/\/dashboard\?view=1$/)
    await expect(page.getByRole('table')).toContainText('Completed Date')
  })

  test('an unknown route shows the catch-all page', async ({ page }) => {
    await page.goto('/no/such/screen')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})
