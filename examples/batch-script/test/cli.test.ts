import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Sandbox, startSandbox } from '@waybill/sandbox'
import { createClient, type WaybillClient } from '@waybill/sdk-core'
import { batchTemplate } from '@waybill/sdk-core/batch'
import { apiPaths } from '@waybill/sdk-core/wire'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Run, runCli } from './runCli.ts'

const paths = apiPaths()

let sandbox: Sandbox
let client: WaybillClient
let apiCode = ''
let dir = ''

beforeAll(async () => {
  sandbox = await startSandbox({ database: ':memory:', log: () => {} })
  client = createClient({ baseUrl: sandbox.url, logger: { warn: () => {}, error: () => {} } })
  apiCode = await client.auth.login(sandbox.demo)
  dir = mkdtempSync(join(tmpdir(), 'waybill-batch-script-'))
})
afterEach(() => sandbox.clearFaults())
afterAll(async () => {
  await sandbox?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Runs the CLI as integrators do, with the sandbox's URL and the api code in its environment. */
function run(
  args: readonly string[],
  env: Record<string, string> = {},
  started?: (child: ChildProcess) => void,
): Promise<Run> {
  const options = { cwd: dir, env: { WAYBILL_BASE_URL: sandbox.url, WAYBILL_API_CODE: apiCode, ...env } }
  return runCli(args, started ? { ...options, started } : options)
}

/** A batch file in the template's layout: title, headers, then one row per name, and a row with no package count. */
function writeCsv(name: string, tag: string): string {
  const streets = ['10220 Jasper Ave NW', '10150 104 St NW', '10100 Jasper Ave NW']
  const rows = streets.map(
    (street, index) => `${tag} ${index + 1},,${street},Edmonton,AB,,,(780) 555-010${index},,,Flowers,1`,
  )
  const rejected = `${tag} no count,,10020 100 St NW,Edmonton,AB,,,7805550109,,,,`
  const text = ['Batch', 'Name,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count', ...rows]
  const path = join(dir, name)
  writeFileSync(path, `${[...text.slice(0, 3), rejected, ...text.slice(3)].join('\r\n')}\r\n`)
  return name
}

/** How many orders the sandbox holds for each row name of `tag`. */
async function bookings(tag: string): Promise<Map<string, number>> {
  const page = await client.dashboard.page(apiCode, { view: 3, pageIndex: 0, pageSize: 100, search: tag })
  const counts = new Map<string, number>()
  for (const order of page.orders) counts.set(order.itemName, (counts.get(order.itemName) ?? 0) + 1)
  return counts
}

const oncePerRow = (tag: string) =>
  new Map([
    [`${tag} 1`, 1],
    [`${tag} 2`, 1],
    [`${tag} 3`, 1],
  ])

/** The api code is never printed: not in results, progress, warnings or the SDK's log lines. */
function expectNoSecret(result: Run, secret = apiCode): void {
  expect(result.stdout).not.toContain(secret)
  expect(result.stderr).not.toContain(secret)
}

/** Waits until the state file shows a request out ('sending'), the moment a crash leaves a row in doubt. */
async function untilSending(state: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (existsSync(state) && readFileSync(state, 'utf8').includes('\\"state\\":\\"sending\\"')) return
    await new Promise((wake) => setTimeout(wake, 25))
  }
  throw new Error('the CLI never sent a row')
}

describe('examples/batch-script against the sandbox (part 2 §4.6, issue 8 Integrators)', () => {
  it('validates, prices and submits a CSV: rejected rows reported, the summary, each row booked once (exit 0)', async () => {
    const file = writeCsv('ok.csv', 'cliok')
    const charged = sandbox.charges(sandbox.demo.email).length
    const first = await run([file, '--yes'])
    expect(first.stderr).toContain('Validating addresses')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('Read 4 rows: 3 kept, 1 rejected.')
    expect(first.stdout).toContain('row 4: The row has no package count.')
    expect(readFileSync(join(dir, 'ok.csv.rejected.csv'), 'utf8')).toContain('cliok no count')
    expect(first.stdout).toMatch(/Estimate: \$\d+\.\d\d/)
    // The card part is charged once, before any row is sent (part 2 §4.5).
    expect(first.stdout).toMatch(/Prepaying delivery\n(.*\n)*Prepay Successful\n/)
    expect(sandbox.charges(sandbox.demo.email).slice(charged)).toHaveLength(1)
    expect(first.stdout).toMatch(/accepted +3\n/)
    expect(first.stdout).toMatch(/failed +0\n/)
    expect(first.stdout).toContain('Success, you will receive an email with your labels.')
    expect(await bookings('cliok')).toEqual(oncePerRow('cliok'))
    expectNoSecret(first)

    const again = await run([file, '--yes'])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('nothing to do')
    expect(await bookings('cliok')).toEqual(oncePerRow('cliok'))
  })

  it('exits 1 when an answer is lost; the same command resumes and books nothing twice', async () => {
    const file = writeCsv('lost.csv', 'clilost')
    // The first row's order is booked, but every answer to it is lost (the client's 3 attempts).
    sandbox.inject({ path: paths.createOrder, method: 'POST', kind: 'drop-after', times: 3 })
    const first = await run([file, '--yes'])
    expect(first.code).toBe(1)
    expect(first.stdout).toMatch(/accepted +2\n/)
    expect(first.stdout).toMatch(/failed +1 +row 3: clilost 1 \(/)
    expect(first.stderr).toContain('Some Deliveries failed to upload')
    // In doubt, not refused: it may be booked, so it cannot be dropped.
    expect(first.stderr).not.toContain('--drop-refused')
    expect(existsSync(join(dir, 'lost.csv.waybill-state.json'))).toBe(true)

    const resumed = await run([file, '--yes'])
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toContain('Resuming the batch')
    // Paid by the first run: not charged again.
    expect(resumed.stdout).not.toContain('Prepaying delivery')
    expect(resumed.stdout).toMatch(/accepted +3\n/)
    expect(await bookings('clilost')).toEqual(oncePerRow('clilost'))
    expectNoSecret(first)
    expectNoSecret(resumed)
  })

  it('a row the server refuses is named by its row number; --drop-refused drops it on the resume (exit 0)', async () => {
    const file = writeCsv('refused.csv', 'clidrop')
    // The first row's order (spreadsheet row 3) is refused: a 4xx, so it is certainly not booked.
    const body = { message: 'The drop-off address is outside the service area' }
    sandbox.inject({ path: paths.createOrder, method: 'POST', kind: 'status', status: 422, body, times: 1 })
    const first = await run([file, '--yes'])
    expect(first.code).toBe(1)
    expect(first.stdout).toMatch(/accepted +2\n/)
    expect(first.stdout).toMatch(/failed +1 +row 3: clidrop 1 \(/)
    expect(first.stderr).toContain('--drop-refused')

    const resumed = await run([file, '--yes', '--drop-refused'])
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toContain('Dropped 1 refused row from the batch')
    expect(resumed.stdout).toMatch(/\n {2}row 3: clidrop 1 \(/)
    expect(resumed.stdout).toMatch(/accepted +2\n/)
    expect(resumed.stdout).toContain('Success, you will receive an email with your labels.')
    expect(await bookings('clidrop')).toEqual(
      new Map([
        ['clidrop 2', 1],
        ['clidrop 3', 1],
      ]),
    )
    expectNoSecret(first)
    expectNoSecret(resumed)
  })

  it('a charge whose answer is lost books nothing and exits 3 in words; --book-unpaid then books once, charged once (issue 22)', async () => {
    const file = writeCsv('unpaid.csv', 'cliunpaid')
    const state = join(dir, 'unpaid.state.json')
    const charged = sandbox.charges(sandbox.demo.email).length
    // The server charges the card, then the answer is lost (every attempt: a prepay is never retried).
    sandbox.inject({ path: paths.prepay, method: 'POST', kind: 'drop-after', times: Infinity })
    const lost = await run([file, '--yes', '--state', state])
    expect(lost.code).toBe(3)
    expect(lost.stderr).toMatch(
      /Payment not confirmed: the charge of \$\d+\.\d\d asked at \d{4}-\d\d-\d\d \d\d:\d\d got no answer/,
    )
    expect(lost.stderr).toContain('--charge-again')
    expect(await bookings('cliunpaid')).toEqual(new Map())
    sandbox.clearFaults()

    const again = await run([file, '--yes', '--state', state])
    expect(again.code).toBe(3)
    expect(await bookings('cliunpaid')).toEqual(new Map())

    const booked = await run([file, '--yes', '--state', state, '--book-unpaid'])
    expect(booked.code).toBe(0)
    expect(booked.stdout).toMatch(/accepted +3\n/)
    expect(await bookings('cliunpaid')).toEqual(oncePerRow('cliunpaid'))
    expect(sandbox.charges(sandbox.demo.email).slice(charged)).toHaveLength(1)
    expectNoSecret(lost)
  })

  it('killed while an order is out, the rerun with the same state file books every row exactly once', async () => {
    const file = writeCsv('killed.csv', 'clikill')
    const state = join(dir, 'killed.state.json')
    sandbox.inject({ path: paths.createOrder, method: 'POST', kind: 'delay', ms: 1_500 })
    const killed = await run([file, '--yes', '--state', state], {}, (child) => {
      untilSending(state).then(
        () => child.kill('SIGKILL'),
        () => child.kill('SIGKILL'),
      )
    })
    expect(killed.code).toBe(null)

    const resumed = await run([file, '--yes', '--state', state])
    expect(resumed.stdout).toContain('This batch was interrupted while it was being submitted.')
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toMatch(/accepted +3\n/)
    // The delayed request may still land after the resend: let it, then count.
    await new Promise((wake) => setTimeout(wake, 1_600))
    expect(await bookings('clikill')).toEqual(oncePerRow('clikill'))
  })

  it('reads an XLSX workbook; --dry-run validates and prices but books nothing', async () => {
    // The template's own example row is rejected (part 2 §3.8 import: it must be deleted), so a filled-in copy.
    const XLSX = await import('@e965/xlsx')
    const book = XLSX.read((await batchTemplate('xlsx')).data)
    const sheet = book.Sheets[book.SheetNames[0] ?? ''] ?? {}
    XLSX.utils.sheet_add_aoa(sheet, [['XLSX dry run']], { origin: 'A3' })
    writeFileSync(join(dir, 'filled.xlsx'), XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }))
    const result = await run(['filled.xlsx', '--dry-run'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Read 1 rows: 1 kept, 0 rejected.')
    expect(result.stdout).toMatch(/Estimate: \$\d+\.\d\d/)
    expect(result.stdout).toContain('Dry run: nothing was booked.')
    expect(await bookings('XLSX dry run')).toEqual(new Map())
  })

  it('a spreadsheet with its own header row: the proposal written and nothing imported (exit 2), then read with --mapping (issue 25)', async () => {
    const rows = [
      'Qty,Customer,Phone Number,E-mail,Street,Suite,Town,Prov,Postal Code,Order #,Notes,Remarks',
      '1,Map one,780-555-0101,,10220 Jasper Ave NW,,Edmonton,AB,,,Flowers,Ring twice',
      '2,Map two,7805550102,,10150 104 St NW,,Edmonton,AB,,,,',
    ]
    writeFileSync(join(dir, 'own.csv'), `${rows.join('\r\n')}\r\n`)
    const first = await run(['own.csv', '--dry-run'])
    expect(first.code).toBe(2)
    expect(first.stdout).toContain('This file names its columns in row 1, in its own words.')
    expect(first.stdout).toContain('Qty → Package Count')
    expect(first.stdout).toContain('Remarks → not imported')
    const proposal = JSON.parse(readFileSync(join(dir, 'own.csv.mapping.json'), 'utf8'))
    expect(proposal).toMatchObject({
      Qty: 'packageCount',
      Town: 'city',
      Notes: 'itemDescription',
      Remarks: null,
    })

    writeFileSync(join(dir, 'wrong.json'), JSON.stringify({ Qty: 'quantity' }))
    const wrong = await run(['own.csv', '--dry-run', '--mapping', 'wrong.json'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('"Qty" holds "quantity"')

    writeFileSync(join(dir, 'mine.json'), JSON.stringify({ notes: null, REMARKS: 'itemDescription' }))
    const mapped = await run(['own.csv', '--dry-run', '--mapping', 'mine.json'])
    expect(mapped.code).toBe(0)
    expect(mapped.stdout).toContain('Remarks → Item Description')
    expect(mapped.stdout).toContain('Read 2 rows: 2 kept, 0 rejected.')
    expect(await bookings('Map one')).toEqual(new Map())
  })

  it('never prints the api code, even when the server echoes it back in an error', async () => {
    const file = writeCsv('echo.csv', 'cliecho')
    const body = { message: `Pricing refused for api_code=${apiCode}` }
    sandbox.inject({ path: paths.paymentSummary, kind: 'status', status: 422, body, times: Infinity })
    const result = await run([file, '--yes'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('something went wrong')
    expect(result.stderr).toContain('api_code=***')
    expectNoSecret(result)
    expect(await bookings('cliecho')).toEqual(new Map())
  })

  it('exits 2 on bad configuration or input, without printing the api code', async () => {
    const file = writeCsv('config.csv', 'cliconf')
    const missing = await run([file, '--yes'], { WAYBILL_API_CODE: '' })
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('WAYBILL_API_CODE') })
    const badUrl = await run([file, '--yes'], { WAYBILL_BASE_URL: 'ftp://example.com' })
    expect(badUrl).toMatchObject({ code: 2, stderr: expect.stringContaining('WAYBILL_BASE_URL') })
    const refusedCode = 'not-a-real-api-code-5f3a'
    const refused = await run([file, '--yes'], { WAYBILL_API_CODE: refusedCode })
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('refused the api code') })
    expectNoSecret(refused, refusedCode)
    expect((await run(['nowhere.csv', '--yes'])).code).toBe(2)
    expect((await run([file, '--kind', 'sideways', '--yes'])).code).toBe(2)
    expect(await run([file])).toMatchObject({ code: 2, stderr: expect.stringContaining('pass --yes') })
    expect(await bookings('cliconf')).toEqual(new Map())
  })
})
