// The embed build of @waybill/widgets (ARCHITECTURE §10 'one self-contained file, ESM and IIFE'), into
// packages/widgets/dist/embed/: `waybill-loader.js` (the classic script a shop's page includes),
// `waybill-widget.js` (the widget with React and sdk-core, an ES module the loader imports on first use, with its
// `waybill-chunk-*.js`: React and the widget are evaluated in two tasks) and `waybill-widget.iife.js` (the same in
// one classic script defining `WaybillWidget.mount`). Run by the widgets' build after rollup;
// `node scripts/buildEmbed.ts`.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { type BuildOptions, build, type Plugin } from 'esbuild'

const repository = resolve(import.meta.dirname, '..')
const widgets = join(repository, 'packages/widgets')
const out = join(widgets, 'dist/embed')

/** The widget's stylesheet, its imports inlined, minified: adopted in the shadow root at mount. */
async function stylesheet(): Promise<string> {
  const result = await build({
    entryPoints: [join(widgets, 'src/styles/embed.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

const catalogueFile = resolve(widgets, '../sdk-core/src/domain/messages.ts')

/**
 * The catalogue keys the sources of a bundle read. Every use is a static `messages.key` (or `texts.key` where the
 * import is renamed); no code indexes the catalogue by a computed key or hands it around whole.
 */
export function usedMessageKeys(sources: readonly string[]): Set<string> {
  const keys = new Set<string>()
  for (const source of sources) {
    const names = new Set<string>()
    for (const [, specifiers = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from/g)) {
      for (const specifier of specifiers.split(',')) {
        const match = /^\s*messages(?:\s+as\s+(\w+))?\s*$/.exec(specifier)
        if (match) names.add(match[1] ?? 'messages')
      }
    }
    for (const name of names) {
      for (const [, key = ''] of source.matchAll(new RegExp(`\\b${name}\\.([A-Za-z_$][\\w$]*)`, 'g')))
        keys.add(key)
    }
  }
  return keys
}

/**
 * The message catalogue of sdk-core as the widget bundle needs it: only the keys its sources read, the texts
 * unchanged (the catalogue is one object, which no bundler can tree-shake; all of it costs ~6 kB gzip).
 */
export async function trimmedCatalogue(options: BuildOptions): Promise<Plugin> {
  const graph = await build({ ...options, write: false, metafile: true, minify: false, logLevel: 'silent' })
  // Input paths are relative to the build's working directory (the repository, see `shared`).
  const sources = Object.keys(graph.metafile.inputs)
    .filter((file) => file.startsWith('packages/') && /\.tsx?$/.test(file))
    .map((file) => readFileSync(resolve(repository, file), 'utf8'))
  const { messages } = (await import(catalogueFile)) as { messages: Record<string, string> }
  const used = [...usedMessageKeys(sources)].filter((key) => key in messages).sort()
  // A widget reads dozens of texts: none found means the sources were not read, and the widget would have none.
  if (used.length < 20)
    throw new Error(`buildEmbed: only ${used.length} catalogue texts found in the widget's sources`)
  const literal = `{\n${used.map((key) => `  ${key}: ${JSON.stringify(messages[key])},`).join('\n')}\n}`
  const real = readFileSync(catalogueFile, 'utf8')
  const contents = real
    .replace(/^import \{ \w+Messages \} from '\.\/messages\/\w+\.ts'\n/gm, '')
    .replace(/export const messages = \{[^}]*\} as const/, `export const messages = ${literal} as const`)
  if (contents === real || !contents.includes(literal))
    throw new Error('buildEmbed: the catalogue could not be trimmed')
  return {
    name: 'waybill-trimmed-catalogue',
    setup(plugin) {
      plugin.onLoad({ filter: /[\\/]domain[\\/]messages\.ts$/ }, (args) =>
        args.path === catalogueFile
          ? { contents, loader: 'ts', resolveDir: dirname(catalogueFile) }
          : undefined,
      )
    },
  }
}

export const shared: BuildOptions = {
  bundle: true,
  minify: true,
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  // Paths in metafiles are relative to it, wherever the build runs from (the widgets' build runs in their folder).
  absWorkingDir: repository,
  // sdk-core from its sources, as the widgets' own tests and the portal read it.
  conditions: ['@waybill/source'],
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
}

export async function buildEmbed(): Promise<void> {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const css = await stylesheet()
  const graph: BuildOptions = {
    ...shared,
    entryPoints: [join(widgets, 'src/embed/bundle.ts')],
    define: { ...shared.define, __WAYBILL_EMBED_CSS__: JSON.stringify(css) },
  }
  const widget: BuildOptions = { ...graph, plugins: [await trimmedCatalogue(graph)] }
  await Promise.all([
    // The module: React in one chunk, the widget in another, evaluated in two tasks (see bundleSplit.ts).
    build({
      ...widget,
      entryPoints: { 'waybill-widget': join(widgets, 'src/embed/bundleSplit.ts') },
      format: 'esm',
      splitting: true,
      outdir: out,
      chunkNames: 'waybill-chunk-[hash]',
      // The spreadsheet readers are loaded by sdk-core's batch import only, which the widget never reaches: with
      // splitting on, esbuild would still write them out as chunks nobody loads.
      external: ['@e965/xlsx', 'papaparse'],
    }),
    build({
      ...widget,
      format: 'iife',
      globalName: 'WaybillWidget',
      outfile: join(out, 'waybill-widget.iife.js'),
    }),
    build({
      ...shared,
      entryPoints: [join(widgets, 'src/embed/loader.ts')],
      format: 'iife',
      outfile: join(out, 'waybill-loader.js'),
    }),
  ])
  writeFileSync(join(out, 'README.md'), 'Built by scripts/buildEmbed.ts; see docs/embedding.md.\n')
}

if (import.meta.main) await buildEmbed()
