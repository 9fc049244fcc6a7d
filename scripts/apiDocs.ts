// The API reference (issue 9 'Docs'), generated from the API reports:
//
//   node scripts/apiDocs.ts            write docs/reference/<report>.md for each packages/*/etc/<report>.api.md
//                                      (or <report>.public.api.md: a report of the public items only, without the
//                                      `@internal` ones, as API Extractor's 'public' report variant writes it)
//   node scripts/apiDocs.ts --check    exit 1 when a page is missing, stale or has no report any more
//
// A page holds a title, a snippet (the package comment's `@example`, else an import of the entry point), the
// exported names by kind with a one-line description and the report's code block. The import path comes from the
// entry's `api-extractor*.json` (its rollup) and the package.json `exports` entry whose `types` is that rollup; the
// descriptions are the first sentence of each name's TSDoc in the rollup (`packages/*/dist/*.d.ts`, written by
// `npm run build`). Without a build the pages have no descriptions, so run it after the build, as `api:check` does.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const repoRoot = resolve(import.meta.dirname, '..')
const usage = 'usage: node scripts/apiDocs.ts [--check]'
const referenceDir = join('docs', 'reference')

/** The kinds of the contents table, in the order the page lists them. */
export const kinds = ['functions', 'classes', 'interfaces', 'types', 'constants'] as const

/** One kind of export, e.g. `functions`. */
export type ExportKind = (typeof kinds)[number]

const kindTitles: Record<ExportKind, string> = {
  functions: 'Functions',
  classes: 'Classes',
  interfaces: 'Interfaces',
  types: 'Types',
  constants: 'Constants',
}

const kindOfKeyword: Record<string, ExportKind> = {
  function: 'functions',
  class: 'classes',
  interface: 'interfaces',
  type: 'types',
  enum: 'types',
  const: 'constants',
  let: 'constants',
  var: 'constants',
  namespace: 'constants',
}

/** One exported name of a report. */
export interface ReportExport {
  name: string
  kind: ExportKind
}

/** What a page needs from an API report. */
export interface ParsedReport {
  /** The report's code block, without its fences. */
  code: string
  /** Every exported name once (overloads collapse), in report order. */
  exports: ReportExport[]
}

/** What a page needs from a rolled-up declaration file. */
export interface ParsedDeclarations {
  /** The `@packageDocumentation` comment's text, paragraphs kept; '' when there is none. */
  packageDoc: string
  /** The package comment's `@example`, fenced, which opens the page; '' when there is none. */
  packageExample: string
  /** The first sentence of each exported name's TSDoc, on one line. */
  summaries: Map<string, string>
}

/** One API report and where its page goes. */
export interface ReportSource {
  /** The report's name, e.g. `sdk-core-server` (from `etc/sdk-core-server.api.md`), without a variant. */
  reportName: string
  /** The report's file name, e.g. `sdk-core-server.api.md` or `widgets.public.api.md`. */
  reportFile: string
  /** The report file, absolute. */
  reportPath: string
  /** The rolled-up declarations of the same entry, absolute; may not exist before a build. */
  declarationsPath: string
  /** What a consumer imports, e.g. `@waybill/sdk-core/server`. */
  importPath: string
}

/** A generated page: its path relative to the root and its text. */
export interface ReferencePage {
  path: string
  content: string
}

class UsageError extends Error {}

const exportLine =
  /^export (?:declare )?(?:abstract )?(function|class|interface|type|enum|const|let|var|namespace) (\w+)/

/** The code block and the exported names of an API Extractor report. */
export function parseReport(text: string): ParsedReport {
  const start = text.indexOf('```ts\n')
  const end = text.lastIndexOf('\n```')
  if (start < 0 || end < start) throw new Error('An API report must hold one ```ts code block.')
  const code = text.slice(start + '```ts\n'.length, end).replace(/^\n+|\n+$/g, '')
  const seen = new Set<string>()
  const exports: ReportExport[] = []
  for (const line of code.split('\n')) {
    const match = exportLine.exec(line)
    const keyword = match?.[1]
    const name = match?.[2]
    if (!keyword || !name || seen.has(name)) continue
    const kind = kindOfKeyword[keyword]
    if (!kind) continue
    seen.add(name)
    exports.push({ name, kind })
  }
  return { code, exports }
}

// A TSDoc comment that cannot run past its own `*/`, then the declaration it documents.
const documentedDeclaration =
  /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*export declare (?:abstract )?(?:function|class|interface|type|enum|const|let|var|namespace) (\w+)/g
const packageComment = /\/\*\*((?:[^*]|\*(?!\/))*@packageDocumentation(?:[^*]|\*(?!\/))*)\*\//

/** The comment's text lines, without the leading ` * `. */
function commentLines(body: string): string[] {
  return body.split('\n').map((line) => line.replace(/^\s*\*? ?/, '').trimEnd())
}

/** `{@link X}` as `X`, `{@link X | text}` as text. */
function plainLinks(text: string): string {
  return text.replace(
    /\{@link\s+([^}|]+?)\s*(?:\|\s*([^}]+?)\s*)?\}/g,
    (_all, target: string, label?: string) => (label ? label : `\`${target}\``),
  )
}

// The end of a sentence: a stop followed by a capital, a quote or a code span (so 'e.g. x' runs on), or the end.
const sentenceEnd = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`'"(]|$)/

/** The first sentence of the comment's first paragraph (up to a blank line or a block tag), on one line. */
export function summaryOf(body: string): string {
  const lines: string[] = []
  for (const line of commentLines(body)) {
    if (line.trim() === '' && lines.length > 0) break
    if (line.trimStart().startsWith('@')) break
    if (line.trim() !== '') lines.push(line.trim())
  }
  const paragraph = plainLinks(lines.join(' '))
  const end = sentenceEnd.exec(paragraph)
  return end ? paragraph.slice(0, end.index + 1) : paragraph
}

/** The package comment and every exported name's summary of a rolled-up `.d.ts`. */
export function parseDeclarations(text: string): ParsedDeclarations {
  const summaries = new Map<string, string>()
  for (const match of text.matchAll(documentedDeclaration)) {
    const [, body = '', name = ''] = match
    if (!summaries.has(name)) summaries.set(name, summaryOf(body))
  }
  const packageBody = packageComment.exec(text)?.[1] ?? ''
  const paragraphs: string[] = []
  let current: string[] = []
  for (const line of commentLines(packageBody)) {
    if (line.trimStart().startsWith('@')) break
    if (line.trim() === '') {
      if (current.length > 0) paragraphs.push(current.join(' '))
      current = []
    } else {
      current.push(line.trim())
    }
  }
  if (current.length > 0) paragraphs.push(current.join(' '))
  return {
    packageDoc: plainLinks(paragraphs.join('\n\n')),
    packageExample: exampleOf(packageBody),
    summaries,
  }
}

/** A comment's `@example` code block, its fences and indentation kept; '' when there is none. */
export function exampleOf(body: string): string {
  const lines = commentLines(body)
  const tag = lines.findIndex((line) => line.trim() === '@example')
  const open = lines.findIndex((line, index) => index > tag && line.trimStart().startsWith('```'))
  if (tag < 0 || open < 0) return ''
  const close = lines.findIndex((line, index) => index > open && line.trim() === '```')
  return close < 0 ? '' : lines.slice(open, close + 1).join('\n')
}

/** Text made safe for one Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')
}

/** A fence longer than any run of backticks in `code`. */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length))
  return '`'.repeat(longest + 1)
}

/** The page of one report. */
export function renderReference(input: {
  reportName: string
  /** The report's file name under etc/, when it is not `<reportName>.api.md`. */
  reportFile?: string | undefined
  importPath: string
  report: string
  declarations?: string | undefined
}): string {
  const { code, exports } = parseReport(input.report)
  const docs = parseDeclarations(input.declarations ?? '')
  const first = exports.find((entry) => entry.kind === 'functions') ?? exports[0]
  const lines: string[] = [
    `# API reference: \`${input.importPath}\``,
    '',
    `<!-- Generated by \`node scripts/apiDocs.ts\` from etc/${input.reportFile ?? `${input.reportName}.api.md`}. Do not edit. -->`,
    '',
    docs.packageExample ||
      [
        '```ts',
        first ? `import { ${first.name} } from '${input.importPath}'` : `import '${input.importPath}'`,
        '```',
      ].join('\n'),
    '',
  ]
  if (docs.packageDoc) lines.push(docs.packageDoc, '')
  lines.push(
    `${exports.length} exported names, by kind; the full signatures are in [the report](#the-report).`,
    '',
  )
  for (const kind of kinds) {
    const names = exports.filter((entry) => entry.kind === kind).sort((a, b) => a.name.localeCompare(b.name))
    if (names.length === 0) continue
    lines.push(`## ${kindTitles[kind]}`, '', '| name | what |', '| --- | --- |')
    for (const { name } of names) lines.push(`| \`${name}\` | ${cell(docs.summaries.get(name) ?? '')} |`)
    lines.push('')
  }
  const fence = fenceFor(code)
  lines.push('## The report', '', `${fence}ts`, code, fence, '')
  return lines.join('\n')
}

interface ExtractorConfigFile {
  apiReport?: { reportFileName?: string }
  dtsRollup?: { untrimmedFilePath?: string }
}

interface PackageJson {
  name: string
  exports?: Record<string, string | { types?: string }>
}

/** Every report of every package under `root`, with its entry's rollup and import path. */
export function listReports(root: string): ReportSource[] {
  const packagesDir = join(root, 'packages')
  const sources: ReportSource[] = []
  for (const pkg of readdirSync(packagesDir).sort()) {
    const dir = join(packagesDir, pkg)
    const etc = join(dir, 'etc')
    if (!existsSync(join(dir, 'package.json')) || !existsSync(etc)) continue
    const packageJson = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson
    const unscoped = packageJson.name.replace(/^@[^/]+\//, '')
    const rollups = new Map<string, string>()
    for (const name of readdirSync(dir).filter((file) => /^api-extractor(\.[\w-]+)?\.json$/.test(file))) {
      const config = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ExtractorConfigFile
      const reportName = config.apiReport?.reportFileName ?? unscoped
      const rollup = config.dtsRollup?.untrimmedFilePath ?? '<projectFolder>/dist/index.d.ts'
      rollups.set(reportName, join(dir, rollup.replace('<projectFolder>', '.')))
    }
    for (const file of readdirSync(etc).sort()) {
      if (!file.endsWith('.api.md')) continue
      // API Extractor names a report variant other than 'complete' `<name>.<variant>.api.md`.
      const reportName = file.slice(0, -'.api.md'.length).replace(/\.(public|beta|alpha)$/, '')
      const declarationsPath = rollups.get(reportName)
      if (!declarationsPath) {
        throw new UsageError(`packages/${pkg}/etc/${file} has no api-extractor*.json naming it.`)
      }
      const types = `./${relative(dir, declarationsPath).split('\\').join('/')}`
      const subpath = Object.entries(packageJson.exports ?? {}).find(
        ([, target]) => typeof target === 'object' && target.types === types,
      )?.[0]
      const importPath =
        !subpath || subpath === '.' ? packageJson.name : `${packageJson.name}/${subpath.slice(2)}`
      sources.push({
        reportName,
        reportFile: file,
        reportPath: join(etc, file),
        declarationsPath,
        importPath,
      })
    }
  }
  return sources
}

/** Every page of the reference, from the reports and rollups under `root`. */
export function generate(root: string): ReferencePage[] {
  return listReports(root).map((source) => ({
    path: join(referenceDir, `${source.reportName}.md`),
    content: renderReference({
      reportName: source.reportName,
      reportFile: source.reportFile,
      importPath: source.importPath,
      report: readFileSync(source.reportPath, 'utf8'),
      declarations: existsSync(source.declarationsPath)
        ? readFileSync(source.declarationsPath, 'utf8')
        : undefined,
    }),
  }))
}

/** Pages under docs/reference that no report generates any more. */
function orphans(root: string, pages: ReferencePage[]): string[] {
  const dir = join(root, referenceDir)
  if (!existsSync(dir)) return []
  const generated = new Set(pages.map((page) => page.path))
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(referenceDir, file))
    .filter((path) => !generated.has(path))
}

/** Writes (or with `--check`, compares) every page; 0 when all is well, 1 otherwise. */
export function main(argv: string[], root: string = repoRoot): number {
  const check = argv[0] === '--check'
  if (argv.length > 1 || (argv.length === 1 && !check)) throw new UsageError(usage)
  const pages = generate(root)
  const missingDeclarations = listReports(root).filter((source) => !existsSync(source.declarationsPath))
  for (const source of missingDeclarations) {
    const path = relative(root, source.declarationsPath)
    console.error(
      `warning: ${path} is missing (run npm run build first): ${source.reportName} has no descriptions.`,
    )
  }
  const stale = orphans(root, pages)
  if (check) {
    let failed = false
    for (const page of pages) {
      const file = join(root, page.path)
      const state = !existsSync(file)
        ? 'is missing'
        : readFileSync(file, 'utf8') !== page.content
          ? 'is out of date'
          : ''
      if (state) console.error(`${page.path} ${state}: run \`node scripts/apiDocs.ts\` and commit it.`)
      else console.info(`${page.path} is up to date`)
      failed ||= state !== ''
    }
    for (const path of stale) console.error(`${path} has no API report: run \`node scripts/apiDocs.ts\`.`)
    return failed || stale.length > 0 ? 1 : 0
  }
  mkdirSync(join(root, referenceDir), { recursive: true })
  for (const page of pages) {
    const file = join(root, page.path)
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined
    if (before !== page.content) writeFileSync(file, page.content)
    console.info(
      `${page.path} ${before === undefined ? 'created' : before === page.content ? 'unchanged' : 'updated'}`,
    )
  }
  for (const path of stale) {
    rmSync(join(root, path))
    console.info(`${path} removed (no API report)`)
  }
  return 0
}

if (import.meta.main) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (error) {
    // A usage error or a report without its configuration: one message, no stack.
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
