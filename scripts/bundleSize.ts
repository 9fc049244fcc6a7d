// Bundle sizes beside their budgets (STYLE rule 18), for the bench report: `node scripts/bundleSize.ts`.
// Measures every built entry `packages/*/dist/*.js` together with the chunks it imports statically: raw, and
// as a consumer ships it, bundled and minified by esbuild (dependencies left external) then gzipped (level 9).
// The budget applies to that minified gzip figure: library output is unminified, so its own gzip overstates
// what reaches a browser. Always exits 0: a figure over budget or over its ceiling is reported, not enforced.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildSync } from 'esbuild'

/**
 * Gzip budgets in kB (1 kB = 1000 bytes), by package name and entry file: what a shop's page pays for the widget
 * (issue 9: its script-tag loader and the widget with React). Every other entry is guarded by its ceiling.
 */
export const budgets: Record<string, Record<string, number>> = {
  '@waybill/widgets': { 'embed/waybill-loader.js': 6, 'embed/waybill-widget.js': 110 },
}

/** How much an entry may grow past its figure in {@link baselines} before it is reported, in percent. */
export const GROWTH_PERCENT = 5

/** Each entry's gzip bytes when its ceiling was set (issue 23): its guard against growth, by package and entry. */
export const baselines: Record<string, Record<string, number>> = {
  '@waybill/sdk-core': {
    // The column-mapping step of issue 25 reads in the worker: 18.3 → 20.8 kB.
    'batch-worker.js': 20_801,
    'batch.js': 38_099,
    // The root entry of issue 23 item 1 (client, session, errors, messages): 82.0 → 27.2 kB.
    'index.js': 27_208,
    'internal.js': 51_229,
    'order.js': 26_621,
    'rules.js': 21_137,
    'server.js': 35_250,
    'wire.js': 8_917,
  },
  '@waybill/widgets': {
    'index.js': 55_295,
    'embed/waybill-loader.js': 561,
    'embed/waybill-widget.js': 109_247,
    'embed/waybill-widget.js, its map (optional)': 7_411,
    'embed/waybill-widget.iife.js': 118_164,
  },
}

/** The ceiling of an entry whose baseline is `bytes`: {@link GROWTH_PERCENT} above, in kB rounded up to 0.1 kB. */
export function ceilingKb(bytes: number): number {
  // In whole numbers until the last step: 2000 bytes × 1.05 is not 2100 in floating point.
  return Math.ceil((bytes * (100 + GROWTH_PERCENT)) / 10_000) / 10
}

/** Built files that are already self-contained and minified: measured as they are served, with their chunks. */
const SERVED_AS_IS = ['embed/waybill-loader.js', 'embed/waybill-widget.js', 'embed/waybill-widget.iife.js']

/** A static import of a chunk beside the file: `from "./x.js"` or a bare `import "./x.js"`. */
const staticImport = /(?:\bfrom|\bimport)\s*['"](\.{1,2}\/[^'"]+\.js)['"]/g

/** Every chunk beside the file that it names: statically, or to import when it runs (`import(`./x.js`)`). */
const anyImport = /["'`](\.\/[\w.-]+\.js)["'`]/g

/** `entry` and the local files it reaches, transitively, by the imports `follow` finds in each file. */
function reachable(entry: string, follow: (file: string) => RegExp): string[] {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(follow(file)))
      if (match[1]) visit(resolve(dirname(file), match[1]))
  }
  visit(entry)
  return [...seen]
}

/**
 * A served file and the chunks a page loads with it, transitively: every chunk imported statically, and those the
 * entry itself imports when it runs (the widget's code). A chunk only a chunk imports when it runs (the optional
 * map) is left out: a page loads it only when it asks for it (see `optionalChunks`).
 */
function servedFiles(entry: string): string[] {
  return reachable(entry, (file) => (file === entry ? anyImport : staticImport))
}

/** The chunks beside `entry` that a page loads only on request: those {@link servedFiles} leaves out. */
function optionalChunks(entry: string): string[] {
  const served = new Set(servedFiles(entry))
  return readdirSync(dirname(entry))
    .filter((name) => name.startsWith('waybill-chunk-'))
    .map((name) => join(dirname(entry), name))
    .filter((file) => !served.has(file))
}

export interface BundleSize {
  packageName: string
  entry: string
  /** Bytes of the entry and its static chunks. */
  raw: number
  /** Gzip size of the entry bundled and minified, dependencies external, in bytes. */
  gzip: number
  /** Budget in kB, if the entry has one. */
  budgetKb: number | undefined
  /** Gzip bytes when its ceiling was set (see {@link baselines}), if it has one. */
  baseline: number | undefined
}

const root = resolve(import.meta.dirname, '..')

/** An entry's figures, with its budget and baseline. */
function sized(packageName: string, entry: string, figures: { raw: number; gzip: number }): BundleSize {
  const budgetKb = budgets[packageName]?.[entry]
  return { packageName, entry, ...figures, budgetKb, baseline: baselines[packageName]?.[entry] }
}

/** The entry file and every local chunk it imports statically, transitively. */
function filesOf(entry: string): string[] {
  return reachable(entry, () => staticImport)
}

/** The entry bundled with its chunks and minified; every bare import (a dependency) stays external. */
function minified(entry: string): Uint8Array {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    packages: 'external',
  })
  return result.outputFiles[0]?.contents ?? new Uint8Array()
}

/** Sizes of every built entry; packages without a `dist/` are left out. */
export function measureBundles(repoRoot: string = root): BundleSize[] {
  const sizes: BundleSize[] = []
  const packagesDir = join(repoRoot, 'packages')
  for (const folder of readdirSync(packagesDir).sort()) {
    const dist = join(packagesDir, folder, 'dist')
    if (!existsSync(dist)) continue
    const packageName: string = JSON.parse(
      readFileSync(join(packagesDir, folder, 'package.json'), 'utf8'),
    ).name
    const entries = readdirSync(dist)
      .filter((name) => name.endsWith('.js'))
      .sort()
    for (const entry of entries) {
      let raw = 0
      for (const file of filesOf(join(dist, entry))) raw += readFileSync(file).length
      const gzip = gzipSync(minified(join(dist, entry)), { level: 9 }).length
      sizes.push(sized(packageName, entry, { raw, gzip }))
    }
    for (const entry of SERVED_AS_IS) {
      const file = join(dist, entry)
      if (!existsSync(file)) continue
      sizes.push(sized(packageName, entry, servedSize(servedFiles(file))))
      const optional = optionalChunks(file)
      if (optional.length > 0 && servedFiles(file).length > 1)
        sizes.push(sized(packageName, `${entry}, its map (optional)`, servedSize(optional)))
    }
  }
  return sizes
}

/** Raw and gzip bytes of files that each travel gzipped on their own: the sums. */
function servedSize(files: readonly string[]): { raw: number; gzip: number } {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = readFileSync(file)
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { raw, gzip }
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`

/**
 * One line per entry, its figures beside its budget and its ceiling, e.g. `@waybill/widgets  embed/waybill-widget.js
 * 344.6 kB raw  109.0 kB gzip  budget 110 kB ok  ceiling 114.5 kB (today 109.0 +5%) ok`.
 */
export function formatBundleSizes(sizes: BundleSize[]): string[] {
  const nameWidth = Math.max(0, ...sizes.map((size) => size.packageName.length))
  const entryWidth = Math.max(0, ...sizes.map((size) => size.entry.length))
  return sizes.map((size) => {
    const budget =
      size.budgetKb === undefined
        ? 'no budget'
        : `budget ${size.budgetKb} kB ${size.gzip <= size.budgetKb * 1000 ? 'ok' : 'OVER BUDGET'}`
    let ceiling = 'no ceiling'
    if (size.baseline !== undefined) {
      const limit = ceilingKb(size.baseline)
      const verdict = size.gzip <= Math.round(limit * 1000) ? 'ok' : 'OVER CEILING'
      ceiling = `ceiling ${limit.toFixed(1)} kB (today ${(size.baseline / 1000).toFixed(1)} +${GROWTH_PERCENT}%) ${verdict}`
    }
    return [
      size.packageName.padEnd(nameWidth),
      size.entry.padEnd(entryWidth),
      `${kb(size.raw).padStart(9)} raw`,
      `${kb(size.gzip).padStart(8)} gzip`,
      budget.padEnd(23),
      ceiling,
    ].join('  ')
  })
}

if (import.meta.main) {
  const sizes = measureBundles()
  if (sizes.length === 0) console.info('bundle sizes: no packages/*/dist yet: run npm run build first.')
  for (const line of formatBundleSizes(sizes)) console.info(line)
}
