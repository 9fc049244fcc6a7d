import { expect, type Page, test } from '@playwright/test'
import { DEMO, logIn } from './accounts.ts'

const table = (page: Page) => page.getByRole('table')
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

/** A7's page size in points (docs/contract/labels.md 'The PDF'); A6 is 297.64 × 419.53. */
// pdf-lib writes the box with spaces inside its brackets: '/MediaBox [ 0 0 209.76 297.64 ]'.
const A7_MEDIA_BOX = /\/MediaBox \[\s*0 0 209\.76 297\.64\s*\]/
const A6_MEDIA_BOX = /\/MediaBox \[\s*0 0 297\.64 419\.53\s*\]/

/**
 * Shows only the demo account's submitted orders (status 1: PPC-1040, PPC-1041, PPC-1042), so that every row is in
 * view.
 */
async function showSubmitted(page: Page) {
  await page.getByLabel('Status').selectOption({ label: 'Submitted' })
  await expect(row(page, 'PPC-1040')).toBeVisible()
  await expect(row(page, 'PPC-1041')).toBeVisible()
}

// Part 2 §2.1 'Download All labels', §4.2 label reminder, §4.7 label modal, §7 'Labels', §8, §9.
test.describe('Labels', () => {
  test('emails the ticked orders’ labels and opens them as one PDF, A7, by name descending', async ({
    page,
    request,
  }) => {
    await logIn(page, DEMO)
    await showSubmitted(page)
    await row(page, 'PPC-1040').getByRole('checkbox').check()
    await row(page, 'PPC-1041').getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Download All labels (2)' }).click()

    const dialog = page.getByRole('dialog', { name: 'Download labels' })
    await expect(dialog.getByRole('radio', { name: 'A6 (4x6)' })).toBeChecked()
    await dialog.getByRole('radio', { name: 'A7 (3x4)' }).check()
    await dialog.getByRole('radio', { name: 'Name descending' }).check()
    await dialog.getByRole('button', { name: 'Get labels' }).click()
    await expect(dialog.getByRole('status')).toHaveText(
      'Success, you will receive an email with your labels.',
    )

    const link = dialog.getByRole('link', { name: /^Open the labels now/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const href = (await link.getAttribute('href')) ?? ''
    // The PDF's URL carries a token, never the api code (docs/contract/labels.md).
    expect(href).toMatch(/\/api\/web\/delivery\/orderedlabels\/file\?token=[0-9a-f]{32}$/)
    expect(href).not.toContain('api_code')
    const answer = await request.get(href)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('application/pdf')
    const pdf = (await answer.body()).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf).toMatch(A7_MEDIA_BOX)
    expect(pdf).not.toMatch(A6_MEDIA_BOX)
    // Pages come in label order: name descending puts PPC-1041 first.
    expect(pdf.indexOf('PPC-1041')).toBeGreaterThan(0)
    expect(pdf.indexOf('PPC-1041')).toBeLessThan(pdf.indexOf('PPC-1040'))

    // Closing reloads the list (part 2 §4.7): the ticks are gone.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Download All labels (0)' })).toBeVisible()
    await expect(row(page, 'PPC-1040').getByRole('checkbox')).not.toBeChecked()
  })

  test('warns when no row is ticked', async ({ page }) => {
    await logIn(page, DEMO)
    await page.getByRole('button', { name: 'Download All labels (0)' }).click()
    const warning = page.getByRole('dialog', { name: 'No deliveries selected' })
    await expect(warning).toContainText('Tick the deliveries whose labels you want')
    await warning.getByRole('button', { name: 'OK' }).click()
    await expect(warning).toHaveCount(0)
    await expect(page.getByRole('dialog', { name: 'Download labels' })).toHaveCount(0)
  })

  test("reminds to print and attach a submitted order's label until told not to", async ({
    page,
    context,
  }) => {
    await logIn(page, DEMO)
    await showSubmitted(page)
    const label = row(page, 'PPC-1042').getByRole('link', { name: /^Label / })
    await expect(label).toHaveAttribute('target', '_blank')
    const labelHref = await label.getAttribute('href')

    // The cookie is not set: the Label link shows the reminder instead of opening the label.
    await label.click()
    const reminder = page.getByRole('dialog', { name: 'Print and attach the label' })
    await expect(reminder).toContainText('attach it to the package')
    await expect(reminder).toContainText('If you edit this delivery, this label becomes void')
    expect(context.pages()).toHaveLength(1)

    await reminder.getByRole('checkbox', { name: "Don't show this again" }).check()
    const print = reminder.getByRole('link', { name: /^Print label/ })
    await expect(print).toHaveAttribute('href', labelHref ?? '')
    await expect(print).toHaveAttribute('rel', 'noopener noreferrer')
    const printed = page.waitForEvent('popup')
    await print.click()
    await (await printed).close()
    await expect(reminder).toHaveCount(0)

    const cookie = (await context.cookies()).find((entry) => entry.name === 'hidelabelreminder')
    expect(cookie?.value).toBe('1')
    // 360 days (part 2 §4.2, §9), give or take the test's own minutes.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 359 * 24 * 60 * 60)

    // From now on the Label link opens the label at once.
    const direct = page.waitForEvent('popup')
    await label.click()
    await (await direct).close()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
