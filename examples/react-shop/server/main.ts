// The React shop, ready to try: `npm run build && npm start -w @waybill/example-react-shop`. With
// WAYBILL_API_BASE_URL and WAYBILL_API_CODE in the environment it uses that courier API; without them it starts an
// in-memory sandbox and its demo account.

import { startSandbox } from '@waybill/sandbox'
import { createClient } from '@waybill/sdk-core'
import { startShopServer } from './server.ts'

async function sandboxAccount(): Promise<{ apiBaseUrl: string; apiCode: string }> {
  const sandbox = await startSandbox({ database: ':memory:' })
  const apiCode = await createClient({ baseUrl: sandbox.url }).auth.login(sandbox.demo)
  return { apiBaseUrl: sandbox.url, apiCode }
}

const given = process.env.WAYBILL_API_BASE_URL && process.env.WAYBILL_API_CODE
const upstream = given
  ? { apiBaseUrl: process.env.WAYBILL_API_BASE_URL ?? '', apiCode: process.env.WAYBILL_API_CODE ?? '' }
  : await sandboxAccount()
const shop = await startShopServer({ ...upstream, port: Number(process.env.PORT ?? 4401) })
console.info(`Example React shop: ${shop.url}/ (courier API ${upstream.apiBaseUrl})`)
