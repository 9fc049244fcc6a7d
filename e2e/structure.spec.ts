import { expect, type Page, test } from '@playwright/test'
import { DEMO, freshAccount, logIn } from './accounts.ts'
import { fillLocations, JASPER_DROPOFF, JASPER_PICKUP } from './ordering.ts'

// Issue 21 item 2 'Keyboard and structure': one h1 per page, a skip link, a visible focus ring on the map, and the
// focus moved to the next step's heading after 'Next' on the details form.

/** Opens a path and asks that the page, once its first heading shows, has exactly one h1. */
async function expectOneH1(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading').first(), path).toBeVisible()
  await expect.soft(page.getByRole('heading', { level: 1 }), `one h1 on ${path}`).toHaveCount(1)
}

/** How many pixels differ noticeably between two screenshots of the same size (decoded in the page). */
async function changedPixels(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')
        context?.drawImage(bitmap, 0, 0)
        return context?.getImageData(0, 0, bitmap.width, bitmap.height).data ?? new Uint8ClampedArray()
      }
      const [a, b] = [await pixels(first), await pixels(second)]
      if (a.length !== b.length) return Number.POSITIVE_INFINITY
      let changed = 0
      for (let i = 0; i < a.length; i += 4) {
        const distance =
          Math.abs((a[i] ?? 0) - (b[i] ?? 0)) +
          Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) +
          Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0))
        if (distance > 30) changed += 1
      }
      return changed
    },
    [before.toString('base64'), after.toString('base64')] as const,
  )
}

test.describe('Page structure and keyboard (issue 21 item 2)', () => {
  test('every screen outside the chrome has exactly one h1', async ({ page }) => {
    for (const path of [
      '/login',
      '/',
      '/reset-password',
      '/no-such-page',
      '/order-tracking/no-such-delivery',
    ]) {
      await expectOneH1(page, path)
    }
  })

  // The signed-in screens in three groups, so that each group's logins and visits fit in its time.
  const SIGNED_IN: Readonly<Record<string, readonly string[]>> = {
    'the tabs and the summary': [
      '/dashboard',
      '/waybill/choose',
      '/waybill/summary',
      '/addPayment',
      '/userAddress',
    ],
    'both steps of the order forms': [
      '/waybill/details',
      '/waybill/details?step=delivery',
      '/waybill/valet',
      '/waybill/valet?step=delivery',
      '/shipment',
      '/shipment?step=delivery',
    ],
    'batches, drivers and onboarding': [
      '/waybill/createOneToMany',
      '/waybill/createManyToOne',
      '/waybill/multiwaybill',
      '/favouriteAgents',
      '/register/location',
      '/register/hours',
    ],
  }
  for (const [group, paths] of Object.entries(SIGNED_IN)) {
    test(`every signed-in screen has exactly one h1: ${group}`, async ({ page }) => {
      test.setTimeout(60_000)
      await logIn(page, DEMO)
      for (const path of paths) await expectOneH1(page, path)
    })
  }

  test('the skip link is the first Tab stop, shows when focused and moves the focus to the main content', async ({
    page,
  }) => {
    await logIn(page, DEMO)
    await page.goto('/addPayment')
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()

    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    const box = await skip.boundingBox()
    expect(box?.width).toBeGreaterThan(24)
    expect(box?.height).toBeGreaterThan(24)
    await expect(skip).toBeInViewport()

    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    // The next Tab goes on inside the screen, past the top bar and the tabs.
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null)
    expect(inMain).toBe(true)
    await expect(page.getByLabel('First Name')).toBeFocused()
  })

  test('tabbing onto the map draws a focus ring on it', async ({ page }) => {
    await logIn(page, DEMO)
    await page.goto('/userAddress')
    const map = page.getByRole('application', { name: 'Map of contacts' })
    await expect(map).toBeVisible()
    // The map's markers are in place before the first picture: only the focus may change a pixel after it.
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const before = await map.screenshot()

    await page.getByRole('button', { name: 'Add', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(map).toBeFocused()
    const after = await map.screenshot()
    // A ring all around: more changed pixels than the map's perimeter (before the fix, a ring painted under the
    // map's layers changed a few anti-aliased pixels at most).
    const box = await map.boundingBox()
    const perimeter = 2 * ((box?.width ?? 0) + (box?.height ?? 0))
    expect(await changedPixels(page, before, after)).toBeGreaterThan(perimeter)
  })

  test("after 'Next' the focus is on the delivery step's heading, and 'Edit' brings it back to the first step's", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    await logIn(page, await freshAccount(request, 'structure-next'))
    await page.goto('/waybill/details')
    await fillLocations(page, JASPER_PICKUP, JASPER_DROPOFF)
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery details' })).toBeFocused()

    await page
      .getByRole('region', { name: 'Pickup Information' })
      .getByRole('button', { name: 'Edit' })
      .click()
    await expect(page).not.toHaveURL(/step=delivery/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pickup and drop-off' })).toBeFocused()
  })
})
