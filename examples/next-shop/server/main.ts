// The Next.js shop, ready to try: `npm run build && npm start -w @waybill/example-next-shop`. With
// WAYBILL_API_BASE_URL and WAYBILL_API_CODE in the environment it uses that courier API; without them it starts an
// in-memory sandbox and its demo account. Either way it runs `next start` with them in the server's environment.

import { createClient } from '@waybill/sdk-core'
import { startNextShop } from './nextShop.ts'

async function sandboxAccount(): Promise<{ apiBaseUrl: string; apiCode: string }> {
  // Loaded only here: the sandbox is a devDependency, not needed against a real courier API.
  const { startSandbox } = await import('@waybill/sandbox')
  const sandbox = await startSandbox({ database: ':memory:' })
  const apiCode = await createClient({ baseUrl: sandbox.url }).auth.login(sandbox.demo)
  return { apiBaseUrl: sandbox.url, apiCode }
}

const given = process.env.WAYBILL_API_BASE_URL && process.env.WAYBILL_API_CODE
const upstream = given
  ? { apiBaseUrl: process.env.WAYBILL_API_BASE_URL ?? '', apiCode: process.env.WAYBILL_API_CODE ?? '' }
  : await sandboxAccount()
const shop = await startNextShop({ ...upstream, port: Number(process.env.PORT ?? 4402) })
console.info(`Example Next.js shop: ${shop.url}/ (courier API ${upstream.apiBaseUrl})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shop.close().then(() => process.exit(0)))
}
