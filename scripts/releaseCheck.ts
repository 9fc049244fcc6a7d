// `npm run release:check`: packs every publishable package as npm would publish it (built first), then checks the
// tarballs: publint (exports, types and files resolve, formats agree), and our own rules — every export target
// packed, no test file, no source outside `src`/`dist`, nothing that looks like a real api code, and no password of
// the sandbox's seeded accounts (a doc comment's example is carried into the .d.ts files and the source maps).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
// The sandbox's seed is the one place its logins are written: read from there, never copied here.
import { PROFILE_ACCOUNTS } from '../apps/sandbox/src/db/profiles.ts'
import { DEMO_LOGIN, FLAGS_LOGIN } from '../apps/sandbox/src/db/seed.ts'

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
function pack(dir: string, into: string): { tarball: string; files: string[] } {
  const npm = process.env.npm_execpath
  const [command, args] = npm ? [process.execPath, [npm]] : ['npm', []]
  const output = execFileSync(command, [...args, 'pack', '--json', '--pack-destination', into], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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

async function main(): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'waybill-release-'))
  let failed = 0
  try {
    for (const folder of readdirSync(join(root, 'packages')).sort()) {
      const dir = join(root, 'packages', folder)
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      if (pkg.private) continue
      const { tarball, files } = pack(dir, out)
      const buffer = readFileSync(tarball)
      const { messages } = await publint({
        pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) },
        level: 'warning',
        strict: true,
      })
      const problems = [
        ...messages.map((message) => formatMessage(message, pkg) ?? message.code),
        ...packProblems(pkg, files, (path) => readFileSync(join(dir, path), 'utf8')),
      ]
      console.info(
        `${pkg.name}@${pkg.version}: ${files.length} files, ${(buffer.length / 1000).toFixed(0)} kB packed`,
      )
      for (const problem of problems) console.error(`  ${problem}`)
      if (problems.length > 0) failed += 1
      else console.info('  publint and the package rules: ok')
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return failed === 0 ? 0 : 1
}

if (import.meta.main) process.exitCode = await main()
