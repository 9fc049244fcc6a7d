// Issue 23 item 1 'Too many names': the root entry of @waybill/sdk-core holds at most 120 names (the client, the
// session, the errors and the messages); the rules, the order stores and the batch engine have subpaths of their
// own, and what only the widgets use is marked `@internal` and kept out of every public entry.
import { beforeAll, describe, expect, it } from 'vitest'
import { type EntrySurface, measureEntries, publicCount, surfaceTable } from './apiSurface.ts'

/** The most names `@waybill/sdk-core` may export: the budget issue 23 set. */
const ROOT_BUDGET = 120

describe('the public API of the packages (issue 23 item 1)', () => {
  let entries: EntrySurface[] = []
  const entry = (importPath: string) => {
    const found = entries.find((candidate) => candidate.importPath === importPath)
    if (!found) throw new Error(`no entry ${importPath}`)
    return found
  }

  beforeAll(() => {
    entries = measureEntries()
  }, 60_000)

  it("measures every typed entry of the packages' exports", () => {
    expect(entries.map((candidate) => candidate.importPath)).toEqual([
      '@waybill/sdk-core',
      '@waybill/sdk-core/rules',
      '@waybill/sdk-core/order',
      '@waybill/sdk-core/batch',
      '@waybill/sdk-core/internal',
      '@waybill/sdk-core/wire',
      '@waybill/sdk-core/server',
      '@waybill/widgets',
    ])
  })

  it(`keeps the root entry of @waybill/sdk-core to ${ROOT_BUDGET} names at most, none of them internal`, () => {
    const root = entry('@waybill/sdk-core')
    expect(root.internal).toEqual([])
    expect(
      publicCount(root),
      `${publicCount(root)} names: move rules to /rules, stores to /order`,
    ).toBeLessThanOrEqual(ROOT_BUDGET)
  })

  it('keeps the root to the client, the session, the errors and the messages', () => {
    const root = entry('@waybill/sdk-core')
    for (const name of [
      'createClient',
      'createSession',
      'memoryStorage',
      'ApiError',
      'messages',
      'fillText',
    ]) {
      expect(root.values).toContain(name)
    }
    expect(root.values).not.toContain('formatCents')
    expect(root.values).not.toContain('createOrderDraft')
    expect(root.values).not.toContain('parseBatchFile')
  })

  it('exports no @internal name from a public entry of sdk-core', () => {
    const publicEntries = entries.filter(
      (candidate) =>
        candidate.importPath.startsWith('@waybill/sdk-core') && !candidate.importPath.endsWith('/internal'),
    )
    for (const candidate of publicEntries) expect(candidate.internal, candidate.importPath).toEqual([])
  })

  it('marks every name of @waybill/sdk-core/internal @internal', () => {
    const internal = entry('@waybill/sdk-core/internal')
    expect(internal.values).toEqual([])
    expect(internal.types).toEqual([])
    expect(internal.internal.length).toBeGreaterThan(0)
  })

  it('exports each public name of sdk-core from one entry only', () => {
    const owners = new Map<string, string[]>()
    for (const candidate of entries.filter((item) => item.importPath.startsWith('@waybill/sdk-core'))) {
      for (const name of [...candidate.values, ...candidate.types]) {
        owners.set(name, [...(owners.get(name) ?? []), candidate.importPath])
      }
    }
    // The wire schemas and the proxy predate the split and keep their names (MAX_FIELD_LENGTH, Clock, …).
    const core = [
      '@waybill/sdk-core',
      '@waybill/sdk-core/rules',
      '@waybill/sdk-core/order',
      '@waybill/sdk-core/batch',
    ]
    const twice = [...owners].filter(([, paths]) => paths.filter((path) => core.includes(path)).length > 1)
    expect(twice).toEqual([])
  })

  it('prints a table of the counts', () => {
    const table = surfaceTable(entries)
    expect(table.split('\n')[0]).toBe('| entry | public names | values | types | @internal |')
    expect(table).toContain(`| \`@waybill/sdk-core\` | ${publicCount(entry('@waybill/sdk-core'))} |`)
  })
})
