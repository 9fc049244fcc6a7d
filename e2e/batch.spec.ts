import { expect, test } from '@playwright/test'
import { freshAccount, logIn } from './accounts.ts'
import { bookBatch } from './batchFlow.ts'

// Part 2 §2.4, §4.6, §5.3: the many drop-offs screen from upload to the dashboard, on a fresh account with a card.
test('many drop-offs: upload, validate, time the batch, price and submit three deliveries', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await bookBatch(page, request, {
    route: '/waybill/createOneToMany',
    title: 'Delivery Batch (Many Drop Offs)',
    block: 'Pickup Information',
  })
})

// Part 2 §2.4, §4.6, §5.3: the many pickups screen — the contact block is the drop-off, the rows are the pickups.
test('many pickups: upload, validate, time the batch, price and submit three deliveries', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await bookBatch(page, request, {
    route: '/waybill/createManyToOne',
    title: 'Delivery Batch (Many Pickups)',
    block: 'Drop off Information',
  })
})

// Part 1 §2 'Delivery-type chooser' ('Intercity Delivery: the same three'), part 2 §2.4: a batch has no trip for
// the server to judge, so the chooser's column makes it intercity or local.
test('a batch chosen under Intercity Delivery is an intercity batch; under Local Delivery, a local one', async ({
  page,
  request,
}) => {
  await logIn(page, await freshAccount(request, 'batch-intercity'))
  const choose = async (column: string) => {
    await page.getByRole('link', { name: /Make a waybill delivery/ }).click()
    await page.getByRole('button', { name: new RegExp(`${column} Batch \\(Many Drop Offs\\)`) }).click()
    await expect(page).toHaveURL(/\/waybill\/createOneToMany$/)
  }
  const temperature = page.getByRole('checkbox', { name: 'Requires a refrigerated vehicle' })

  await choose('Intercity Delivery')
  await expect(page.getByRole('heading', { name: 'Delivery Details (Intercity)' })).toBeVisible()
  await expect(temperature).toBeVisible()

  await choose('Local Delivery')
  await expect(page.getByRole('heading', { name: 'Delivery Details (Local)' })).toBeVisible()
  await expect(temperature).toHaveCount(0)
})
