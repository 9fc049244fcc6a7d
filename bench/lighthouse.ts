// Lighthouse's mobile performance score of /login and /dashboard (issue 21 item 6), on the built portal served as
// `npm start` serves it (precompressed assets). Lighthouse is not a dependency of the repo (114 packages for one
// figure): it runs through `npx lighthouse@13` from the npm registry, and where that is not possible the figure is
// skipped with a note. Lighthouse drives a Chromium of our own, started with a profile signed in to the demo account
// ('Keep me signed in'), through its debugging port.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startSandbox } from '@waybill/sandbox'
import { CHROMIUM } from './browser.ts'

type Line = (name: string, figure: string, budget: string, ok: boolean) => void

const PORTAL = 'apps/portal/dist'
const LIGHTHOUSE = 'lighthouse@13.5.0'
const BUDGET = 90
const PORT = 9333
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
]

/** Signs the profile in to the demo account and keeps it signed in, so /dashboard opens without a login. */
async function signIn(
  profile: string,
  base: string,
  login: { email: string; password: string },
): Promise<void> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: FLAGS.slice(1),
  })
  try {
    const page = await context.newPage()
    await page.goto(`${base}/login`)
    await page.getByLabel('Email').fill(login.email)
    await page.getByLabel('Password', { exact: true }).fill(login.password)
    await page.getByLabel('Keep me signed in').check()
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/dashboard$/)
  } finally {
    await context.close()
  }
}

async function debuggable(profile: string): Promise<ChildProcess> {
  const browser = spawn(
    CHROMIUM,
    [...FLAGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${PORT}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  )
  for (let tries = 0; tries < 50; tries++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/json/version`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) return browser
    await new Promise((done) => setTimeout(done, 100))
  }
  browser.kill()
  throw new Error('Chromium did not open its debugging port')
}

/** Runs a command to its end without blocking this process: the sandbox answering Lighthouse runs in it. */
function run(command: string, args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => child.kill(), 180_000)
    child.on('error', (error) => {
      clearTimeout(timer)
      done({ status: null, stderr: error.message })
    })
    child.on('close', (status) => {
      clearTimeout(timer)
      done({ status, stderr })
    })
  })
}

/** One Lighthouse run: the score (0–100) and the figures behind it. */
async function lighthouse(url: string, output: string): Promise<{ score: number; summary: string } | null> {
  const ran = await run('npx', [
    '-y',
    LIGHTHOUSE,
    url,
    `--port=${PORT}`,
    '--quiet',
    '--disable-storage-reset',
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
  ])
  if (ran.status !== 0 || !existsSync(output)) {
    console.info(`  Lighthouse: ${ran.stderr.trim().split('\n').slice(-3).join(' | ')}`)
    return null
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    finalDisplayedUrl: string
    categories: { performance: { score: number } }
    audits: Record<string, { displayValue?: string }>
  }
  if (!report.finalDisplayedUrl.startsWith(url))
    throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl}`)
  const audit = (id: string) => report.audits[id]?.displayValue ?? '?'
  return {
    score: Math.round(report.categories.performance.score * 100),
    summary: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}`,
  }
}

/** Lighthouse on `url` in a Chromium of the given profile, through its debugging port. */
async function measureOnce(profile: string, url: string, output: string) {
  const browser = await debuggable(profile)
  try {
    return await lighthouse(url, output)
  } finally {
    // Until it has exited, Chromium still writes to its profile, which is then removed.
    await new Promise((exited) => {
      browser.once('exit', exited)
      browser.kill()
    })
  }
}

/** Runs of each page: Lighthouse's score moves by ±5 from run to run here, so the median of three is reported. */
const RUNS = 3

/** The median run of {@link RUNS} by score, with every score in its summary; null if a run could not be made. */
async function measure(profile: string, url: string, output: string) {
  const results = []
  for (let run = 0; run < RUNS; run++) {
    const result = await measureOnce(profile, url, output.replace(/\.json$/, `-${run}.json`))
    if (!result) return null
    results.push(result)
  }
  const sorted = results.sort((a, b) => a.score - b.score)
  const median = sorted[Math.floor(RUNS / 2)] ?? sorted[0]
  if (!median) return null
  return {
    score: median.score,
    summary: `median of ${sorted.map((run) => run.score).join(', ')}; ${median.summary}`,
  }
}

export async function benchLighthouse(line: Line): Promise<void> {
  if (!existsSync(`${PORTAL}/index.html`) || !existsSync(CHROMIUM)) {
    console.info('  Lighthouse: skipped (run `npm run build`; needs Chromium)')
    return
  }
  const sandbox = await startSandbox({ database: ':memory:', staticDir: PORTAL, log: () => {} })
  const dir = mkdtempSync(join(tmpdir(), 'waybill-lighthouse-'))
  try {
    // /login signed out (a signed-in profile is sent on to the dashboard), /dashboard signed in.
    const login = await measure(join(dir, 'signed-out'), `${sandbox.url}/login`, join(dir, 'login.json'))
    await signIn(join(dir, 'signed-in'), sandbox.url, sandbox.demo)
    const dashboard = await measure(
      join(dir, 'signed-in'),
      `${sandbox.url}/dashboard`,
      join(dir, 'dashboard.json'),
    )
    for (const [path, result] of [
      ['/login', login],
      ['/dashboard', dashboard],
    ] as const) {
      if (!result) console.info(`  Lighthouse ${path}: skipped (npx ${LIGHTHOUSE} could not run)`)
      else
        line(
          `Lighthouse mobile ${path} (${result.summary})`,
          `${result.score}`,
          `≥ ${BUDGET}`,
          result.score >= BUDGET,
        )
    }
  } finally {
    await sandbox.close()
    if (process.env.WAYBILL_KEEP_LIGHTHOUSE) console.info(`  reports kept in ${dir}`)
    else rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
  }
}
