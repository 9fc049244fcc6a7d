// The browser harness of the Chromium benchmarks (dashboard.ts, batchImport.ts): bench pages from
// packages/widgets/test/bench/ bundled from source with esbuild (React in its production build) and served to the
// system Chromium through Playwright's routing, so nothing needs building and no server runs.
import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { build } from 'esbuild'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// A secure origin (localhost, answered by Playwright's routing) served with COOP and COEP, so that the pages are
// cross-origin isolated and their clocks tick in 5 µs steps rather than 100 µs: at 100 µs a frame on time reads
// 16.6–16.8 ms.
const ORIGIN = 'http://localhost:4173'
const HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
}
/** Where the bench pages live (type-checked with the widgets). */
export const PAGES = 'packages/widgets/test/bench'

/** A file the routing answers with. */
export interface ServedFile {
  readonly body: string | Buffer
  readonly contentType: string
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Bundles `entryPoints` (pages, workers, the widgets' styles) from source; returns each output by its URL path. */
export async function bundlePages(entryPoints: string[]): Promise<Map<string, ServedFile>> {
  const result = await build({
    entryPoints,
    outdir: 'bench-pages', // virtual: nothing is written
    write: false,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    conditions: ['@waybill/source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  const files = new Map<string, ServedFile>()
  for (const file of result.outputFiles) {
    const contentType = file.path.endsWith('.css') ? 'text/css' : 'text/javascript'
    files.set(`/${basename(file.path)}`, { body: file.text, contentType })
  }
  return files
}

/** The system Chromium, headless, or null (with a note) when this machine has none. */
export async function launchChromium(what: string): Promise<Browser | null> {
  if (!existsSync(CHROMIUM)) {
    console.info(`  ${what} in the browser: skipped (needs Chromium)`)
    return null
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
}

/** Opens `script` (with the widgets' styles) in a fresh page and waits until it publishes its bench API. */
export async function openPage(browser: Browser, files: Map<string, ServedFile>, script: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Waybill bench</title>
      <link rel="stylesheet" href="/waybill.css"></head>
      <body><div id="root"></div><script type="module" src="/${script}"></script></body></html>`
    const file = path === '/' ? { body: html, contentType: 'text/html' } : files.get(path)
    return file ? route.fulfill({ ...file, headers: HEADERS }) : route.fulfill({ status: 404 })
  })
  await page.goto(`${ORIGIN}/`)
  await page
    .waitForFunction(() => 'waybillBench' in globalThis, undefined, { timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`${script} did not start: ${errors.join('; ') || String(error)}`)
    })
  return page
}
