import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildNextShop, startNextShop } from '../examples/next-shop/server/nextShop.ts'
import { freshAccount } from './accounts.ts'
import { addCard, apiCodeOf } from './ordering.ts'
import { bookThroughShop } from './widget.ts'

const app = resolve(import.meta.dirname, '../examples/next-shop')

/** The files under `folder` (relative paths) whose text contains `secret`. */
function filesContaining(folder: string, secret: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => {
    try {
      return readFileSync(join(folder, file), 'utf8').includes(secret)
    } catch {
      return false // a folder
    }
  })
}

// Issue 24 item 4: examples/next-shop — a Next.js App Router shop, <DeliveryOrderWidget> in a client component and
// the widget proxy as a route handler, against the sandbox. The shop is built here, with the account's api code in
// the build's environment as a hosting service's build would have it, into a folder of this run's own.
test('a Next.js shop books a delivery through its route handler; neither the client build nor the page gets the api code', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const login = await freshAccount(request, 'nextshop')
  const apiCode = await apiCodeOf(request, login)
  await addCard(request, apiCode)
  const distDir = `.next-e2e-${process.pid}`
  const env = { WAYBILL_API_BASE_URL: baseURL ?? '', WAYBILL_API_CODE: apiCode }
  try {
    await buildNextShop({ distDir, env })
    const built = join(app, distDir, 'static')
    expect(readdirSync(built, { recursive: true }).some((file) => String(file).endsWith('.js'))).toBe(true)
    expect(filesContaining(built, apiCode)).toEqual([])

    const shop = await startNextShop({ apiBaseUrl: baseURL ?? '', apiCode, distDir })
    try {
      await bookThroughShop(page, request, shop.url, apiCode)
    } finally {
      await shop.close()
    }
  } finally {
    rmSync(join(app, distDir), { recursive: true, force: true })
  }
})
