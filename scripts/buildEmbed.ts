// The embed build of @waybill/widgets (ARCHITECTURE §10 'one self-contained file, ESM and IIFE'), by Vite's library
// mode alone (rolldown bundles and minifies; lightningcss, through Vite, inlines the stylesheet's imports, purges and
// minifies it), into packages/widgets/dist/embed/: `waybill-loader.js` (the classic script a shop's page includes),
// `waybill-widget.js` (the widget with React and sdk-core, an ES module the loader imports on first use, with its
// `waybill-chunk-*.js`: React and the widget are evaluated in tasks of their own, the optional map's chunk loads
// only with the map) and `waybill-widget.iife.js` (the same in one classic script defining `WaybillWidget.mount`).
// Run by the widgets' build after rollup; `node scripts/buildEmbed.ts`.

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, defaultClientConditions, type InlineConfig, type Plugin, type Rolldown } from 'vite'

const repository = resolve(import.meta.dirname, '..')
const widgets = join(repository, 'packages/widgets')
const out = join(widgets, 'dist/embed')
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
 * The message catalogue of sdk-core as the widget needs it: only the keys its sources read and its minified `code`
 * still names, the texts unchanged (the catalogue is one object, which no bundler can tree-shake; all of it costs
 * ~6 kB gzip). Minifying keeps property names, so a text whose `.key` is not in `code` is read by no code there.
 */
export async function trimmedCatalogue(sources: readonly string[], code: string): Promise<string> {
  const { messages } = (await import(catalogueFile)) as { messages: Record<string, string> }
  const used = [...usedMessageKeys(sources)]
    .filter((key) => key in messages && new RegExp(`\\.${key}\\b`).test(code))
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
  return contents
}

/**
 * The `wb-` classes of `css` that `script` never mentions (a class the script builds from a name, `wb-alert--${tone}`,
 * counts by the prefix it writes out whole): lightningcss drops each rule whose selectors all name one of them
 * (`unusedSymbols`). The sheets are shared with the portal (maps, modals, tables).
 */
export function unusedClasses(css: string, script: string): string[] {
  const names = new Set(script.match(/\bwb-[\w-]*/g))
  const prefixes = [...names].filter((name) => /[-_]$/.test(name))
  return [...new Set(css.match(/(?<=\.)wb-[\w-]+/g))]
    .filter((name) => !names.has(name) && !prefixes.some((prefix) => name.startsWith(prefix)))
    .sort()
}

/** Fails a build whose output still names a define: `process.env` (React's development build) or a `__WAYBILL_…__`. */
const definesApplied: Plugin = {
  name: 'waybill-defines-applied',
  generateBundle(_, bundle) {
    for (const file of Object.values(bundle)) {
      const left = file.type === 'chunk' && /process\.env|__WAYBILL_\w+__/.exec(file.code)
      if (left)
        throw new Error(`buildEmbed: ${file.fileName} still names ${left[0]}: a define was not applied`)
    }
  },
}

/** Stands an empty stylesheet in for the widget's in the first build, whose script names the classes to keep. */
const withoutStylesheet: Plugin = {
  name: 'waybill-without-stylesheet',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.css?inline') ? '\0waybill-no-stylesheet' : null),
  load: (id) => (id === '\0waybill-no-stylesheet' ? 'export default ""' : null),
}

/** What differs between the builds of the embed. */
interface EmbedBuild {
  /** In `packages/widgets/src/embed/`. */
  readonly entry: string
  readonly fileName: string
  /** An ES module, or a classic script assigning its exports, if any, to the global `iife`. */
  readonly format: 'es' | { readonly iife: string }
  /** The catalogue's trimmed source, and the classes whose rules are dropped (see the first build). */
  readonly catalogue?: string
  readonly unused?: readonly string[]
  readonly plugins: Plugin[]
  readonly write?: boolean
}

/** The one Vite configuration of every embed build. */
function embedConfig({
  entry,
  fileName,
  format,
  catalogue,
  unused = [],
  plugins,
  write,
}: EmbedBuild): InlineConfig {
  const trimmed: Plugin = {
    name: 'waybill-trimmed-catalogue',
    load: (id) => (id === catalogueFile ? catalogue : null),
  }
  return {
    configFile: false,
    envDir: false,
    publicDir: false,
    root: repository,
    logLevel: 'warn',
    // Library mode leaves `process.env.NODE_ENV` to the library's consumer: the embed is its own consumer.
    define: { 'process.env.NODE_ENV': '"production"' },
    // sdk-core from its sources, as the widgets' own tests and the portal read it.
    resolve: { conditions: ['@waybill/source', ...defaultClientConditions] },
    oxc: { jsx: { runtime: 'automatic' } },
    // One sheet, the optional map's rules included (about 1.4 kB gzip): a second sheet adopted with the map would
    // come later in the cascade than the widget's and could override it.
    css: { transformer: 'lightningcss', lightningcss: { unusedSymbols: [...unused] } },
    plugins: catalogue === undefined ? plugins : [trimmed, ...plugins],
    build: {
      outDir: out,
      emptyOutDir: false,
      write: write ?? true,
      reportCompressedSize: false,
      target: 'es2022',
      // The browsers of that target: media ranges and the like stay written as they understand them.
      cssTarget: ['chrome94', 'edge94', 'firefox93', 'safari15'],
      cssMinify: 'lightningcss',
      lib: {
        entry: join(widgets, 'src/embed', entry),
        formats: [format === 'es' ? 'es' : 'iife'],
        name: format === 'es' ? undefined : format.iife,
      },
      rolldownOptions: {
        // The spreadsheet readers are loaded by sdk-core's batch import only, which the widget never reaches.
        external: ['@e965/xlsx', 'papaparse'],
        // React's CommonJS modules are each wrapped in a function, which V8 would parse again, whole, on the main
        // thread when it first runs. In parentheses (a PIFE), V8 compiles it while the chunk streams in instead:
        // React's evaluation, the host page's one long task (issue 9, 'no long task over 50 ms'), went from 28–64 ms
        // to 13–36 ms in traces on this 2-core machine. rolldown's default, kept by its minifier; stated here.
        optimization: { pifeForModuleWrappers: true },
        // The map loader's development warnings, no-ops in production, with arguments the minifier keeps (0.4 kB).
        treeshake: {
          manualPureFunctions: [
            'logDevWarning',
            'logDevNotice',
            'MSG_REPEATED_SET_OPTIONS',
            'MSG_IMPORT_LIBRARY_EXISTS',
            'MSG_TRUSTED_TYPES_POLICY_FAILED',
          ],
        },
        output: {
          entryFileNames: fileName,
          chunkFileNames: 'waybill-chunk-[hash].js',
          // Whitespace too (library mode keeps it in ES modules, for a consumer's bundler), and no comment.
          minify: { compress: { target: 'es2022' }, mangle: true, codegen: true },
          comments: false,
          // ASCII only: a classic script is decoded in the page's charset, which may not be UTF-8.
          charset: 'ascii',
          // React's modules in a chunk of their own, which the entry imports. rolldown keeps code the optional map
          // shares with the widget in the widget's chunk, always loaded first (esbuild's splitting made it a third).
          codeSplitting:
            format === 'es'
              ? { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] }
              : false,
        },
      },
    },
  }
}

/** The chunks of a build that was not written. */
function chunksOf(result: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] {
  return [result]
    .flat()
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((file) => file.type === 'chunk')
}

export async function buildEmbed(): Promise<void> {
  // The widget whole, map included, its stylesheet left out: the sources it reads and the code it keeps.
  const graph = { entry: 'bundle.ts', fileName: 'graph.js', format: { iife: 'WaybillWidget' } } as const
  const [script] = chunksOf(
    await build(embedConfig({ ...graph, plugins: [withoutStylesheet], write: false })),
  )
  if (!script) throw new Error('buildEmbed: the first build made no script')
  const sources = script.moduleIds
    .filter((id) => id.startsWith(join(repository, 'packages/')) && /\.tsx?$/.test(id))
    .map((id) => readFileSync(id, 'utf8'))
  const catalogue = await trimmedCatalogue(sources, script.code)
  // Every sheet's classes: more than the widget's sheet imports, and a name that no rule carries drops nothing.
  const styles = join(widgets, 'src/styles')
  const sheets = readdirSync(styles).filter((name) => name.endsWith('.css'))
  const css = sheets.map((name) => readFileSync(join(styles, name), 'utf8')).join('\n')
  const widget = { catalogue, unused: unusedClasses(css, script.code), plugins: [definesApplied] }
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  await Promise.all([
    // The module: React in one chunk, the widget in another, evaluated in tasks of their own (see bundleSplit.ts).
    build(embedConfig({ ...widget, entry: 'bundleSplit.ts', fileName: 'waybill-widget.js', format: 'es' })),
    build(embedConfig({ ...widget, ...graph, fileName: 'waybill-widget.iife.js' })),
    // The loader exports nothing: no global is assigned.
    build(
      embedConfig({
        entry: 'loader.ts',
        fileName: 'waybill-loader.js',
        format: { iife: 'WaybillLoader' },
        plugins: [definesApplied],
      }),
    ),
  ])
  writeFileSync(join(out, 'README.md'), 'Built by scripts/buildEmbed.ts; see docs/guides/embedding.md.\n')
}

if (import.meta.main) await buildEmbed()
