// The example shop, ready to try: `npm start -w @waybill/example-embed-checkout`. With WAYBILL_API_BASE_URL and
// WAYBILL_API_CODE in the environment it uses that courier API; without them it starts an in-memory sandbox and
// signs up a shop account with a saved card, so an order can be placed at once.

import { startSandbox } from '@waybill/sandbox'
import { createClient } from '@waybill/sdk-core'
import { startCheckoutServer } from './server.ts'

async function sandboxAccount(): Promise<{ apiBaseUrl: string; apiCode: string }> {
  const sandbox = await startSandbox({ database: ':memory:' })
  const client = createClient({ baseUrl: sandbox.url })
  const apiCode = await client.auth.login(sandbox.demo)
  return { apiBaseUrl: sandbox.url, apiCode }
}

const given = process.env.WAYBILL_API_BASE_URL && process.env.WAYBILL_API_CODE
const upstream = given
  ? { apiBaseUrl: process.env.WAYBILL_API_BASE_URL ?? '', apiCode: process.env.WAYBILL_API_CODE ?? '' }
  : await sandboxAccount()
const port = Number(process.env.PORT ?? 4400)
const shop = await startCheckoutServer({ ...upstream, port })
console.info(`Example checkout: ${shop.url}/ (courier API ${upstream.apiBaseUrl})`)
