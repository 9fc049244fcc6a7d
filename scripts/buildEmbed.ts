// The embed build of @waybill/widgets (ARCHITECTURE §10 'one self-contained file, ESM and IIFE'), into
// packages/widgets/dist/embed/: `waybill-loader.js` (the classic script a shop's page includes),
// `waybill-widget.js` (the widget with React and sdk-core, an ES module the loader imports on first use, with its
// `waybill-chunk-*.js`: React and the widget are evaluated in two tasks) and `waybill-widget.iife.js` (the same in
// one classic script defining `WaybillWidget.mount`). Run by the widgets' build after rollup;
// `node scripts/buildEmbed.ts`.

import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { type BuildOptions, build, type Plugin } from 'esbuild'
import { transform } from 'lightningcss'
import { minify } from 'terser'

const repository = resolve(import.meta.dirname, '..')
const widgets = join(repository, 'packages/widgets')
const out = join(widgets, 'dist/embed')

/**
 * The widget's stylesheet, its imports inlined, minified, without the rules of classes its script never names:
 * the sheets are shared with the portal (maps, modals, tables). Adopted in the shadow root at mount.
 */
async function stylesheet(script: string): Promise<string> {
  const result = await build({
    entryPoints: [join(widgets, 'src/styles/embed.css')],
    bundle: true,
    write: false,
    logLevel: 'silent',
  })
  return purgedCss(result.outputFiles[0]?.text ?? '', script)
}

/**
 * `css` minified, less every rule whose selectors all name a `wb-` class that `script` never mentions (a class the
 * script builds from a name, `wb-alert--${tone}`, counts by the prefix it writes out whole).
 */
export function purgedCss(css: string, script: string): string {
  const names = new Set(script.match(/\bwb-[\w-]*/g))
  const prefixes = [...names].filter((name) => /[-_]$/.test(name))
  const unnamed = [...new Set(css.match(/(?<=\.)wb-[\w-]+/g))].filter(
    (name) => !names.has(name) && !prefixes.some((prefix) => name.startsWith(prefix)),
  )
  const { code } = transform({
    filename: 'embed.css',
    code: new TextEncoder().encode(css),
    minify: true,
    // The browsers of the scripts' es2022 target: media ranges and the like stay written as they understand them.
    targets: { chrome: 94 << 16, edge: 94 << 16, firefox: 93 << 16, safari: 15 << 16 },
    unusedSymbols: unnamed,
  })
  return new TextDecoder().decode(code)
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
  const graph = await build({ ...options, write: false, metafile: true, minify: true, logLevel: 'silent' })
  // Input paths are relative to the build's working directory (the repository, see `shared`).
  const sources = Object.keys(graph.metafile.inputs)
    .filter((file) => file.startsWith('packages/') && /\.tsx?$/.test(file))
    .map((file) => readFileSync(resolve(repository, file), 'utf8'))
  // The graph holds all of sdk-core (the widget imports its index); tree shaking keeps a fraction. Minifying keeps
  // property names, so a text whose `.key` is not in the shaken output is read by no code the widget carries.
  const output = graph.outputFiles.map((file) => file.text).join('\n')
  const { messages } = (await import(catalogueFile)) as { messages: Record<string, string> }
  const used = [...usedMessageKeys(sources)]
    .filter((key) => key in messages && new RegExp(`\\.${key}\\b`).test(output))
    .sort()
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

/**
 * esbuild's minified output through terser's compressor too: ~2.5 kB less gzip on the widget with React (its
 * budget is 110 kB), for about 8 seconds of build. `module` for the ES module chunks, not for the classic script.
 */
export async function compressed(code: string, module: boolean): Promise<string> {
  const result = await minify(code, {
    module,
    ecma: 2020,
    compress: { passes: 2 },
    // Not the default parentheses around function arguments: they make V8 compile every such function while the
    // chunk is evaluated, which turned React's evaluation into a long task on the host page.
    // ASCII only, as esbuild writes it: the classic script is decoded in the page's charset, which may not be UTF-8.
    format: { comments: false, wrap_func_args: false, ascii_only: true },
  })
  if (result.code === undefined) throw new Error('buildEmbed: terser returned no code')
  return result.code
}

/**
 * Names each `waybill-chunk-*.js` after a hash of its final content: esbuild hashed its own output, before terser
 * changed it, and a chunk served as immutable must change name whenever it changes. A chunk is renamed once the
 * chunks it imports have their final names (the imports form no cycle: React's chunk imports none).
 */
export function renameChunksByContent(folder: string): void {
  const files = readdirSync(folder).filter((name) => name.endsWith('.js'))
  let pending = files.filter((name) => name.startsWith('waybill-chunk-'))
  const texts = new Map(files.map((name) => [name, readFileSync(join(folder, name), 'utf8')]))
  while (pending.length > 0) {
    const ready = pending.find((name) => !pending.some((other) => texts.get(name)?.includes(`./${other}`)))
    if (!ready) throw new Error('buildEmbed: the chunks import each other')
    const text = texts.get(ready) ?? ''
    const renamed = `waybill-chunk-${createHash('sha256').update(text).digest('hex').slice(0, 10)}.js`
    texts.delete(ready)
    texts.set(renamed, text)
    for (const [name, other] of texts) texts.set(name, other.replaceAll(`./${ready}`, `./${renamed}`))
    pending = pending.filter((name) => name !== ready)
  }
  for (const name of files) rmSync(join(folder, name))
  for (const [name, text] of texts) writeFileSync(join(folder, name), text)
}

export async function buildEmbed(): Promise<void> {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const graph: BuildOptions = {
    ...shared,
    entryPoints: [join(widgets, 'src/embed/bundle.ts')],
    define: { ...shared.define, __WAYBILL_EMBED_CSS__: '""' },
  }
  const plugins = [await trimmedCatalogue(graph)]
  const script = await build({ ...graph, plugins, write: false, logLevel: 'silent' })
  const css = await stylesheet(script.outputFiles.map((file) => file.text).join('\n'))
  const widget: BuildOptions = {
    ...graph,
    define: { ...shared.define, __WAYBILL_EMBED_CSS__: JSON.stringify(css) },
    plugins,
  }
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
  const served = readdirSync(out).filter((name) => /^waybill-(widget|chunk)/.test(name))
  await Promise.all(
    served.map(async (name) => {
      const file = join(out, name)
      writeFileSync(file, await compressed(readFileSync(file, 'utf8'), !name.endsWith('.iife.js')))
    }),
  )
  renameChunksByContent(out)
  writeFileSync(join(out, 'README.md'), 'Built by scripts/buildEmbed.ts; see docs/embedding.md.\n')
}

if (import.meta.main) await buildEmbed()
