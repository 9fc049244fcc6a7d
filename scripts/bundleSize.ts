// Bundle sizes beside their budgets (STYLE rule 18), for the bench report: `node scripts/bundleSize.ts`.
// Measures every built entry `packages/*/dist/*.js` together with the chunks it imports statically: raw, and
// as a consumer ships it, bundled and minified by esbuild (dependencies left external) then gzipped (level 9).
// The budget applies to that minified gzip figure: library output is unminified, so its own gzip overstates
// what reaches a browser. Always exits 0: a figure over budget is reported, not enforced.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, buildSync } from 'esbuild'

/** Gzip budgets in kB (1 kB = 1000 bytes), by package name and entry file. */
export const budgets: Record<string, Record<string, number>> = {
  '@waybill/sdk-core': { 'index.js': 25, 'wire.js': 8, 'in the widget': 20 },
  '@waybill/widgets': {
    'index.js': 30,
    // Issue 9: the script-tag loader, and the self-contained widget bundle with React.
    'embed/waybill-loader.js': 6,
    'embed/waybill-widget.js': 110,
  },
}

/** Built files that are already self-contained and minified: measured as they are served, with their chunks. */
const SERVED_AS_IS = ['embed/waybill-loader.js', 'embed/waybill-widget.js', 'embed/waybill-widget.iife.js']

/** A static import of a chunk beside the file: `from "./x.js"` or a bare `import "./x.js"`. */
const staticImport = /(?:\bfrom|\bimport)\s*['"](\.{1,2}\/[^'"]+\.js)['"]/g

/** Every chunk beside the file that it names: statically, or to import when it runs (`import("./x.js")`). */
const anyImport = /["'](\.\/[\w.-]+\.js)["']/g

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
}

const root = resolve(import.meta.dirname, '..')

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
      sizes.push({ packageName, entry, raw, gzip, budgetKb: budgets[packageName]?.[entry] })
    }
    for (const entry of SERVED_AS_IS) {
      const file = join(dist, entry)
      if (!existsSync(file)) continue
      sizes.push({
        packageName,
        entry,
        ...servedSize(servedFiles(file)),
        budgetKb: budgets[packageName]?.[entry],
      })
      const optional = optionalChunks(file)
      if (optional.length > 0 && servedFiles(file).length > 1)
        sizes.push({
          packageName,
          entry: `${entry}, its map (optional)`,
          ...servedSize(optional),
          budgetKb: undefined,
        })
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

/** One line per entry, e.g. `@waybill/sdk-core  index.js  41.0 kB raw  12.3 kB gzip  (budget 25 kB)  ok`. */
export function formatBundleSizes(sizes: BundleSize[]): string[] {
  const nameWidth = Math.max(0, ...sizes.map((size) => size.packageName.length))
  const entryWidth = Math.max(0, ...sizes.map((size) => size.entry.length))
  return sizes.map((size) => {
    const verdict =
      size.budgetKb === undefined
        ? '(no budget)'
        : `(budget ${size.budgetKb} kB)  ${size.gzip <= size.budgetKb * 1000 ? 'ok' : 'OVER BUDGET'}`
    return [
      size.packageName.padEnd(nameWidth),
      size.entry.padEnd(entryWidth),
      `${kb(size.raw).padStart(9)} raw`,
      `${kb(size.gzip).padStart(8)} gzip`,
      verdict,
    ].join('  ')
  })
}

/**
 * Issue 9 'sdk-core ≤ 20 KB': what sdk-core (with its own dependencies) adds to the widget's bundle, as the embed
 * build makes it — the widget (without its optional map) bundled with sdk-core, less the same bundle with
 * sdk-core left out.
 */
export async function measureSdkCoreInWidget(repoRoot: string = root): Promise<BundleSize> {
  const { compressed, shared, trimmedCatalogue, withoutMap } = await import('./buildEmbed.ts')
  const options = {
    ...shared,
    entryPoints: [join(repoRoot, 'packages/widgets/src/embed/bundle.ts')],
    define: { ...shared.define, __WAYBILL_EMBED_CSS__: '""' },
    format: 'esm' as const,
    write: false,
    logLevel: 'silent' as const,
  }
  // Measured with esbuild, which bundles the classic script; the modules are rolldown's (see buildEmbed.ts), whose
  // output differs by a few hundred bytes.
  const plugins = [await trimmedCatalogue({ ...options, plugins: [withoutMap] }), withoutMap]
  const size = async (external: string[]) => {
    const result = await build({ ...options, plugins, external })
    const bytes = Buffer.from(await compressed(result.outputFiles?.[0]?.text ?? '', true))
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  }
  const [all, without] = await Promise.all([size([]), size(['@waybill/sdk-core'])])
  return {
    packageName: '@waybill/sdk-core',
    entry: 'in the widget',
    raw: all.raw - without.raw,
    gzip: all.gzip - without.gzip,
    budgetKb: budgets['@waybill/sdk-core']?.['in the widget'],
  }
}

if (import.meta.main) {
  const sizes = measureBundles()
  if (existsSync(join(root, 'packages/widgets/dist/embed'))) sizes.push(await measureSdkCoreInWidget())
  if (sizes.length === 0) console.info('bundle sizes: no packages/*/dist yet: run npm run build first.')
  for (const line of formatBundleSizes(sizes)) console.info(line)
}
