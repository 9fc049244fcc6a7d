// The requirements page (issue 23 item 5 'The citations'): docs/requirements.md lists each spec section the repo
// cites ('part 2 §3.8'), with a summary in our words and links to the code, tests and docs citing it.
//
//   node scripts/requirements.ts            rewrite docs/requirements.md (npm run requirements:update)
//   node scripts/requirements.ts --check    exit 1 when the page is stale, a cited section has no summary, a
//                                            summary's section is no longer cited, or a citation names no section
//
// The spec is two documents kept outside the repo (ARCHITECTURE.md): `outline` below is their section list. The
// summaries are hand-written, in docs/requirements.summaries.json ({ "part 1 §5": "…" }); everything else on the
// page is generated. A citation is a § number after 'part 1' or 'part 2' ('part 2 §3.8', 'Part 2, §3.8',
// 'PART_2'), and the § numbers that follow it in a list ('part 2 §4.5, §4.6 steps 4–6, §5.3'), a range
// ('§4.1–4.5') or the rest of the file: a bare '§8' belongs to the last part named before it, and a bare
// sub-section such as '§5.3' to part 2, the only part that has sub-sections. A '§' after ARCHITECTURE or STYLE
// cites those documents, not the spec. The page carries no counts, so adding a citation to a file already listed
// leaves it current; the counts are printed instead.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { extname, join, posix, resolve } from 'node:path'

const repoRoot = resolve(import.meta.dirname, '..')
const usage = 'usage: node scripts/requirements.ts [--check]'
const updateHint = 'run `npm run requirements:update`'

/** The page, relative to the repo root. */
export const pagePath = 'docs/requirements.md'
/** The hand-written summaries, relative to the repo root. */
export const summariesPath = 'docs/requirements.summaries.json'

/** A part of the spec: 1 (onboarding, forms, contacts) or 2 (dashboard, summary, batches, account). */
export type Part = 1 | 2

/** Every section of each spec document, in document order, with its heading. */
export const outline: Record<Part, readonly (readonly [section: string, title: string])[]> = {
  1: [
    ['1', 'What the product does and for whom'],
    ['2', 'Screens and routes'],
    ['3', 'Entities and their fields'],
    ['4', 'States and transitions'],
    ['5', 'Validation rules'],
    ['6', 'Roles and permissions'],
    ['7', 'The calls it makes'],
    ['8', 'The error catalogue'],
    ['9', 'Business constants and limits'],
  ],
  2: [
    ['1', 'What the product does and for whom'],
    ['2', 'Screens and routes'],
    ['2.1', "Dashboard 'My {product}s'"],
    ['2.2', "Order summary screen 'Your order:'"],
    ['2.3', 'Order creation screen (shared with edit and repost)'],
    ['2.4', 'Batch screens'],
    ['2.5', 'Multi{product} screen'],
    ['2.6', 'Account page'],
    ['2.7', 'Drivers page'],
    ['2.8', 'Password reset flow'],
    ['2.9', 'Guard'],
    ['2.10', 'Fallback'],
    ['3', 'Entities and their fields'],
    ['3.1', '{product} (order)'],
    ['3.2', 'Size categories'],
    ['3.3', 'User data'],
    ['3.4', 'Online driver'],
    ['3.5', 'Time options from the server'],
    ['3.6', 'Fleet and driver lists'],
    ['3.7', 'Cancel payload'],
    ['3.8', 'Batch row (from the spreadsheet)'],
    ['3.9', 'Contact (batch contact block)'],
    ['3.10', 'Delivery order payload (batch and summary submission)'],
    ['3.11', 'Price response'],
    ['3.12', 'Card'],
    ['3.13', 'Multi-batch record'],
    ['3.14', 'Vehicle (valet) extras'],
    ['4', 'States and transitions'],
    ['4.1', 'Order status codes'],
    ['4.2', 'Dashboard action rules'],
    ['4.3', 'On-hold rule'],
    ['4.4', 'Order form rules'],
    ['4.5', 'Order process statuses (summary and batch submit)'],
    ['4.6', 'Batch flow'],
    ['4.7', 'Label modal states'],
    ['4.8', 'Forgot-password states'],
    ['5', 'Validation rules'],
    ['5.1', 'Order form'],
    ['5.2', 'Dates and windows'],
    ['5.3', 'Batch form'],
    ['5.4', 'Forgot password'],
    ['5.5', 'Card form'],
    ['5.6', 'Account form'],
    ['6', 'Roles and permissions'],
    ['7', 'Calls'],
    ['8', 'Error catalogue'],
    ['9', 'Business constants and limits'],
  ],
}

const partTitles: Record<Part, string> = {
  1: 'onboarding, account setup, the order forms, contacts',
  2: 'dashboard, order summary, batches, account, drivers, password reset',
}

const parts: readonly Part[] = [1, 2]

/** A section's key, as the summaries file and the messages write it: `part 2 §3.8`. */
export function sectionKey(part: Part, section: string): string {
  return `part ${part} §${section}`
}

/** One spec section cited at one place of one file. */
export interface Citation {
  /** The citing file, relative to the repo root, with forward slashes. */
  file: string
  part: Part
  section: string
}

/** What reading the files found: the citations and what could not be read as one. */
export interface Scan {
  citations: Citation[]
  /** `file:line: …` for a § that names no section of the spec, or none of one part only. */
  problems: string[]
}

// 'part 1', 'Part 2', 'PART_2' | ARCHITECTURE or STYLE (another document's §) | '§4.6', '§4.1–4.5'
const tokens =
  /\bpart[ _]?([12])\b|\b(ARCHITECTURE|STYLE)\b|§\s?(\d+(?:\.\d+)*)(?:\s?[–-]\s?§?(\d+(?:\.\d+)*))?/gi
/** How far (in characters) a § may follow an ARCHITECTURE or STYLE § and still be one of theirs: a list. */
const otherListGap = 40

function lineOf(text: string, index: number): number {
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1
  return line
}

/** The sections of `part` from `from` to `to` in document order, both included; [] when that is no range. */
function sectionRange(part: Part, from: string, to: string): string[] {
  const sections = outline[part].map(([section]) => section)
  const start = sections.indexOf(from)
  const end = sections.indexOf(to)
  const depth = (section: string) => section.split('.').length
  if (start < 0 || end <= start || depth(from) !== depth(to)) return []
  return sections.slice(start, end + 1).filter((section) => depth(section) === depth(from))
}

function hasSection(part: Part, section: string): boolean {
  return outline[part].some(([known]) => known === section)
}

/** The spec citations of one file's text. */
export function findCitations(file: string, text: string): Scan {
  const citations: Citation[] = []
  const problems: string[] = []
  let part: Part | null = null
  let partEnd = -1
  let other = false
  let previousEnd = -1
  for (const match of text.matchAll(tokens)) {
    const [whole, partDigit, otherDocument, section, rangeEnd] = match
    const at = match.index
    if (partDigit) {
      part = Number(partDigit) as Part
      partEnd = at + whole.length
      other = false
    } else if (otherDocument) {
      // Only the capitalised name is the document: 'the architecture' in prose is not.
      other = otherDocument === otherDocument.toUpperCase()
    } else if (section) {
      const gap = text.slice(previousEnd, at)
      if (other && gap.length <= otherListGap) {
        previousEnd = at + whole.length
        continue
      }
      other = false
      const where = `${file}:${lineOf(text, at)}`
      // Right after 'part N' the part is named: the section must be one of its own.
      const named = part !== null && /^[\s,*/]*$/.test(text.slice(partEnd, at))
      let resolved: Part | null = null
      if (part !== null && (named || hasSection(part, section))) resolved = part
      else {
        const candidates = parts.filter((candidate) => hasSection(candidate, section))
        if (candidates.length === 1) resolved = candidates[0] ?? null
        else if (candidates.length === 0)
          problems.push(`${where}: '${whole.trim()}' is no section of the spec`)
        else {
          problems.push(
            `${where}: '${whole.trim()}' names no part: write 'part 1 §${section}' or 'part 2 §${section}'`,
          )
        }
      }
      if (resolved !== null) {
        const sections = rangeEnd ? sectionRange(resolved, section, rangeEnd) : [section]
        if (sections.length === 0 || !hasSection(resolved, section)) {
          problems.push(`${where}: '${whole.trim()}' is no section of part ${resolved} of the spec`)
        } else {
          for (const cited of sections) citations.push({ file, part: resolved, section: cited })
        }
      }
    }
    previousEnd = at + whole.length
  }
  return { citations, problems }
}

/** Where citations are read, relative to the repo root: sources, tests, e2e, examples, scripts, docs. */
const scanRoots = ['README.md', 'apps', 'bench', 'docs', 'e2e', 'examples', 'packages', 'scripts']
const scanExtensions = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.css',
  '.html',
  '.md',
])
/** Folders never read: installs, builds, test output (as .gitignore lists them), hidden folders. */
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  'shots',
])
/**
 * Files never read: the page itself; this script and its test, whose examples of citations cite nothing; the API
 * reference, generated from the TSDoc of sources that are read already.
 */
const skippedPaths = [pagePath, 'scripts/requirements.ts', 'scripts/requirements.test.ts', 'docs/reference/']

/** Every file citations are read from, relative to `root`, forward slashes, sorted. */
export function listFiles(root: string): string[] {
  const files: string[] = []
  const visit = (path: string) => {
    const full = join(root, path)
    if (!existsSync(full)) return
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const child = path === '' ? entry.name : `${path}/${entry.name}`
      if (skippedPaths.some((skipped) => child === skipped || child.startsWith(skipped))) continue
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !skippedFolders.has(entry.name)) visit(child)
      } else if (entry.isFile() && scanExtensions.has(extname(entry.name))) files.push(child)
    }
  }
  for (const scanned of scanRoots) {
    if (scanExtensions.has(extname(scanned))) {
      if (existsSync(join(root, scanned))) files.push(scanned)
    } else visit(scanned)
  }
  return files.sort(compare)
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The citations of every file under `root`. */
export function scan(root: string): Scan {
  const result: Scan = { citations: [], problems: [] }
  for (const file of listFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8')
    if (!text.includes('§')) continue
    const found = findCitations(file, text)
    result.citations.push(...found.citations)
    result.problems.push(...found.problems)
  }
  return result
}

/** What a citing file is: a test (`*.test.*`, `*.spec.*`, under `test/` or `e2e/`), a doc (`.md`) or code. */
export type FileKind = 'Code' | 'Tests' | 'Docs'

export function kindOf(file: string): FileKind {
  if (file.endsWith('.md')) return 'Docs'
  if (/(^|\/)(test|tests|e2e|__tests__)\//.test(file) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(file))
    return 'Tests'
  return 'Code'
}

const kinds: readonly FileKind[] = ['Code', 'Tests', 'Docs']

/** The summaries file, read: section key → summary. Throws on a file that is not an object of strings. */
export function parseSummaries(text: string): Map<string, string> {
  const data: unknown = JSON.parse(text)
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${summariesPath} must hold one object: { "part 1 §5": "summary", … }`)
  }
  const summaries = new Map<string, string>()
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') throw new Error(`${summariesPath}: "${key}" must be a string`)
    summaries.set(key, value)
  }
  return summaries
}

/** The link lists of one kind: one line per folder, its files by name, each linked from docs/. */
function renderLinks(kind: FileKind, files: string[]): string[] {
  const byFolder = new Map<string, string[]>()
  for (const file of files) {
    const slash = file.lastIndexOf('/')
    const folder = slash < 0 ? '.' : file.slice(0, slash)
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file])
  }
  const lines = [`**${kind}**`, '']
  for (const folder of [...byFolder.keys()].sort(compare)) {
    const links = (byFolder.get(folder) ?? [])
      .sort(compare)
      .map((file) => `[${posix.basename(file)}](${encodeURI(posix.relative('docs', file))})`)
    lines.push(`- \`${folder}/\`: ${links.join(', ')}`)
  }
  return [...lines, '']
}

/** The text in lines of at most `width` characters (a longer word stays whole), for a readable page source. */
export function wrap(text: string, width = 110): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return line ? [...lines, line] : lines
}

/** The page, from the citations and the summaries. A section without a summary says so (and fails the check). */
export function renderRequirements(citations: Citation[], summaries: Map<string, string>): string {
  const lines = [
    '# Requirements: the spec sections the code cites',
    '',
    `<!-- Generated by \`npm run requirements:update\` from the citations and ${posix.basename(summariesPath)}. -->`,
    '',
    '```sh',
    'npm run requirements:update   # after adding, moving or removing a citation such as "part 2 §3.8"',
    '```',
    '',
    'The product spec is two documents kept outside the repo: part 1 covers onboarding, account setup, the order',
    'forms and contacts; part 2 the dashboard, the order summary, batches, the account, drivers and the password',
    'reset. Code, tests and docs cite them as `part N §X`. Below, each section cited, in document order: what it',
    'requires, in our words, then every file citing it. The texts the spec quotes are in the',
    '[message catalogue](../packages/sdk-core/src/domain/messages.ts), word for word. The summaries are written',
    `by hand in [${posix.basename(summariesPath)}](${posix.basename(summariesPath)}); the rest of this page is generated.`,
    '',
  ]
  const cited = new Map<string, Set<string>>()
  for (const citation of citations) {
    const key = sectionKey(citation.part, citation.section)
    cited.set(key, (cited.get(key) ?? new Set()).add(citation.file))
  }
  for (const part of parts) {
    const sections = outline[part].filter(([section]) => cited.has(sectionKey(part, section)))
    if (sections.length === 0) continue
    lines.push(`## Part ${part}: ${partTitles[part]}`, '')
    for (const [section, title] of sections) {
      const key = sectionKey(part, section)
      const files = [...(cited.get(key) ?? [])]
      lines.push(`### Part ${part} §${section}: ${title}`, '')
      lines.push(
        ...wrap(summaries.get(key)?.trim() || `_No summary yet: add "${key}" to ${summariesPath}._`),
        '',
      )
      for (const kind of kinds) {
        const ofKind = files.filter((file) => kindOf(file) === kind)
        if (ofKind.length > 0) lines.push(...renderLinks(kind, ofKind))
      }
    }
  }
  return `${lines.join('\n').trimEnd()}\n`
}

/** What the page needs that is not on it yet: sections without summary, summaries without citation. */
export function summaryProblems(citations: Citation[], summaries: Map<string, string>): string[] {
  const cited = new Set(citations.map((citation) => sectionKey(citation.part, citation.section)))
  const problems: string[] = []
  for (const part of parts) {
    for (const [section] of outline[part]) {
      const key = sectionKey(part, section)
      if (cited.has(key) && !summaries.get(key)?.trim()) {
        problems.push(`${key} is cited but has no summary: add one to ${summariesPath}`)
      }
    }
  }
  for (const key of summaries.keys()) {
    const known = parts.some((part) => outline[part].some(([section]) => sectionKey(part, section) === key))
    if (!known)
      problems.push(`${summariesPath}: "${key}" is no section of the spec (write it as "part 2 §3.8")`)
    else if (!cited.has(key)) problems.push(`${key} has a summary but nothing cites it any more: remove it`)
  }
  return problems
}

/** Everything the page is made of, read from `root`. */
export function generate(root: string): { page: string; scan: Scan; summaries: Map<string, string> } {
  const found = scan(root)
  const file = join(root, summariesPath)
  const summaries = existsSync(file) ? parseSummaries(readFileSync(file, 'utf8')) : new Map<string, string>()
  return { page: renderRequirements(found.citations, summaries), scan: found, summaries }
}

/** What `--check` reports: [] when the page is current and complete. */
export function check(root: string): string[] {
  const { page, scan: found, summaries } = generate(root)
  const file = join(root, pagePath)
  const problems = [...found.problems, ...summaryProblems(found.citations, summaries)]
  if (!existsSync(file)) problems.push(`${pagePath} is missing: ${updateHint}`)
  else if (readFileSync(file, 'utf8') !== page) problems.push(`${pagePath} is out of date: ${updateHint}`)
  return problems
}

/** Writes (or with `--check`, checks) the page; 0 when all is well, 1 otherwise. */
export function main(argv: string[], root: string = repoRoot): number {
  const checking = argv[0] === '--check'
  if (argv.length > 1 || (argv.length === 1 && !checking)) throw new Error(usage)
  const started = performance.now()
  if (checking) {
    const problems = check(root)
    for (const problem of problems) console.error(problem)
    if (problems.length > 0) console.error(`then ${updateHint} again.`)
    else console.info(`${pagePath} is up to date`)
    return problems.length > 0 ? 1 : 0
  }
  const { page, scan: found, summaries } = generate(root)
  const file = join(root, pagePath)
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined
  if (before !== page) writeFileSync(file, page)
  const sections = new Set(found.citations.map((citation) => sectionKey(citation.part, citation.section)))
  const files = new Set(found.citations.map((citation) => citation.file))
  console.info(
    `${pagePath} ${before === undefined ? 'created' : before === page ? 'unchanged' : 'updated'}: ` +
      `${sections.size} sections, ${found.citations.length} citations in ${files.size} files ` +
      `(${Math.round(performance.now() - started)} ms)`,
  )
  const problems = [...found.problems, ...summaryProblems(found.citations, summaries)]
  for (const problem of problems) console.error(problem)
  return problems.length > 0 ? 1 : 0
}

if (import.meta.main) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
