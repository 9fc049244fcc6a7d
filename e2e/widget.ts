import { expect, type Locator, type Page } from '@playwright/test'

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
