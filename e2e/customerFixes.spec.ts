import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { DEMO, FLEET, freshAccount, logIn, signUp } from './accounts.ts'
import { addCard, apiCodeOf, MONDAY_9AM } from './ordering.ts'

// Issue 21 item 3: batch and account behaviours customers trip over, each as a customer meets it.

const ERROR_RED = 'rgb(179, 38, 30)'
const BATCH_ROUTE = '/waybill/createOneToMany'
const NO_ROWS =
  'This file has no rows to import. Please add one row per address under the two header rows, then upload it again.'
const UPLOAD_COMPLETE = 'Upload complete. Please click "Validate Addresses"'
const TITLE_ROW = 'Batch of drop-offs'
const HEADER_ROW = 'Name,Unit,Street Address,City,Province,Postal Code,Email,Phone Number'

/** Three Edmonton drop-offs the sandbox validates (part 2 §3.8 column order), with new order numbers each time. */
function batchCsv(): string {
  const prefix = `C${Date.now()}`
  const rows = [
    ['Ana Jasper', '', '10220 Jasper Ave NW', 'Edmonton', 'AB', '', 'ana@example.com', '780-555-0101'],
    ['Ben Jasper', '12', '10150 Jasper Ave NW', 'Edmonton', 'AB', '', '', '(780) 555-0102'],
    ['Cy West', '', '10220 104 Ave NW', 'Edmonton', 'AB', '', 'cy@example.com', ''],
  ].map((row, index) => [...row, '', `${prefix}-${index + 1}`, 'Flowers', '1'])
  return `${[[TITLE_ROW], HEADER_ROW.split(','), ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`
}

const fileInput = (page: Page) => page.getByLabel('Addresses file (CSV, XLSX or XLS)')
const csvFile = (text: string, name = 'batch.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
})

/** Opens the many drop-offs screen on a fresh account with a card, at Monday 09:00. */
async function openBatch(page: Page, request: APIRequestContext): Promise<void> {
  const login = await freshAccount(request, 'clears')
  await addCard(request, await apiCodeOf(request, login))
  await page.clock.install({ time: MONDAY_9AM })
  await logIn(page, login)
  await page.goto(BATCH_ROUTE)
  await expect(page.getByRole('heading', { name: /^delivery Batch \(Many Drop Offs\)$/i })).toBeVisible()
}

test.describe('Batch screen (issue 21)', () => {
  // Part 2 §4.6 step 6: 'If all rows are accepted, labels are sent, the screen moves to the dashboard and the batch
  // data clears.'
  test('after a batch is submitted, the batch screen starts empty: no old pickup, times or description', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    await openBatch(page, request)
    const block = page.getByRole('region', { name: 'Pickup Information' })
    await block.getByLabel('Name').fill('Acme Front Desk')
    const zoneChecked = page.waitForResponse((answer) => answer.url().endsWith('/get-zone-from-coordinate'))
    await block.getByRole('combobox', { name: 'Address', exact: true }).pressSequentially('10220 Jasper')
    await block
      .getByRole('option', { name: /10220 Jasper Ave NW/ })
      .first()
      .click()
    await zoneChecked
    await block.getByLabel('Phone').fill('780-555-0100')
    await block.getByLabel('Email').fill('orders@example.com')

    await fileInput(page).setInputFiles(csvFile(batchCsv()))
    await expect(page.getByText(UPLOAD_COMPLETE)).toBeVisible()
    await page.getByRole('button', { name: 'Validate Addresses' }).click()
    await expect(page.getByText('3 of 3 address(es) validated.')).toBeVisible({ timeout: 15_000 })
    // Issue 21: a batch row's Remove looks destructive.
    await expect(page.getByRole('button', { name: /^Remove / }).first()).toHaveCSS('color', ERROR_RED)

    await page.getByRole('button', { name: /Small 0–10 lb/ }).click()
    await page.getByRole('radio', { name: /Leave At Door/ }).check()
    await page.getByLabel('Description').fill('Fragile flowers')
    await page.getByLabel('Pickup window start').selectOption({ label: '10:00' })
    await page.getByLabel('Pickup window end').selectOption({ label: '11:00' })
    await page.getByLabel('Drop-off window start').selectOption({ label: '12:00' })
    await page.getByLabel('Drop-off window end').selectOption({ label: '14:00' })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByRole('dialog', { name: 'Price this batch' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expect(page.getByRole('button', { name: 'Submited' })).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: /^Submit deliveries & Get Labels/ }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })

    // The next batch starts clean, also after a reload.
    for (const open of [() => page.goto(BATCH_ROUTE), () => page.reload()]) {
      await open()
      const fresh = page.getByRole('region', { name: 'Pickup Information' })
      await expect(fresh.getByLabel('Name')).toHaveValue('')
      await expect(fresh.getByRole('combobox', { name: 'Address', exact: true })).toHaveValue('')
      await expect(fresh.getByLabel('Phone')).toHaveValue('')
      await expect(page.getByLabel('Description')).toHaveValue('')
      await expect(page.getByRole('radio', { name: /Leave At Door/ })).not.toBeChecked()
      await expect(page.getByRole('button', { name: /Small 0–10 lb/ })).not.toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(page.getByLabel('Pickup window start')).not.toHaveValue(/\d/)
      await expect(page.getByLabel('Drop-off window start')).not.toHaveValue(/\d/)
      await expect(page.getByText('Ana Jasper')).toHaveCount(0)
    }
  })

  test('a blank or header-only file says it has no rows, never "Upload complete"', async ({
    page,
    request,
  }) => {
    await openBatch(page, request)
    for (const [name, text] of [
      ['blank.csv', ''],
      ['headers.csv', `${TITLE_ROW}\r\n${HEADER_ROW}\r\n`],
    ] as const) {
      await fileInput(page).setInputFiles(csvFile(text, name))
      await expect(page.getByText(NO_ROWS)).toBeVisible()
      await expect(page.getByText(UPLOAD_COMPLETE)).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Validate Addresses' })).toBeDisabled()
    }
    // A file with rows clears the message.
    await fileInput(page).setInputFiles(csvFile(batchCsv()))
    await expect(page.getByText(UPLOAD_COMPLETE)).toBeVisible()
    await expect(page.getByText(NO_ROWS)).toHaveCount(0)
  })
})

// Part 1 §2 route '/{brand}/multi{brand}'; part 2 §2.5: its Cancel goes back to the dashboard, where it is entered.
test('the Multi-delivery screen is reached from the dashboard, and Cancel goes back', async ({
  page,
  request,
}) => {
  await logIn(page, await freshAccount(request, 'multi-entry'))
  await page.getByRole('link', { name: 'Upload a Multi-delivery batch file' }).click()
  await expect(page).toHaveURL(/\/waybill\/multiwaybill$/)
  await expect(page.getByRole('heading', { name: 'Multi-delivery Batch Files' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

/** Waits for the focus to enter the dialog, presses Tab `times` times and says whether it stayed inside each time. */
async function focusStaysIn(page: Page, dialogName: string, times: number): Promise<boolean> {
  const dialog = page.getByRole('dialog', { name: dialogName })
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement))
  // The focus manager moves the focus in on the frame after the dialog paints: a Tab sooner starts outside it.
  await expect.poll(focusInside).toBe(true)
  for (let index = 0; index < times; index += 1) {
    await page.keyboard.press('Tab')
    // Tabbing past the last control lands on a focus guard beside the dialog, which hands the focus back to the
    // first one on the next animation frame (floating-ui): read it after two frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    if (!(await focusInside())) return false
  }
  return true
}

test.describe('Drivers (issue 21: removing a driver asks first)', () => {
  test('a favourite driver is removed only once confirmed; Cancel keeps it', async ({ page, request }) => {
    await logIn(page, await freshAccount(request, 'fav-confirm'))
    await page.goto('/favouriteAgents')
    const favourites = page.getByRole('region', { name: 'Favourite Drivers' })
    const addSection = page.getByRole('region', { name: 'Add favourite driver' })
    const firstAdd = addSection.getByRole('button', { name: /^Add / }).first()
    const name = ((await firstAdd.textContent()) ?? '').replace(/^Add\s*/, '').trim()
    await firstAdd.click()
    const remove = favourites.getByRole('button', { name: `Remove ${name}` })
    await expect(remove).toHaveCSS('color', ERROR_RED)

    await remove.click()
    const dialog = page.getByRole('dialog', { name: 'Remove favourite driver' })
    await expect(dialog).toContainText(`Remove ${name} from your favourite drivers?`)
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    expect(await focusStaysIn(page, 'Remove favourite driver', 4)).toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(remove).toBeVisible()

    await remove.click()
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(remove).toHaveCount(0)
    await expect(addSection.getByRole('button', { name: `Add ${name}` })).toBeVisible()
  })

  test('a My Fleet driver is removed only once confirmed; Escape keeps it', async ({ page }) => {
    await logIn(page, FLEET)
    await page.goto('/favouriteAgents')
    await page.getByRole('tab', { name: 'My Fleet' }).click()
    const remove = page.getByRole('button', { name: /^Remove driver / }).first()
    await expect(remove).toHaveCSS('color', ERROR_RED)
    const label = (await remove.textContent()) ?? ''
    await remove.click()
    const dialog = page.getByRole('dialog', { name: 'Remove driver from My Fleet' })
    await expect(dialog).toContainText(`${label.replace(/^Remove driver\s*/, 'Remove ')} from My Fleet?`)
    expect(await focusStaysIn(page, 'Remove driver from My Fleet', 4)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: label })).toBeVisible()
  })
})

// Part 2 §2.8 'On success it returns to login'; issue 21: the login screen says so.
test('a finished password reset says so on the login screen', async ({ page, request }) => {
  const account = await freshAccount(request, 'reset-notice')
  await page.goto('/login')
  await expect(page.getByText('Your password has been changed.')).toHaveCount(0)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  // The reset screen loads on demand: until it shows, 'Email' is still the login's field.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('heading', { name: `Email sent to ${account.email}` })).toBeVisible()
  const pending = await request.get(`/__sandbox/otp?email=${encodeURIComponent(account.email)}`)
  const { otp } = (await pending.json()) as { otp: string }
  await page.getByLabel('One-time passcode').fill(otp)
  await page.getByRole('button', { name: 'Verify code' }).click()
  await page.getByLabel('New password').fill('another-new-password')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('status')).toContainText(
    'Your password has been changed. Log in with your new password.',
  )
  // Said once: a reload of the login screen does not say it again.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(page.getByText('Your password has been changed.')).toHaveCount(0)
})

// Issue 21: Cancel order and Remove card look destructive (the drivers' and batch rows' Remove are checked above).
test.describe('Destructive buttons (issue 21)', () => {
  test("a delivery's Cancel looks destructive, Edit does not", async ({ page }) => {
    await logIn(page, DEMO)
    await page.getByLabel('Status').selectOption({ label: 'Submitted' })
    await expect(page.getByRole('button', { name: /^Cancel PPC-/ }).first()).toHaveCSS('color', ERROR_RED)
    await expect(page.getByRole('button', { name: /^Edit PPC-/ }).first()).not.toHaveCSS('color', ERROR_RED)
  })

  test("a card's Remove looks destructive, and so does its confirm", async ({ page, request }) => {
    const login = await freshAccount(request, 'danger')
    await addCard(request, await apiCodeOf(request, login))
    await logIn(page, login)
    await page.goto('/addPayment')
    const removeCard = page.getByRole('button', { name: /^Remove / }).first()
    await expect(removeCard).toHaveCSS('color', ERROR_RED)
    await removeCard.click()
    const confirm = page.getByRole('dialog', { name: 'Remove card' }).getByRole('button', { name: 'Remove' })
    await expect(confirm).toHaveCSS('background-color', ERROR_RED)
  })
})

// Part 1 §2 'Account details', §7 places; issue 21: the same address suggestions as the order forms.
test('the account details street offers address suggestions that fill city, province and postal code', async ({
  page,
  request,
}) => {
  const login = await signUp(request, 'street')
  await page.goto('/login')
  await page.getByLabel('Email').fill(login.email)
  await page.getByLabel('Password', { exact: true }).fill(login.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/register\/location$/)
  const street = page.getByRole('combobox', { name: 'Street address' })
  await street.pressSequentially('10220 104')
  await page
    .getByRole('option', { name: /10220 104 Ave NW/ })
    .first()
    .click()
  await expect(street).toHaveValue(/^10220 104 Ave NW/)
  await expect(page.getByLabel('City')).toHaveValue('Edmonton')
  await expect(page.getByLabel('Province')).toHaveValue('AB')
  await expect(page.getByLabel('Postal code')).toHaveValue(/^T\d[A-Z] ?\d[A-Z]\d$/)
})

// Issue 21: /favicon.ico was a 404.
test('the portal has a favicon, and no request of the login page is a 404', async ({ page, request }) => {
  const missing: string[] = []
  page.on('response', (answer) => {
    if (answer.status() === 404) missing.push(answer.url())
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const icons = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(icons.length).toBeGreaterThan(0)
  for (const href of [...icons, '/favicon.ico']) {
    const answer = await request.get(href)
    expect(answer.status(), href).toBe(200)
    expect(answer.headers()['content-type'], href).toMatch(/^image\//)
  }
  expect(missing).toEqual([])
})

// Part 2 §7 'Labels' (the same call and query); issue 21: the api code is in no address the label window shows.
test.describe('Label window (issue 21)', () => {
  /** Waits for the popup's PDF address and returns every address it showed. */
  async function addressesOf(popupPromise: Promise<Page>): Promise<{ urls: string[]; popup: Page }> {
    const popup = await popupPromise
    const urls = [popup.url()]
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame()) urls.push(frame.url())
    })
    await expect.poll(() => popup.url(), { timeout: 10_000 }).toMatch(/^blob:/)
    urls.push(popup.url())
    // The PDF viewer loaded it (its frames), not refused it under the page's content security policy.
    await expect.poll(() => popup.frames().length, { timeout: 10_000 }).toBeGreaterThan(1)
    return { urls, popup }
  }

  test('the Label link opens the PDF from a blob: URL, never with the api code', async ({
    page,
    request,
    baseURL,
  }) => {
    const apiCode = await apiCodeOf(request, DEMO)
    // Told before not to show the label reminder (part 2 §4.2): the Label link opens the label at once.
    await page.context().addCookies([{ name: 'hidelabelreminder', value: '1', url: baseURL ?? '' }])
    await logIn(page, DEMO)
    await page.getByLabel('Status').selectOption({ label: 'Submitted' })
    const labelCall = page.waitForRequest((sent) => /\/api\/web\/delivery\/\d+\/label\?/.test(sent.url()))
    const opened = page.waitForEvent('popup')
    await page
      .getByRole('row')
      .filter({ hasText: 'PPC-1042' })
      .getByRole('link', { name: /^Label / })
      .click()
    const { urls, popup } = await addressesOf(opened)
    // The same call as before (part 2 §7), made by the client from the page, not by the new window.
    const sent = new URL((await labelCall).url())
    expect(sent.searchParams.get('api_code')).toBe(apiCode)
    expect(sent.searchParams.get('update')).toBe('1')
    for (const url of urls) {
      expect(url).not.toContain(apiCode)
      expect(url).not.toContain('api_code')
    }
    expect(await popup.evaluate(() => history.length)).toBe(1)
  })

  test("a Label link opened in a new tab (or where popups are blocked) shows the PDF, with no api code in the page or the tab's address", async ({
    page,
    request,
  }) => {
    const apiCode = await apiCodeOf(request, DEMO)
    await logIn(page, DEMO)
    await page.getByLabel('Status').selectOption({ label: 'Submitted' })
    const link = page
      .getByRole('row')
      .filter({ hasText: 'PPC-1042' })
      .getByRole('link', { name: /^Label / })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/labels\/\d+$/)
    expect(await page.content()).not.toContain(apiCode)

    // As 'Open link in new tab' does (rel=noopener: the tab gets no copy of this one's session): the login comes
    // first, then the label.
    const tab = await page.context().newPage()
    const labelCall = tab.waitForRequest((sent) => /\/api\/web\/delivery\/\d+\/label\?/.test(sent.url()))
    await tab.goto(href)
    await expect(tab).toHaveURL(/\/login$/)
    await tab.getByLabel('Email').fill(DEMO.email)
    await tab.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await tab.getByRole('button', { name: 'Log in' }).click()
    const { urls } = await addressesOf(Promise.resolve(tab))
    expect(new URL((await labelCall).url()).searchParams.get('api_code')).toBe(apiCode)
    for (const url of urls) expect(url).not.toContain(apiCode)
  })

  test('a label address that names no order says so in words', async ({ page }) => {
    await logIn(page, DEMO)
    await page.goto('/labels/not-an-order')
    await expect(page.getByRole('alert')).toHaveText('There was a problem, please try again')
  })

  test("the label reminder's 'Print label' opens it the same way", async ({ page, request }) => {
    const apiCode = await apiCodeOf(request, DEMO)
    await logIn(page, DEMO)
    await page.getByLabel('Status').selectOption({ label: 'Submitted' })
    await page
      .getByRole('row')
      .filter({ hasText: 'PPC-1042' })
      .getByRole('link', { name: /^Label / })
      .click()
    const reminder = page.getByRole('dialog', { name: 'Print and attach the label' })
    const opened = page.waitForEvent('popup')
    await reminder.getByRole('link', { name: /^Print label/ }).click()
    const { urls } = await addressesOf(opened)
    await expect(reminder).toHaveCount(0)
    for (const url of urls) expect(url).not.toContain(apiCode)
  })
})
