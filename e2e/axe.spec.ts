import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { DEMO, freshAccount, logIn } from './accounts.ts'
import { WIDTHS } from './layout.ts'
import { addCard, apiCodeOf } from './ordering.ts'
import { SCREENS } from './screens.ts'

/** axe-core's violations on the page as lines a reader can act on: rule, impact and the first elements hit. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze()
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}

// Issue 21 'Done when': axe-core finds no violation on the seven screens, at a phone and a laptop width.
test.describe('axe-core finds nothing', () => {
  for (const screen of SCREENS) {
    test(`on ${screen.name}`, async ({ page, request }) => {
      test.setTimeout(60_000)
      await screen.open(page, request)
      const found: Record<string, string[]> = {}
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height })
        found[size.name] = await violations(page)
      }
      expect(found).toEqual({ phone: [], tablet: [], laptop: [] })
    })
  }
})

// The modals a customer meets most, open, at a phone width (their narrowest layout).
test.describe('axe-core finds nothing in a modal', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("a delivery's Cancel", async ({ page }) => {
    await logIn(page, DEMO)
    await page.getByLabel('Status').selectOption({ label: 'Submitted' })
    await page
      .getByRole('button', { name: /^Cancel PPC-/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test("a card's Remove", async ({ page, request }) => {
    const login = await freshAccount(request, 'axe-card')
    await addCard(request, await apiCodeOf(request, login))
    await logIn(page, login)
    await page.goto('/addPayment')
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Remove card' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test("a favourite driver's Remove", async ({ page, request }) => {
    await logIn(page, await freshAccount(request, 'axe-fav'))
    await page.goto('/favouriteAgents')
    await page
      .getByRole('region', { name: 'Add favourite driver' })
      .getByRole('button', { name: /^Add / })
      .first()
      .click()
    await page
      .getByRole('region', { name: 'Favourite Drivers' })
      .getByRole('button', { name: /^Remove / })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Remove favourite driver' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
