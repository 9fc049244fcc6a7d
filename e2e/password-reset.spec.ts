import { expect, test } from '@playwright/test'
import { freshAccount } from './accounts.ts'

// Part 2 §2.8 'Password reset flow', §4.8, §5.4; the sandbox shows the OTP at GET /__sandbox/otp (no mail is sent).
test('resets a password through the one-time passcode and logs in with the new one', async ({
  page,
  request,
}) => {
  const account = await freshAccount(request, 'reset')
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill('nobody@e2e.test')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.locator('.wb-field__error', { hasText: 'Account does not exist' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send code' }).click()

  await expect(page.getByRole('heading', { name: `Email sent to ${account.email}` })).toBeVisible()
  const pending = await request.get(`/__sandbox/otp?email=${encodeURIComponent(account.email)}`)
  const { otp } = (await pending.json()) as { otp: string }
  await page.getByLabel('One-time passcode').fill(otp)
  await page.getByRole('button', { name: 'Verify code' }).click()

  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await page.getByLabel('New password').fill('short')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(
    page.locator('.wb-field__error', { hasText: 'Password must be at least 6 characters' }),
  ).toBeVisible()
  await page.getByLabel('New password').fill('a-brand-new-password')
  await page.getByRole('button', { name: 'Save password' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
