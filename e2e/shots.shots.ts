import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { DEMO, logIn } from './accounts.ts'
import { readyBatch } from './batchFlow.ts'
import { layoutProblems, WIDTHS } from './layout.ts'
import { SCREENS, type Screen, summary } from './screens.ts'

// `npm run shots`: every screen at the three widths of issue 21, as PNGs under shots/, with what the layout check
// finds on each, so that a person looks at what a test passes.
const OUT = join(import.meta.dirname, '..', 'shots')

const signedIn = (name: string, path: string, ready: (page: Page) => Promise<unknown>): Screen => ({
  name,
  open: async (page) => {
    await logIn(page, DEMO)
    await page.goto(path)
    await ready(page)
  },
})
const heading = (page: Page) => expect(page.getByRole('heading').first()).toBeVisible()

const MORE_SCREENS: readonly Screen[] = [
  {
    name: 'login',
    open: async (page) => {
      await page.goto('/login')
      await heading(page)
    },
  },
  {
    name: 'sign-up',
    open: async (page) => {
      await page.goto('/')
      await heading(page)
    },
  },
  {
    name: 'password reset',
    open: async (page) => {
      await page.goto('/reset-password')
      await heading(page)
    },
  },
  signedIn('chooser', '/waybill/choose', heading),
  signedIn('details', '/waybill/details', heading),
  signedIn('valet', '/waybill/valet', heading),
  signedIn('many pickups', '/waybill/createManyToOne', heading),
  signedIn('multi-delivery', '/waybill/multiwaybill', heading),
  signedIn('drivers', '/favouriteAgents', heading),
  signedIn('empty summary', '/waybill/summary', heading),
  signedIn('onboarding location', '/register/location', heading),
  signedIn('onboarding hours', '/register/hours', heading),
  {
    // Issue 22: a charge whose answer was lost: nothing booked until the customer chooses.
    name: 'summary payment not confirmed',
    open: async (page, request) => {
      await summary(page, request)
      // The charge's answer never comes back (a dropped connection).
      await page.route('**/api/web/prepay-delivery', (route) => route.abort('connectionreset'))
      await page.getByRole('button', { name: 'Submit delivery' }).click()
      await expect(page.getByText(/^Prepay fail: Payment not confirmed/)).toBeVisible({ timeout: 30_000 })
    },
  },
  {
    // Issue 22: the batch's charge got no answer: the same choice as the summary, nothing booked until it is made.
    name: 'batch payment not confirmed',
    open: async (page, request) => {
      const submit = await readyBatch(page, request, {
        route: '/waybill/createOneToMany',
        title: 'Delivery Batch (Many Drop Offs)',
        block: 'Pickup Information',
      })
      await page.route('**/api/web/prepay-delivery', (route) => route.abort('connectionreset'))
      await submit.click()
      await expect(page.getByText(/Payment not confirmed/).first()).toBeVisible({ timeout: 30_000 })
      // The alert took the focus and scrolled the page: back to the top, where the table's sticky header belongs.
      await page.evaluate(() => window.scrollTo(0, 0))
    },
  },
  {
    // Issue 25: a spreadsheet of the customer's own layout, before its columns are matched.
    name: 'batch column mapping',
    open: async (page) => {
      await logIn(page, DEMO)
      await page.goto('/waybill/createOneToMany')
      await heading(page)
      await page.getByLabel('Addresses file (CSV, XLSX or XLS)').setInputFiles({
        name: 'orders.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            'Qty,Customer,Phone Number,E-mail,Street,Suite,Town,Prov,Postal Code,Order #,Notes,Weight',
            '2,Dana Smith,780-555-0101,dana@example.com,10220 Jasper Ave NW,1204,Edmonton,AB,T5J 0K1,A-1001,Leave at door,3 kg',
            '1,Lee Chan,7805550102,,10150 Jasper Ave NW,,Edmonton,AB,,A-1002,,',
          ].join('\r\n'),
        ),
      })
      await expect(page.getByRole('heading', { name: 'Match your columns' })).toBeVisible()
      await page.getByRole('combobox', { name: 'Qty' }).selectOption('')
    },
  },
  {
    // Issue 24: a config.json the portal cannot use gets a page in words, never a blank screen.
    name: 'config problem',
    open: async (page) => {
      await page.route('**/config.json', (route) =>
        route.fulfill({ json: { apiBaseUrl: 'not a url', brand: 7 } }),
      )
      await page.goto('/login')
      await heading(page)
    },
  },
  {
    name: 'not found',
    open: async (page) => {
      await page.goto('/no-such-page')
      await heading(page)
    },
  },
]

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

test.describe.configure({ mode: 'parallel' })

for (const screen of [...SCREENS, ...MORE_SCREENS]) {
  test(screen.name, async ({ page, request }) => {
    test.setTimeout(90_000)
    mkdirSync(OUT, { recursive: true })
    await screen.open(page, request)
    const report: string[] = []
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      const problems = await layoutProblems(page)
      report.push(`${size.width} px: ${problems.length === 0 ? 'usable' : `${problems.length} problem(s)`}`)
      report.push(...problems.map((problem) => `  - ${problem}`))
      await page.screenshot({ path: join(OUT, `${slug(screen.name)}-${size.width}.png`), fullPage: true })
    }
    writeFileSync(join(OUT, `${slug(screen.name)}.txt`), `${screen.name}\n${report.join('\n')}\n`)
    process.stdout.write(`${screen.name}: ${report.filter((line) => !line.startsWith('  ')).join(', ')}\n`)
  })
}
