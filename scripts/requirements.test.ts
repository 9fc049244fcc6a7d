// The requirements page (issue 23 item 5 'The citations'): the citations are read in every form the repo writes
// them, the page lists each cited section with its summary and the files citing it, and `npm test` fails when the
// page is stale, a cited section has no summary or a summary's section is no longer cited. The last test runs the
// check on the repo itself.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type Citation,
  check,
  findCitations,
  kindOf,
  listFiles,
  main,
  renderRequirements,
  summaryProblems,
  wrap,
} from './requirements.ts'

/** The sections `text` cites, as 'part N §X', in order. */
function cites(text: string): string[] {
  const { citations, problems } = findCitations('a.ts', text)
  expect(problems).toEqual([])
  return citations.map((citation) => `part ${citation.part} §${citation.section}`)
}

describe('findCitations', () => {
  it.each([
    ['part 2 §3.8', ['part 2 §3.8']],
    ['Part 2, §3.8', ['part 2 §3.8']],
    ['(spec part 2 §3.11.)', ['part 2 §3.11']],
    ['part 1 §2 \'Sign-up\', §4 "Onboarding flow"', ['part 1 §2', 'part 1 §4']],
    ['part 2 §4.5, §4.6 steps 4–6, §5.3, §8', ['part 2 §4.5', 'part 2 §4.6', 'part 2 §5.3', 'part 2 §8']],
    ['part 2 §4.1–4.3', ['part 2 §4.1', 'part 2 §4.2', 'part 2 §4.3']],
    ['part 2 §2.9-§2.10', ['part 2 §2.9', 'part 2 §2.10']],
    ['part 1 §5 and §9', ['part 1 §5', 'part 1 §9']],
    ['part 1 §5, part 2 §5.2', ['part 1 §5', 'part 2 §5.2']],
    ['the order (part 2\n * §4.2)', ['part 2 §4.2']],
    ['const PART_1 = [\n  // §5 Login\n  "x",\n  // §8\n]', ['part 1 §5', 'part 1 §8']],
  ])('reads %j', (text, expected) => {
    expect(cites(text)).toEqual(expected)
  })

  it('gives a bare § the part named last before it, even paragraphs earlier', () => {
    expect(cites('/** part 1 §7 */\nconst a = 1\n\n\n/** The §8 notice. */')).toEqual([
      'part 1 §7',
      'part 1 §8',
    ])
  })

  it('gives a sub-section the part that has it: part 1 has none', () => {
    expect(cites('part 1 §2: the form.\n// the §5.3 list')).toEqual(['part 1 §2', 'part 2 §5.3'])
    expect(cites('/** The §3.8 columns. */')).toEqual(['part 2 §3.8'])
  })

  it('leaves the sections of ARCHITECTURE and STYLE alone, lists included', () => {
    expect(cites('sdk-core (ARCHITECTURE §2)')).toEqual([])
    expect(cites('(ARCHITECTURE §5, §7; part 1 §7 what3words)')).toEqual(['part 1 §7'])
    expect(cites('STYLE §13')).toEqual([])
    expect(cites(`part 2 §4.2 (ARCHITECTURE §4).${' words'.repeat(20)} The §8 text.`)).toEqual([
      'part 2 §4.2',
      'part 2 §8',
    ])
  })

  it('reports a § that is no section, or could be either part’s, with its line', () => {
    expect(findCitations('b.ts', 'line one\npart 1 §4.6').problems).toEqual([
      "b.ts:2: '§4.6' is no section of part 1 of the spec",
    ])
    expect(findCitations('b.ts', 'part 2 §12').problems).toEqual([
      "b.ts:1: '§12' is no section of part 2 of the spec",
    ])
    expect(findCitations('b.ts', 'the §12 rule').problems).toEqual([
      "b.ts:1: '§12' is no section of the spec",
    ])
    expect(findCitations('b.ts', '// the §5 rules').problems).toEqual([
      "b.ts:1: '§5' names no part: write 'part 1 §5' or 'part 2 §5'",
    ])
    expect(findCitations('b.ts', 'part 2 §4.3–4.1').problems).toEqual([
      "b.ts:1: '§4.3–4.1' is no section of part 2 of the spec",
    ])
  })
})

describe('kindOf', () => {
  it.each([
    ['packages/sdk-core/src/batch/batchRow.ts', 'Code'],
    ['packages/widgets/src/styles/order.css', 'Code'],
    ['packages/sdk-core/src/batch/batchRow.test.ts', 'Tests'],
    ['packages/widgets/src/order/OrderForm.test.tsx', 'Tests'],
    ['packages/sdk-core/test/contract/helpers.ts', 'Tests'],
    ['e2e/ordering.ts', 'Tests'],
    ['e2e/login.spec.ts', 'Tests'],
    ['docs/contract/geo.md', 'Docs'],
  ])('%s is %s', (file, kind) => {
    expect(kindOf(file)).toBe(kind)
  })
})

describe('wrap', () => {
  it('breaks between words within the width, never inside one', () => {
    expect(wrap('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd'])
    expect(wrap('a verylongword b', 4)).toEqual(['a', 'verylongword', 'b'])
  })
})

const at = (file: string, part: 1 | 2, section: string): Citation => ({ file, part, section })

describe('renderRequirements', () => {
  const citations = [
    at('packages/sdk-core/src/b.ts', 2, '2.10'),
    at('packages/sdk-core/src/a.ts', 2, '2.10'),
    at('packages/sdk-core/src/a.ts', 2, '2.10'),
    at('packages/sdk-core/src/a.test.ts', 2, '2.10'),
    at('e2e/guard.spec.ts', 2, '2.9'),
    at('docs/contract/geo.md', 1, '7'),
    at('apps/sandbox/src/geo.ts', 1, '7'),
  ]
  const summaries = new Map([
    ['part 1 §7', 'The calls.'],
    ['part 2 §2.9', 'The guard.'],
  ])
  const page = renderRequirements(citations, summaries)

  it('opens with a title, the generated notice and a snippet', () => {
    expect(page.startsWith('# Requirements: the spec sections the code cites\n\n<!-- Generated by')).toBe(
      true,
    )
    expect(page).toContain('```sh\nnpm run requirements:update')
  })

  it('lists the sections in document order, each with its summary', () => {
    const headings = [...page.matchAll(/^##+ (.+)$/gm)].map((match) => match[1])
    expect(headings).toEqual([
      'Part 1: onboarding, account setup, the order forms, contacts',
      'Part 1 §7: The calls it makes',
      'Part 2: dashboard, order summary, batches, account, drivers, password reset',
      'Part 2 §2.9: Guard',
      'Part 2 §2.10: Fallback',
    ])
    expect(page).toContain('### Part 2 §2.9: Guard\n\nThe guard.\n\n**Tests**\n\n')
  })

  it('links each citing file once from docs/, by kind and folder, sorted', () => {
    expect(page).toContain(
      '**Code**\n\n- `packages/sdk-core/src/`: [a.ts](../packages/sdk-core/src/a.ts), [b.ts](../packages/sdk-core/src/b.ts)\n\n' +
        '**Tests**\n\n- `packages/sdk-core/src/`: [a.test.ts](../packages/sdk-core/src/a.test.ts)\n',
    )
    expect(page).toContain(
      '**Code**\n\n- `apps/sandbox/src/`: [geo.ts](../apps/sandbox/src/geo.ts)\n\n' +
        '**Docs**\n\n- `docs/contract/`: [geo.md](contract/geo.md)\n',
    )
    expect(page).toContain('- `e2e/`: [guard.spec.ts](../e2e/guard.spec.ts)')
  })

  it('says where a missing summary goes', () => {
    expect(page).toContain(
      '### Part 2 §2.10: Fallback\n\n_No summary yet: add "part 2 §2.10" to docs/requirements.summaries.json._',
    )
  })

  it('is the same for the same citations in another order', () => {
    expect(renderRequirements([...citations].reverse(), summaries)).toBe(page)
  })
})

describe('summaryProblems', () => {
  it('names a cited section without summary, a summary nothing cites and a key that is no section', () => {
    const problems = summaryProblems(
      [at('a.ts', 1, '5'), at('a.ts', 2, '3.8')],
      new Map([
        ['part 1 §5', 'Checks.'],
        ['part 2 §3.8', '  '],
        ['part 2 §9', 'Numbers.'],
        ['part 2 §3.15', 'None.'],
      ]),
    )
    expect(problems).toEqual([
      'part 2 §3.8 is cited but has no summary: add one to docs/requirements.summaries.json',
      'part 2 §9 has a summary but nothing cites it any more: remove it',
      'docs/requirements.summaries.json: "part 2 §3.15" is no section of the spec (write it as "part 2 §3.8")',
    ])
  })
})

describe('node scripts/requirements.ts, on a small repo', () => {
  let root = ''
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const read = (path: string) => readFileSync(join(root, path), 'utf8')
  const summaries = (data: Record<string, string>) =>
    write('docs/requirements.summaries.json', JSON.stringify(data, null, 2))

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'waybill-requirements-'))
    write('packages/core/src/batchRow.ts', '/** A row of the sheet (part 2 §3.8). */\n')
    write('packages/core/src/batchRow.test.ts', "it('keeps a row (Part 2, §3.8)')\n")
    write('packages/core/node_modules/dep/index.js', '// part 1 §6\n')
    write('packages/core/dist/index.js', '// part 1 §6\n')
    write('docs/reference/core.md', '# core\n\npart 1 §6\n')
    write('README.md', '# repo\n')
    summaries({ 'part 2 §3.8': 'Spreadsheet rows.' })
    vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  afterEach(() => {
    vi.restoreAllMocks()
    rmSync(root, { recursive: true, force: true })
  })

  it('reads sources, tests and docs, never installs, builds, the API reference or the page itself', () => {
    write('docs/requirements.md', 'part 1 §6\n')
    expect(listFiles(root)).toEqual([
      'README.md',
      'packages/core/src/batchRow.test.ts',
      'packages/core/src/batchRow.ts',
    ])
  })

  it('writes the page, which --check then finds current', () => {
    expect(main([], root)).toBe(0)
    const page = read('docs/requirements.md')
    expect(page).toContain('### Part 2 §3.8: Batch row (from the spreadsheet)\n\nSpreadsheet rows.\n')
    expect(page).toContain('[batchRow.ts](../packages/core/src/batchRow.ts)')
    expect(page).toContain('[batchRow.test.ts](../packages/core/src/batchRow.test.ts)')
    expect(page).not.toContain('§6')
    expect(main(['--check'], root)).toBe(0)
    expect(check(root)).toEqual([])
  })

  it('--check fails on a new citing file, and passes once the page is written again', () => {
    main([], root)
    write('apps/api/src/rows.ts', '// rows as part 2 §3.8 says\n')
    expect(check(root)).toEqual(['docs/requirements.md is out of date: run `npm run requirements:update`'])
    expect(main(['--check'], root)).toBe(1)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('npm run requirements:update'))
    expect(main([], root)).toBe(0)
    expect(main(['--check'], root)).toBe(0)
  })

  it('--check fails on an edited or missing page', () => {
    main([], root)
    write('docs/requirements.md', `${read('docs/requirements.md')}edited\n`)
    expect(check(root)).toEqual(['docs/requirements.md is out of date: run `npm run requirements:update`'])
    rmSync(join(root, 'docs/requirements.md'))
    expect(check(root)).toEqual(['docs/requirements.md is missing: run `npm run requirements:update`'])
  })

  it('--check fails on a cited section without summary, even after an update', () => {
    write('packages/core/src/guard.ts', '// part 2 §2.9\n')
    expect(main([], root)).toBe(1)
    expect(check(root)).toEqual([
      'part 2 §2.9 is cited but has no summary: add one to docs/requirements.summaries.json',
    ])
    summaries({ 'part 2 §3.8': 'Spreadsheet rows.', 'part 2 §2.9': 'The guard.' })
    expect(main([], root)).toBe(0)
    expect(check(root)).toEqual([])
  })

  it('--check fails on a summary whose section nothing cites any more', () => {
    main([], root)
    write('packages/core/src/batchRow.ts', '/** A row of the sheet. */\n')
    write('packages/core/src/batchRow.test.ts', "it('keeps a row')\n")
    main([], root)
    expect(check(root)).toEqual(['part 2 §3.8 has a summary but nothing cites it any more: remove it'])
  })

  it('--check fails on a citation of no section', () => {
    write('packages/core/src/typo.ts', '// part 1 §4.6\n')
    main([], root)
    expect(check(root)).toEqual(["packages/core/src/typo.ts:1: '§4.6' is no section of part 1 of the spec"])
  })

  it('refuses an unknown flag', () => {
    expect(() => main(['--write'], root)).toThrow('usage: node scripts/requirements.ts [--check]')
  })
})

describe('docs/requirements.md (issue 23 item 5)', () => {
  it('is current, every cited section has a summary and every summary is cited', () => {
    const problems = check(resolve(import.meta.dirname, '..'))
    expect(problems, 'fix these, then run `npm run requirements:update`').toEqual([])
  })
})
