import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { MONDAY_9AM, ordersMatching } from './ordering.ts'

/**
 * Fills the order widget in `widget` as a shopper does (issue 9): the drop-off (typed address, a sandbox geocoder
 * suggestion, phone, email), a small box, Leave At Door and Monday's afternoon pickup with the evening drop-off
 * (the page's clock at `MONDAY_9AM`); then waits for the live price.
 */
export async function fillWidgetOrder(page: Page, widget: Locator): Promise<void> {
  const dropoff = widget.getByRole('region', { name: 'Drop off Information' })
  await dropoff.getByLabel('Name').fill('Dana Reader')
  await dropoff.getByRole('combobox', { name: 'Address', exact: true }).pressSequentially('10150 Jasper')
  const zoneChecked = page.waitForResponse((answer) => answer.url().endsWith('/get-zone-from-coordinate'))
  await dropoff
    .getByRole('option', { name: /10150 Jasper Ave NW/ })
    .first()
    .click()
  await zoneChecked
  await dropoff.getByLabel('Phone').fill('780-555-0101')
  await dropoff.getByLabel('Email').fill('dana@example.com')
  await widget.getByRole('button', { name: /Small 0–10 lb/ }).click()
  await widget.getByRole('radio', { name: /Leave At Door/ }).check()
  await widget.getByRole('radio', { name: /Mon 11-23-2026/ }).check()
  await widget.getByRole('radio', { name: /Afternoon pickup/ }).check()
  await widget.getByRole('radio', { name: /Evening 17:00/ }).check()
  await expect(widget.getByText(/^\$\d+\.\d\d$/)).toBeVisible()
}

/**
 * Books a delivery through a shop page at `shopUrl` that embeds the order widget behind its widget proxy (issue 9,
 * issue 24): the order placed, the shop told of its id, exactly one order on the account, and no response the
 * page received carrying the account's api code.
 */
export async function bookThroughShop(
  page: Page,
  request: APIRequestContext,
  shopUrl: string,
  apiCode: string,
): Promise<void> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => bodies.push(response.text().catch(() => '')))
  await page.clock.install({ time: MONDAY_9AM })
  await page.goto(`${shopUrl}/`)
  const widget = page.getByRole('region', { name: 'Delivery order' })
  await expect(widget.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible()
  await fillWidgetOrder(page, widget)
  await expect(page.getByText(/^Delivery: \$\d+\.\d\d$/)).toBeVisible()
  await widget.getByRole('button', { name: 'Place delivery order' }).click()
  await expect(widget.getByText('Your delivery is booked.')).toBeVisible()
  await expect(page.getByText(/^Delivery booked: order \d+$/)).toBeVisible()
  expect(await ordersMatching(request, apiCode, 'Prairie Plants order 2042')).toBe(1)
  const texts = await Promise.all(bodies)
  expect(texts.some((text) => text.includes(apiCode))).toBe(false)
}

/** Every `wb-` class the widgets' stylesheets style (the sources, before the embed build purges them). */
function styledClasses(): Set<string> {
  const folder = join(import.meta.dirname, '../packages/widgets/src/styles')
  const classes = new Set<string>()
  for (const sheet of readdirSync(folder).filter((name) => name.endsWith('.css'))) {
    for (const [, name] of readFileSync(join(folder, sheet), 'utf8').matchAll(/\.(wb-[\w-]+)/g))
      if (name) classes.add(name)
  }
  return classes
}

/**
 * The classes the widget in `host` renders now that the sources style but its adopted stylesheet does not: a
 * rule the embed build's purge dropped although the widget needs it. Empty when all is well.
 */
export async function unstyledClasses(host: Locator): Promise<string[]> {
  const { rendered, sheet } = await host.evaluate((element) => {
    const root = element.shadowRoot
    if (!root) throw new Error('the widget has no open shadow root')
    const names = new Set<string>()
    for (const node of root.querySelectorAll('[class]')) for (const name of node.classList) names.add(name)
    const rules = root.adoptedStyleSheets.flatMap((adopted) =>
      [...adopted.cssRules].map((rule) => rule.cssText),
    )
    return { rendered: [...names], sheet: rules.join('\n') }
  })
  const styled = styledClasses()
  return rendered.filter((name) => styled.has(name) && !new RegExp(`\\.${name}(?![\\w-])`).test(sheet))
}
