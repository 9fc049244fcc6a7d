import { describe, expect, it } from 'vitest'
import { packProblems } from './releaseCheck.ts'

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
