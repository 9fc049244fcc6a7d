// Issue 9 'Docs': each page opens with a short runnable snippet: under its title (and a generated page's notice),
// the first thing is a code block of at most 20 lines; those that import what they use type-check against the
// packages' sources. Issue 24: so does every snippet of the packages' READMEs (their npm pages), whose links reach
// the guides.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '..')
const docs = join(repoRoot, 'docs')

function pages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return pages(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** The page's opening code block: its language and lines, or null when something else comes first. */
function openingBlock(page: string): { language: string; lines: string[] } | null {
  const lines = page.split('\n')
  let at = 0
  const skip = () => {
    while (at < lines.length && (lines[at]?.trim() === '' || lines[at]?.startsWith('<!--'))) at += 1
  }
  skip()
  if (!lines[at]?.startsWith('# ')) return null
  at += 1
  skip()
  const fence = lines[at]
  if (!fence?.startsWith('```')) return null
  const close = lines.findIndex((line, index) => index > at && line.startsWith('```'))
  return close < 0 ? null : { language: fence.slice(3).trim(), lines: lines.slice(at + 1, close) }
}

/** Every fenced code block of a page: its language and lines. */
function codeBlocks(page: string): { language: string; lines: string[] }[] {
  const blocks: { language: string; lines: string[] }[] = []
  const lines = page.split('\n')
  for (let at = 0; at < lines.length; at += 1) {
    if (!lines[at]?.startsWith('```')) continue
    const close = lines.findIndex((line, index) => index > at && line.startsWith('```'))
    if (close < 0) break
    blocks.push({ language: lines[at]?.slice(3).trim() ?? '', lines: lines.slice(at + 1, close) })
    at = close
  }
  return blocks
}

/** The READMEs of the published packages: their pages on npm. */
function packageReadmes(): string[] {
  const packages = join(repoRoot, 'packages')
  return readdirSync(packages)
    .filter((folder) => !JSON.parse(readFileSync(join(packages, folder, 'package.json'), 'utf8')).private)
    .map((folder) => join(packages, folder, 'README.md'))
}

/** The lines of the page's opening code block, or null when something else comes first under the title. */
function openingSnippet(page: string): string[] | null {
  return openingBlock(page)?.lines ?? null
}

describe('every page under docs/ opens with a short snippet (issue 9)', () => {
  const all = pages(docs)

  it('finds the pages', () => {
    expect(all.length).toBeGreaterThan(10)
  })

  it.each(all.map((path) => [relative(repoRoot, path), path]))('%s', (_name, path) => {
    const snippet = openingSnippet(readFileSync(path, 'utf8'))
    expect(snippet, 'a code block right under the title').not.toBeNull()
    expect(snippet?.length).toBeLessThanOrEqual(20)
    expect(snippet?.length).toBeGreaterThan(0)
  })

  it('is told apart from a page that opens with prose', () => {
    expect(openingSnippet('# Title\n\nSome words.\n\n```ts\nx\n```\n')).toBeNull()
    expect(openingSnippet('# Title\n\n<!-- note -->\n\n```ts\nx()\n```\n')).toEqual(['x()'])
  })
})

describe('the opening snippets that import what they use type-check (issue 9)', () => {
  // Inside node_modules, so that `@waybill/*` resolve to the workspace's packages (their sources, by condition).
  const folder = join(repoRoot, 'node_modules/.cache/waybill-docs-snippets')

  it('against the packages as they are', { timeout: 180_000 }, () => {
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
    const written: string[] = []
    for (const path of pages(docs)) {
      const block = openingBlock(readFileSync(path, 'utf8'))
      if (!block || !['ts', 'tsx'].includes(block.language)) continue
      if (!block.lines.some((line) => line.startsWith('import '))) continue
      const name = `${relative(docs, path).replace(/[/.]/g, '_')}.${block.language}`
      // A module of its own, so that its top-level await and names stay in it.
      writeFileSync(join(folder, name), `${block.lines.join('\n')}\nexport {}\n`)
      written.push(name)
    }
    for (const path of packageReadmes()) {
      const blocks = codeBlocks(readFileSync(path, 'utf8')).filter(
        (block) =>
          ['ts', 'tsx'].includes(block.language) && block.lines.some((line) => line.startsWith('import ')),
      )
      expect(blocks.length, `${relative(repoRoot, path)} shows a snippet`).toBeGreaterThan(0)
      blocks.forEach((block, index) => {
        const name = `${relative(repoRoot, path).replace(/[/.]/g, '_')}_${index}.${block.language}`
        writeFileSync(join(folder, name), `${block.lines.join('\n')}\nexport {}\n`)
        written.push(name)
      })
    }
    // A page's stylesheet import is its bundler's business, as in the React example.
    writeFileSync(join(folder, 'styles.d.ts'), "declare module '*.css'\n")
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.base.json',
        compilerOptions: { lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: ['node'], jsx: 'react-jsx' },
        include: ['*.ts', '*.tsx'],
      }),
    )
    expect(written.length).toBeGreaterThanOrEqual(12)
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc')
    let output = ''
    try {
      execFileSync(process.execPath, [tsc, '-p', folder], { encoding: 'utf8' })
    } catch (error) {
      output = String((error as { stdout?: unknown }).stdout ?? error)
    }
    expect(output).toBe('')
  })
})

describe("the packages' READMEs (issue 24)", () => {
  const readmes = packageReadmes()

  it('finds one per published package', () => {
    expect(readmes.map((path) => relative(repoRoot, path))).toEqual([
      'packages/sdk-core/README.md',
      'packages/widgets/README.md',
    ])
  })

  it.each(readmes.map((path) => [relative(repoRoot, path), path]))(
    '%s: install, then links that resolve',
    (_, path) => {
      const page = readFileSync(path, 'utf8')
      const name = JSON.parse(readFileSync(join(dirname(path), 'package.json'), 'utf8')).name
      expect(
        codeBlocks(page).some(
          (block) => block.language === 'sh' && block.lines[0]?.includes(`npm install ${name}`),
        ),
      ).toBe(true)
      const links = [...page.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((match) => match[1] ?? '')
      const local = links.filter((link) => !/^https?:/.test(link))
      expect(local.filter((link) => link.includes('docs/guides/')).length).toBeGreaterThanOrEqual(3)
      expect(local.filter((link) => !existsSync(resolve(dirname(path), link)))).toEqual([])
    },
  )
})
