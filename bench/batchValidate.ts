// Batch address validation's budget (issue 8 'Performance'): validating 1,000 addresses against the sandbox, with
// 150 ms of injected latency on every validate-address call, takes ≤ 15 s. Printed beside it: the concurrency the
// engine reached (most calls in flight, and the time-weighted mean), which must never pass the configured bound.
import { startSandbox } from '@waybill/sandbox'
import { type BatchRow, createClient } from '@waybill/sdk-core'
import { validateAddresses } from '@waybill/sdk-core/batch'
import { VALIDATE_CONCURRENCY } from '@waybill/sdk-core/internal'
import type { BenchLine } from './timeWindows.ts'

const ROWS = 1000
const LATENCY_MS = 150
const BUDGET_MS = 15_000

/** 1,000 spreadsheet rows across the three cities, one in 20 at a street the geocoder does not know. */
function batchRows(): BatchRow[] {
  const places = [
    (i: number) => ({
      address: `${10_000 + (i % 400)} Jasper Ave NW`,
      city: 'edmonton',
      province: 'alberta',
    }),
    (i: number) => ({ address: `${4_000 + (i % 700)} Gaetz Ave`, city: 'Red Deer', province: 'AB' }),
    (i: number) => ({ address: `${200 + (i % 200)} Stephen Ave SW`, city: 'Calgary', province: 'ab' }),
  ]
  return Array.from({ length: ROWS }, (_, i) => ({
    name: `Recipient ${i + 1}`,
    ...(i % 20 === 19
      ? { address: `${i} Nowhere Rd`, city: 'Edmonton', province: 'AB' }
      : (places[i % places.length] as (i: number) => Partial<BatchRow>)(i)),
    packageCount: 1,
    valid: false,
    uuid: `bench-${i + 1}`,
  }))
}

/** Validates the rows once against a fresh sandbox and prints the wall time and the concurrency reached. */
export async function benchBatchValidate(line: BenchLine): Promise<number> {
  const sandbox = await startSandbox({ database: ':memory:', log: () => {} })
  try {
    const client = createClient({ baseUrl: sandbox.url })
    const apiCode = await client.auth.login(sandbox.demo)
    sandbox.inject({
      path: '/api/web/validate-address',
      kind: 'delay',
      ms: LATENCY_MS,
      times: Number.POSITIVE_INFINITY,
    })
    let inFlight = 0
    let most = 0
    let busyMs = 0
    const counted = {
      batch: {
        async validateAddress(code: string, row: BatchRow) {
          inFlight += 1
          most = Math.max(most, inFlight)
          const begin = performance.now()
          try {
            return await client.batch.validateAddress(code, row)
          } finally {
            busyMs += performance.now() - begin
            inFlight -= 1
          }
        },
      },
    }
    const begin = performance.now()
    const { outcomes } = await validateAddresses(batchRows(), { client: counted, apiCode })
    const elapsed = performance.now() - begin
    const valid = outcomes.filter((outcome) => outcome.status === 'valid').length
    const invalid = outcomes.filter((outcome) => outcome.status === 'invalid').length
    if (valid + invalid !== ROWS)
      throw new Error(`the batch validation bench lost rows: ${valid} + ${invalid}`)
    line(
      `batch: validate ${ROWS} addresses, ${LATENCY_MS} ms latency`,
      `${(elapsed / 1000).toFixed(2)} s`,
      `≤ ${BUDGET_MS / 1000} s`,
      elapsed <= BUDGET_MS,
    )
    line(
      `batch: validation concurrency, most (mean ${(busyMs / elapsed).toFixed(1)})`,
      `${most} calls`,
      `≤ ${VALIDATE_CONCURRENCY}`,
      most <= VALIDATE_CONCURRENCY,
    )
    return elapsed
  } finally {
    await sandbox.close()
  }
}
