// `npm run bench`: every benchmark prints its figure beside its budget. Run with Node 24 and the source
// condition (see package.json), so nothing needs building except for the bundle figures.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { startSandbox } from '@waybill/sandbox'
import { createClient } from '@waybill/sdk-core'
import { delivery } from '../packages/sdk-core/test/contract/orderFixtures.ts'
import { benchBatchImport } from './batchImport.ts'
import { benchDashboard } from './dashboard.ts'
import { benchEmbedHost } from './embedHost.ts'
import { benchLiveMap } from './liveMap.ts'
import { benchOrderForm } from './orderForm.ts'
import { benchTimeWindows } from './timeWindows.ts'

const sandbox = await startSandbox({ database: ':memory:', log: () => {} })
const client = createClient({ baseUrl: sandbox.url })
const apiCode = await client.auth.login(sandbox.demo)

function line(name: string, figure: string, budget: string, ok: boolean): void {
  console.info(
    `${name.padEnd(44)} ${figure.padStart(12)}   budget ${budget.padEnd(10)} ${ok ? 'ok' : 'OVER BUDGET'}`,
  )
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function latency(name: string, call: () => Promise<unknown>, budgetMs: number): Promise<void> {
  for (let i = 0; i < 50; i++) await call() // warm-up
  const samples: number[] = []
  for (let i = 0; i < 500; i++) {
    const start = performance.now()
    await call()
    samples.push(performance.now() - start)
  }
  const p50 = percentile(samples, 50)
  line(
    `${name} p50 (p95 ${percentile(samples, 95).toFixed(2)} ms)`,
    `${p50.toFixed(2)} ms`,
    `≤ ${budgetMs} ms`,
    p50 <= budgetMs,
  )
}

async function concurrency(
  name: string,
  count: number,
  call: (index: number) => Promise<unknown>,
): Promise<void> {
  const results = await Promise.allSettled(Array.from({ length: count }, (_, index) => call(index)))
  const errors = results.filter((result) => result.status === 'rejected').length
  line(`${count} concurrent ${name}`, `${errors} errors`, '0 errors', errors === 0)
}

console.info(`Waybill benchmarks on Node ${process.version}\n`)
benchTimeWindows(line)
benchLiveMap(line)
await (await import('./batchParse.ts')).benchBatchParse(line)
await latency('login (scrypt check) round trip', () => client.auth.login(sandbox.demo), 50)
await latency('companyInfo round trip', () => client.account.companyInfo(apiCode), 5)
await latency('size categories round trip', () => client.catalog.sizeCategories(), 5)
const firstPage = { view: 3, pageIndex: 0, pageSize: 25 } as const
await latency('dashboard page (25 rows) round trip', () => client.dashboard.page(apiCode, firstPage), 5)
await latency('payment summary round trip', () => client.orders.paymentSummary(apiCode, delivery()), 5)
await latency('order create round trip', () => client.orders.create(apiCode, delivery()), 5)
await latency(
  'time options round trip',
  () => client.geo.customTimes(apiCode, { lat: 53.5461, lng: -113.4938 }, false),
  5,
)
await concurrency('companyInfo calls', 200, () => client.account.companyInfo(apiCode))
await concurrency('mixed reads and order creations', 200, (index) =>
  index % 2 === 0 ? client.dashboard.page(apiCode, firstPage) : client.orders.create(apiCode, delivery()),
)
await sandbox.close()
await (await import('./batchValidate.ts')).benchBatchValidate(line)

console.info('\nThe order form in Chromium (built portal, frozen clock)')
await benchOrderForm(line)
await benchDashboard(line)
await benchBatchImport(line)

console.info('\nThe order widget on a host page (examples/embed-checkout, Chromium)')
await benchEmbedHost(line)

console.info('\nBundle sizes (minified + gzip, dependencies external)')
if (existsSync('packages/sdk-core/dist/index.js')) {
  spawnSync(process.execPath, ['scripts/bundleSize.ts'], { stdio: 'inherit' })
} else {
  console.info('  not built: run `npm run build` first')
}

console.info('\nThe portal in Lighthouse (mobile, built portal as `npm start` serves it)')
await (await import('./lighthouse.ts')).benchLighthouse(line)
