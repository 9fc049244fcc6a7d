// The script `scripts/installCheck.ts` runs inside a new project that installed the packed tarballs of @waybill/sdk-core and
// @waybill/widgets from files and react from the registry, on each Node the packages' `engines` admit (issue 24
// 'Packages people can install'). It uses what an integrator uses first: the client against a running sandbox, the
// batch file reader on a CSV and on a workbook, the server entry, and a widget rendered to HTML by react-dom/server.
// It fails (exit 1, the assertion's message) on the first thing that does not work, and prints one JSON line.
import { strict as assert } from 'node:assert'
import { createClient, createSession, memoryStorage } from '@waybill/sdk-core'
import { parseBatchFile } from '@waybill/sdk-core/batch'
import { LoginForm, WaybillProvider } from '@waybill/widgets'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const { WAYBILL_SANDBOX_URL: baseUrl, WAYBILL_EMAIL: email, WAYBILL_PASSWORD: password } = process.env
assert.ok(baseUrl && email && password, 'WAYBILL_SANDBOX_URL, WAYBILL_EMAIL and WAYBILL_PASSWORD are set')

// The client: a login and one read, with their wire schemas checked on the way.
const client = createClient({ baseUrl })
const apiCode = await client.auth.login({ email, password })
const account = await client.account.companyInfo(apiCode)
assert.equal(account.email, email, "companyInfo answers the signed-in account's email")

// The batch file reader (part 2 §3.8): two title rows skipped, a row without a count rejected, two kept.
const rows = [
  ['Batch'],
  [
    'Name',
    'Unit',
    'Address',
    'City',
    'Province',
    'Postal',
    'Email',
    'Phone',
    'W3W',
    'Order',
    'Item',
    'Count',
  ],
  ['Ann', '', '10220 Jasper Ave NW', 'Edmonton', 'AB', '', '', '(780) 555-0100', '', '', 'Flowers', '1'],
  ['No count', '', '10020 100 St NW', 'Edmonton', 'AB', '', '', '7805550109', '', '', '', ''],
  ['Bo', '', '10150 104 St NW', 'Edmonton', 'AB', '', '', '(780) 555-0101', '', '', 'Books', '2'],
]
/** The same row uuids on every read, so that two reads compare equal. */
const counted = () => {
  let count = 0
  return { insuranceValue: 0, randomUUID: () => `row-${++count}` }
}
const csv = new TextEncoder().encode(`${rows.map((row) => row.join(',')).join('\r\n')}\r\n`)
const fromCsv = await parseBatchFile({ data: csv, name: 'orders.csv' }, counted())
assert.equal(fromCsv.format, 'csv')
assert.deepEqual(
  fromCsv.rows.map((row) => [row.name, row.packageCount]),
  [
    ['Ann', 1],
    ['Bo', 2],
  ],
  'the CSV keeps the two rows with a count',
)
assert.equal(fromCsv.rejected.length, 1, 'the CSV rejects the row without a count')

// The same rows as a workbook, written by the SheetJS build sdk-core depends on (pinned exactly:
// docs/decisions/tooling-release-and-deployment.md).
const XLSX = await import('@e965/xlsx')
assert.equal(XLSX.version, '0.20.3', 'the installed SheetJS is the pinned 0.20.3')
const book = XLSX.utils.book_new()
XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Orders')
const xlsx: Uint8Array = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })
const fromXlsx = await parseBatchFile({ data: xlsx, name: 'orders.xlsx' }, counted())
assert.equal(fromXlsx.format, 'xlsx')
assert.deepEqual(fromXlsx.sheetNames, ['Orders'])
assert.deepEqual(fromXlsx.rows, fromCsv.rows, 'the workbook reads as the CSV')

// The widget proxy's entry loads (the shop's server imports it).
const server = await import('@waybill/sdk-core/server')
assert.equal(typeof server.createWidgetProxy, 'function')

// The widgets' entry, rendered on the server as a React Server Components framework renders a client component.
const session = createSession({ client, storage: { persistent: memoryStorage(), tab: memoryStorage() } })
const html = renderToString(
  createElement(
    WaybillProvider,
    { client, session },
    createElement(LoginForm, {
      forgotPasswordHref: '/reset-password',
      signUpHref: '/',
      appStoreLinks: { appStore: 'https://apps.apple.com/', googlePlay: 'https://play.google.com/' },
    }),
  ),
)
assert.match(html, /<form/, 'LoginForm renders a form')
assert.match(html, /type="password"/, 'LoginForm renders a password field')

console.info(
  JSON.stringify({
    node: process.versions.node,
    businessName: account.businessName,
    csvRows: fromCsv.rows.length,
    xlsxRows: fromXlsx.rows.length,
    htmlLength: html.length,
  }),
)
