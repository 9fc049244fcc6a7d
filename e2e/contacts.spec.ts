import { expect, type Page, test } from '@playwright/test'
import { freshAccount, logIn } from './accounts.ts'

const XSS_NAME = '<img src=x onerror=alert(1)>'

async function addContact(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Contact' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('combobox', { name: 'Address', exact: true }).pressSequentially('10220 Jasper')
  await dialog.getByRole('option', { name: /10220 Jasper Ave NW/ }).click()
  await dialog.getByLabel('Phone').fill('780-555-0100')
  await dialog.getByLabel('Email').fill('front.desk@example.com')
  await expect(dialog.getByRole('button', { name: 'Add Contact' })).toHaveCount(0)
  await dialog.getByLabel('Drop Off').check()
  await dialog.getByRole('button', { name: 'Add Contact' }).click()
  await expect(dialog).toBeHidden()
}

// Part 1 §2 'Contacts screen', §5 'Contact/party form', §7 contact calls; issue 5 security: names render as text.
test.describe('Contacts', () => {
  test('adds a contact whose marker appears on the offline map, then removes it', async ({
    page,
    request,
  }) => {
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await logIn(page, await freshAccount(request, 'contacts'))
    await page.getByRole('link', { name: 'Contacts' }).click()
    await expect(page).toHaveURL(/\/userAddress$/)

    await addContact(page, XSS_NAME)
    const table = page.getByRole('table', { name: 'Contacts' })
    const row = table.getByRole('row').filter({ hasText: XSS_NAME })
    await expect(row).toContainText('10220 Jasper Ave NW')
    await expect(row).toContainText('NO')
    await expect(row).toContainText('YES')

    const map = page.getByRole('region', { name: 'Map of contacts' })
    const marker = map.getByRole('button', { name: XSS_NAME })
    await expect(marker).toBeVisible()
    await row.click()
    await expect(map).toContainText('front.desk@example.com')
    await expect(map).toContainText(XSS_NAME)
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(alerts).toEqual([])

    await row.getByRole('button', { name: `Remove ${XSS_NAME}` }).click()
    await expect(table.getByRole('row').filter({ hasText: XSS_NAME })).toHaveCount(0)
    await expect(marker).toHaveCount(0)
  })
})
