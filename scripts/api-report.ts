// Rolled-up declarations and API reports (ARCHITECTURE §10, STYLE rule 11), through API Extractor's Node API.
//
//   node scripts/api-report.ts rollup <pkg>   dist/<entry>.d.ts for each entry of packages/<pkg>; reports untouched
//   node scripts/api-report.ts check          every report against its committed etc/*.api.md; exit 1 on drift
//   node scripts/api-report.ts update         rewrite every etc/*.api.md (and the rollups)
//
// An entry is a `packages/<pkg>/api-extractor*.json`; all of them extend the root `api-extractor.base.json`,
// whose choices are:
// - API Extractor reads the declarations `tsc -p tsconfig.build.json` emits into dist/types, with its own
//   compiler options (`compiler.overrideTsconfig`): `moduleResolution: bundler` + `allowImportingTsExtensions`
//   so the declarations' `from './x.ts'` resolve to `./x.d.ts`, and no `@waybill/source` condition, so a
//   workspace dependency is seen as a consumer sees it — through its built `types` (build sdk-core first).
//   `@waybill/sdk-core` and its subpaths resolve through `paths` to node_modules/@waybill/sdk-core/dist/*.d.ts, even
//   from sdk-core's own declarations: TypeScript's self-name resolution would make them local to the package, and
//   API Extractor would copy another entry's declarations into the rollup instead of importing them.
//   The program is the entry's declarations and what they import (`files`), not all of dist/types, so that an
//   entry never waits for the rollup of an entry it does not import.
// - `ae-forgotten-export` is an error; `ae-missing-release-tag` and `ae-internal-missing-underscore` are off (an
//   `@internal` name keeps its name); an undocumented export and the other API Extractor findings are written into
//   the report, so they show in review. A report may be the 'public' variant (`<name>.public.api.md`, widgets):
//   it leaves the `@internal` items out.
// - TSDoc syntax problems are printed as warnings and fail nothing.
// - The freshly generated report is written to dist/api-report/ (never committed) and compared with etc/.
//
// The entries of a package run in the order of its package.json `exports`: an entry's declarations may import the
// types of an entry listed before it by the package's own name (`import type { Account } from '@waybill/sdk-core'`
// in a file of `@waybill/sdk-core/order`), which API Extractor resolves through that entry's rollup, written first.
// An entry whose config says `"apiReport": { "enabled": false }` (`@waybill/sdk-core/internal`) gets its rollup and
// no report: `check` skips it.

import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { ExtractorMessage, IConfigFile } from '@microsoft/api-extractor'
import { ConsoleMessageId, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor'

const root = resolve(import.meta.dirname, '..')
const packagesDir = join(root, 'packages')
const usage = 'usage: node scripts/api-report.ts rollup <pkg> | check | update'
const maxDiffLines = 40

type Mode = 'rollup' | 'check' | 'update'

interface Entry {
  /** Folder name under packages/, e.g. `sdk-core`. */
  pkg: string
  /** Absolute path of the api-extractor*.json file. */
  configFile: string
  /** Whether the entry has an API report (`apiReport.enabled` is not false in its config). */
  reported: boolean
}

interface EntryOutcome {
  ok: boolean
  /** One line for the summary (stdout on success, stderr on failure), a stale report's diff below it. */
  line: string
  /** Messages to print before the line. */
  details: string[]
}

class UsageError extends Error {}

/**
 * Every entry of every package: its `api-extractor*.json` files, in the order the package.json `exports` lists
 * their rollups (the `types` of each entry), so that an entry comes after those whose types it imports.
 */
function listEntries(): Entry[] {
  const entries: Entry[] = []
  for (const pkg of readdirSync(packagesDir).sort()) {
    const dir = join(packagesDir, pkg)
    if (!existsSync(join(dir, 'package.json'))) continue
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown }
    const typesOrder = Object.values(manifest.exports ?? {}).map((target) =>
      target !== null && typeof target === 'object' ? (target as { types?: unknown }).types : undefined,
    )
    const configs = readdirSync(dir)
      .filter((name) => /^api-extractor(\.[\w-]+)?\.json$/.test(name))
      .map((name) => {
        const configFile = join(dir, name)
        const config = ExtractorConfig.loadFile(configFile)
        const rollup = (config.dtsRollup?.untrimmedFilePath ?? '').replace('<projectFolder>', '.')
        const at = typesOrder.indexOf(rollup)
        return {
          configFile,
          reported: config.apiReport?.enabled !== false,
          at: at < 0 ? typesOrder.length : at,
        }
      })
      .sort((a, b) => a.at - b.at || a.configFile.localeCompare(b.configFile))
    for (const { configFile, reported } of configs) entries.push({ pkg, configFile, reported })
  }
  return entries
}

function short(path: string): string {
  return relative(root, path) || '.'
}

function prepare(entry: Entry, mode: Mode): ExtractorConfig {
  const configObject: IConfigFile = ExtractorConfig.loadFile(entry.configFile)
  // rollup never writes a report; check writes no rollup; an entry without a report never gets one.
  configObject.apiReport = { ...configObject.apiReport, enabled: mode !== 'rollup' && entry.reported }
  if (configObject.dtsRollup) configObject.dtsRollup.enabled = mode !== 'check'
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: entry.configFile,
    packageJsonFullPath: join(packagesDir, entry.pkg, 'package.json'),
  })
}

/** API Extractor's own console chatter that this script replaces with one line per entry. */
const quietConsoleMessages = new Set<string>([
  ConsoleMessageId.ApiReportNotCopied,
  ConsoleMessageId.ApiReportCopied,
  ConsoleMessageId.ApiReportCreated,
  ConsoleMessageId.ApiReportDiff,
])

function runEntry(entry: Entry, mode: Mode): EntryOutcome {
  const config = prepare(entry, mode)
  const details: string[] = []
  let diff = ''
  const report = config.reportConfigs[0]
  const reportPath = report ? join(config.reportFolder, report.fileName) : ''
  const reportExisted = reportPath !== '' && existsSync(reportPath)
  if (mode === 'update') mkdirSync(config.reportFolder, { recursive: true })

  const result = Extractor.invoke(config, {
    localBuild: mode !== 'check',
    printApiReportDiff: mode === 'check',
    messageCallback(message: ExtractorMessage) {
      message.handled = true
      if (message.messageId === ConsoleMessageId.ApiReportDiff) diff = message.text
      if (quietConsoleMessages.has(message.messageId)) return
      if (message.logLevel === ExtractorLogLevel.Error) details.push(`error: ${format(message)}`)
      if (message.logLevel === ExtractorLogLevel.Warning) details.push(`warning: ${format(message)}`)
      // info and verbose (the TypeScript version preamble, …) stay quiet.
    },
  })

  const what = mode === 'rollup' || !entry.reported ? short(config.untrimmedFilePath) : short(reportPath)
  if (result.errorCount > 0) {
    const s = result.errorCount === 1 ? '' : 's'
    const entryPoint = short(config.mainEntryPointFilePath)
    return {
      ok: false,
      details,
      line: `API Extractor found ${result.errorCount} error${s} in ${entryPoint} (see above).`,
    }
  }
  if (mode === 'rollup') return { ok: true, details, line: `wrote ${what}` }
  if (!entry.reported) return { ok: true, details, line: `wrote ${what}; the entry has no API report` }
  if (mode === 'update') {
    const state = !reportExisted ? 'created' : result.apiReportChanged ? 'updated' : 'unchanged'
    return { ok: true, details, line: `API report ${what} ${state}` }
  }
  if (!reportExisted) {
    const line = `API report ${what} is missing: run \`npm run api:update\` and commit the report.`
    return { ok: false, details, line }
  }
  if (result.apiReportChanged) {
    const line = `API report ${what} is out of date: run \`npm run api:update\` and commit the report.`
    return { ok: false, details, line: `${line}\n${shortDiff(diff)}` }
  }
  return { ok: true, details, line: `API report ${what} is up to date` }
}

/** The message with its file:line relative to the repo root, where npm scripts run. */
function format(message: ExtractorMessage): string {
  if (message.sourceFilePath) return message.formatMessageWithLocation(root)
  return message.formatMessageWithoutLocation()
}

/** The unified diff API Extractor computed, without its preamble and cut to a screenful. */
function shortDiff(text: string): string {
  const lines = text
    .replace(/^Changes to the API report:\s*/, '')
    .split('\n')
    .filter((line) => !line.startsWith('===='))
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop()
  if (lines.length <= maxDiffLines) return lines.join('\n')
  const more = lines.length - maxDiffLines
  return [...lines.slice(0, maxDiffLines), `… ${more} more lines (npm run api:update, then git diff)`].join(
    '\n',
  )
}

function requireBuilt(entries: Entry[]): void {
  for (const pkg of new Set(entries.map((entry) => entry.pkg))) {
    if (!existsSync(join(packagesDir, pkg, 'dist', 'types'))) {
      throw new UsageError(`packages/${pkg}/dist/types is missing: run npm run build first.`)
    }
  }
}

function main(argv: string[]): number {
  const [mode, pkg] = argv
  const all = listEntries()
  let entries: Entry[]
  if (mode === 'rollup') {
    const known = [...new Set(all.map((entry) => entry.pkg))]
    if (!pkg || !known.includes(pkg)) throw new UsageError(`${usage}\n<pkg> is one of: ${known.join(', ')}`)
    entries = all.filter((entry) => entry.pkg === pkg)
  } else if ((mode === 'check' || mode === 'update') && !pkg) {
    entries = mode === 'check' ? all.filter((entry) => entry.reported) : all
  } else {
    throw new UsageError(usage)
  }
  requireBuilt(entries)

  let failed = false
  for (const entry of entries) {
    const outcome = runEntry(entry, mode)
    for (const detail of outcome.details) console.error(detail)
    if (outcome.ok) console.info(outcome.line)
    else console.error(outcome.line)
    failed ||= !outcome.ok
  }
  return failed ? 1 : 0
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (error) {
  // A usage error or a configuration API Extractor refused: one message, no stack.
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
