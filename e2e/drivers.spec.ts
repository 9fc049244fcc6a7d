import { expect, test } from '@playwright/test'
import { DEMO, FLEET, freshAccount, logIn } from './accounts.ts'

// Part 2 §2.7 'Drivers page', §6 (isMyFleetEnabled gates the fleet tab), §7 'Fleet and drivers'.
test.describe('Drivers', () => {
  test('favourites a driver from the driver list and removes it again', async ({ page, request }) => {
    await logIn(page, await freshAccount(request, 'favourite'))
    await page.getByRole('link', { name: 'My Account' }).click()
    await page.getByRole('link', { name: 'Manage favourite drivers and My Fleet' }).click()
    await expect(page).toHaveURL(/\/favouriteAgents$/)
    const favourites = page.getByRole('region', { name: 'Favourite Drivers' })
    const addSection = page.getByRole('region', { name: 'Add favourite driver' })
    const firstAdd = addSection.getByRole('button', { name: /^Add / }).first()
    const name = ((await firstAdd.textContent()) ?? '').replace(/^Add\s*/, '').trim()
    expect(name).not.toBe('')
    await firstAdd.click()
    const remove = favourites.getByRole('button', { name: `Remove ${name}` })
    await expect(remove).toBeVisible()
    await remove.click()
    // A removal asks first (issue 21).
    await page
      .getByRole('dialog', { name: 'Remove favourite driver' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(remove).toBeHidden()
    await expect(addSection.getByRole('button', { name: `Add ${name}` })).toBeVisible()
  })

  test('My Fleet is hidden for an account without it (part 2 §2.7)', async ({ page }) => {
    await logIn(page, DEMO)
    await page.goto('/favouriteAgents')
    await expect(page.getByRole('heading', { name: 'Favourite Drivers' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'My Fleet' })).toHaveCount(0)
  })

  test('My Fleet shows its code and drivers for an account with it', async ({ page }) => {
    await logIn(page, FLEET)
    await page.goto('/favouriteAgents')
    await page.getByRole('tab', { name: 'My Fleet' }).click()
    await expect(page.getByText('Fleet code')).toBeVisible()
  })
})
