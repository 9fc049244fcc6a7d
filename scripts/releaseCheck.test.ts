import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, sep } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  manifestProblems,
  opensWithUseClient,
  packProblems,
  releaseTerms,
  SANDBOX_LOGINS,
} from './releaseCheck.ts'

const pkg = {
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './styles.css': './src/a.css' },
}

describe('packProblems (issue 9 release:check)', () => {
  it('passes a package whose exports are packed and that holds only dist, src and its manifest', () => {
    const files = ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'src/a.css']
    expect(packProblems(pkg, files, () => '')).toEqual([])
  })

  it('names an export target not packed, a test file, a stray file and a baked-in api code', () => {
    const files = ['package.json', 'dist/index.js', 'src/a.css', 'src/x.test.ts', '.env', 'dist/config.js']
    const read = (path: string) =>
      path === 'dist/config.js' ? `const c = { apiCode: "${'ab'.repeat(32)}" }` : ''
    expect(packProblems(pkg, files, read)).toEqual([
      'exports points at dist/index.d.ts, which is not packed',
      'a test file is packed: src/x.test.ts',
      'an unexpected file is packed: .env',
      'what looks like an api code is in dist/config.js',
    ])
  })
})

// Issue 22: the sandbox's demo password reached the published .d.ts files and source maps through a doc comment's
// @example. release:check now fails on any packed file that carries a password of the sandbox's seeded accounts.
describe('packProblems on the sandbox passwords (issue 22)', () => {
  const demo = SANDBOX_LOGINS.find((login) => login.email.startsWith('demo@'))
  if (!demo) throw new Error("the sandbox's seed has no demo login")
  let folder = ''
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'waybill-release-check-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  /** A built package's dist as a doc comment with `login` in its example leaves it; its packed file list. */
  function writeDist(login: { email: string; password: string }): string[] {
    const example = [
      '/**',
      ' * Creates a client of the courier API.',
      ' *',
      ' * @example',
      ' * ```ts',
      ` * const apiCode = await client.auth.login({ email: ${login.email}, password: ${login.password} })`,
      ' * ```',
      ' */',
    ].join('\n')
    const files: Record<string, string> = {
      'package.json': '{"name":"@waybill/fake"}',
      'dist/index.js': 'export function createClient() {}\n//# sourceMappingURL=index.js.map\n',
      'dist/index.d.ts': `${example}\nexport declare function createClient(): void\n`,
      'dist/index.js.map': JSON.stringify({
        version: 3,
        sources: ['../src/client.ts'],
        sourcesContent: [`${example}\nexport function createClient() {}\n`],
        mappings: 'AAAA',
      }),
    }
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), text)
    }
    return (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((path) => statSync(join(folder, path)).isFile())
      .map((path) => path.split(sep).join('/'))
      .sort()
  }
  const read = (path: string) => readFileSync(join(folder, path), 'utf8')
  const distPkg = { exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } } }

  it('fails a dist whose .d.ts and source map carry the demo password, naming the account, not the password', () => {
    const files = writeDist({ email: `'${demo.email}'`, password: `'${demo.password}'` })
    const problems = packProblems(distPkg, files, read)
    expect(problems).toEqual([
      `the sandbox password of ${demo.email} is in dist/index.d.ts (line 6): use a placeholder`,
      `the sandbox password of ${demo.email} is in dist/index.js.map (line 1): use a placeholder`,
    ])
    expect(problems.join('\n')).not.toContain(demo.password)
  })

  it('passes the same dist with placeholders in the example', () => {
    const files = writeDist({
      email: "process.env.WAYBILL_EMAIL ?? ''",
      password: "process.env.WAYBILL_PASSWORD ?? ''",
    })
    expect(packProblems(distPkg, files, read)).toEqual([])
  })

  it("knows the password of every account the sandbox seeds, read from the sandbox's seed", () => {
    const emails = SANDBOX_LOGINS.map((login) => login.email)
    expect(emails).toEqual(expect.arrayContaining(['demo@waybill.test', 'flags@waybill.test']))
    expect(SANDBOX_LOGINS.length).toBeGreaterThan(2)
    for (const login of SANDBOX_LOGINS) expect(login.password.length).toBeGreaterThan(0)
  })
})

// Issue 24 'Packages people can install': the README is the npm page, the LICENSE matches the license field, an MIT
// package is published public, and the widgets' entry is a client module for React Server Components frameworks.
describe('manifestProblems (issue 24)', () => {
  const terms = { license: 'MIT License\n\nCopyright (c) 2026 Waybill contributors\n', access: 'public' }
  const widgets = {
    name: '@waybill/widgets',
    license: 'MIT',
    publishConfig: { access: 'public' },
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './styles.css': './src/a.css',
    },
  }
  const files = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts', 'src/a.css']
  const texts: Record<string, string> = {
    'README.md': '# @waybill/widgets\n\nReact components.\n',
    LICENSE: terms.license,
    'dist/index.js': "'use client';\nexport { A as LoginForm } from './chunks/index-x.js';\n",
  }
  const read =
    (changes: Record<string, string> = {}) =>
    (path: string) =>
      changes[path] ?? texts[path] ?? ''

  it('passes a package with its README, the root LICENSE, public access and its client entry marked', () => {
    expect(manifestProblems(widgets, files, read(), terms)).toEqual([])
  })

  it('names a missing README and LICENSE', () => {
    const bare = files.filter((file) => file !== 'README.md' && file !== 'LICENSE')
    expect(manifestProblems(widgets, bare, read(), terms)).toEqual([
      'no README.md is packed: it is the package page on npm',
      'no LICENSE is packed: copy the root LICENSE into the package folder',
    ])
  })

  it("names another package's README, a LICENSE that drifted and a license field the LICENSE does not name", () => {
    const changes = { 'README.md': '# Waybill\n', LICENSE: `${terms.license}Extra terms.\n` }
    expect(manifestProblems({ ...widgets, license: 'ISC' }, files, read(changes), terms)).toEqual([
      'README.md does not open with # @waybill/widgets',
      'the packed LICENSE differs from the root LICENSE',
      'license is ISC, the root LICENSE is MIT License',
    ])
  })

  it('names an open source package published restricted, by its publishConfig or by the changesets config', () => {
    const restricted = { ...widgets, publishConfig: { access: 'restricted' } }
    expect(manifestProblems(restricted, files, read(), terms)).toEqual([
      "an open source package is published public: publishConfig.access is restricted, the changesets config's access is public",
    ])
    expect(manifestProblems(widgets, files, read(), { ...terms, access: 'restricted' })).toEqual([
      "an open source package is published public: publishConfig.access is public, the changesets config's access is restricted",
    ])
  })

  it("names a client entry that lost 'use client', and a server entry that carries it", () => {
    const lost = read({
      'dist/index.js': "export { A as LoginForm } from './chunks/index-x.js';\n'use client'\n",
    })
    expect(manifestProblems(widgets, files, lost, terms)).toEqual([
      "dist/index.js does not open with 'use client'",
    ])
    const core = { ...widgets, name: '@waybill/sdk-core', exports: { './server': './dist/server.js' } }
    const coreFiles = ['package.json', 'README.md', 'LICENSE', 'dist/server.js']
    const coreRead = read({
      'README.md': '# @waybill/sdk-core\n',
      'dist/server.js': '"use client"\nexport {}\n',
    })
    expect(manifestProblems(core, coreFiles, coreRead, terms)).toEqual([
      "dist/server.js opens with 'use client'",
    ])
  })

  it('reads the directive only as the first line, with either quote and an optional semicolon', () => {
    expect(opensWithUseClient("'use client';\nexport {}")).toBe(true)
    expect(opensWithUseClient('"use client"\nexport {}')).toBe(true)
    expect(opensWithUseClient("// banner\n'use client';\n")).toBe(false)
    expect(opensWithUseClient("'use server';\n")).toBe(false)
    expect(opensWithUseClient('\'use client";\n')).toBe(false)
  })

  it('holds for the repository: each published package folder has the root LICENSE, as its license field says', () => {
    const { license, access } = releaseTerms()
    expect(license).toContain('Copyright (c) 2026 Waybill contributors')
    const packages = join(import.meta.dirname, '../packages')
    const published = readdirSync(packages)
      .map((folder) => join(packages, folder))
      .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private)
    expect(published.length).toBe(2)
    for (const dir of published) {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const files = ['README.md', 'LICENSE'].filter((file) => existsSync(join(dir, file)))
      expect(
        manifestProblems(pkg, files, (path) => readFileSync(join(dir, path), 'utf8'), { license, access }),
      ).toEqual([])
    }
  })
})
