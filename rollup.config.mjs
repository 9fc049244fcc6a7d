// The one rollup factory of the monorepo (STYLE rule 17): each package's `rollup.config.mjs` is a few
// lines calling `createConfig`. `rollup -c` at the root builds every package listed in `packages` below.
//
// Output: ESM in `<package>/dist/` (`[name].js`, shared chunks in `dist/chunks/`) with sourcemaps.
// Types are not rollup's job: `tsc -p tsconfig.build.json` emits `dist/types/` and
// `scripts/api-report.ts rollup <pkg>` rolls them into `dist/<entry>.d.ts`.

import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { relative, resolve } from 'node:path'
import esbuild from 'rollup-plugin-esbuild'

/** The packages `rollup -c` builds from the root, by folder under `packages/`. */
const packages = ['sdk-core', 'widgets']

/**
 * Builds the rollup options of one package.
 *
 * @param {object} options
 * @param {string} options.packageDir absolute path of the package folder (`import.meta.dirname`)
 * @param {Record<string, string>} options.input entry name → source path relative to `packageDir`
 * @param {import('rollup').Plugin[]} [options.plugins] extra plugins, run before the TypeScript transform
 * @param {string[]} [options.clientEntries] entry names whose built file opens with `'use client'`, so that React
 *   Server Components frameworks (Next.js App Router) treat what it exports as client components
 * @returns {import('rollup').RollupOptions}
 */
export function createConfig({ packageDir, input, plugins = [], clientEntries = [] }) {
  const pkg = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'))
  const external = externalsOf(pkg)
  return {
    input: Object.fromEntries(Object.entries(input).map(([name, file]) => [name, resolve(packageDir, file)])),
    external,
    plugins: [
      // CSS hook: when a package imports `.css` files (widgets will), put the CSS plugin here, in `plugins`
      // passed by that package's config — e.g. one that emits the stylesheet as an asset and keeps the
      // import out of the JS. Without it, rollup fails on the first `.css` import, which is the safe default.
      ...plugins,
      esbuild({ target: 'es2023', jsx: 'automatic', sourceMap: true }),
    ],
    onLog(level, log, handler) {
      // Nothing is resolved from node_modules: a bare import that is not external is a dependency missing
      // from package.json. Fail rather than leave it external.
      if (log.code === 'UNRESOLVED_IMPORT') {
        const message = `${pkg.name}: "${log.exporter}" is imported by ${relative(packageDir, log.id ?? '')} but is not in dependencies or peerDependencies of package.json.`
        return handler('error', { ...log, message })
      }
      handler(level, log)
    },
    output: {
      dir: resolve(packageDir, 'dist'),
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      // A directive in a source module is dropped by rollup (it means nothing inside a bundle): the entry's
      // file gets it here, first line, and the source map is shifted by it.
      banner: (chunk) => (chunk.isEntry && clientEntries.includes(chunk.name) ? "'use client';" : ''),
    },
  }
}

/**
 * Every dependency and peerDependency of the package, their subpaths (`valtio/vanilla`) and Node built-ins
 * (`node:*`) stay imports in the output.
 *
 * @param {{ dependencies?: object, peerDependencies?: object, optionalDependencies?: object }} pkg
 * @returns {(id: string) => boolean}
 */
function externalsOf(pkg) {
  const names = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
  ])
  const builtins = new Set(builtinModules)
  return (id) => {
    if (id.startsWith('node:') || builtins.has(id)) return true
    for (const name of names) if (id === name || id.startsWith(`${name}/`)) return true
    return false
  }
}

// `rollup -c` at the root: the packages' own configs, loaded lazily so that they can import this file.
export default async () =>
  Promise.all(packages.map(async (name) => (await import(`./packages/${name}/rollup.config.mjs`)).default))
