// The order form in a real browser (issue 6): every input event while typing in its fields stays under 50 ms
// (Event Timing), and choosing dates and pickup windows recomputes the time options without a long task.
// Needs the built portal (`npm run build`) and the system Chromium; skipped with a note otherwise.
import { existsSync } from 'node:fs'
import { chromium, type Locator, type Page } from '@playwright/test'
import { startSandbox } from '@waybill/sandbox'

type Line = (name: string, figure: string, budget: string, ok: boolean) => void

const PORTAL = 'apps/portal/dist'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const INPUT_BUDGET_MS = 50
/** Interaction to next paint, p95 of the key presses (issue 21 item 5). */
const INP_BUDGET_MS = 200

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const LONG_TASK_MS = 50

/** An Event Timing entry, as much as the bench reads (this file is typed without the DOM library). */
interface EventTimingEntry {
  readonly name: string
  readonly duration: number
  readonly startTime: number
  readonly processingEnd: number
  readonly interactionId: number
}

/** Collects event-timing and long-task entries from the first script of every page. Runs in the browser. */
function observe(): void {
  const store = {
    events: [] as { name: string; duration: number; handled: number; interaction: number }[],
    longTasks: [] as number[],
  }
  Object.assign(globalThis, { __perf: store })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as EventTimingEntry[]) {
      store.events.push({
        name: entry.name,
        duration: entry.duration,
        handled: entry.processingEnd - entry.startTime,
        interaction: entry.interactionId,
      })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as never) // 'event' and 'longtask' are browser entry types Node's types lack
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true } as never) // 'event' and 'longtask' are browser entry types Node's types lack
}

interface Perf {
  events: { name: string; duration: number; handled: number; interaction: number }[]
  longTasks: number[]
}

const readPerf = (page: Page) => page.evaluate(() => (globalThis as unknown as { __perf: Perf }).__perf)
const resetPerf = (page: Page) =>
  page.evaluate(() => {
    const perf = (globalThis as unknown as { __perf: Perf }).__perf
    perf.events.length = 0
    perf.longTasks.length = 0
  })

/** Keys pressed while typing: each is one interaction, whether or not Event Timing reports it (≥ 16 ms). */
let keysPressed = 0
async function typeInto(field: Locator, text: string): Promise<void> {
  keysPressed += text.length
  await field.pressSequentially(text, { delay: 20 })
}

/**
 * Interaction to next paint as web-vitals defines it, per interaction: the longest event of each key press (keydown,
 * keyup and their input share an `interactionId`). Presses Event Timing does not report took under 16 ms.
 */
function interactionP95(events: Perf['events'], presses: number): number {
  const longest = new Map<number, number>()
  for (const event of events) {
    if (event.interaction > 0) {
      longest.set(event.interaction, Math.max(longest.get(event.interaction) ?? 0, event.duration))
    }
  }
  const unreported = Math.max(0, presses - longest.size)
  return percentile([...longest.values(), ...Array<number>(unreported).fill(0)], 95)
}

async function fillSide(page: Page, heading: string, name: string, typed: string, option: RegExp) {
  const block = page.getByRole('region', { name: heading })
  await typeInto(block.getByLabel('Name'), name)
  await typeInto(block.getByRole('combobox', { name: 'Address', exact: true }), typed)
  await block.getByRole('option', { name: option }).first().click()
  await typeInto(block.getByLabel('Phone'), '780-555-0100')
  await typeInto(block.getByLabel('Email'), 'orders@example.com')
}

export async function benchOrderForm(line: Line): Promise<void> {
  if (!existsSync(`${PORTAL}/index.html`) || !existsSync(CHROMIUM)) {
    console.info('  order form in the browser: skipped (run `npm run build`; needs Chromium)')
    return
  }
  const sandbox = await startSandbox({ database: ':memory:', staticDir: PORTAL, log: () => {} })
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
  try {
    const page = await browser.newPage({ baseURL: sandbox.url })
    await page.addInitScript(observe)
    await page.clock.install({ time: new Date('2026-11-23T15:00:00Z') })
    await page.goto('/login')
    await page.getByLabel('Email').fill(sandbox.demo.email)
    await page.getByLabel('Password', { exact: true }).fill(sandbox.demo.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/dashboard$/)
    await page.goto('/waybill/details')

    await resetPerf(page)
    await fillSide(page, 'Pickup Information', 'Acme Front Desk', '10220 Jasper', /10220 Jasper Ave NW/)
    await fillSide(page, 'Drop off Information', 'Dana Receiver', '10150 Jasper', /10150 Jasper Ave NW/)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL(/step=delivery$/)
    await typeInto(page.getByLabel('Reference Name'), 'Order 1001 for the front desk')
    await typeInto(page.getByLabel('Description'), 'Two boxes of printed flyers, fragile')
    await typeInto(page.getByLabel('Insured value ($)'), '50')
    const typing = await readPerf(page)
    const inputs = typing.events.filter((event) =>
      ['keydown', 'keypress', 'keyup', 'input'].includes(event.name),
    )
    // Input delay plus handlers: the main thread's share, which the form controls.
    const handled = Math.max(0, ...inputs.map((event) => event.handled))
    line(
      `order form typing: ${inputs.length} slow-ish events, input delay + handlers max`,
      `${handled.toFixed(0)} ms`,
      `< ${INPUT_BUDGET_MS} ms`,
      handled < INPUT_BUDGET_MS,
    )
    // The whole event duration also waits for the next presented frame; headless Chromium's software
    // compositor sometimes holds a frame for a few hundred ms with the main thread idle (no long task).
    const durations = inputs.map((event) => event.duration)
    const over = durations.filter((duration) => duration >= INPUT_BUDGET_MS).length
    line(
      `  …to next paint: p95 of events ≥ 16 ms (${over} ≥ 50 ms)`,
      `${percentile(durations, 95).toFixed(0)} ms`,
      'report only',
      true,
    )
    const inp = interactionP95(typing.events, keysPressed)
    line(
      `  interaction to next paint, p95 of ${keysPressed} key presses`,
      `${inp.toFixed(0)} ms`,
      `≤ ${INP_BUDGET_MS} ms`,
      inp <= INP_BUDGET_MS,
    )
    line(
      `  long tasks while typing`,
      typing.longTasks.length === 0 ? 'none' : `${Math.max(...typing.longTasks).toFixed(0)} ms`,
      `none ≥ ${LONG_TASK_MS} ms`,
      typing.longTasks.length === 0,
    )

    await resetPerf(page)
    const times = page.getByRole('region', { name: 'Pickup Time' })
    for (const date of [
      'Mon 11-23-2026',
      'Tue 11-24-2026',
      'Wed 11-25-2026',
      'Thu 11-26-2026',
      'Fri 11-27-2026',
    ]) {
      await times.getByRole('radio', { name: new RegExp(date) }).check()
      await times.getByRole('radio', { name: /Afternoon pickup/ }).check()
      await times.getByRole('radio', { name: /Evening 17:00/ }).check()
    }
    await page.clock.runFor(60_000) // a minute tick re-plans the choice
    const recompute = await readPerf(page)
    const longest = Math.max(0, ...recompute.longTasks)
    line(
      `time options recompute: ${recompute.longTasks.length} long tasks`,
      recompute.longTasks.length === 0 ? 'none' : `${longest.toFixed(0)} ms`,
      `none ≥ ${LONG_TASK_MS} ms`,
      longest < LONG_TASK_MS,
    )
  } finally {
    await browser.close()
    await sandbox.close()
  }
}
