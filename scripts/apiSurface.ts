// The size of each published entry point (issue 23 item 1): how many names it exports, values and types apart,
// and how many of them are marked `@internal` (kept for the widgets, left out of the API report and of semver).
//
//   node scripts/apiSurface.ts          a table of every `exports` entry of every published package
//   node scripts/apiSurface.ts --json   the same as JSON
//
// Read with the TypeScript compiler on the entries' sources (the `@waybill/source` condition of each `exports`
// entry), so it needs no build. A name is a value when it exists at run time (a function, a constant, a class, an
// enum), a type otherwise; a class is counted once, as a value.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

const repoRoot = resolve(import.meta.dirname, '..')

/** The names one entry point exports. */
export interface EntrySurface {
  /** What a consumer imports, e.g. `@waybill/sdk-core/rules`. */
  importPath: string
  /** The entry's source, relative to the repo root. */
  source: string
  /** Public names that exist at run time. */
  values: string[]
  /** Public names that exist only for the type checker. */
  types: string[]
  /** Names marked `@internal`: exported for the widgets, not part of the public API. */
  internal: string[]
}

/** Public names of an entry: what semver holds. */
export function publicCount(entry: EntrySurface): number {
  return entry.values.length + entry.types.length
}

interface EntryPoint {
  importPath: string
  source: string
  tsconfig: string
}

/** Every typed `exports` entry with a source, of every package under packages/ that is published. */
function entryPoints(): EntryPoint[] {
  const packagesDir = join(repoRoot, 'packages')
  const entries: EntryPoint[] = []
  for (const folder of readdirSync(packagesDir).sort()) {
    const dir = join(packagesDir, folder)
    const manifestPath = join(dir, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string
      private?: boolean
      exports?: Record<string, unknown>
    }
    if (manifest.private) continue
    for (const [key, target] of Object.entries(manifest.exports ?? {})) {
      if (target === null || typeof target !== 'object') continue
      const conditions = target as Record<string, unknown>
      const source = conditions['@waybill/source']
      if (typeof source !== 'string' || typeof conditions.types !== 'string') continue
      entries.push({
        importPath: key === '.' ? manifest.name : `${manifest.name}/${key.replace(/^\.\//, '')}`,
        source: join(dir, source),
        tsconfig: join(dir, 'tsconfig.json'),
      })
    }
  }
  return entries
}

function isInternal(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) =>
    ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal'),
  )
}

/** The compiler options of a package's tsconfig.json. */
function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, resolve(tsconfig, '..'))
  return { ...parsed.options, noEmit: true }
}

/** The names each entry point of the published packages exports. */
export function measureEntries(): EntrySurface[] {
  const points = entryPoints()
  const byConfig = new Map<string, EntryPoint[]>()
  for (const point of points) byConfig.set(point.tsconfig, [...(byConfig.get(point.tsconfig) ?? []), point])
  const surfaces: EntrySurface[] = []
  for (const [tsconfig, group] of byConfig) {
    const program = ts.createProgram(
      group.map((point) => point.source),
      compilerOptions(tsconfig),
    )
    const checker = program.getTypeChecker()
    for (const point of group) {
      const file = program.getSourceFile(point.source)
      const moduleSymbol = file && checker.getSymbolAtLocation(file)
      if (!moduleSymbol) throw new Error(`${point.source} is not a module.`)
      const surface: EntrySurface = {
        importPath: point.importPath,
        source: relative(repoRoot, point.source),
        values: [],
        types: [],
        internal: [],
      }
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
        const name = exported.name
        if (isInternal(symbol)) surface.internal.push(name)
        else if (symbol.flags & ts.SymbolFlags.Value) surface.values.push(name)
        else surface.types.push(name)
      }
      for (const list of [surface.values, surface.types, surface.internal]) list.sort()
      surfaces.push(surface)
    }
  }
  return surfaces
}

/** The Markdown table of the counts, one row per entry. */
export function surfaceTable(surfaces: readonly EntrySurface[]): string {
  const rows = surfaces.map(
    (entry) =>
      `| \`${entry.importPath}\` | ${publicCount(entry)} | ${entry.values.length} | ${entry.types.length} | ${entry.internal.length} |`,
  )
  return [
    '| entry | public names | values | types | @internal |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n')
}

if (import.meta.main) {
  const surfaces = measureEntries()
  console.info(process.argv.includes('--json') ? JSON.stringify(surfaces, null, 2) : surfaceTable(surfaces))
}
