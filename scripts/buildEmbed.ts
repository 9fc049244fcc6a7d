// The embed build of @waybill/widgets (ARCHITECTURE §10 'one self-contained file, ESM and IIFE'), into
// packages/widgets/dist/embed/: `waybill-loader.js` (the classic script a shop's page includes),
// `waybill-widget.js` (the widget with React and sdk-core, an ES module the loader imports on first use, with its
// `waybill-chunk-*.js`: React and the widget are evaluated in tasks of their own, the optional map's chunk loads
// only with the map; bundled by rolldown) and `waybill-widget.iife.js` (the same in one classic script defining
// `WaybillWidget.mount`; esbuild). Run by the widgets' build after rollup; `node scripts/buildEmbed.ts`.

import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parse } from 'acorn'
import { type BuildOptions, build, type Plugin } from 'esbuild'
import { transform } from 'lightningcss'
import { rolldown } from 'rolldown'
import { minify } from 'terser'

const repository = resolve(import.meta.dirname, '..')
const widgets = join(repository, 'packages/widgets')
const out = join(widgets, 'dist/embed')

/**
 * The widget's stylesheet, its imports inlined, minified, without the rules of classes its script never names:
 * the sheets are shared with the portal (maps, modals, tables). Adopted in the shadow root at mount.
 */
async function stylesheet(sheet: string, script: string): Promise<string> {
  const result = await build({
    entryPoints: [join(widgets, 'src/styles', sheet)],
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
export async function trimmedCatalogueSource(options: BuildOptions): Promise<CatalogueSource> {
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
  return { file: catalogueFile, contents }
}

/** The trimmed catalogue module: where it is, and its source. */
export interface CatalogueSource {
  readonly file: string
  readonly contents: string
}

/** An esbuild plugin that loads the trimmed catalogue (see {@link trimmedCatalogueSource}). */
export function catalogueLoader({ file, contents }: CatalogueSource): Plugin {
  return {
    name: 'waybill-trimmed-catalogue',
    setup(plugin) {
      plugin.onLoad({ filter: /[\\/]domain[\\/]messages\.ts$/ }, (args) =>
        args.path === file ? { contents, loader: 'ts', resolveDir: dirname(file) } : undefined,
      )
    },
  }
}

/** The esbuild plugin of the catalogue trimmed for the build `options` describe. */
export async function trimmedCatalogue(options: BuildOptions): Promise<Plugin> {
  return catalogueLoader(await trimmedCatalogueSource(options))
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
    // Not the default parentheses around every function argument: V8 then compiles each such function, nested ones
    // included, as soon as its enclosing function runs, which made React's evaluation longer. Only React's top-level
    // factories are wrapped, by `eagerFactories`, where the compiling happens as the chunk streams in.
    // ASCII only, as esbuild writes it: the classic script is decoded in the page's charset, which may not be UTF-8.
    format: { comments: false, wrap_func_args: false, ascii_only: true },
  })
  if (result.code === undefined) throw new Error('buildEmbed: terser returned no code')
  return result.code
}

/** A factory under this many characters costs too little to parse when called to be worth compiling ahead. */
export const EAGER_FACTORY_MIN = 1000

/**
 * Puts parentheses around each large function that a top-level declaration passes to a call, as in the CommonJS
 * wrappers of React's modules (`var t = e((e) => {…})`): V8 compiles a parenthesised function with the module,
 * while the chunk streams in, instead of parsing its whole body again on the main thread when it is called. That
 * reparse of react-dom was most of React's evaluation, the host page's one long task (issue 9, 'no long task over
 * 50 ms'): 28–64 ms before, 13–36 ms after, in traces on this 2-core machine. Smaller and nested functions stay
 * lazy, so that code never called is never compiled.
 */
export function eagerFactories(code: string): string {
  // With its parentheses kept, a factory wrapped already is a ParenthesizedExpression, and is left as it is.
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', preserveParens: true })
  const spans: { start: number; end: number }[] = []
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue
    for (const { init } of statement.declarations) {
      if (init?.type !== 'CallExpression' || init.arguments.length !== 1) continue
      const [factory] = init.arguments
      const isFunction = factory?.type === 'ArrowFunctionExpression' || factory?.type === 'FunctionExpression'
      if (isFunction && factory.end - factory.start >= EAGER_FACTORY_MIN) spans.push(factory)
    }
  }
  let result = code
  for (const { start, end } of spans.reverse())
    result = `${result.slice(0, start)}(${result.slice(start, end)})${result.slice(end)}`
  return result
}

/**
 * The widget as ES modules, by rolldown: its chunking keeps code the optional map shares with the widget in the
 * widget's chunk, which is always loaded first (esbuild's moves it into a third chunk, about 2 kB more gzip on
 * every page). React's modules are a chunk of their own, which the entry imports.
 */
async function moduleBuild(options: BuildOptions, catalogue: CatalogueSource): Promise<void> {
  const bundle = await rolldown({
    input: { 'waybill-widget': join(widgets, 'src/embed/bundleSplit.ts') },
    platform: 'browser',
    cwd: repository,
    resolve: { conditionNames: [...(shared.conditions ?? []), 'browser', 'module', 'import', 'default'] },
    transform: { define: options.define ?? {}, target: String(shared.target), jsx: 'react-jsx' },
    // The spreadsheet readers are loaded by sdk-core's batch import only, which the widget never reaches.
    external: ['@e965/xlsx', 'papaparse'],
    plugins: [
      {
        name: 'waybill-trimmed-catalogue',
        load: (id) => (id === catalogue.file ? { code: catalogue.contents, moduleType: 'ts' } : null),
      },
    ],
  })
  await bundle.write({
    dir: out,
    format: 'esm',
    minify: true,
    chunkFileNames: 'waybill-chunk-[hash].js',
    codeSplitting: {
      groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
    },
  })
  await bundle.close()
  for (const name of readdirSync(out).filter((file) => file.endsWith('.js'))) {
    const left = /process\.env|__WAYBILL_\w+__/.exec(readFileSync(join(out, name), 'utf8'))
    if (left) throw new Error(`buildEmbed: ${name} still names ${left[0]}: a define was not applied`)
  }
}

/** Leaves the optional map out of a build that reads what the widget renders without one. */
export const withoutMap: Plugin = {
  name: 'waybill-without-map',
  setup(plugin) {
    plugin.onResolve({ filter: /[\\/]WidgetMap\.tsx$/ }, (args) => ({ path: args.path, external: true }))
  },
}

/**
 * Names each `waybill-chunk-*.js` after a hash of its final content and of every chunk it loads, transitively:
 * the bundler hashed its own output, before terser changed it, and a chunk served as immutable must change name
 * whenever it, or a chunk it names, changes. Chunks may import each other (the map imports from the widget that
 * loads it), so each hash reads the chunks' contents with their names left out.
 */
export function renameChunksByContent(folder: string): void {
  const files = readdirSync(folder).filter((name) => name.endsWith('.js'))
  const texts = new Map(files.map((name) => [name, readFileSync(join(folder, name), 'utf8')]))
  const reference = /waybill-chunk-[\w-]+\.js/g
  const chunks = files.filter((name) => name.startsWith('waybill-chunk-'))
  const loads = (name: string) =>
    [...new Set(texts.get(name)?.match(reference) ?? [])].filter((n) => n !== name)
  const renamed = new Map<string, string>()
  for (const chunk of chunks) {
    const reached = new Set([chunk])
    for (const name of reached) for (const next of loads(name)) reached.add(next)
    const hash = createHash('sha256')
    // Its own content first: two chunks that load each other reach the same set.
    for (const name of [chunk, ...[...reached].sort()])
      hash.update(`${texts.get(name)?.replace(reference, 'waybill-chunk.js')}\0`)
    renamed.set(chunk, `waybill-chunk-${hash.digest('hex').slice(0, 10)}.js`)
  }
  for (const name of files) rmSync(join(folder, name))
  for (const [name, text] of texts) {
    const final = text.replace(reference, (chunk) => renamed.get(chunk) ?? chunk)
    writeFileSync(join(folder, renamed.get(name) ?? name), final)
  }
}

export async function buildEmbed(): Promise<void> {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const graph: BuildOptions = {
    ...shared,
    entryPoints: [join(widgets, 'src/embed/bundle.ts')],
    define: { ...shared.define, __WAYBILL_EMBED_CSS__: '""' },
  }
  const catalogue = await trimmedCatalogueSource(graph)
  const plugins = [catalogueLoader(catalogue)]
  // One sheet, the optional map's rules included (about 1.4 kB gzip): a second sheet adopted with the map would
  // come later in the cascade than the widget's and could override it.
  const script = await build({ ...graph, plugins, write: false, logLevel: 'silent' })
  const css = await stylesheet('embed.css', script.outputFiles.map((file) => file.text).join('\n'))
  const widget: BuildOptions = {
    ...graph,
    define: { ...shared.define, __WAYBILL_EMBED_CSS__: JSON.stringify(css) },
    plugins,
  }
  await Promise.all([
    // The module: React in one chunk, the widget in another, evaluated in tasks of their own (see bundleSplit.ts).
    moduleBuild(widget, catalogue),
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
      const module = !name.endsWith('.iife.js')
      const code = await compressed(readFileSync(file, 'utf8'), module)
      // The classic script keeps React's reparse: its wrappers are inside the one function that holds the bundle,
      // where V8 compiles only that outer function early. It has no long-task budget; the modules do.
      writeFileSync(file, module ? eagerFactories(code) : code)
    }),
  )
  renameChunksByContent(out)
  writeFileSync(join(out, 'README.md'), 'Built by scripts/buildEmbed.ts; see docs/embedding.md.\n')
}

if (import.meta.main) await buildEmbed()
