import { expect, test } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { layoutProblems, WIDTHS } from './layout.ts'
import { SCREENS } from './screens.ts'

// Issue 21 'Layouts that fit' and 'axe-core finds no violation': each screen, in the state customers see it, at a
// phone, a tablet and a laptop width. One test per screen for both checks: bringing a screen to its state is the slow
// part.
test.describe('Layout and axe-core at 390, 820 and 1366 px', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: no sideways scroll, nothing clipped, overlapping or under 24 px, no axe-core violation`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000)
      await screen.open(page, request)
      const found: Record<string, string[]> = {}
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height })
        // Two frames: the resize reflows, then virtual lists measure and render their rows.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        )
        found[size.name] = [...(await layoutProblems(page)), ...(await axeViolations(page))]
      }
      expect(found).toEqual({ phone: [], tablet: [], laptop: [] })
    })
  }
})
