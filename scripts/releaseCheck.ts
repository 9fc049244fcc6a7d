// `npm run release:check`: packs every publishable package as npm would publish it (built first), then checks the
// tarballs: publint (exports, types and files resolve, formats agree), and our own rules — every export target
// packed, no test file, no source outside `src`/`dist`, nothing that looks like a real api code, and no password of
// the sandbox's seeded accounts (a doc comment's example is carried into the .d.ts files and the source maps); a
// README, the root's LICENSE, public access agreeing with the changesets config, and `'use client'` opening exactly
// the entries React Server Components frameworks must treat as client modules. Then it installs the tarballs into a
// new project and uses them there on the lowest Node their engines admit and on this one (`installCheck.ts`).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
// The sandbox's seed is the one place its logins are written: read from there, never copied here.
import { PROFILE_ACCOUNTS } from '../apps/sandbox/src/db/profiles.ts'
import { DEMO_LOGIN, FLAGS_LOGIN } from '../apps/sandbox/src/db/seed.ts'
import { installCheck, type PackedPackage, runNpm } from './installCheck.ts'

const root = resolve(import.meta.dirname, '..')

/** A login whose password must never be published. */
export interface KnownLogin {
  readonly email: string
  readonly password: string
}

/** The logins of every account the sandbox seeds: the demo account, the all-flags account and the flag profiles. */
export const SANDBOX_LOGINS: readonly KnownLogin[] = [
  DEMO_LOGIN,
  FLAGS_LOGIN,
  ...PROFILE_ACCOUNTS.map((account) => account.login),
]

interface PackedFile {
  readonly path: string
}

/** `npm pack` of one package into `into`: the tarball's path and its file list. */
async function pack(dir: string, into: string): Promise<{ tarball: string; files: string[] }> {
  const output = await runNpm(['pack', '--json', '--pack-destination', into], dir)
  const [result] = JSON.parse(output) as [{ filename: string; files: PackedFile[] }]
  return { tarball: join(into, result.filename), files: result.files.map((file) => file.path) }
}

/** Every file an `exports` entry points at (conditions included), without the leading './'. */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports.replace(/^\.\//, '')]
  if (exports === null || typeof exports !== 'object') return []
  return Object.values(exports).flatMap(exportTargets)
}

/**
 * Where a packed file holds one of `logins`' passwords, as written or JSON-escaped (a source map's sourcesContent):
 * one problem per login and file, naming the account and the first line, never the password itself.
 */
function credentialProblems(file: string, text: string, logins: readonly KnownLogin[]): string[] {
  const problems: string[] = []
  for (const { email, password } of logins) {
    if (password === '') continue
    const at = [password, JSON.stringify(password).slice(1, -1)]
      .map((form) => text.indexOf(form))
      .filter((index) => index >= 0)
    if (at.length === 0) continue
    const line = text.slice(0, Math.min(...at)).split('\n').length
    problems.push(`the sandbox password of ${email} is in ${file} (line ${line}): use a placeholder`)
  }
  return problems
}

/** Our own rules on a packed file list; each problem in words. `logins` are the passwords nothing may carry. */
export function packProblems(
  pkg: { exports?: unknown },
  files: readonly string[],
  read: (path: string) => string,
  logins: readonly KnownLogin[] = SANDBOX_LOGINS,
): string[] {
  const packed = new Set(files)
  const problems: string[] = []
  for (const target of exportTargets(pkg.exports)) {
    if (!packed.has(target)) problems.push(`exports points at ${target}, which is not packed`)
  }
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) problems.push(`a test file is packed: ${file}`)
    if (!/^(dist|src)\//.test(file) && !/^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/.test(file)) {
      problems.push(`an unexpected file is packed: ${file}`)
    }
    // A 64-character hex string beside an api code key would be a real code baked into the package.
    const text = read(file)
    if (/\.(js|ts|json)$/.test(file) && /api_?code["']?\s*[:=]\s*["'][0-9a-f]{64}["']/i.test(text)) {
      problems.push(`what looks like an api code is in ${file}`)
    }
    // Every packed file: the .js, the .d.ts, the .map and the sources.
    problems.push(...credentialProblems(file, text, logins))
  }
  return problems
}

/**
 * The entries whose built file opens with `'use client'`, by package: every export of `@waybill/widgets` is a React
 * component or hook, a client module for React Server Components frameworks (issue 24). No other entry may carry
 * it: `@waybill/sdk-core/server` runs on the shop's server.
 */
export const CLIENT_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  '@waybill/widgets': ['dist/index.js'],
}

/** Whether a built module's first line is the `'use client'` directive (a directive after code means nothing). */
export function opensWithUseClient(text: string): boolean {
  return /^(['"])use client\1;?\s*$/.test(text.split('\n', 1)[0] ?? '')
}

/** What the repository says that each published package must agree with. */
export interface ReleaseTerms {
  /** The text of the root LICENSE. */
  readonly license: string
  /** `access` of `.changeset/config.json`. */
  readonly access: string
}

/** The release terms as the repository states them: its LICENSE and its changesets config. */
export function releaseTerms(): ReleaseTerms {
  const { access } = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')) as {
    access: string
  }
  return { license: readFileSync(join(root, 'LICENSE'), 'utf8'), access }
}

/**
 * Our rules on what a package tells the people who install it (issue 24 'Packages people can install'): its README
 * (its npm page) packed and titled with its name; the root LICENSE packed as is (npm takes LICENSE from the package
 * folder only) and naming the package's `license`; an open source package published `public`, in its
 * publishConfig and in the changesets config; and `'use client'` opening exactly its `CLIENT_ENTRIES`.
 */
export function manifestProblems(
  pkg: { name: string; license?: string; publishConfig?: { access?: string }; exports?: unknown },
  files: readonly string[],
  read: (path: string) => string,
  terms: ReleaseTerms,
): string[] {
  const packed = new Set(files)
  const problems: string[] = []
  if (!packed.has('README.md')) problems.push('no README.md is packed: it is the package page on npm')
  else if (!read('README.md').startsWith(`# ${pkg.name}\n`))
    problems.push(`README.md does not open with # ${pkg.name}`)
  if (!packed.has('LICENSE'))
    problems.push('no LICENSE is packed: copy the root LICENSE into the package folder')
  else if (read('LICENSE') !== terms.license)
    problems.push('the packed LICENSE differs from the root LICENSE')
  if (!pkg.license || !terms.license.startsWith(`${pkg.license} License\n`)) {
    problems.push(
      `license is ${pkg.license ?? 'missing'}, the root LICENSE is ${terms.license.split('\n', 1)[0]}`,
    )
  }
  const access = pkg.publishConfig?.access
  if (pkg.license !== 'UNLICENSED' && (access !== 'public' || terms.access !== 'public')) {
    problems.push(
      `an open source package is published public: publishConfig.access is ${access ?? 'missing'}, the changesets config's access is ${terms.access}`,
    )
  }
  const clientEntries = CLIENT_ENTRIES[pkg.name] ?? []
  for (const target of new Set(exportTargets(pkg.exports))) {
    if (!target.endsWith('.js') || !packed.has(target)) continue
    const client = opensWithUseClient(read(target))
    if (clientEntries.includes(target) && !client) problems.push(`${target} does not open with 'use client'`)
    if (!clientEntries.includes(target) && client) problems.push(`${target} opens with 'use client'`)
  }
  return problems
}

async function main(): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'waybill-release-'))
  const terms = releaseTerms()
  const packed: PackedPackage[] = []
  let failed = 0
  try {
    for (const folder of readdirSync(join(root, 'packages')).sort()) {
      const dir = join(root, 'packages', folder)
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      if (pkg.private) continue
      const { tarball, files } = await pack(dir, out)
      packed.push({ pkg, tarball })
      const read = (path: string) => readFileSync(join(dir, path), 'utf8')
      const buffer = readFileSync(tarball)
      const { messages } = await publint({
        pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) },
        level: 'warning',
        strict: true,
      })
      const problems = [
        ...messages.map((message) => formatMessage(message, pkg) ?? message.code),
        ...packProblems(pkg, files, read),
        ...manifestProblems(pkg, files, read, terms),
      ]
      console.info(
        `${pkg.name}@${pkg.version}: ${files.length} files, ${(buffer.length / 1000).toFixed(0)} kB packed`,
      )
      for (const problem of problems) console.error(`  ${problem}`)
      if (problems.length > 0) failed += 1
      else console.info('  publint and the package rules: ok')
    }
    // Loaded here, not at the top: the unit tests of the rules above need no sandbox.
    const { startSandbox } = await import('@waybill/sandbox')
    const sandbox = await startSandbox()
    try {
      const names = packed.map(({ pkg }) => pkg.name).join(' and ')
      console.info(`${names} installed from their tarballs, against a sandbox at ${sandbox.url}:`)
      const problems = await installCheck(packed, {
        folder: join(out, 'consumer'),
        sandboxUrl: sandbox.url,
        login: sandbox.demo,
      })
      for (const problem of problems) console.error(`  ${problem}`)
      if (problems.length > 0) failed += 1
    } finally {
      await sandbox.close()
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return failed === 0 ? 0 : 1
}

if (import.meta.main) process.exitCode = await main()
