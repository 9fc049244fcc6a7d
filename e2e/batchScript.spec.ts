import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { runCli } from '../examples/batch-script/test/runCli.ts'
import { freshAccount, logIn } from './accounts.ts'
import { addCard, apiCodeOf } from './ordering.ts'

// Issue 9 'Examples, each with a Playwright test': examples/batch-script (issue 8 'Integrators') books a spreadsheet
// from Node, and the account's user finds every row in the portal's My Deliveries.
test('the batch script books a CSV from Node, and its deliveries show in the portal', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await freshAccount(request, 'batch-script')
  const apiCode = await apiCodeOf(request, login)
  await addCard(request, apiCode)
  const folder = mkdtempSync(join(tmpdir(), 'waybill-batch-script-'))
  const tag = `Script ${Date.now().toString(36)}`
  const streets = ['10220 Jasper Ave NW', '10150 104 St NW', '10100 Jasper Ave NW']
  const rows = streets.map(
    (street, index) => `${tag} ${index + 1},,${street},Edmonton,AB,,,(780) 555-010${index},,,Books,1`,
  )
  const header = 'Name,Unit,Address,City,Province,Postal,Email,Phone,W3W,Order,Item,Count'
  const file = join(folder, 'orders.csv')
  writeFileSync(file, `${['Batch', header, ...rows].join('\r\n')}\r\n`)

  const run = await runCli([file, '--yes'], {
    env: { WAYBILL_BASE_URL: baseURL ?? '', WAYBILL_API_CODE: apiCode },
  })
  expect(run.stderr).toContain('Validating addresses')
  expect(run.stdout).toContain('Read 3 rows: 3 kept, 0 rejected.')
  expect(run.stdout).toMatch(/accepted +3\n/)
  expect(run.code).toBe(0)
  expect(`${run.stdout}${run.stderr}`).not.toContain(apiCode)

  await logIn(page, login)
  await page.getByLabel('Search deliveries').fill(tag)
  const table = page.getByRole('table')
  for (let index = 1; index <= streets.length; index++) await expect(table).toContainText(`${tag} ${index}`)
  await expect(page.getByText('1-3 of 3')).toBeVisible()
})
