// The boundaries of STYLE rule 1 and the XSS rule are only as good as the lint config that enforces them:
// this proves each rule of biome.json reports what it is meant to, where it is meant to, and nothing on
// the allowed imports.
//
// Biome prints no diagnostics in `--stdin-file-path` mode (by design: it only answers "the contents aren't
// fixed" and exits 1 for any input), so each sample is written to its virtual path inside a temporary
// project holding a verbatim copy of the repo's biome.json and .gitignore, and linted there.

import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const biome = join(root, 'node_modules', '.bin', 'biome')

const restrictedImport = 'lint/style/noRestrictedImports'
const restrictedGlobal = 'lint/style/noRestrictedGlobals'
const innerHtml = 'lint/security/noDangerouslySetInnerHtml'

const core = 'packages/sdk-core/src/x.ts'
const widget = 'packages/widgets/src/x.tsx'
const portal = 'apps/portal/src/x.tsx'

interface Case {
  name: string
  path: string
  source: string
}

const reported: (Case & { rule: string })[] = [
  {
    name: 'react in sdk-core (ARCHITECTURE §2)',
    path: core,
    source: "import { useState } from 'react'\n\nexport const hook = useState\n",
    rule: restrictedImport,
  },
  {
    name: 'react-dom in sdk-core (ARCHITECTURE §2)',
    path: core,
    source: "import { createPortal } from 'react-dom'\n\nexport const portal = createPortal\n",
    rule: restrictedImport,
  },
  {
    name: 'valtio (its React entry) in sdk-core',
    path: core,
    source: "import { proxy } from 'valtio'\n\nexport const state = proxy({ count: 0 })\n",
    rule: restrictedImport,
  },
  {
    name: '@preact/signals-react in sdk-core (ARCHITECTURE §4)',
    path: core,
    source: "import { signal } from '@preact/signals-react'\n\nexport const count = signal(0)\n",
    rule: restrictedImport,
  },
  {
    name: 'node:fs in sdk-core',
    path: core,
    source: "import { readFileSync } from 'node:fs'\n\nexport const read = readFileSync\n",
    rule: restrictedImport,
  },
  {
    name: 'window in sdk-core',
    path: core,
    source: 'export const width = (): number => window.innerWidth\n',
    rule: restrictedGlobal,
  },
  {
    name: 'document in sdk-core',
    path: core,
    source: 'export const title = (): string => document.title\n',
    rule: restrictedGlobal,
  },
  {
    name: 'localStorage in sdk-core',
    path: core,
    source: "export const token = (): string | null => localStorage.getItem('token')\n",
    rule: restrictedGlobal,
  },
  {
    name: 'dangerouslySetInnerHTML in widgets',
    path: widget,
    source: "export const Note = () => <div dangerouslySetInnerHTML={{ __html: '<b>hi</b>' }} />\n",
    rule: innerHtml,
  },
  {
    name: 'dangerouslySetInnerHTML in the portal',
    path: portal,
    source: "export const Note = () => <div dangerouslySetInnerHTML={{ __html: '<b>hi</b>' }} />\n",
    rule: innerHtml,
  },
]

const allowed: Case[] = [
  {
    name: 'valtio/vanilla in sdk-core',
    path: core,
    source: "import { proxy } from 'valtio/vanilla'\n\nexport const state = proxy({ count: 0 })\n",
  },
  {
    name: 'useState from react in widgets',
    path: widget,
    source:
      "import { useState } from 'react'\n\nexport function useCount(): number {\n  const [count] = useState(0)\n  return count\n}\n",
  },
  {
    name: 'window in widgets (the DOM rules are scoped to sdk-core)',
    path: widget,
    source: 'export const width = (): number => window.innerWidth\n',
  },
]

let project = ''

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'waybill-lint-'))
  copyFileSync(join(root, 'biome.json'), join(project, 'biome.json'))
  copyFileSync(join(root, '.gitignore'), join(project, '.gitignore'))
})

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true })
})

function lint(path: string, source: string): { status: number | null; output: string } {
  const file = join(project, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  const result = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=50', path], {
    cwd: project,
    encoding: 'utf8',
  })
  rmSync(file)
  if (result.error) throw result.error
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('biome.json lint rules', () => {
  it.each(reported)('reports $name', ({ path, source, rule }) => {
    const { status, output } = lint(path, source)
    expect(output).toContain(`${path}:`)
    expect(output).toContain(rule)
    expect(status).not.toBe(0)
  })

  it.each(allowed)('allows $name', ({ path, source }) => {
    const { status, output } = lint(path, source)
    expect(output).not.toContain('lint/')
    expect(output).toContain('Checked 1 file')
    expect(status).toBe(0)
  })
})
