import { expect, test } from '@playwright/test'
import { freshAccount, logIn } from './accounts.ts'

// Part 2 §2.6 'Account page', §5.5 'Card form', §5.6 'Account form', §8 'Data Saved Succesfully'.
test.describe('My Account', () => {
  test('adds a card: grouped in fours while typed, listed by its last four, never stored in the browser', async ({
    page,
    request,
  }) => {
    await logIn(page, await freshAccount(request, 'card'))
    await page.getByRole('link', { name: 'My Account' }).click()
    await expect(page).toHaveURL(/\/addPayment$/)
    await expect(page.getByText('Current Credit Balance')).toBeVisible()

    await page.getByRole('button', { name: 'Add Payment Information' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Payment Information' })
    await dialog.getByLabel('Name on card').fill('Eve Tester')
    const number = dialog.getByLabel('Card number')
    await number.pressSequentially('4242424242424242')
    await expect(number).toHaveValue('4242 4242 4242 4242')
    await dialog.getByLabel('Expiry month (MM)').fill('12')
    await dialog.getByLabel('Expiry year (YY)').fill('30')
    await dialog.getByLabel('Postal code').fill('T5J0N3')
    await dialog.getByLabel('CVC/CVV').fill('123')
    await dialog.getByRole('button', { name: 'Save' }).click()

    await expect(dialog).toBeHidden()
    await expect(page.getByRole('cell', { name: /^Visa \*+ 4242$/ })).toBeVisible()
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    )
    expect(stored).not.toContain('4242424242424242')
    expect(stored).not.toContain('4242 4242')
  })

  test('saves the account form with "Data Saved Succesfully" (part 2 §8)', async ({ page, request }) => {
    await logIn(page, await freshAccount(request, 'profile'))
    await page.goto('/addPayment')
    await page.getByLabel('Business Name').fill('Renamed Parcel Co.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Data Saved Succesfully')).toBeVisible()
    await expect(page.locator('.wb-topbar__business')).toHaveText('Renamed Parcel Co.')
  })
})
