// Issue 9 'Docs': each page opens with a short runnable snippet: under its title (and a generated page's notice),
// the first thing is a code block of at most 20 lines.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
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

/** The lines of the page's opening code block, or null when something else comes first under the title. */
function openingSnippet(page: string): string[] | null {
  const lines = page.split('\n')
  let at = 0
  const skip = () => {
    while (at < lines.length && (lines[at]?.trim() === '' || lines[at]?.startsWith('<!--'))) at += 1
  }
  skip()
  if (!lines[at]?.startsWith('# ')) return null
  at += 1
  skip()
  if (!lines[at]?.startsWith('```')) return null
  const close = lines.findIndex((line, index) => index > at && line.startsWith('```'))
  return close < 0 ? null : lines.slice(at + 1, close)
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
