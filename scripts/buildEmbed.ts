// The embed build of @waybill/widgets (ARCHITECTURE §10 'one self-contained file, ESM and IIFE'), into
// packages/widgets/dist/embed/: `waybill-loader.js` (the classic script a shop's page includes),
// `waybill-widget.js` (the widget with React and sdk-core, an ES module the loader imports on first use) and
// `waybill-widget.iife.js` (the same as a classic script defining `WaybillWidget.mount`). Run by the widgets'
// build after rollup; `node scripts/buildEmbed.ts`.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type BuildOptions, build } from 'esbuild'

const widgets = resolve(import.meta.dirname, '../packages/widgets')
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

const shared: BuildOptions = {
  bundle: true,
  minify: true,
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  // sdk-core from its sources, as the widgets' own tests and the portal read it.
  conditions: ['@waybill/source'],
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
}

export async function buildEmbed(): Promise<void> {
  mkdirSync(out, { recursive: true })
  const css = await stylesheet()
  const widget: BuildOptions = {
    ...shared,
    entryPoints: [join(widgets, 'src/embed/bundle.ts')],
    define: { ...shared.define, __WAYBILL_EMBED_CSS__: JSON.stringify(css) },
  }
  await Promise.all([
    build({ ...widget, format: 'esm', outfile: join(out, 'waybill-widget.js') }),
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
